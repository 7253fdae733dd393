import { codeTypes } from '@clearbill/shared';
import type { Db } from '../../db/client';
import { codeLikeKey } from '../code-format';
import { FEW, impliedCodeType, ORDERED_COUNT_CAP, type MatchTier, type SearchInput } from '../search-types';
import { correctedWords } from '../typo-query';
import { typeIdOf, type CodeIndex } from './code-index';
import { textQueryOf, wordsQuery } from './text-query';
import { rankedMatches } from './text-match';

/** Documents (0..size-1) picked for a page, with their tier and score. */
export interface IndexPick {
  doc: number;
  tier: MatchTier;
  score: number;
}

interface Tier {
  tier: MatchTier;
  count: number;
  page(start: number, size: number): { doc: number; score: number }[];
}

type Pass = (doc: number) => boolean;

/** The filters as a test on a document (a category no code has passes nothing). */
function filterOf(ix: CodeIndex, codeType: SearchInput['codeType'], category: string | undefined): Pass {
  const type = codeType ? typeIdOf(codeType) : -1;
  const cat = category === undefined ? -1 : (ix.categoryIds.get(category) ?? -2);
  if (type < 0 && cat === -1) return () => true;
  return (d) => (type < 0 || ix.types[d] === type) && (cat === -1 || ix.categories[d] === cat);
}

/**
 * Documents in key order, narrowed to one type when filtered by type (each type has its own list), with
 * what is left to test per document (a category).
 */
interface KeyView {
  order: Int32Array;
  rest: Pass | null;
}

function keyView(ix: CodeIndex, codeType: SearchInput['codeType'], category: string | undefined): KeyView {
  const order = codeType ? (ix.typeOrder[typeIdOf(codeType)] ?? new Int32Array(0)) : ix.keyOrder;
  return { order, rest: category === undefined ? null : filterOf(ix, undefined, category) };
}

