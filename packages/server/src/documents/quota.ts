import { and, eq, lt, or, sql } from 'drizzle-orm';
import { AppError, limits, messages } from '@clearbill/shared';
import type { Db } from '../db/client';
import { documents, guestSessions, users } from '../db/schema';
import type { PatientCaller } from '../access/caller';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Takes one upload from the caller's allowance in a single conditional UPDATE, so parallel uploads
 * cannot pass the limit together: guests 5 (3 through the wizard) unless a beta code made them
 * unlimited, signed-in users 999. Runs inside the upload's transaction: a failed insert gives it back.
 * Returns the uploads left (null: unlimited).
 */
export async function claimUpload(
  tx: Tx | Db,
  caller: PatientCaller,
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

/**
 * Gives back the upload a document used, when the document failed in the pipeline (the person did
 * nothing wrong by sending a file we could not read). Runs in the transaction that moves the document
 * to `failed` from `processing`, which happens once, and clears the document's charge, so a second
 * call gives nothing back. A guest document adopted by an account since gives nothing back: the guest
 * counter it used is no longer the person's.
 */
export async function refundUpload(
  tx: Tx | Db,
  doc: { id: string; ownerUserId: string | null; ownerGuestId: string | null },
): Promise<void> {
  const [charged] = await tx
    .select({ to: documents.allowanceChargedTo })
    .from(documents)
    .where(eq(documents.id, doc.id))
    .for('update');
  if (!charged?.to) return;
  await tx.update(documents).set({ allowanceChargedTo: null }).where(eq(documents.id, doc.id));
  if (charged.to === 'user' && doc.ownerUserId) {
    await tx
      .update(users)
      .set({ uploadsUsed: sql`greatest(0, ${users.uploadsUsed} - 1)` })
      .where(eq(users.id, doc.ownerUserId));
  } else if (charged.to === 'guest' && doc.ownerGuestId) {
    await tx
      .update(guestSessions)
      .set({ uploadsUsed: sql`greatest(0, ${guestSessions.uploadsUsed} - 1)` })
      .where(eq(guestSessions.id, doc.ownerGuestId));
  }
}
