import { lt, or, isNotNull } from 'drizzle-orm';
import { limits } from '@clearbill/shared';
import type { AppContext } from '../context';
import { guestSessions, sessions } from '../db/schema';
import { pruneLimitEvents } from '../limits/events';

/**
 * Deletes sessions that can no longer be used (expired, idle past the limit, or revoked) and
 * abuse-limit counts (failed sign-ins, guest sessions, uploads, sign-ups) past their windows.
 * Idempotent: any instance may run it at any time.
 */
export async function sweepExpiredSessions(
  ctx: AppContext,
): Promise<{ sessions: number; guests: number; limitEvents: number }> {
  const now = ctx.clock.now();
  const idleCutoff = new Date(now.getTime() - limits.sessionIdleMs);
  const gone = await ctx.db
    .delete(sessions)
    .where(
      or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, idleCutoff), isNotNull(sessions.revokedAt)),
    )
    .returning({ id: sessions.id });
  const guests = await ctx.db
    .delete(guestSessions)
    .where(or(lt(guestSessions.expiresAt, now), lt(guestSessions.lastSeenAt, idleCutoff)))
    .returning({ id: guestSessions.id });
  const limitEvents = await pruneLimitEvents(ctx.db, now);
  return { sessions: gone.length, guests: guests.length, limitEvents };
}
