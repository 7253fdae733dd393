import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { DataRightsEntry } from '../data-rights/registry';
import { auditEvents, documents } from '../db/schema';

/**
 * The events of one person: about them, done by them, or about a document they own now (a guest
 * upload's events name the guest session, not yet the account that adopted it).
 */
export const eventsOfPerson = (userId: string) =>
  or(
    eq(auditEvents.subjectUserId, userId),
    and(eq(auditEvents.actorType, 'user'), eq(auditEvents.actorId, userId)),
    and(
      eq(auditEvents.resourceType, 'document'),
      inArray(
        auditEvents.resourceId,
        sql`(SELECT ${documents.id}::text FROM ${documents} WHERE ${documents.ownerUserId} = ${userId})`,
      ),
    ),
  );

/**
 * The audit trail of this person's data. Erased before their documents (entries erase in reverse
 * order), so the events about those documents are found; the privacy service writes one record that
 * an erasure happened, naming no one (privacy/service.ts).
 */
export const auditEventData: DataRightsEntry = {
  name: 'activityLog',
  description: 'Activity logs (every read or change of your data)',
  async export(ctx, owner) {
    const rows = await ctx.db
      .select()
      .from(auditEvents)
      .where(eventsOfPerson(owner.userId))
      .orderBy(asc(auditEvents.occurredAt), asc(auditEvents.id));
    return rows.map((e) => ({
      occurredAt: e.occurredAt.toISOString(),
      actorType: e.actorType,
      action: e.action,
      resourceType: e.resourceType,
      resourceId: e.resourceId,
    }));
  },
  async erase(tx, owner) {
    const gone = await tx
      .delete(auditEvents)
      .where(eventsOfPerson(owner.userId))
      .returning({ id: auditEvents.id });
    return { rows: gone.length };
  },
};
