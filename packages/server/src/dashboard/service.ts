// The signed-in patient's home: their own figures, computed in SQL over the owner-indexed tables.
import { and, desc, eq, sql } from 'drizzle-orm';
import {
  dashboardLimits,
  findingTypes,
  type DashboardAnalytics,
  type DashboardOverview,
  type FindingType,
} from '@clearbill/shared';
import { auditFor } from '../access/audit';
import type { UserCaller } from '../access/caller';
import { ownerFilter } from '../access/owner-scope';
import type { AppContext } from '../context';
import { analyses, documents, generatedLetters } from '../db/schema';
import { collectDeadlines, type LetterSource } from '../deadlines/service';
import { toCents, toDashboardAnalysis, toDashboardDocument } from './views';

const docColumns = {
  id: documents.id,
  fileNameEnc: documents.fileNameEnc,
  status: documents.status,
  createdAt: documents.createdAt,
  ownerGuestId: documents.ownerGuestId,
  adoptedFromGuestAt: documents.adoptedFromGuestAt,
  documentType: documents.documentType,
};

/** Documents and bills analysed, and the savings identified: each analysis's own de-duplicated total. */
async function documentFigures(ctx: AppContext, caller: UserCaller) {
  const analysed = sql`${documents.status} = 'analyzed'`;
  const [row] = await ctx.db
    .select({
      documentCount: sql<number>`count(*)::int`,
      billsAnalyzed: sql<number>`(count(${analyses.documentId}) filter (where ${analysed}))::int`,
      savings: sql<number>`coalesce(sum(${analyses.potentialSavings}) filter (where ${analysed}), 0)::float8`,
    })
    .from(documents)
    .leftJoin(analyses, eq(analyses.documentId, documents.id))
    .where(ownerFilter(caller, documents));
  return row ?? { documentCount: 0, billsAnalyzed: 0, savings: 0 };
}

/** From the letters' tracking: sent and awaiting an answer is active; answered is completed. */
async function appealFigures(ctx: AppContext, caller: UserCaller) {
  const [row] = await ctx.db
    .select({
      active: sql<number>`(count(*) filter (where ${generatedLetters.status} = 'sent'))::int`,
      completed: sql<number>`(count(*) filter (where ${generatedLetters.status} = 'answered'))::int`,
    })
    .from(generatedLetters)
    .where(eq(generatedLetters.ownerUserId, caller.userId));
  return row ?? { active: 0, completed: 0 };
}

async function recentDocuments(ctx: AppContext, caller: UserCaller) {
  const rows = await ctx.db
    .select({
      doc: docColumns,
      findingCount: analyses.findingCount,
      potentialSavings: analyses.potentialSavings,
    })
    .from(documents)
    .leftJoin(analyses, eq(analyses.documentId, documents.id))
    .where(ownerFilter(caller, documents))
    .orderBy(desc(documents.createdAt), desc(documents.id))
    .limit(dashboardLimits.recentDocuments);
  return rows.map(({ doc, ...figures }) => toDashboardDocument(ctx, doc, figures));
}

async function recentAnalyses(ctx: AppContext, caller: UserCaller) {
  const rows = await ctx.db
    .select({
      doc: docColumns,
      analysis: {
        findingCount: analyses.findingCount,
        potentialSavings: analyses.potentialSavings,
        riskScore: analyses.riskScore,
        highCount: analyses.highCount,
        createdAt: analyses.createdAt,
      },
    })
    .from(analyses)
    .innerJoin(documents, eq(documents.id, analyses.documentId))
    .where(and(ownerFilter(caller, documents), eq(documents.status, 'analyzed')))
    // The owner's (owner, created_at) index gives the newest analysed documents without a sort.
    .orderBy(desc(documents.createdAt), desc(documents.id))
    .limit(dashboardLimits.recentAnalyses);
  return rows.map(({ doc, analysis }) => toDashboardAnalysis(ctx, doc, analysis));
}

