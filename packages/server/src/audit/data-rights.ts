import { and, asc, eq, or } from 'drizzle-orm';
import type { DataRightsEntry } from '../data-rights/registry';
import { auditEvents } from '../db/schema';

const aboutOrBy = (userId: string) =>
  or(
    eq(auditEvents.subjectUserId, userId),
    and(eq(auditEvents.actorType, 'user'), eq(auditEvents.actorId, userId)),
  );

/**
 * The audit trail of this person's data. Erased with the account; the privacy service then writes
 * one record that an erasure happened, naming no one (privacy/service.ts).
 */
export const auditEventData: DataRightsEntry = {
  name: 'activityLog',
  description: 'Activity logs (every read or change of your data)',
  async export(ctx, owner) {
    const rows = await ctx.db
      .select()
      .from(auditEvents)
      .where(aboutOrBy(owner.userId))
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
      .where(aboutOrBy(owner.userId))
      .returning({ id: auditEvents.id });
    return { rows: gone.length };
  },
};
