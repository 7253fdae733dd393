import type { FastifyRequest } from 'fastify';
import { and, eq, isNotNull } from 'drizzle-orm';
import { AppError, GUEST_SESSION_HEADER, messages } from '@clearbill/shared';
import { resolveSession, type ResolvedSession } from '../auth/sessions';
import type { AppContext } from '../context';
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

export type AccountCaller = { kind: 'user'; userId: string } | { kind: 'admin'; adminId: string };

/**
 * A signed-in account of either kind: a patient's token or an admin's. Guests (the x-guest-session
 * header alone) and callers without a credential get 401; an admin who has not enrolled an
 * authenticator, 403. For the tools of the signed-in product
 * (code look-ups, enterprise coding).
 */
export async function requireUserOrAdmin(ctx: AppContext, request: FastifyRequest): Promise<AccountCaller> {
  const token = bearerToken(request);
  if (!token) throw new AppError('unauthorized', messages.notSignedIn);
  const session = await resolveSession(ctx, token);
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
