import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { AppError, limits, messages, type GuestSessionInfo } from '@clearbill/shared';
import type { AppContext } from '../context';
import { newToken, sha256 } from '../crypto/tokens';
import { betaCodes, guestSessions } from '../db/schema';
import { limitGuestSession } from '../limits/abuse';

type GuestRow = typeof guestSessions.$inferSelect;

export function guestInfo(row: GuestRow): GuestSessionInfo {
  return {
    hasUnlimitedAccess: row.hasUnlimitedAccess,
    uploadsRemaining: row.hasUnlimitedAccess ? null : Math.max(0, row.uploadLimit - row.uploadsUsed),
  };
}

/** A new guest session, counted against the caller's address (20 per hour by default, then 429). */
export async function createGuestSession(
  ctx: AppContext,
  ip: string,
): Promise<{ sessionId: string; expiresAt: Date; row: GuestRow }> {
  await limitGuestSession(ctx, ip);
  const sessionId = newToken('cbg');
  const now = ctx.clock.now();
  const expiresAt = new Date(now.getTime() + limits.sessionMaxMs);
  const [row] = await ctx.db
    .insert(guestSessions)
    .values({
      tokenHash: sha256(sessionId),
      uploadLimit: limits.guestUploads,
      createdAt: now,
      lastSeenAt: now,
      expiresAt,
    })
    .returning();
  if (!row) throw new Error('Guest session insert returned nothing.');
  return { sessionId, expiresAt, row };
}

/**
 * Applies a beta code: trimmed and upper-cased by the request schema; it must exist, not be revoked
 * or expired, and have uses left. The use is counted in the same statement that checks it, so two
 * guests cannot take the last use together.
 */
export async function applyBetaCode(ctx: AppContext, guest: GuestRow, code: string): Promise<GuestRow> {
  if (guest.hasUnlimitedAccess) return guest;
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(betaCodes)
      .set({ uses: sql`${betaCodes.uses} + 1` })
      .where(
        and(
          eq(betaCodes.code, code),
          isNull(betaCodes.revokedAt),
          gt(betaCodes.expiresAt, now),
          or(isNull(betaCodes.maxUses), sql`${betaCodes.uses} < ${betaCodes.maxUses}`),
        ),
      )
      .returning({ id: betaCodes.id });
    if (!claimed) throw new AppError('invalid_code', messages.invalidCodeBody);
    const [updated] = await tx
      .update(guestSessions)
      .set({ hasUnlimitedAccess: true, betaCodeId: claimed.id })
      .where(eq(guestSessions.id, guest.id))
      .returning();
    if (!updated) throw new AppError('unauthorized', messages.guestSessionMissing);
    return updated;
  });
}
