import type { AppContext } from '../context';
import { rowOf } from './index/code-index';
import { searchIndex } from './index/index-search';
import { currentCodeIndex } from './index/index-keeper';
import { searchCodesInDatabase } from './search-sql';
import type { SearchInput, SearchResult } from './search-types';

export { CANDIDATE_CAP } from './search-sql';
export type { MatchTier, SearchHit, SearchInput, SearchResult } from './search-types';

/**
 * The one code search: exact code, code prefix (with or without the dot), words with English stemming,
 * then typo matches when those found little; filters on every tier; paged over the tiers in that
 * order. Answered from the in-memory index when it matches the tables (index/), else in SQL
 * (search-sql.ts), which ranks the same way.
 */
export async function searchCodes(ctx: AppContext, input: SearchInput): Promise<SearchResult> {
  const ix = await currentCodeIndex(ctx);
  if (ix) {
    const found = await searchIndex(ctx.db, ix, input);
    if (found) {
      return {
        total: found.total,
        totalIsEstimate: false,
        hits: found.picks.map((p) => ({ row: rowOf(ix, p.doc), tier: p.tier, score: p.score })),
        source: 'index',
      };
    }
  }
  return searchCodesInDatabase(ctx, input);
}
