import { and, asc, count, desc, eq, ilike, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { categories, laws, templates } from '@clearbill/engine';
import {
  letterLimits,
  type AdminLetterSeedResponse,
  type AdminLetterTemplateStats,
  type LetterCategory,
  type LetterOutcome,
  type LetterTemplate,
  type LetterTemplatesQuery,
} from '@clearbill/shared';
import type { AppContext } from '../context';
import { generatedLetters, letterCategories, letterOutcomes, letterTemplates } from '../db/schema';

type TemplateRow = typeof letterTemplates.$inferSelect;

/**
 * Writes the engine's library into the catalogue tables: inserts new entries, updates changed ones,
 * marks templates no longer in the library inactive. Idempotent; safe when two instances run it at once.
 */
export async function seedLetterLibrary(ctx: AppContext): Promise<AdminLetterSeedResponse> {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    await tx
      .insert(letterCategories)
      .values(
        categories.map((c) => ({
          id: c.id,
          name: c.name,
          description: c.description,
          icon: c.icon,
          sortOrder: c.sortOrder,
          updatedAt: now,
        })),
      )
      .onConflictDoUpdate({
        target: letterCategories.id,
        set: {
          name: sql`excluded.name`,
          description: sql`excluded.description`,
          icon: sql`excluded.icon`,
          sortOrder: sql`excluded.sort_order`,
          updatedAt: sql`excluded.updated_at`,
        },
      });
    await tx
      .insert(letterTemplates)
      .values(
        templates.map((t) => ({
          id: t.id,
          categoryId: t.categoryId,
          name: t.name,
          description: t.description,
          useCase: t.useCase,
          tags: t.tags,
          complexityLevel: t.complexityLevel,
          targetAudience: t.targetAudience,
          estimatedTime: t.estimatedTime,
          requiredFields: t.requiredFields,
          optionalFields: t.optionalFields,
          citations: t.laws.map((l) => laws[l]),
          responseKind: t.responseKind,
          recipientType: t.recipientType,
          isActive: true,
          createdAt: now,
          updatedAt: now,
        })),
      )
      .onConflictDoUpdate({
        target: letterTemplates.id,
        set: {
          categoryId: sql`excluded.category_id`,
          name: sql`excluded.name`,
          description: sql`excluded.description`,
          useCase: sql`excluded.use_case`,
          tags: sql`excluded.tags`,
          complexityLevel: sql`excluded.complexity_level`,
          targetAudience: sql`excluded.target_audience`,
          estimatedTime: sql`excluded.estimated_time`,
          requiredFields: sql`excluded.required_fields`,
          optionalFields: sql`excluded.optional_fields`,
          citations: sql`excluded.citations`,
          responseKind: sql`excluded.response_kind`,
          recipientType: sql`excluded.recipient_type`,
          isActive: sql`true`,
          updatedAt: sql`excluded.updated_at`,
        },
      });
    await tx
      .update(letterTemplates)
      .set({ isActive: false, updatedAt: now })
      .where(
        and(
          eq(letterTemplates.isActive, true),
          notInArray(
            letterTemplates.id,
            templates.map((t) => t.id),
          ),
        ),
      );
  });
  return {
    success: true,
    message: `${categories.length} categories and ${templates.length} letter templates are up to date.`,
    categories: categories.length,
    templates: templates.length,
  };
}

const OUTCOME_SCORE: Record<LetterOutcome, number> = { won: 1, partly_won: 0.5, lost: 0, no_answer: 0 };

/** Percent from reported outcomes (won 1, partly won 0.5); null under the minimum count. */
export function successRate(outcomes: { outcome: LetterOutcome; n: number }[]): {
  rate: number | null;
  count: number;
} {
  const total = outcomes.reduce((s, o) => s + o.n, 0);
  if (total < letterLimits.minOutcomesForRate) return { rate: null, count: total };
  const score = outcomes.reduce((s, o) => s + OUTCOME_SCORE[o.outcome] * o.n, 0);
  return { rate: Math.round((score / total) * 1000) / 10, count: total };
}

interface TemplateStats {
  usage: number;
  rate: number | null;
  outcomes: number;
}

/** Usage and measured success of every template, live. */
async function templateStats(ctx: AppContext): Promise<Map<string, TemplateStats>> {
  const [usage, outcomes] = await Promise.all([
    ctx.db
      .select({ templateId: generatedLetters.templateId, n: count() })
      .from(generatedLetters)
      .groupBy(generatedLetters.templateId),
    ctx.db
      .select({ templateId: letterOutcomes.templateId, outcome: letterOutcomes.outcome, n: count() })
      .from(letterOutcomes)
      .groupBy(letterOutcomes.templateId, letterOutcomes.outcome),
  ]);
  const out = new Map<string, TemplateStats>();
  const get = (id: string) => {
    let s = out.get(id);
    if (!s) out.set(id, (s = { usage: 0, rate: null, outcomes: 0 }));
    return s;
  };
  for (const u of usage) get(u.templateId).usage = u.n;
  const byTemplate = new Map<string, { outcome: LetterOutcome; n: number }[]>();
  for (const o of outcomes) byTemplate.set(o.templateId, [...(byTemplate.get(o.templateId) ?? []), o]);
  for (const [id, list] of byTemplate) {
    const { rate, count: n } = successRate(list);
    Object.assign(get(id), { rate, outcomes: n });
  }
  return out;
}

