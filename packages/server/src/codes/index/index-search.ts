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

/** First position in key order whose key is >= `key` (bytewise, as text_pattern_ops compares). */
function lowerBound(ix: CodeIndex, key: string): number {
  let lo = 0;
  let hi = ix.size;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((ix.keys[ix.keyOrder[mid] ?? 0] ?? '') < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Documents of a key-order range that pass, in key order: counted exactly, paged by a scan. */
function orderedTier(ix: CodeIndex, tier: MatchTier, from: number, to: number, pass: Pass): Tier {
  let count = 0;
  for (let i = from; i < to; i++) if (pass(ix.keyOrder[i] ?? 0)) count++;
  return {
    tier,
    count,
    page: (start, size) => {
      const out: { doc: number; score: number }[] = [];
      let seen = 0;
      for (let i = from; i < to && out.length < size; i++) {
        const d = ix.keyOrder[i] ?? 0;
        if (!pass(d)) continue;
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
    tiers.push(orderedTier(ix, 'list', 0, ix.size, pass));
  } else {
    const key = codeLikeKey(query);
    let notCode: Pass = () => true;
    let prefixTooBroad = false;
    if (key) {
      const implied = impliedCodeType(query);
      const codePass = implied && !input.codeType ? filterOf(ix, implied, input.category) : pass;
      const exactFrom = lowerBound(ix, key);
      const prefixFrom = lowerBound(ix, `${key}\u0000`);
      const prefixTo = lowerBound(ix, `${key}\uffff`);
      const exact: { doc: number; score: number }[] = [];
      for (let i = exactFrom; i < prefixFrom; i++) {
        const d = ix.keyOrder[i] ?? 0;
        if (codePass(d)) exact.push({ doc: d, score: 1 });
      }
      const typeName = (d: number) => codeTypes[ix.types[d] ?? 0] ?? '';
      exact.sort((x, y) => {
        const a = typeName(x.doc);
        const b = typeName(y.doc);
        return a < b ? -1 : a > b ? 1 : (ix.ids[x.doc] ?? 0) - (ix.ids[y.doc] ?? 0);
      });
      tiers.push(fixedTier('exact', exact));
      const prefix = orderedTier(ix, 'prefix', prefixFrom, prefixTo, codePass);
      tiers.push(prefix);
      // The SQL path counts past ORDERED_COUNT_CAP by estimate and then skips words: so does this one.
      prefixTooBroad = prefix.count > ORDERED_COUNT_CAP;
      notCode = (d) => !(ix.keys[d] ?? '').startsWith(key);
    }
    const codeFound = key !== null && /[0-9]/.test(key) && tiers.some((t) => t.count > 0);
    if (!prefixTooBroad && !codeFound) {
      const q = await textQueryOf(db, ix, query);
      if (q === null) return null;
      tiers.push({ tier: 'text', ...rankedMatches(ix, q, (d) => pass(d) && notCode(d)) });
      const found = tiers.reduce((n, t) => n + t.count, 0);
      const corrected = found < FEW ? correctedWords(ix.vocab, query) : null;
      if (corrected) {
        const seen = new Set(tiers.flatMap((t) => t.page(0, FEW).map((r) => r.doc)));
        const similar = rankedMatches(
          ix,
          await wordsQuery(db, ix, corrected.groups),
          (d) => pass(d) && !seen.has(d),
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
