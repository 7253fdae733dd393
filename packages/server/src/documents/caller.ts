import type { FastifyRequest } from 'fastify';
import { AppError, messages } from '@clearbill/shared';
import { resolveSession } from '../auth/sessions';
import type { AppContext } from '../context';
import type { guestSessions } from '../db/schema';
import { bearerToken, guestToken } from '../http/credentials';
import { resolveGuestSession } from '../guests/service';
import type { AuditActor } from '../audit/audit';

export type DocumentCaller =
  | { kind: 'user'; userId: string }
  | {
      kind: 'guest';
      guestId: string;
      guest: typeof guestSessions.$inferSelect;
      /** The client address: guest uploads are also limited per address (src/limits/). */
      ip: string;
    };

/**
 * The patient behind a document request: a signed-in user (bearer token) or a guest (x-guest-session).
 * A user's token wins when both are sent. Admin tokens are refused: documents belong to patients.
 */
export async function resolveDocumentCaller(
  ctx: AppContext,
  request: FastifyRequest,
): Promise<DocumentCaller> {
  const token = bearerToken(request);
  if (token) {
    const session = await resolveSession(ctx, token);
    if (session.kind !== 'user' || !session.userId) throw new AppError('forbidden', messages.patientOnly);
    return { kind: 'user', userId: session.userId };
  }
  const guestId = guestToken(request);
  if (!guestId) throw new AppError('unauthorized', messages.notSignedIn);
  const guest = await resolveGuestSession(ctx, guestId);
  return { kind: 'guest', guestId: guest.id, guest, ip: request.ip };
}

export function auditActor(caller: DocumentCaller): AuditActor {
  return caller.kind === 'user' ? { type: 'user', id: caller.userId } : { type: 'guest', id: caller.guestId };
}

export function subjectUserId(caller: DocumentCaller): string | null {
  return caller.kind === 'user' ? caller.userId : null;
}
