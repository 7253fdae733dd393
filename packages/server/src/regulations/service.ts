import { and, asc, desc, eq, gt, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  AppError,
  publicRegulationStatuses,
  publicToAdmin,
  regulationCategories,
  regulationStatuses,
  type PublicRegulationCategory,
  type Regulation,
  type RegulationCategory,
  type RegulationEdit,
  type RegulationMutationResponse,
  type RegulationStatusChange,
  type RegulatoryCounts,
} from '@clearbill/shared';
import { auditFor } from '../access/audit';
import type { AdminCaller } from '../access/caller';
import type { AppContext } from '../context';
import { admins, regulations, regulationStatusChanges } from '../db/schema';
import { regulationsChanged } from './public-cache';
import { regulationView, searchTextOf, statusHistoryView, type RegulationRow } from './views';

const r = regulations;
const live = isNull(r.deletedAt);

/** `text` as a literal ILIKE pattern piece: %, _ and \ match themselves. */
const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Rows whose title, description, key changes or citation contain the text (case-insensitive). */
function matching(text: string | undefined): SQL | undefined {
  const q = text?.trim().toLowerCase();
  if (!q) return undefined;
  return sql`${r.searchText} LIKE ${`%${likeEscape(q)}%`}`;
}

/** Rows filed under a public category: its admin categories, and for state_regulations every state law. */
export function inPublicCategorySql(category: PublicRegulationCategory): SQL {
  const admin = inArray(r.category, [...publicToAdmin[category]]);
  return category === 'state_regulations' ? (or(admin, ne(r.jurisdiction, 'federal')) as SQL) : admin;
}

/** The newest first by effective date (none last), then by title. */
const order = [sql`${r.effectiveDate} DESC NULLS LAST`, asc(r.title)];

/** GET /api/regulatory/updates: the verified and implemented regulations, filtered (decision 0021). */
export async function publicUpdates(
  ctx: AppContext,
  query: { category?: PublicRegulationCategory | undefined; effectiveAfter?: string | undefined },
): Promise<Regulation[]> {
  const rows = await ctx.db
    .select()
    .from(r)
    .where(
      and(
        live,
        inArray(r.status, [...publicRegulationStatuses]),
        query.category ? inPublicCategorySql(query.category) : undefined,
        query.effectiveAfter ? gt(r.effectiveDate, query.effectiveAfter) : undefined,
      ),
    )
    .orderBy(...order);
  return rows.map(regulationView);
}

/** GET /api/admin/regulations and /api/admin/regulatory/search: every status, filtered. */
export async function adminList(
  ctx: AppContext,
  query: { search?: string | undefined; category?: RegulationCategory | undefined; limit?: number },
): Promise<Regulation[]> {
  const base = ctx.db
    .select()
    .from(r)
    .where(and(live, matching(query.search), query.category ? eq(r.category, query.category) : undefined))
    .orderBy(...order);
  const rows = query.limit ? await base.limit(query.limit) : await base;
  return rows.map(regulationView);
}

/** GET /api/admin/regulatory/counts: total, by category and by status (every category present). */
export async function regulatoryCounts(ctx: AppContext): Promise<RegulatoryCounts> {
  const rows = await ctx.db
    .select({ category: r.category, status: r.status, n: sql<number>`count(*)::int` })
    .from(r)
    .where(live)
    .groupBy(r.category, r.status);
  const byCategory = Object.fromEntries(regulationCategories.map((c) => [c, 0])) as Record<
    RegulationCategory,
    number
  >;
  const byStatus = Object.fromEntries(regulationStatuses.map((s) => [s, 0])) as RegulatoryCounts['byStatus'];
  let total = 0;
  for (const row of rows) {
    total += row.n;
    if (row.category in byCategory) byCategory[row.category as RegulationCategory] += row.n;
    if (row.status in byStatus) byStatus[row.status as keyof typeof byStatus] += row.n;
  }
  return { total, byCategory, byStatus };
}

async function liveRow(ctx: Pick<AppContext, 'db'>, id: string): Promise<RegulationRow> {
  const [row] = await ctx.db
    .select()
    .from(r)
    .where(and(eq(r.id, id), live));
  if (!row) throw new AppError('not_found', 'No regulation with this id.');
  return row;
}

