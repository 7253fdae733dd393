import { sql, type SQL } from 'drizzle-orm';
import type {
  AdminAnalysesQuery,
  AdminAnalysesResponse,
  AdminDocumentsQuery,
  AdminDocumentsResponse,
  AdminLettersQuery,
  AdminLettersResponse,
  DocumentType,
  FindingType,
  LetterOutcome,
  Severity,
} from '@clearbill/shared';
import type { AppContext } from '../context';
import { queryRows } from '../codes/sql-rows';
import { successRate } from '../letters/catalogue';
import { containsPattern } from './users';

/**
 * The three management pages of 03-feature-pages.md §2.10 on live data: metadata only (types, sizes,
 * statuses, counts, amounts, dates and the owner's e-mail). Never a file name (it may name the
 * patient), a document's text, a letter's content or its recipient. Filters and paging in SQL.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const num = (v: unknown) => Number(v ?? 0);
const iso = (v: unknown) => new Date(v as string).toISOString();
const isoOrNull = (v: unknown) => (v === null || v === undefined ? null : iso(v));
const whereAll = (parts: (SQL | null)[]): SQL => {
  const present = parts.filter((p): p is SQL => p !== null);
  return present.length === 0 ? sql`` : sql`WHERE ${sql.join(present, sql` AND `)}`;
};
const limitOffset = (q: { page: number; pageSize: number }) =>
  sql`LIMIT ${q.pageSize} OFFSET ${(q.page - 1) * q.pageSize}`;

const PROCESSING = ['processing', 'awaiting_confirmation', 'analysing'];

export async function listAdminDocuments(
  ctx: AppContext,
  query: AdminDocumentsQuery,
): Promise<AdminDocumentsResponse> {
  const pattern = query.search ? containsPattern(query.search) : null;
  const where = whereAll([
    query.status ? sql`d.status = ${query.status}` : null,
    pattern
      ? sql`(u.email ILIKE ${pattern} OR d.format ILIKE ${pattern} OR d.document_type ILIKE ${pattern})`
      : null,
  ]);
  const rows = await queryRows(
    ctx.db,
    sql`SELECT d.id, d.format, d.document_type, d.byte_size, d.status, d.created_at, d.processed_at,
               u.email, a.finding_count, a.potential_savings
        FROM documents d
        LEFT JOIN users u ON u.id = d.owner_user_id
        LEFT JOIN analyses a ON a.document_id = d.id
        ${where}
        ORDER BY d.created_at DESC, d.id ${limitOffset(query)}`,
  );
  const [total] = await queryRows(
    ctx.db,
    sql`SELECT count(*)::int AS n FROM documents d LEFT JOIN users u ON u.id = d.owner_user_id ${where}`,
  );
  const [stats] = await queryRows(
    ctx.db,
    sql`SELECT count(*)::int AS total,
               count(*) FILTER (WHERE status = 'analyzed')::int AS analyzed,
               count(*) FILTER (WHERE status IN (${sql.join(
                 PROCESSING.map((s) => sql`${s}`),
                 sql`, `,
               )}))::int AS processing,
               count(*) FILTER (WHERE status = 'failed')::int AS failed,
               (SELECT count(*) FROM analyses WHERE finding_count > 0)::int AS with_errors
        FROM documents`,
  );
  return {
    success: true,
    data: rows.map((r) => ({
      id: String(r.id),
      fileType: r.format as AdminDocumentsResponse['data'][number]['fileType'],
      documentType: (r.document_type ?? null) as DocumentType | null,
      byteSize: num(r.byte_size),
      status: r.status as AdminDocumentsResponse['data'][number]['status'],
      findingCount: r.finding_count === null || r.finding_count === undefined ? null : num(r.finding_count),
      potentialSavings:
        r.potential_savings === null || r.potential_savings === undefined ? null : num(r.potential_savings),
      userEmail: (r.email ?? null) as string | null,
      uploadedAt: iso(r.created_at),
      processedAt: isoOrNull(r.processed_at),
    })),
    paging: { page: query.page, pageSize: query.pageSize, total: num(total?.n) },
    stats: {
      total: num(stats?.total),
      analyzed: num(stats?.analyzed),
      processing: num(stats?.processing),
      failed: num(stats?.failed),
      withErrors: num(stats?.with_errors),
    },
  };
}

/** The severity rank, highest first, for picking an analysis's main finding. */
const SEVERITY_RANK = sql`CASE f.severity WHEN 'high' THEN 0 WHEN 'medium' THEN 1 ELSE 2 END`;

