import type { FastifyRequest } from 'fastify';
import { AppError, messages } from '@clearbill/shared';
import { audit, auditFor } from '../access/audit';
import { resolveCaller, type UserCaller } from '../access/caller';
import type { AppContext } from '../context';

/**
 * The one place the privacy domain learns who is calling and writes audit events, both through the
 * shared access module (server/src/access).
 */
export type PrivacyCaller = UserCaller;

/**
 * A signed-in patient. Privacy settings belong to an account: no credential or a guest session is
 * 401 (sign in first), an admin token 403 (admins hold no patient data).
 */
export async function resolvePrivacyCaller(ctx: AppContext, request: FastifyRequest): Promise<PrivacyCaller> {
  const caller = await resolveCaller(ctx, request, 'patient');
  if (caller.kind !== 'user') throw new AppError('unauthorized', messages.notSignedIn);
  return caller;
}

/** An audit event about the caller's own data, done by the caller. */
export function auditOwn(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  caller: PrivacyCaller,
  event: { action: string; resourceType: string; resourceId?: string | null },
): Promise<void> {
  return auditFor(ctx, caller, event.action, { type: event.resourceType, id: event.resourceId ?? null });
}

export { audit };
