import { inArray, sql, type SQL } from 'drizzle-orm';
import type { CodeType } from '@clearbill/shared';
import type { AppContext } from '../context';
import { medicalCodes } from '../db/schema-codes';
import { codeLikeKey } from './code-format';
import { queryRows, queryRowsInScanOrder } from './sql-rows';
import type { CodeRow } from './rows';
import {
  FEW,
  impliedCodeType,
  ORDERED_COUNT_CAP,
  type MatchTier,
  type SearchHit,
  type SearchInput,
  type SearchResult,
} from './search-types';
import { correctedWords } from './typo-query';
import { vocabularyOf, wordsOf } from './vocabulary';

/**
 * Rows a tier counts and ranks exactly. A broader tier (a single common word such as 'fracture' matches
 * 20,000 codes) is counted by the planner's estimate and ranked in blocks of this many matches, so no
 * search visits more than a block of rows: that is what keeps p95 within 20 ms on PGlite.
 */
export const CANDIDATE_CAP = 500;

interface Tier {
  tier: MatchTier;
  count: number;
  estimate: boolean;
  /** Ids (with scores) of tier-local positions [start, start + size). */
  page(start: number, size: number): Promise<{ id: number; score: number }[]>;
}

/**
 * Where each type's keys sit in the code_key index (their formats guarantee it). Redundant as filters,
 * but they let the planner start an ordered index scan where the type's codes begin: listing ICD-10-CM
 * in code order drops from ~30 ms to under 1 ms. An index on (code_type, code_key) would do it directly.
 */
const keyRange: Record<CodeType, SQL | null> = {
  'ICD-10-CM': sql`code_key ~>=~ 'A'`,
  HCPCS: sql`code_key ~>=~ 'A' AND code_key ~<~ 'W'`,
  'ICD-10-PCS': null,
  CPT: sql`code_key ~<~ 'A'`,
  DRG: sql`code_key ~<~ 'A'`,
  NDC: sql`code_key ~<~ 'A'`,
  REVENUE: sql`code_key ~<~ 'A'`,
};

/** The filters as SQL; with `hints`, the key ranges too (for fetching, not for estimates). */
function filtersOf(input: SearchInput, hints = true): SQL {
  const parts: SQL[] = [sql`TRUE`];
  if (input.codeType) {
    parts.push(sql`code_type = ${input.codeType}`);
    const range = keyRange[input.codeType];
    if (range && hints) parts.push(range);
  }
  if (input.category) parts.push(sql`category = ${input.category}`);
  return sql.join(parts, sql` AND `);
}

/** The planner's estimate of the rows matching `where` (accurate for single common words and prefixes). */
async function estimateRows(ctx: AppContext, where: SQL): Promise<number> {
  const plan = await queryRows(ctx.db, sql`EXPLAIN (FORMAT JSON) SELECT 1 FROM medical_codes WHERE ${where}`);
  const raw = Object.values(plan[0] ?? {})[0];
  const parsed = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan?: { 'Plan Rows'?: number } }[];
  return Math.round(parsed[0]?.Plan?.['Plan Rows'] ?? 0);
}

/**
 * Exact count up to `cap`; past it, the planner's estimate (never below the cap). Counted on the plain
 * filters, which index-only scans answer (type counts use the (code_type, category) index).
 */