export async function listAdminAnalyses(
  ctx: AppContext,
  query: AdminAnalysesQuery,
): Promise<AdminAnalysesResponse> {
  const pattern = query.search ? containsPattern(query.search) : null;
  const where = whereAll([
    // Our findings are high, medium or low: 'critical' matches no analysis (never a guess).
    query.severity
      ? sql`EXISTS (SELECT 1 FROM analysis_findings f WHERE f.document_id = a.document_id AND f.severity = ${query.severity})`
      : null,
    pattern
      ? sql`(u.email ILIKE ${pattern} OR d.document_type ILIKE ${pattern} OR EXISTS (
              SELECT 1 FROM analysis_findings f WHERE f.document_id = a.document_id
                AND (f.finding_type ILIKE ${pattern} OR replace(f.finding_type, '_', ' ') ILIKE ${pattern})))`
      : null,
  ]);
  const rows = await queryRows(
    ctx.db,
    sql`SELECT a.document_id, d.document_type, a.finding_count, a.potential_savings, a.created_at, u.email,
               main.finding_type, main.severity
        FROM analyses a
        JOIN documents d ON d.id = a.document_id
        LEFT JOIN users u ON u.id = d.owner_user_id
        LEFT JOIN LATERAL (
          SELECT f.finding_type, f.severity FROM analysis_findings f WHERE f.document_id = a.document_id
          ORDER BY ${SEVERITY_RANK}, f.amount DESC NULLS LAST, f.id LIMIT 1
        ) main ON true
        ${where}
        ORDER BY a.created_at DESC, a.document_id ${limitOffset(query)}`,
  );
  const [total] = await queryRows(
    ctx.db,
    sql`SELECT count(*)::int AS n FROM analyses a JOIN documents d ON d.id = a.document_id
        LEFT JOIN users u ON u.id = d.owner_user_id ${where}`,
  );
  const weekAgo = new Date(ctx.clock.now().getTime() - 7 * DAY_MS);
  const [stats] = await queryRows(
    ctx.db,
    sql`SELECT count(*)::int AS total,
               count(*) FILTER (WHERE created_at >= ${weekAgo})::int AS this_week,
               count(*) FILTER (WHERE high_count > 0)::int AS high,
               COALESCE(sum(potential_savings), 0) AS savings,
               (SELECT count(*) FROM documents WHERE status = 'analyzed')::int AS analyzed,
               (SELECT count(*) FROM documents WHERE status = 'failed')::int AS failed
        FROM analyses`,
  );
  const finished = num(stats?.analyzed) + num(stats?.failed);
  return {
    success: true,
    data: rows.map((r) => ({
      documentId: String(r.document_id),
      analysisType: (r.document_type ?? null) as DocumentType | null,
      errorType: (r.finding_type ?? null) as FindingType | null,
      severity: (r.severity ?? null) as Severity | null,
      findingCount: num(r.finding_count),
      potentialSavings: num(r.potential_savings),
      userEmail: (r.email ?? null) as string | null,
      createdAt: iso(r.created_at),
      status: 'completed' as const,
    })),
    paging: { page: query.page, pageSize: query.pageSize, total: num(total?.n) },
    stats: {
      total: num(stats?.total),
      thisWeek: num(stats?.this_week),
      highSeverity: num(stats?.high),
      potentialSavings: Math.round(num(stats?.savings) * 100) / 100,
      successRate: finished === 0 ? null : Math.round((num(stats?.analyzed) / finished) * 1000) / 10,
    },
  };
}

export async function listAdminLetters(
  ctx: AppContext,
  query: AdminLettersQuery,
): Promise<AdminLettersResponse> {
  const pattern = query.search ? containsPattern(query.search) : null;
  const where = whereAll([
    query.category ? sql`t.category_id = ${query.category}` : null,
    pattern ? sql`(t.name ILIKE ${pattern} OR u.email ILIKE ${pattern} OR c.name ILIKE ${pattern})` : null,
  ]);
  const from = sql`FROM generated_letters g
        JOIN letter_templates t ON t.id = g.template_id
        JOIN letter_categories c ON c.id = t.category_id
        JOIN users u ON u.id = g.owner_user_id`;
  const rows = await queryRows(
    ctx.db,
    sql`SELECT g.id, g.template_id, g.created_at, g.downloaded_at, t.name AS template_name, u.email,
               c.id AS category_id, c.name AS category_name
        ${from} ${where}
        ORDER BY g.created_at DESC, g.id ${limitOffset(query)}`,
  );
  const [total] = await queryRows(ctx.db, sql`SELECT count(*)::int AS n ${from} ${where}`);
  const templateIds = [...new Set(rows.map((r) => String(r.template_id)))];
  const usage = new Map<string, number>();
  const outcomes = new Map<string, { outcome: LetterOutcome; n: number }[]>();
  if (templateIds.length > 0) {
    const ids = sql.join(
      templateIds.map((id) => sql`${id}`),
      sql`, `,
    );
    for (const r of await queryRows(
      ctx.db,
      sql`SELECT template_id, count(*)::int AS n FROM generated_letters WHERE template_id IN (${ids}) GROUP BY template_id`,
    ))
      usage.set(String(r.template_id), num(r.n));
    for (const r of await queryRows(
      ctx.db,
      sql`SELECT template_id, outcome, count(*)::int AS n FROM letter_outcomes WHERE template_id IN (${ids})
          GROUP BY template_id, outcome`,
    )) {
      const id = String(r.template_id);
      outcomes.set(id, [...(outcomes.get(id) ?? []), { outcome: r.outcome as LetterOutcome, n: num(r.n) }]);
    }
  }
  const categories = await queryRows(
    ctx.db,
    sql`SELECT id, name FROM letter_categories ORDER BY sort_order, id`,
  );
  return {
    success: true,
    data: rows.map((r) => ({
      id: String(r.id),
      templateName: String(r.template_name),
      userEmail: String(r.email),
      category: String(r.category_id),
      categoryName: String(r.category_name),
      generatedAt: iso(r.created_at),
      downloaded: r.downloaded_at !== null && r.downloaded_at !== undefined,
      successRate: successRate(outcomes.get(String(r.template_id)) ?? []).rate,
      usageCount: usage.get(String(r.template_id)) ?? 0,
    })),
    paging: { page: query.page, pageSize: query.pageSize, total: num(total?.n) },
    categories: categories.map((c) => ({ id: String(c.id), name: String(c.name) })),
  };
}
