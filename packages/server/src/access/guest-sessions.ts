import { eq } from 'drizzle-orm';
import { AppError, limits, messages } from '@clearbill/shared';
import type { AppContext } from '../context';
import { sha256 } from '../crypto/tokens';
import { guestSessions } from '../db/schema';

export type GuestSessionRow = typeof guestSessions.$inferSelect;

/**
 * The live guest session for an x-guest-session value. Guests follow the same rules as accounts:
 * 30 minutes idle or 24 hours in all ends the session.
 */
export async function resolveGuestSession(
  ctx: AppContext,
  sessionId: string | null,
): Promise<GuestSessionRow> {
  if (!sessionId) throw new AppError('unauthorized', messages.guestSessionMissing);
  const [row] = await ctx.db
    .select()
    .from(guestSessions)
    .where(eq(guestSessions.tokenHash, sha256(sessionId)))
    .limit(1);
  if (!row) throw new AppError('unauthorized', messages.guestSessionMissing);
  const now = ctx.clock.now();
  if (now >= row.expiresAt || now.getTime() - row.lastSeenAt.getTime() >= limits.sessionIdleMs) {
    throw new AppError('session_expired', messages.sessionExpired);
  }
  const [touched] = await ctx.db
    .update(guestSessions)
    .set({ lastSeenAt: now })
    .where(eq(guestSessions.id, row.id))
    .returning();
  return touched ?? row;
}