function templateView(row: TemplateRow, stats: TemplateStats | undefined): LetterTemplate {
  return {
    id: row.id,
    category_id: row.categoryId,
    name: row.name,
    description: row.description,
    use_case: row.useCase,
    tags: row.tags,
    complexity_level: row.complexityLevel,
    target_audience: row.targetAudience,
    estimated_time: row.estimatedTime,
    required_fields: row.requiredFields,
    optional_fields: row.optionalFields,
    citations: row.citations,
    success_rate: stats?.rate ?? null,
    outcomes_count: stats?.outcomes ?? 0,
    usage_count: stats?.usage ?? 0,
    response_kind: row.responseKind,
    is_active: row.isActive,
  };
}

export async function listCategories(ctx: AppContext): Promise<LetterCategory[]> {
  const rows = await ctx.db
    .select({
      c: letterCategories,
      n: sql<number>`count(${letterTemplates.id}) filter (where ${letterTemplates.isActive})`.mapWith(Number),
    })
    .from(letterCategories)
    .leftJoin(letterTemplates, eq(letterTemplates.categoryId, letterCategories.id))
    .groupBy(letterCategories.id)
    .orderBy(asc(letterCategories.sortOrder));
  return rows.map(({ c, n }) => ({
    id: c.id,
    name: c.name,
    description: c.description,
    icon: c.icon,
    template_count: n,
    sort_order: c.sortOrder,
  }));
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function listTemplates(
  ctx: AppContext,
  query: LetterTemplatesQuery & { includeInactive?: boolean; limit?: number; newestFirst?: boolean },
): Promise<LetterTemplate[]> {
  const where: SQL[] = [];
  if (!query.includeInactive) where.push(eq(letterTemplates.isActive, true));
  if (query.categoryId) where.push(eq(letterTemplates.categoryId, query.categoryId));
  if (query.complexityLevel) where.push(eq(letterTemplates.complexityLevel, query.complexityLevel));
  if (query.search) {
    const like = `%${escapeLike(query.search)}%`;
    const cond = or(
      ilike(letterTemplates.name, like),
      ilike(letterTemplates.description, like),
      ilike(letterTemplates.useCase, like),
      sql`${letterTemplates.tags}::text ilike ${like}`,
    );
    if (cond) where.push(cond);
  }
  const [rows, stats] = await Promise.all([
    ctx.db
      .select()
      .from(letterTemplates)
      .where(and(...where))
      .orderBy(
        ...(query.newestFirst
          ? [desc(letterTemplates.createdAt), asc(letterTemplates.id)]
          : [asc(letterTemplates.categoryId), asc(letterTemplates.name)]),
      )
      .limit(query.limit ?? 500),
    templateStats(ctx),
  ]);
  return rows.map((r) => templateView(r, stats.get(r.id)));
}

export async function activeTemplateRow(ctx: AppContext, id: string): Promise<TemplateRow | null> {
  const [row] = await ctx.db
    .select()
    .from(letterTemplates)
    .where(and(eq(letterTemplates.id, id), eq(letterTemplates.isActive, true)))
    .limit(1);
  return row ?? null;
}

export async function adminLetterStats(ctx: AppContext): Promise<AdminLetterTemplateStats> {
  const now = ctx.clock.now();
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const [[t], [c], [g], outcomes] = await Promise.all([
    ctx.db.select({ n: count() }).from(letterTemplates).where(eq(letterTemplates.isActive, true)),
    ctx.db.select({ n: count() }).from(letterCategories),
    ctx.db
      .select({
        n: count(),
        month:
          sql<number>`count(*) filter (where ${generatedLetters.createdAt} >= ${monthStart.toISOString()}::timestamptz)`.mapWith(
            Number,
          ),
        downloaded: sql<number>`count(${generatedLetters.downloadedAt})`.mapWith(Number),
      })
      .from(generatedLetters),
    ctx.db
      .select({ outcome: letterOutcomes.outcome, n: count() })
      .from(letterOutcomes)
      .groupBy(letterOutcomes.outcome),
  ]);
  return {
    totalTemplates: t?.n ?? 0,
    totalCategories: c?.n ?? 0,
    totalGenerated: g?.n ?? 0,
    generatedThisMonth: g?.month ?? 0,
    downloaded: g?.downloaded ?? 0,
    averageSuccessRate: successRate(outcomes).rate,
  };
}
