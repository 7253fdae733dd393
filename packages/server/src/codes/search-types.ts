import type { CodeType } from '@clearbill/shared';
import type { CodeRow } from './rows';

/** How a row matched, best first: the ranking order of the one result list. */
export type MatchTier = 'exact' | 'prefix' | 'text' | 'similar' | 'list';

export interface SearchInput {
  query?: string | undefined;
  codeType?: CodeType | undefined;
  category?: string | undefined;
  limit: number;
  offset: number;
}

export interface SearchHit {
  row: CodeRow;
  tier: MatchTier;
  /** Within the tier: text rank, or trigram similarity (0 to 1) for typo matches. */
  score: number;
}

export interface SearchResult {
  total: number;
  /** True when a broad query matched more than CANDIDATE_CAP rows and `total` is the planner's estimate. */
  totalIsEstimate: boolean;
  hits: SearchHit[];
  /** Which path answered: the in-memory index, or SQL (index off, still building, or behind the tables). */
  source: 'index' | 'database';
}

/** Typo correction runs when codes and words found fewer rows than this. */
export const FEW = 5;
/** Tiers in code order are counted exactly up to this many rows on the SQL path (and, past it, no word search runs). */
export const ORDERED_COUNT_CAP = 10_000;

/** A dot after three characters is how ICD-10-CM codes are written; dashes after 4-5 digits, how NDCs are. */
export function impliedCodeType(query: string): CodeType | null {
  if (/^[A-Za-z][0-9][0-9A-Za-z]\./.test(query)) return 'ICD-10-CM';
  if (/^[0-9]{4,5}-/.test(query)) return 'NDC';
  return null;
}
