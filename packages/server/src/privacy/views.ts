import type { ActivityEvent, ConsentRecord } from '@clearbill/shared';
import type { auditEvents } from '../db/schema';
import type { ConsentRow, ConsentState } from './consents';

type AuditRow = typeof auditEvents.$inferSelect;

export function toConsentRecord(s: ConsentState | ConsentRow): ConsentRecord {
  return {
    consentType: s.consentType,
    consentGiven: s.consentGiven,
    grantedAt: s.grantedAt?.toISOString() ?? null,
    withdrawnAt: s.withdrawnAt?.toISOString() ?? null,
  };
}

/** An audit event as its subject sees it; the actor is "you" when it is the person themself. */
export function toActivity(row: AuditRow, userId: string): ActivityEvent {
  const actor = row.actorType === 'user' ? (row.actorId === userId ? 'you' : 'system') : row.actorType;
  return {
    action: row.action,
    resource: row.resourceType,
    resourceId: row.resourceId,
    actor,
    timestamp: row.occurredAt.toISOString(),
  };
}

export const pendingDeletionOf = (due: Date | null) => (due ? { scheduledFor: due.toISOString() } : null);
