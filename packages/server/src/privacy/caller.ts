import type { FastifyRequest } from 'fastify';
import { AppError, messages } from '@clearbill/shared';
import { audit, type AuditEvent } from '../audit/audit';
import type { AppContext } from '../context';
import { resolveDocumentCaller } from '../documents/caller';

/**
 * The one place the privacy domain learns who is calling and writes audit events, so the move to
 * the shared access module (issue 11 item 1) changes this file only.
 */
export interface PrivacyCaller {
  userId: string;
}

/**
 * A signed-in patient. Privacy settings belong to an account: no credential or a guest session is
 * 401 (sign in first), an admin token 403 (admins hold no patient data).
 */
export async function resolvePrivacyCaller(ctx: AppContext, request: FastifyRequest): Promise<PrivacyCaller> {
  const caller = await resolveDocumentCaller(ctx, request);
  if (caller.kind !== 'user') throw new AppError('unauthorized', messages.notSignedIn);
  return { userId: caller.userId };
}

/** An audit event about the caller's own data, done by the caller. */
export function auditOwn(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  caller: PrivacyCaller,
  event: Omit<AuditEvent, 'actor' | 'subjectUserId'>,
): Promise<void> {
  return audit(ctx, { actor: { type: 'user', id: caller.userId }, subjectUserId: caller.userId, ...event });
}

export { audit };
