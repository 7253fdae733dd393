import { sql, type SQL } from 'drizzle-orm';
import { billingErrorTypes, type AdminAnalytics, type FindingType, type Severity } from '@clearbill/shared';
import type { AppContext } from '../context';
import { queryRows } from '../codes/sql-rows';
import { DATA_ACCESS_ACTION, ERASURE_ACTION } from '../privacy/service';
import { CRISIS_RESPONSE_ACTION } from '../chat/crisis-events';
import { runOverviewCounters, type OverviewCounter, overviewCounters } from './overview-counters';

const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * An original counts as deleted on time when it went by its window's end, or within two runs of the
 * 5-minute retention sweep after it (sweeps.ts): the sweep, not the clock, deletes it.
 */
export const RETENTION_GRACE_MS = 10 * 60 * 1000;
/** Data-rights requests: an export of one's data, an erasure of one's account. */
export const DATA_RIGHTS_ACTIONS = [DATA_ACCESS_ACTION, ERASURE_ACTION] as const;

const list = (values: readonly string[]): SQL =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

const num = (v: unknown): number => Number(v ?? 0);
const avg = (v: unknown): number | null =>
  v === null || v === undefined ? null : Math.round(Number(v) * 100) / 100;

/** The first instant of the current month, UTC. */
export function monthStart(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

/** Data retention compliance and data-rights requests, also shown on the Users tab. */
export async function complianceMetrics(ctx: AppContext): Promise<AdminAnalytics['complianceMetrics']> {
  const now = ctx.clock.now();
  // Due: windows that ended longer ago than the grace (a sweep may still be on its way for the others).
  const dueBy = new Date(now.getTime() - RETENTION_GRACE_MS);
  const [row] = await queryRows(
    ctx.db,
    sql`SELECT
      (SELECT count(*) FROM documents WHERE original_expires_at <= ${dueBy})::int AS due,
      (SELECT count(*) FROM documents WHERE original_expires_at <= ${dueBy}
         AND original_deleted_at IS NOT NULL
         AND original_deleted_at <= original_expires_at + make_interval(secs => ${RETENTION_GRACE_MS / 1000}))::int AS on_time,
      (SELECT count(*) FROM audit_events WHERE action IN (${list(DATA_RIGHTS_ACTIONS)})
         AND occurred_at >= ${monthStart(now)})::int AS gdpr`,
  );
  const due = num(row?.due);
  const onTime = num(row?.on_time);
  return {
    dataRetentionCompliance: due === 0 ? null : Math.round((onTime / due) * 1000) / 10,
    documentsDue: due,
    documentsDeletedOnTime: onTime,
    gdprRequests: num(row?.gdpr),
  };
}

/** Crisis responses of the billing assistant in the last 7 days. */
export async function crisisResponsesThisWeek(ctx: AppContext): Promise<number> {
  const since = new Date(ctx.clock.now().getTime() - 7 * DAY_MS);
  const [row] = await queryRows(
    ctx.db,
    sql`SELECT count(*)::int AS n FROM audit_events WHERE action = ${CRISIS_RESPONSE_ACTION} AND occurred_at >= ${since}`,
  );
  return num(row?.n);
}

/** A provider name the redaction replaced by a marker is no name: left out of the list. */
const REAL_NAME = sql`provider_name <> '' AND provider_name !~ '^\\[[A-Z_ ]+\\]$'`;

/**
 * GET /api/admin/analytics: every figure of the Overview tab from the live tables (02-admin-back-office.md §3
 * Analytics). The top-5 lists group analysis_findings (one row per finding, kept by a trigger), never
 * whole results; nothing here carries document text or PHI.
 */
export async function adminAnalytics(
  ctx: AppContext,
  counters: readonly OverviewCounter[] = overviewCounters,
): Promise<AdminAnalytics> {
  const now = ctx.clock.now();
  const weekAgo = new Date(now.getTime() - 7 * DAY_MS);
  const errorTypes = list(billingErrorTypes);
  const [totals] = await queryRows(
    ctx.db,
    sql`SELECT
      (SELECT count(*) FROM users)::int AS users,
      (SELECT count(*) FROM documents)::int AS documents,
      (SELECT count(*) FROM analyses)::int AS analyses,
      (SELECT count(*) FROM generated_letters)::int AS letters,
      (SELECT count(*) FROM users WHERE created_at >= ${weekAgo})::int AS users_week,
      (SELECT count(*) FROM documents WHERE created_at >= ${weekAgo})::int AS documents_week,
      (SELECT count(*) FROM analyses WHERE created_at >= ${weekAgo})::int AS analyses_week`,
  );
  // The top-5 lists read finding_rollups (counts per group, kept by a trigger): a few hundred rows.
  const topErrors = await queryRows(
    ctx.db,
    sql`SELECT severity, finding_type, sum(n)::int AS n FROM finding_rollups
        WHERE finding_type IN (${errorTypes})
        GROUP BY severity, finding_type HAVING sum(n) > 0
        ORDER BY n DESC, finding_type, severity LIMIT 5`,
  );
  const topDenials = await queryRows(
    ctx.db,
    sql`SELECT payer_name, COALESCE(NULLIF(reason_class, ''), 'other') AS denial_type, sum(n)::int AS n,
               sum(amount_sum) / NULLIF(sum(amount_n), 0) AS avg_amount
        FROM finding_rollups
        WHERE finding_type = 'appeal_opportunity' AND document_type IN ('eob', 'denial_letter') AND payer_name <> ''
        GROUP BY payer_name, denial_type HAVING sum(n) > 0
        ORDER BY n DESC, payer_name, denial_type LIMIT 5`,
  );
  const topProviders = await queryRows(
    ctx.db,
    sql`SELECT provider_name, finding_type, sum(n)::int AS n, sum(amount_sum) / NULLIF(sum(amount_n), 0) AS avg_amount
        FROM finding_rollups
        WHERE finding_type IN (${errorTypes}) AND ${REAL_NAME}
        GROUP BY provider_name, finding_type HAVING sum(n) > 0
        ORDER BY n DESC, provider_name, finding_type LIMIT 5`,
  );
  const counts = await runOverviewCounters(ctx, counters);
  const compliance = await complianceMetrics(ctx);
  const crisis = await crisisResponsesThisWeek(ctx);
  return {
    totalUsers: num(totals?.users),
    totalDocuments: num(totals?.documents),
    totalAnalyses: num(totals?.analyses),
    totalRegulations: counts.regulations.count,
    totalMedicalCodes: counts.medicalCodes.count,
    medicalCodesByType: counts.medicalCodes.byType,
    totalPayerDocuments: counts.payerDocuments.count,
    uniquePayers: counts.uniquePayers.count,
    totalLetters: num(totals?.letters),
    available: {
      regulations: counts.regulations.available,
      medicalCodes: counts.medicalCodes.available,
      payerDocuments: counts.payerDocuments.available && counts.uniquePayers.available,
    },
    topErrors: topErrors.map((r) => ({
      severity: r.severity as Severity,
      errorType: r.finding_type as FindingType,
      count: num(r.n),
    })),
    topInsuranceDenials: topDenials.map((r) => ({
      insuranceCompany: String(r.payer_name),
      denialType: String(r.denial_type),
      count: num(r.n),
      avgAmount: avg(r.avg_amount),
    })),
    topProviderErrors: topProviders.map((r) => ({
      providerName: String(r.provider_name),
      facilityType: null,
      errorType: r.finding_type as FindingType,
      count: num(r.n),
      avgAmount: avg(r.avg_amount),
    })),
    complianceMetrics: compliance,
    recentActivity: {
      crisisResponsesThisWeek: crisis,
      newUsersThisWeek: num(totals?.users_week),
      documentsUploadedThisWeek: num(totals?.documents_week),
      analysesThisWeek: num(totals?.analyses_week),
    },
  };
}
