import type { FastifyRequest } from 'fastify';
import { AppError, GUEST_SESSION_HEADER, messages } from '@clearbill/shared';
import { resolveSession, type ResolvedSession } from '../auth/sessions';
import type { AppContext } from '../context';

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
