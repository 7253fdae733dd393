import type { AppContext } from '../context';
import { auditEvents } from '../db/schema';

export type AuditActor = { type: 'user' | 'guest' | 'admin' | 'system'; id: string | null };

export interface AuditEvent {
  actor: AuditActor;
  /** The person whose data this concerns, when it is an account holder. */
  subjectUserId?: string | null;
  action: string;
  resourceType: string;
  resourceId?: string | null;
}

/** Records who did what to whose data: ids and action names only, never content. */
export async function audit(ctx: Pick<AppContext, 'db' | 'clock'>, event: AuditEvent): Promise<void> {
  await ctx.db.insert(auditEvents).values({
    occurredAt: ctx.clock.now(),
    actorType: event.actor.type,
    actorId: event.actor.id,
    subjectUserId: event.subjectUserId ?? null,
    action: event.action,
    resourceType: event.resourceType,
    resourceId: event.resourceId ?? null,
  });
}