async function cappedCount(
  ctx: AppContext,
  plainWhere: SQL,
  cap: number,
): Promise<{ count: number; estimate: boolean }> {
  const counted = await queryRows(
    ctx.db,
    sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM medical_codes WHERE ${plainWhere} LIMIT ${cap + 1}) s`,
  );
  const n = Number(counted[0]?.n ?? 0);
  if (n <= cap) return { count: n, estimate: false };
  return { count: Math.max(await estimateRows(ctx, plainWhere), n), estimate: true };
}

/** A tier ordered by code (the code_key index gives the order, so any page is cheap). */
async function orderedTier(ctx: AppContext, tier: MatchTier, where: SQL, estimateWhere: SQL): Promise<Tier> {
  const { count, estimate } = await cappedCount(ctx, estimateWhere, ORDERED_COUNT_CAP);
  return {
    tier,
    count,
    estimate,
    page: async (start, size) =>
      (
        await queryRows(
          ctx.db,
          sql`SELECT id FROM medical_codes WHERE ${where} ORDER BY code_key USING ~<~ OFFSET ${start} LIMIT ${size}`,
        )
      ).map((r) => ({ id: Number(r.id), score: 1 })),
  };
}

/**
 * Full-text matches ranked by ts_rank (normalised by title length, so general codes come first).
 * Ranking happens within blocks of CANDIDATE_CAP matches in table order; the first block fetches one
 * row more, which says whether the tier is broad without counting it.
 */
async function rankedTier(
  ctx: AppContext,
  tier: MatchTier,
  where: SQL,
  estimateWhere: SQL,
  tsq: SQL,
): Promise<Tier> {
  // Rows come back in scan order (the probe row last) and are ranked here: the tsquery is built once
  // (a FROM item), and sorting 500 scores in JavaScript is cheaper than a window and a sort in SQL.
  // A tier that fits in one block is complete whatever the scan order. A broad one is fetched again in
  // a fixed scan order (see queryRowsInScanOrder), so its blocks are the same on every page request.
  const block = async (b: number, probe: boolean, fixedOrder: boolean) => {
    const query = sql`SELECT id, code_key, ts_rank(search_vector, t.q, 2) AS score
            FROM medical_codes, (SELECT ${tsq} AS q) t
            WHERE ${where}
            OFFSET ${b * CANDIDATE_CAP} LIMIT ${CANDIDATE_CAP + (probe ? 1 : 0)}`;
    const rows = (
      fixedOrder
        ? await queryRowsInScanOrder(ctx.db, ctx.databaseKind, query)
        : await queryRows(ctx.db, query)
    ).map((r) => ({ id: Number(r.id), key: String(r.code_key), score: Number(r.score) }));
    const extra = rows.length > CANDIDATE_CAP ? rows.pop() : undefined;
    rows.sort((x, y) => y.score - x.score || (x.key < y.key ? -1 : x.key > y.key ? 1 : x.id - y.id));
    return { ranked: rows.map(({ id, score }) => ({ id, score })), more: extra !== undefined };
  };
  let head = await block(0, true, false);
  let count = head.ranked.length;
  let estimate = false;
  if (head.more) {
    head = await block(0, false, true);
    count = Math.max(await estimateRows(ctx, estimateWhere), CANDIDATE_CAP + 1);
    estimate = true;
  }
  const first = head.ranked;
  const blocks = new Map<number, { id: number; score: number }[]>([[0, first]]);
  return {
    tier,
    count,
    estimate,
    page: async (start, size) => {
      const out: { id: number; score: number }[] = [];
      for (let pos = start; pos < start + size && pos < count;) {
        const b = Math.floor(pos / CANDIDATE_CAP);
        let rows = blocks.get(b);
        if (!rows) {
          rows = (await block(b, false, true)).ranked;
          blocks.set(b, rows);
        }
        const within = pos - b * CANDIDATE_CAP;
        const take = rows.slice(within, within + (start + size - pos));
        if (take.length === 0) break;
        out.push(...take);
        pos += take.length;
      }
      return out;
    },
  };
}

function fixedTier(tier: MatchTier, rows: { id: number; score: number }[]): Tier {
  return {
    tier,
    count: rows.length,
    estimate: false,
    page: (start, size) => Promise.resolve(rows.slice(start, start + size)),
  };
}

/**
 * Misspelt words replaced by close known words: 'diabtes fractre' -> diabetes & (fracture | fractures).
 * Also returns how close the corrections are (the lowest trigram similarity among the replaced words).
 */
async function correctedTsquery(
  ctx: AppContext,
  query: string,
): Promise<{ text: string; similarity: number } | null> {
  if (wordsOf(query).length === 0) return null;
  const corrected = correctedWords(await vocabularyOf(ctx), query);
  if (!corrected) return null;
  // Only letters reach the text: it is safe for to_tsquery's syntax.
  const text = corrected.groups.map((g) => (g.length === 1 ? g[0] : `(${g.join(' | ')})`)).join(' & ');
  return { text, similarity: corrected.similarity };
}

/**
 * The code search in SQL: exact code, code prefix (with or without the dot), words with English
 * stemming, then typo matches when those found little. Filters apply to every tier; paging runs over
 * the tiers in that order. The in-memory index (index/) answers the same way; this path answers while
 * it is off, building, or behind the tables.
 */
export async function searchCodesInDatabase(ctx: AppContext, input: SearchInput): Promise<SearchResult> {
  const filters = filtersOf(input);
  const plain = filtersOf(input, false);
  const query = input.query?.trim() ?? '';
  const tiers: Tier[] = [];

  if (!query) {
    tiers.push(await orderedTier(ctx, 'list', filters, plain));
  } else {
    const key = codeLikeKey(query);
    let notCode = sql`TRUE`;
    if (key) {
      // A dot after three characters is how ICD-10-CM codes are written; dashes, how NDCs are.
      const implied = impliedCodeType(query);
      const codeFilters = implied && !input.codeType ? filtersOf({ ...input, codeType: implied }) : filters;
      const codePlain =
        implied && !input.codeType ? filtersOf({ ...input, codeType: implied }, false) : plain;
      const exact = (
        await queryRows(
          ctx.db,
          sql`SELECT id FROM medical_codes WHERE code_key = ${key} AND ${codeFilters} ORDER BY code_type, id`,
        )
      ).map((r) => ({ id: Number(r.id), score: 1 }));
      tiers.push(fixedTier('exact', exact));
      // The key holds only letters and digits, so it needs no LIKE escaping.
      const prefix = `${key}%`;
      const prefixWhere = sql`code_key LIKE ${prefix} AND code_key <> ${key}`;
      tiers.push(
        await orderedTier(
          ctx,
          'prefix',
          sql`${prefixWhere} AND ${codeFilters}`,
          sql`${prefixWhere} AND ${codePlain}`,
        ),
      );
      notCode = sql`NOT (code_key LIKE ${prefix})`;
    }
    // A code with digits that matched as a code is not looked for among words (saves a round trip).
    const codeFound = key !== null && /[0-9]/.test(key) && tiers.some((t) => t.count > 0);
    if (!tiers.some((t) => t.estimate) && !codeFound) {
      const tsq = sql`websearch_to_tsquery('english', ${query})`;
      tiers.push(
        await rankedTier(
          ctx,
          'text',
          sql`search_vector @@ ${tsq} AND ${notCode} AND ${filters}`,
          sql`search_vector @@ ${tsq} AND ${plain}`,
          tsq,
        ),
      );
      const found = tiers.reduce((n, t) => n + t.count, 0);
      if (found < FEW) {
        const corrected = await correctedTsquery(ctx, query);
        if (corrected) {
          const seen = (await Promise.all(tiers.map((t) => t.page(0, FEW)))).flat().map((r) => r.id);
          const tsq2 = sql`to_tsquery('english', ${corrected.text})`;
          const exclude = seen.length > 0 ? sql`id <> ALL(${`{${seen.join(',')}}`}::bigint[])` : sql`TRUE`;
          const similar = await rankedTier(
            ctx,
            'similar',
            sql`search_vector @@ ${tsq2} AND ${exclude} AND ${filters}`,
            sql`search_vector @@ ${tsq2} AND ${plain}`,
            tsq2,
          );
          // Ranked by text rank among themselves; scored by how close the corrected words are.
          tiers.push({
            ...similar,
            page: async (start, size) =>
              (await similar.page(start, size)).map((r) => ({ id: r.id, score: corrected.similarity })),
          });
        }
      }
    }
  }

  const total = tiers.reduce((n, t) => n + t.count, 0);
  const picked: { id: number; score: number; tier: MatchTier }[] = [];
  let skip = input.offset;
  let want = input.limit;
  for (const t of tiers) {
    if (want <= 0) break;
    if (skip >= t.count) {
      skip -= t.count;
      continue;
    }
    const rows = await t.page(skip, Math.min(want, t.count - skip));
    picked.push(...rows.map((r) => ({ ...r, tier: t.tier })));
    want -= rows.length;
    skip = 0;
  }
  const byId = new Map<number, CodeRow>();
  if (picked.length > 0) {
    const rows = await ctx.db
      .select()
      .from(medicalCodes)
      .where(
        inArray(
          medicalCodes.id,
          picked.map((p) => p.id),
        ),
      );
    for (const r of rows) byId.set(r.id, r);
  }
  const hits: SearchHit[] = [];
  for (const p of picked) {
    const row = byId.get(p.id);
    if (row) hits.push({ row, tier: p.tier, score: p.score });
  }
  return { total, totalIsEstimate: tiers.some((t) => t.estimate), hits, source: 'database' };
}
