import type { AppContext } from '../context';
import { auditEvents } from '../db/schema';
import type { Caller } from './caller';

export type AuditActor = { type: 'user' | 'guest' | 'admin' | 'system'; id: string | null };

export interface AuditEvent {
  actor: AuditActor;
  /** The person whose data this concerns, when it is an account holder. */
  subjectUserId?: string | null;
  action: string;
  resourceType: string;
  resourceId?: string | null;
}

/** What an audit event is about: a type and, when there is one, its id (never content). */
export interface AuditResource {
  type: string;
  id?: string | null;
}

type AuditWriter = Pick<AppContext, 'db' | 'clock'>;

/** Records who did what to whose data: ids and action names only, never content. */
export async function audit(ctx: AuditWriter, event: AuditEvent): Promise<void> {
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

export function actorOf(caller: Caller): AuditActor {
  switch (caller.kind) {
    case 'user':
      return { type: 'user', id: caller.userId };
    case 'guest':
      return { type: 'guest', id: caller.guestId };
    case 'admin':
      return { type: 'admin', id: caller.adminId };
  }
}

/** The account holder whose data a caller's own action concerns (guests and admins: none). */
export function subjectOf(caller: Caller): string | null {
  return caller.kind === 'user' ? caller.userId : null;
}

/**
 * The caller did `action` to `resource` of their own: one call instead of an audit block per route.
 * `ctx` may be a transaction's `{ db: tx, clock }` so the event commits with the change.
 */
export function auditFor(
  ctx: AuditWriter,
  caller: Caller,
  action: string,
  resource: AuditResource,
): Promise<void> {
  return audit(ctx, {
    actor: actorOf(caller),
    subjectUserId: subjectOf(caller),
    action,
    resourceType: resource.type,
    resourceId: resource.id ?? null,
  });
}
