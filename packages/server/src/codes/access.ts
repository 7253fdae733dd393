import type { FastifyRequest } from 'fastify';
import { AppError, messages } from '@clearbill/shared';
import { resolveSession } from '../auth/sessions';
import type { AppContext } from '../context';
import { bearerToken } from '../http/credentials';

/**
 * Code look-ups are for signed-in people: a patient's token or an admin's. Guests (x-guest-session
 * only) and callers without a credential get 401: the code database is part of the signed-in product.
 */
export async function requireCodeReader(ctx: AppContext, request: FastifyRequest): Promise<void> {
  const token = bearerToken(request);
  if (!token) throw new AppError('unauthorized', messages.notSignedIn);
  await resolveSession(ctx, token);
}
