import type { FastifyRequest } from 'fastify';
import { and, eq, isNotNull } from 'drizzle-orm';
import { AppError, GUEST_SESSION_HEADER, limits, messages } from '@clearbill/shared';
import { sessionCacheOf } from '../auth/session-cache';
import { resolveSession, type ResolvedSession, type SessionSubject } from '../auth/sessions';
import type { AppContext } from '../context';
import { sha256 } from '../crypto/tokens';
import { admins } from '../db/schema';

/** The bearer token of the request, if any. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

export function guestToken(request: FastifyRequest): string | null {
  const value = request.headers[GUEST_SESSION_HEADER];
  const token = Array.isArray(value) ? value[0] : value;
  return token?.trim() ? token.trim() : null;
}

/** A signed-in patient. Admin tokens never pass here. */
export async function requireUser(
  ctx: AppContext,
  request: FastifyRequest,
): Promise<ResolvedSession & { userId: string; token: string }> {
  const token = bearerToken(request);
  if (!token) throw new AppError('unauthorized', messages.notSignedIn);
  const session = await resolveSession(ctx, token);
  if (session.kind !== 'user' || !session.userId) throw new AppError('unauthorized', messages.notSignedIn);
  return { ...session, userId: session.userId, token };
}

/** An administrator. A patient's token on an admin route is refused with 403. */
export async function requireAdmin(
  ctx: AppContext,
  request: FastifyRequest,
): Promise<ResolvedSession & { adminId: string; token: string }> {
  const token = bearerToken(request);
  if (!token) throw new AppError('unauthorized', messages.notSignedIn);
  const session = await resolveSession(ctx, token);
  if (session.kind !== 'admin' || !session.adminId) throw new AppError('forbidden', messages.adminOnly);
  return { ...session, adminId: session.adminId, token };
}

/** Whether the admin has enrolled an authenticator (two-step sign-in is mandatory for admins). */
export async function adminHasAuthenticator(ctx: AppContext, adminId: string): Promise<boolean> {
  const [row] = await ctx.db
    .select({ id: admins.id })
    .from(admins)
    .where(and(eq(admins.id, adminId), isNotNull(admins.totpSecretEnc)))
    .limit(1);
  return row !== undefined;
}

export type AccountCaller = SessionSubject;

/**
 * A signed-in account of either kind: a patient's token or an admin's. Guests (the x-guest-session
 * header alone) and callers without a credential get 401; an admin who has not enrolled an
 * authenticator, 403. For the tools of the signed-in product (code look-ups, enterprise coding),
 * which hand out no personal data: the answer is remembered for SESSION_CACHE_MS (auth/session-cache.ts),
 * so a client searching codes costs no session read per request. Sign-out on this instance ends it at
 * once; elsewhere within SESSION_CACHE_MS.
 */
export async function requireUserOrAdmin(ctx: AppContext, request: FastifyRequest): Promise<AccountCaller> {
  const token = bearerToken(request);
  if (!token) throw new AppError('unauthorized', messages.notSignedIn);
  const cache = sessionCacheOf(ctx);
  const tokenHash = sha256(token);
  const hit = cache.get(tokenHash, ctx.clock.now().getTime(), limits.sessionIdleMs);
  if (hit) return hit;
  const epoch = cache.epoch;
  const session = await resolveSession(ctx, token);
  const caller = await accountCaller(ctx, session);
  cache.set(
    tokenHash,
    {
      caller,
      expiresAt: session.expiresAt.getTime(),
      lastSeenAt: session.lastSeenAt.getTime(),
      userId: session.userId,
      adminId: session.adminId,
    },
    epoch,
  );
  return caller;
}

async function accountCaller(ctx: AppContext, session: ResolvedSession): Promise<AccountCaller> {
  if (session.kind === 'user' && session.userId) return { kind: 'user', userId: session.userId };
  if (session.kind === 'admin' && session.adminId) {
    // An admin who has not finished enrolling gets nothing but the enrolment routes.
    if (!(await adminHasAuthenticator(ctx, session.adminId))) {
      throw new AppError('totp_enrolment_required', messages.totpEnrolmentRequired);
    }
    return { kind: 'admin', adminId: session.adminId };
  }
  throw new AppError('unauthorized', messages.notSignedIn);
}
