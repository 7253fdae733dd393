import { audit } from '../access/audit';
import type { AppContext } from '../context';

/** The audit action of one crisis answer of the assistant (988 and 911 first); counted by the back office. */
export const CRISIS_RESPONSE_ACTION = 'chat.crisis_response';

/**
 * Records that the assistant answered a crisis message: a count only. No actor, conversation or person
 * is named (that someone wrote in crisis is sensitive); the message itself is never kept here.
 */
export function recordCrisisResponse(ctx: Pick<AppContext, 'db' | 'clock'>): Promise<void> {
  return audit(ctx, {
    actor: { type: 'system', id: null },
    action: CRISIS_RESPONSE_ACTION,
    resourceType: 'chat_message',
  });
}