async function withHistory(
  ctx: Pick<AppContext, 'db'>,
  row: RegulationRow,
): Promise<RegulationMutationResponse> {
  const changes = await ctx.db
    .select()
    .from(regulationStatusChanges)
    .where(eq(regulationStatusChanges.regulationId, row.id))
    .orderBy(desc(regulationStatusChanges.changedAt), desc(regulationStatusChanges.id));
  const adminIds = [...new Set(changes.flatMap((c) => (c.adminId ? [c.adminId] : [])))];
  const names = adminIds.length
    ? await ctx.db
        .select({ id: admins.id, username: admins.username })
        .from(admins)
        .where(inArray(admins.id, adminIds))
    : [];
  const usernames = new Map(names.map((n) => [n.id, n.username]));
  return {
    success: true,
    regulation: regulationView(row),
    history: changes.map((c) => statusHistoryView(c, usernames)),
  };
}

/** GET one regulation with its status history (the detail dialog). */
export async function regulationDetail(ctx: AppContext, id: string): Promise<RegulationMutationResponse> {
  return withHistory(ctx, await liveRow(ctx, id));
}

/** PUT /api/admin/regulations/{id}: title, description, impact level, key changes, affected programs. */
export async function editRegulation(
  ctx: AppContext,
  caller: AdminCaller,
  id: string,
  edit: RegulationEdit,
): Promise<RegulationMutationResponse> {
  const result = await ctx.db.transaction(async (tx) => {
    const t = { db: tx, clock: ctx.clock };
    const row = await liveRow(t, id);
    const next = { ...row, ...edit };
    const [updated] = await tx
      .update(r)
      .set({ ...edit, searchText: searchTextOf(next), updatedAt: ctx.clock.now() })
      .where(eq(r.id, id))
      .returning();
    await auditFor(t, caller, 'regulations.edited', { type: 'regulation', id });
    return withHistory(t, updated ?? row);
  });
  regulationsChanged(ctx);
  return result;
}

/**
 * PUT /api/admin/regulations/{id}/status: the new status, kept in the history with the notes, who and when.
 * Verified stamps verifiedAt; leaving verified or implemented for pending or flagged clears it.
 */
export async function setRegulationStatus(
  ctx: AppContext,
  caller: AdminCaller,
  id: string,
  change: RegulationStatusChange,
): Promise<RegulationMutationResponse> {
  const result = await ctx.db.transaction(async (tx) => {
    const t = { db: tx, clock: ctx.clock };
    const row = await liveRow(t, id);
    const now = ctx.clock.now();
    const verifiedAt =
      change.status === 'verified' ? now : change.status === 'implemented' ? (row.verifiedAt ?? now) : null;
    const [updated] = await tx
      .update(r)
      .set({ status: change.status, verifiedAt, updatedAt: now })
      .where(eq(r.id, id))
      .returning();
    await tx.insert(regulationStatusChanges).values({
      regulationId: id,
      fromStatus: row.status,
      toStatus: change.status,
      notes: change.notes ? change.notes : null,
      adminId: caller.adminId,
      changedAt: now,
    });
    await auditFor(t, caller, 'regulations.status_changed', { type: 'regulation', id });
    return withHistory(t, updated ?? row);
  });
  regulationsChanged(ctx);
  return result;
}

/** DELETE /api/admin/regulations/{id}: gone from every list; its id stays so seeding does not restore it. */
export async function deleteRegulation(
  ctx: AppContext,
  caller: AdminCaller,
  id: string,
): Promise<{ success: true; id: string }> {
  const result = await ctx.db.transaction(async (tx) => {
    const t = { db: tx, clock: ctx.clock };
    await liveRow(t, id);
    await tx.update(r).set({ deletedAt: ctx.clock.now() }).where(eq(r.id, id));
    await auditFor(t, caller, 'regulations.deleted', { type: 'regulation', id });
    return { success: true as const, id };
  });
  regulationsChanged(ctx);
  return result;
}
