import type { FastifyRequest } from 'fastify';
import { and, eq, isNotNull } from 'drizzle-orm';
import { AppError, GUEST_SESSION_HEADER, limits, messages } from '@clearbill/shared';
import type { AppContext } from '../context';
import { sha256 } from '../crypto/tokens';
import { admins } from '../db/schema';
import { resolveGuestSession, type GuestSessionRow } from './guest-sessions';
import { sessionCacheOf } from './session-cache';
import { resolveSession, type ResolvedSession } from './sessions';

/** A signed-in patient (bearer token of a user session). */
export type UserCaller = { kind: 'user'; userId: string };
/** A patient without an account (x-guest-session). */
export type GuestCaller = {
  kind: 'guest';
  guestId: string;
  guest: GuestSessionRow;
  /** The client address: guest uploads are also limited per address (src/limits/). */
  ip: string;
};
/** A back-office administrator (bearer token of an admin session). */
export type AdminCaller = { kind: 'admin'; adminId: string };

/** Whoever is calling, resolved once per request by resolveCaller. Every domain takes this type. */
export type Caller = UserCaller | GuestCaller | AdminCaller;
/** Whoever may own documents and analyses: a user or a guest. */
export type PatientCaller = UserCaller | GuestCaller;
/** A signed-in account of either kind (the signed-in tools that hand out no personal data). */
export type AccountCaller = UserCaller | AdminCaller;

/**
 * What a route allows:
 * - `patient`: a user's token, else a guest session. A user's token wins when both are sent. An admin
 *   token is refused with 403 (patients' data is the patients'); nothing at all is 401.
 * - `user`: a user's token only; anything else (an admin's token included) is 401.
 * - `guest`: the x-guest-session header only.
 * - `account`: a user's or an enrolled admin's token (the answer is cached, see session-cache.ts).
 * - `admin`: an enrolled admin's token; a patient's token is 403, an admin without an authenticator
 *   403 totp_enrolment_required.
 * - `admin-enrolling`: an admin's token, enrolled or not (the enrolment routes only).
 */
export type Allowed = 'patient' | 'user' | 'guest' | 'account' | 'admin' | 'admin-enrolling';

type CallerFor<A extends Allowed> = A extends 'patient'
  ? PatientCaller
  : A extends 'user'
    ? UserCaller
    : A extends 'guest'
      ? GuestCaller
      : A extends 'account'
        ? AccountCaller
        : AdminCaller;

/** The bearer token of the request, if any. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/** The x-guest-session value of the request, if any. */
export function guestToken(request: FastifyRequest): string | null {
  const value = request.headers[GUEST_SESSION_HEADER];
  const token = Array.isArray(value) ? value[0] : value;
  return token?.trim() ? token.trim() : null;
}

/** Resolves who is calling and checks that the route allows them (401/403 otherwise). */
export async function resolveCaller<A extends Allowed>(
  ctx: AppContext,
  request: FastifyRequest,
  allowed: A,
): Promise<CallerFor<A>> {
  return (await resolveAny(ctx, request, allowed)) as CallerFor<A>;
}

async function resolveAny(ctx: AppContext, request: FastifyRequest, allowed: Allowed): Promise<Caller> {
  switch (allowed) {
    case 'patient':
      return patientCaller(ctx, request);
    case 'user':
      return userCaller(ctx, request);
    case 'guest':
      return guestCaller(ctx, request);
    case 'account':
      return cachedAccountCaller(ctx, request);
    case 'admin':
      return adminCaller(ctx, request, true);
    case 'admin-enrolling':
      return adminCaller(ctx, request, false);
  }
}

async function patientCaller(ctx: AppContext, request: FastifyRequest): Promise<PatientCaller> {
  const token = bearerToken(request);
  if (token) {
    const session = await resolveSession(ctx, token);
    if (session.kind !== 'user' || !session.userId) throw new AppError('forbidden', messages.patientOnly);
    return { kind: 'user', userId: session.userId };
  }
  if (!guestToken(request)) throw new AppError('unauthorized', messages.notSignedIn);
  return guestCaller(ctx, request);
}

async function guestCaller(ctx: AppContext, request: FastifyRequest): Promise<GuestCaller> {
  const guest = await resolveGuestSession(ctx, guestToken(request));
  return { kind: 'guest', guestId: guest.id, guest, ip: request.ip };
}

async function userCaller(ctx: AppContext, request: FastifyRequest): Promise<UserCaller> {
  const token = bearerToken(request);
  if (!token) throw new AppError('unauthorized', messages.notSignedIn);
  const session = await resolveSession(ctx, token);
  if (session.kind !== 'user' || !session.userId) throw new AppError('unauthorized', messages.notSignedIn);
  return { kind: 'user', userId: session.userId };
}

async function adminCaller(
  ctx: AppContext,
  request: FastifyRequest,
  enrolled: boolean,
): Promise<AdminCaller> {
  return (await resolveAdminSession(ctx, request, { enrolled })).caller;
}

/** An admin's session as the admin gate keeps it: the caller, the token (sign-out) and its end. */
export interface AdminSession {
  caller: AdminCaller;
  token: string;
  expiresAt: Date;
}

/**
 * The admin behind the request. No token is 401, a patient's token 403; with `enrolled`, an admin
 * without an authenticator is 403 totp_enrolment_required.
 */
export async function resolveAdminSession(
  ctx: AppContext,
  request: FastifyRequest,
  options: { enrolled: boolean },
): Promise<AdminSession> {
  const token = bearerToken(request);
  if (!token) throw new AppError('unauthorized', messages.notSignedIn);
  const session = await resolveSession(ctx, token);
  if (session.kind !== 'admin' || !session.adminId) throw new AppError('forbidden', messages.adminOnly);
  if (options.enrolled && !(await adminHasAuthenticator(ctx, session.adminId))) {
    throw new AppError('totp_enrolment_required', messages.totpEnrolmentRequired);
  }
  return { caller: { kind: 'admin', adminId: session.adminId }, token, expiresAt: session.expiresAt };
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

/**
 * A signed-in account of either kind. Guests (the x-guest-session header alone) and callers without
 * a credential get 401; an admin who has not enrolled an authenticator, 403. For the tools of the
 * signed-in product (code look-ups, enterprise coding), which hand out no personal data: the answer is
 * remembered for SESSION_CACHE_MS (session-cache.ts), so a client searching codes costs no session
 * read per request. Sign-out on this instance ends it at once; elsewhere within SESSION_CACHE_MS.
 */
async function cachedAccountCaller(ctx: AppContext, request: FastifyRequest): Promise<AccountCaller> {
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
