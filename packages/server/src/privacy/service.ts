import { count, desc, eq, isNull, like, sql } from 'drizzle-orm';
import {
  exportFileName,
  messages,
  type ActivityPage,
  type ActivityQuery,
  type ComplianceReport,
  type ConsentsResponse,
  type ConsentUpdateRequest,
  type ConsentUpdateResponse,
  type DataExport,
  type ErasureResponse,
} from '@clearbill/shared';
import { eventsOfPerson } from './activity-data-rights';
import { ownerFilter } from '../access/owner-scope';
import type { AppContext } from '../context';
import type { DataRightsRegistry } from '../data-rights/registry';
import { auditEvents, documents, users } from '../db/schema';
import { audit, auditOwn, type PrivacyCaller } from './caller';
import { consentHistory, currentStates, deletionDueAt, recordConsent } from './consents';
import { pendingDeletionOf, toActivity, toConsentRecord } from './views';

/** The privacy services also need the registry of what each domain holds (app.ts builds it). */
export interface PrivacyContext extends AppContext {
  rights: DataRightsRegistry;
}

/** Audit actions counted as data requests in the compliance report. */
export const DATA_ACCESS_ACTION = 'gdpr.data_access';
/** The one record an erasure leaves: no actor id, no subject, no resource id. */
export const ERASURE_ACTION = 'account.erased';

export async function getConsents(ctx: AppContext, caller: PrivacyCaller): Promise<ConsentsResponse> {
  const history = await consentHistory(ctx.db, caller.userId);
  const states = currentStates(history);
  return {
    consents: states.map(toConsentRecord),
    history: history.map(toConsentRecord),
    pendingDeletion: pendingDeletionOf(deletionDueAt(states)),
  };
}

/**
 * Gives or withdraws one consent. Withdrawing data_processing refuses new uploads at once and
 * schedules the deletion of documents and analyses after the grace period (privacy/jobs.ts);
 * giving it again before then cancels the deletion.
 */
export async function updateConsent(
  ctx: AppContext,
  caller: PrivacyCaller,
  input: ConsentUpdateRequest,
): Promise<ConsentUpdateResponse> {
  const { state, changed, states } = await recordConsent(
    ctx,
    caller.userId,
    input.consentType,
    input.consentGiven,
  );
  if (changed) {
    await auditOwn(ctx, caller, {
      action: input.consentGiven ? 'consent.granted' : 'consent.withdrawn',
      resourceType: 'consent',
      resourceId: input.consentType,
    });
  }
  return {
    success: true,
    consent: toConsentRecord(state),
    pendingDeletion: pendingDeletionOf(deletionDueAt(states)),
  };
}

/** The caller's audit events, newest first. */
export async function activityPage(
  ctx: AppContext,
  caller: PrivacyCaller,
  query: ActivityQuery,
): Promise<ActivityPage> {
  const where = eventsOfPerson(caller.userId);
  const [total] = await ctx.db.select({ n: count() }).from(auditEvents).where(where);
  const rows = await ctx.db
    .select()
    .from(auditEvents)
    .where(where)
    .orderBy(desc(auditEvents.occurredAt), desc(auditEvents.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return {
    events: rows.map((r) => toActivity(r, caller.userId)),
    page: query.page,
    pageSize: query.pageSize,
    total: total?.n ?? 0,
  };
}

const RECENT_ACTIVITY = 10;

/** The spec's compliance report, counted from the tables when asked. */
export async function complianceReport(ctx: AppContext, caller: PrivacyCaller): Promise<ComplianceReport> {
  const [docs] = await ctx.db
    .select({
      active: count(),
      originals: sql<number>`count(*) FILTER (WHERE ${isNull(documents.originalDeletedAt)})`.mapWith(Number),
    })
    .from(documents)
    .where(ownerFilter(caller, documents));
  const [requests] = await ctx.db
    .select({
      access: sql<number>`count(*) FILTER (WHERE ${eq(auditEvents.action, DATA_ACCESS_ACTION)})`.mapWith(
        Number,
      ),
      consent: sql<number>`count(*) FILTER (WHERE ${like(auditEvents.action, 'consent.%')})`.mapWith(Number),
    })
    .from(auditEvents)
    .where(eq(auditEvents.subjectUserId, caller.userId));
  const recent = await activityPage(ctx, caller, { page: 1, pageSize: RECENT_ACTIVITY });
  const states = currentStates(await consentHistory(ctx.db, caller.userId));
  return {
    dataRetentionStatus: {
      activeDocuments: docs?.active ?? 0,
      originalsAwaitingDeletion: docs?.originals ?? 0,
      pendingDeletion: pendingDeletionOf(deletionDueAt(states)),
    },
    complianceMetrics: {
      totalDataRequests: requests?.access ?? 0,
      consentChanges: requests?.consent ?? 0,
    },
    recentActivity: recent.events.map((e) => ({
      action: e.action,
      resource: e.resource,
      timestamp: e.timestamp,
    })),
    consentStatus: states.map((s) => ({
      type: s.consentType,
      granted: s.consentGiven,
      grantedAt: s.grantedAt?.toISOString() ?? null,
      withdrawnAt: s.withdrawnAt?.toISOString() ?? null,
    })),
  };
}

/**
 * Everything registered for the caller, as one JSON document. The request is audited first, so the
 * export's activity log shows it.
 */
export async function exportData(
  ctx: PrivacyContext,
  caller: PrivacyCaller,
): Promise<{ fileName: string; body: DataExport }> {
  await auditOwn(ctx, caller, {
    action: DATA_ACCESS_ACTION,
    resourceType: 'user',
    resourceId: caller.userId,
  });
  const at = ctx.clock.now();
  const parts = await ctx.rights.exportAll(ctx, { userId: caller.userId });
  return {
    fileName: exportFileName(at),
    body: { format: 'clearbill-data-export', version: 1, exportedAt: at.toISOString(), parts },
  };
}

/**
 * Deletes everything registered for the caller in one transaction: sessions go with it (so every
 * token stops working), the account row last (so signing in is impossible). The audit log keeps one
 * record that an erasure happened, naming no one.
 */
export async function eraseAccount(ctx: PrivacyContext, caller: PrivacyCaller): Promise<ErasureResponse> {
  await ctx.rights.erase(
    ctx,
    { userId: caller.userId },
    {
      first: async (tx) => {
        // Serialises with consent changes and with a second erasure of the same account.
        await tx.execute(sql`SELECT 1 FROM ${users} WHERE ${users.id} = ${caller.userId} FOR UPDATE`);
        await audit(
          { db: tx, clock: ctx.clock },
          { actor: { type: 'system', id: null }, action: ERASURE_ACTION, resourceType: 'user' },
        );
      },
    },
  );
  return { success: true, message: messages.accountErased };
}
