import { desc, eq, inArray, sql } from 'drizzle-orm';
import {
  AppError,
  HIPAA_ALERT_DUE_DAYS,
  HIPAA_PENDING_DUE_DAYS,
  hipaaCompliancePercent,
  hipaaGroupInfo,
  hipaaGroups,
  hipaaRequirements,
  hipaaStatusOf,
  type HipaaActionItem,
  type HipaaChecklistItem,
  type HipaaChecklistResponse,
  type HipaaChecklistUpdate,
  type SecurityScan,
} from '@clearbill/shared';
import { auditFor } from '../access/audit';
import type { AdminCaller } from '../access/caller';
import type { AppContext } from '../context';
import { admins, hipaaChecklistItems, securityScans } from '../db/schema';

const DAY_MS = 24 * 60 * 60 * 1000;
type Row = typeof hipaaChecklistItems.$inferSelect;

/** Writes any of the 15 items not stored yet with spec 02 §3's starting flags (idempotent). */
export async function ensureChecklist(ctx: AppContext): Promise<void> {
  const now = ctx.clock.now();
  await ctx.db
    .insert(hipaaChecklistItems)
    .values(
      hipaaRequirements.map((r) => ({
        key: r.key,
        compliant: r.initiallyCompliant,
        verified: r.initiallyVerified,
        stateSince: now,
      })),
    )
    .onConflictDoNothing();
}

/** Usernames of the admins with these ids (a removed admin: absent). */
async function adminNames(ctx: AppContext, ids: (string | null)[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await ctx.db
    .select({ id: admins.id, username: admins.username })
    .from(admins)
    .where(inArray(admins.id, wanted));
  return new Map(rows.map((r) => [r.id, r.username]));
}

const dayAfter = (from: Date, days: number) =>
  new Date(from.getTime() + days * DAY_MS).toISOString().slice(0, 10);

export async function latestScan(ctx: AppContext): Promise<SecurityScan | null> {
  const [row] = await ctx.db.select().from(securityScans).orderBy(desc(securityScans.ranAt)).limit(1);
  if (!row) return null;
  const names = await adminNames(ctx, [row.ranByAdminId]);
  return {
    id: row.id,
    ranAt: row.ranAt.toISOString(),
    ranBy: row.ranByAdminId ? (names.get(row.ranByAdminId) ?? null) : null,
    passed: row.passed,
    total: row.total,
    checks: row.checks as SecurityScan['checks'],
  };
}

/** The checklist with its percentages, the open action items and the latest scan. */
export async function readChecklist(ctx: AppContext): Promise<HipaaChecklistResponse> {
  await ensureChecklist(ctx);
  const rows = await ctx.db.select().from(hipaaChecklistItems);
  const byKey = new Map(rows.map((r) => [r.key, r]));
  const names = await adminNames(
    ctx,
    rows.map((r) => r.updatedByAdminId),
  );
  const items: HipaaChecklistItem[] = [];
  const actionItems: HipaaActionItem[] = [];
  for (const req of hipaaRequirements) {
    const row = byKey.get(req.key) as Row;
    const status = hipaaStatusOf(row);
    items.push({
      key: req.key,
      group: req.group,
      title: req.title,
      citation: req.citation,
      explanation: req.explanation,
      compliant: row.compliant,
      verified: row.verified,
      status,
      notes: row.notes,
      evidenceLinks: row.evidenceLinks,
      updatedAt: row.updatedAt?.toISOString() ?? null,
      updatedBy: row.updatedByAdminId ? (names.get(row.updatedByAdminId) ?? null) : null,
    });
    if (status === 'alert') {
      actionItems.push({
        key: req.key,
        title: req.title,
        reason: 'Not compliant: put the safeguard in place',
        dueDate: dayAfter(row.stateSince, HIPAA_ALERT_DUE_DAYS),
      });
    } else if (status === 'pending') {
      actionItems.push({
        key: req.key,
        title: req.title,
        reason: 'Compliant but not verified: check it and record the evidence',
        dueDate: dayAfter(row.stateSince, HIPAA_PENDING_DUE_DAYS),
      });
    }
  }
  const lastScan = await latestScan(ctx);
  for (const check of lastScan?.checks ?? []) {
    if (check.passed) continue;
    actionItems.push({
      key: `scan:${check.key}`,
      title: check.label,
      reason: `Security scan failed: ${check.detail}`,
      dueDate: dayAfter(new Date(lastScan?.ranAt ?? ctx.clock.now()), HIPAA_ALERT_DUE_DAYS),
    });
  }
  actionItems.sort((a, b) => a.dueDate.localeCompare(b.dueDate));
  return {
    items,
    overallPercent: hipaaCompliancePercent(items),
    groups: hipaaGroups.map((group) => ({
      group,
      ...hipaaGroupInfo[group],
      percent: hipaaCompliancePercent(items.filter((i) => i.group === group)),
    })),
    actionItems,
    lastScan,
  };
}

/** Sets one item's flags, notes and evidence links; records who and when, and audits the change. */
export async function updateChecklistItem(
  ctx: AppContext,
  caller: AdminCaller,
  key: string,
  input: HipaaChecklistUpdate,
): Promise<HipaaChecklistItem> {
  if (!hipaaRequirements.some((r) => r.key === key)) {
    throw new AppError('not_found', 'No such checklist item.');
  }
  await ensureChecklist(ctx);
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(hipaaChecklistItems)
      .set({
        compliant: input.compliant,
        verified: input.verified,
        // Omitted: kept as they were; null notes clear them.
        ...(input.notes !== undefined ? { notes: input.notes || null } : {}),
        ...(input.evidenceLinks !== undefined ? { evidenceLinks: input.evidenceLinks } : {}),
        // The due dates count from when the flags took their values, so only a flag change moves them.
        stateSince: sql`CASE WHEN ${hipaaChecklistItems.compliant} = ${input.compliant}
          AND ${hipaaChecklistItems.verified} = ${input.verified}
          THEN ${hipaaChecklistItems.stateSince} ELSE ${now.toISOString()}::timestamptz END`,
        updatedAt: now,
        updatedByAdminId: caller.adminId,
      })
      .where(eq(hipaaChecklistItems.key, key));
    await auditFor({ db: tx, clock: ctx.clock }, caller, 'hipaa.checklist_updated', {
      type: 'hipaa_checklist_item',
      id: key,
    });
  });
  const checklist = await readChecklist(ctx);
  const updated = checklist.items.find((i) => i.key === key);
  if (!updated) throw new AppError('internal', 'The checklist item went missing.');
  return updated;
}
