import type { FastifyRequest } from 'fastify';
import { AppError, messages } from '@clearbill/shared';
import { resolveSession } from '../auth/sessions';
import type { AppContext } from '../context';
import { bearerToken } from '../http/credentials';

export type EnterpriseCaller = { kind: 'user'; userId: string } | { kind: 'admin'; adminId: string };

/**
 * Enterprise coding is for a signed-in account: a patient's token or an admin's. Guests (the
 * x-guest-session header alone) and callers without a credential get 401.
 */
export async function requireUserOrAdmin(
  ctx: AppContext,
  request: FastifyRequest,
): Promise<EnterpriseCaller> {
  const token = bearerToken(request);
  if (!token) throw new AppError('unauthorized', messages.notSignedIn);
  const session = await resolveSession(ctx, token);
  if (session.kind === 'user' && session.userId) return { kind: 'user', userId: session.userId };
  if (session.kind === 'admin' && session.adminId) return { kind: 'admin', adminId: session.adminId };
  throw new AppError('unauthorized', messages.notSignedIn);
}
