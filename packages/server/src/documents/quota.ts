import { and, eq, lt, or, sql } from 'drizzle-orm';
import { AppError, limits, messages } from '@clearbill/shared';
import type { Db } from '../db/client';
import { guestSessions, users } from '../db/schema';
import type { DocumentCaller } from './caller';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Takes one upload from the caller's allowance in a single conditional UPDATE, so parallel uploads
 * cannot pass the limit together: guests 5 (3 through the wizard) unless a beta code made them
 * unlimited, signed-in users 999. Runs inside the upload's transaction: a failed insert gives it back.
 * Returns the uploads left (null: unlimited).
 */
export async function claimUpload(
  tx: Tx | Db,
  caller: DocumentCaller,
  source: 'upload' | 'wizard' | 'api',
): Promise<number | null> {
  if (caller.kind === 'user') {
    const [row] = await tx
      .update(users)
      .set({ uploadsUsed: sql`${users.uploadsUsed} + 1` })
      .where(and(eq(users.id, caller.userId), lt(users.uploadsUsed, limits.userUploads)))
      .returning({ used: users.uploadsUsed });
    if (!row) throw new AppError('quota_exceeded', messages.userQuotaReached);
    return limits.userUploads - row.used;
  }
  const cap = source === 'wizard' ? limits.guestWizardUploads : limits.guestUploads;
  const [row] = await tx
    .update(guestSessions)
    .set({ uploadsUsed: sql`${guestSessions.uploadsUsed} + 1` })
    .where(
      and(
        eq(guestSessions.id, caller.guestId),
        or(
          eq(guestSessions.hasUnlimitedAccess, true),
          sql`${guestSessions.uploadsUsed} < least(${guestSessions.uploadLimit}, ${cap})`,
        ),
      ),
    )
    .returning({
      used: guestSessions.uploadsUsed,
      limit: guestSessions.uploadLimit,
      unlimited: guestSessions.hasUnlimitedAccess,
    });
  if (!row) throw new AppError('quota_exceeded', messages.guestQuotaReached);
  return row.unlimited ? null : Math.max(0, row.limit - row.used);
}