export async function dashboardOverview(
  ctx: AppContext,
  caller: UserCaller,
  letters: LetterSource,
): Promise<DashboardOverview> {
  const today = ctx.clock.now().toISOString().slice(0, 10);
  const [figures, appeals, docs, recent, deadlines] = await Promise.all([
    documentFigures(ctx, caller),
    appealFigures(ctx, caller),
    recentDocuments(ctx, caller),
    recentAnalyses(ctx, caller),
    collectDeadlines(ctx, caller, letters),
  ]);
  await auditFor(ctx, caller, 'dashboard.viewed', { type: 'dashboard' });
  return {
    savingsIdentified: toCents(figures.savings),
    billsAnalyzed: figures.billsAnalyzed,
    documentCount: figures.documentCount,
    activeAppeals: appeals.active,
    completedAppeals: appeals.completed,
    recentDocuments: docs,
    recentAnalyses: recent,
    upcomingDeadlines: deadlines
      .filter((d) => d.dueDate >= today)
      .slice(0, dashboardLimits.upcomingDeadlines),
  };
}

// Raw rows: the drivers may hand numbers back as text, so each is read with Number().
type Num = number | string;
type MonthRow = { month: string; bills: Num; savings: Num };
type RecoveredRow = { month: string; recovered: Num };
type TypeRow = { type: string; count: Num; savings: Num };

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * Savings identified per month (by analysis date), recovered per month (the bill's savings once a
 * letter about it is answered "won", counted once per bill, by the first such answer), and findings
 * by type. Months in UTC.
 */
export async function dashboardAnalytics(ctx: AppContext, caller: UserCaller): Promise<DashboardAnalytics> {
  const owner = caller.userId;
  const [months, recovered, types] = await Promise.all([
    ctx.db.execute(sql`
      select to_char(date_trunc('month', a.created_at at time zone 'UTC'), 'YYYY-MM') as month,
             count(*)::int as bills, coalesce(sum(a.potential_savings), 0)::float8 as savings
      from analyses a join documents d on d.id = a.document_id
      where d.owner_user_id = ${owner} and d.status = 'analyzed'
      group by 1`),
    ctx.db.execute(sql`
      select to_char(w.first_won, 'YYYY-MM') as month, coalesce(sum(a.potential_savings), 0)::float8 as recovered
      from (select l.document_id, min(l.answered_at) as first_won
            from generated_letters l
            where l.owner_user_id = ${owner} and l.outcome = 'won' and l.document_id is not null
              and l.answered_at is not null
            group by l.document_id) w
      join analyses a on a.document_id = w.document_id
      join documents d on d.id = w.document_id and d.owner_user_id = ${owner}
      group by 1`),
    ctx.db.execute(sql`
      select f->>'type' as type, count(*)::int as count,
             coalesce(sum(coalesce((f->>'savingsPotential')::float8, 0)), 0)::float8 as savings
      from analyses a join documents d on d.id = a.document_id,
           jsonb_array_elements(a.result->'findings') f
      where d.owner_user_id = ${owner} and d.status = 'analyzed'
      group by 1`),
  ]);
  await auditFor(ctx, caller, 'analytics.viewed', { type: 'dashboard' });
  const byMonth = new Map<string, DashboardAnalytics['months'][number]>();
  const monthOf = (month: string) => {
    const found = byMonth.get(month);
    if (found) return found;
    const fresh = { month, billsAnalyzed: 0, savingsIdentified: 0, savingsRecovered: 0 };
    byMonth.set(month, fresh);
    return fresh;
  };
  for (const r of rowsOf<MonthRow>(months)) {
    Object.assign(monthOf(r.month), {
      billsAnalyzed: Number(r.bills),
      savingsIdentified: toCents(Number(r.savings)),
    });
  }
  for (const r of rowsOf<RecoveredRow>(recovered)) {
    monthOf(r.month).savingsRecovered = toCents(Number(r.recovered));
  }
  const known = new Set<string>(findingTypes);
  return {
    months: [...byMonth.values()].sort((a, b) => a.month.localeCompare(b.month)),
    findingsByType: rowsOf<TypeRow>(types)
      .filter((r) => known.has(r.type))
      .map((r) => ({
        type: r.type as FindingType,
        count: Number(r.count),
        savings: toCents(Number(r.savings)),
      }))
      .sort((a, b) => b.count - a.count || a.type.localeCompare(b.type)),
  };
}