/** First position in the view whose key is >= `key` (bytewise, as text_pattern_ops compares). */
function lowerBound(ix: CodeIndex, view: KeyView, key: string): number {
  let lo = 0;
  let hi = view.order.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((ix.keys[view.order[mid] ?? 0] ?? '') < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** A range of the view, in key order: counted exactly (by a scan only when a category is asked for). */
function orderedTier(tier: MatchTier, view: KeyView, from: number, to: number): Tier {
  const { order, rest } = view;
  if (!rest) {
    return {
      tier,
      count: to - from,
      page: (start, size) =>
        Array.from(order.subarray(from + start, Math.min(to, from + start + size)), (doc) => ({
          doc,
          score: 1,
        })),
    };
  }
  let count = 0;
  for (let i = from; i < to; i++) if (rest(order[i] ?? 0)) count++;
  return {
    tier,
    count,
    page: (start, size) => {
      const out: { doc: number; score: number }[] = [];
      let seen = 0;
      for (let i = from; i < to && out.length < size; i++) {
        const d = order[i] ?? 0;
        if (!rest(d)) continue;
        if (seen++ >= start) out.push({ doc: d, score: 1 });
      }
      return out;
    },
  };
}

function fixedTier(tier: MatchTier, rows: { doc: number; score: number }[]): Tier {
  return { tier, count: rows.length, page: (start, size) => rows.slice(start, start + size) };
}

/**
 * Per index: ranked word tiers and typo corrections already worked out. The index never changes, so
 * they stay right for its lifetime; popular words (and paging through a broad one) cost a page, not a
 * ranking of 40,000 matches. Bounded, emptied when full.
 */
interface Cache {
  entries: Map<string, unknown>;
  /** Matched documents held (8 bytes each): at most CACHE_MATCHES, about 16 MB. */
  matches: number;
}
const caches = new WeakMap<CodeIndex, Map<string, Cache>>();
const CACHE_ENTRIES = 2000;
const CACHE_MATCHES = 2_000_000;

function cached<T>(ix: CodeIndex, kind: string, key: string, make: () => T): T {
  let byKind = caches.get(ix);
  if (!byKind) {
    byKind = new Map();
    caches.set(ix, byKind);
  }
  let cache = byKind.get(kind);
  if (!cache) {
    cache = { entries: new Map(), matches: 0 };
    byKind.set(kind, cache);
  }
  if (cache.entries.has(key)) return cache.entries.get(key) as T;
  const value = make();
  const weight = typeof value === 'object' && value && 'count' in value ? Number(value.count) : 0;
  if (cache.entries.size >= CACHE_ENTRIES || cache.matches + weight > CACHE_MATCHES) {
    cache.entries.clear();
    cache.matches = 0;
  }
  cache.entries.set(key, value);
  cache.matches += weight;
  return value;
}

/**
 * The code search over the index, tier for tier as the SQL path (search-sql.ts): exact code, code
 * prefix, words, then typo matches when those found fewer than FEW. Returns null when the query's words
 * need more than the index evaluates (phrases, OR, NOT): the SQL path answers those.
 */
export async function searchIndex(
  db: Db,
  ix: CodeIndex,
  input: SearchInput,
): Promise<{ total: number; picks: IndexPick[] } | null> {
  const query = input.query?.trim() ?? '';
  const pass = filterOf(ix, input.codeType, input.category);
  const tiers: Tier[] = [];
  if (!query) {
    const view = keyView(ix, input.codeType, input.category);
    tiers.push(orderedTier('list', view, 0, view.order.length));
  } else {
    const key = codeLikeKey(query);
    let notCode: Pass = () => true;
    let prefixTooBroad = false;
    if (key) {
      const implied = impliedCodeType(query);
      const view = keyView(ix, implied && !input.codeType ? implied : input.codeType, input.category);
      const exactFrom = lowerBound(ix, view, key);
      const prefixFrom = lowerBound(ix, view, `${key}\u0000`);
      const prefixTo = lowerBound(ix, view, `${key}\uffff`);
      const exact: { doc: number; score: number }[] = [];
      for (let i = exactFrom; i < prefixFrom; i++) {
        const d = view.order[i] ?? 0;
        if (!view.rest || view.rest(d)) exact.push({ doc: d, score: 1 });
      }
      const typeName = (d: number) => codeTypes[ix.types[d] ?? 0] ?? '';
      exact.sort((x, y) => {
        const a = typeName(x.doc);
        const b = typeName(y.doc);
        return a < b ? -1 : a > b ? 1 : (ix.ids[x.doc] ?? 0) - (ix.ids[y.doc] ?? 0);
      });
      tiers.push(fixedTier('exact', exact));
      const prefix = orderedTier('prefix', view, prefixFrom, prefixTo);
      tiers.push(prefix);
      // The SQL path counts past ORDERED_COUNT_CAP by estimate and then skips words: so does this one.
      prefixTooBroad = prefix.count > ORDERED_COUNT_CAP;
      notCode = (d) => !(ix.keys[d] ?? '').startsWith(key);
    }
    const codeFound = key !== null && /[0-9]/.test(key) && tiers.some((t) => t.count > 0);
    if (!prefixTooBroad && !codeFound) {
      const q = await textQueryOf(db, ix, query);
      if (q === null) return null;
      const filters = [input.codeType, input.category, key];
      const text = cached(ix, 'ranked', JSON.stringify([q.groups, filters]), () =>
        rankedMatches(ix, q, (d) => pass(d) && notCode(d)),
      );
      tiers.push({ tier: 'text', ...text });
      const found = tiers.reduce((n, t) => n + t.count, 0);
      const corrected =
        found < FEW ? cached(ix, 'corrections', query, () => correctedWords(ix.vocab, query)) : null;
      if (corrected) {
        const seen = new Set(tiers.flatMap((t) => t.page(0, FEW).map((r) => r.doc)));
        const similarQuery = await wordsQuery(db, ix, corrected.groups);
        const similar = cached(ix, 'ranked', JSON.stringify([similarQuery.groups, filters, [...seen]]), () =>
          rankedMatches(ix, similarQuery, (d) => pass(d) && !seen.has(d)),
        );
        tiers.push({
          tier: 'similar',
          count: similar.count,
          // Ranked by text rank among themselves; scored by how close the corrected words are.
          page: (start, size) =>
            similar.page(start, size).map((r) => ({ doc: r.doc, score: corrected.similarity })),
        });
      }
    }
  }

  const total = tiers.reduce((n, t) => n + t.count, 0);
  const picks: IndexPick[] = [];
  let skip = input.offset;
  let want = input.limit;
  for (const t of tiers) {
    if (want <= 0) break;
    if (skip >= t.count) {
      skip -= t.count;
      continue;
    }
    const rows = t.page(skip, Math.min(want, t.count - skip));
    picks.push(...rows.map((r) => ({ ...r, tier: t.tier })));
    want -= rows.length;
    skip = 0;
  }
  return { total, picks };
}
