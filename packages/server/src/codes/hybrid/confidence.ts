import type { MatchTier } from '../search-service';

const clamp = (n: number) => Math.min(1, Math.max(0, Math.round(n * 1000) / 1000));

/**
 * Database confidence: exact code 1.0, code prefix 0.9, words 0.8 scaled by rank within the page
 * (0.6 to 0.8), typo matches up to 0.7 by trigram similarity.
 */
export function databaseConfidence(tier: MatchTier, score: number, bestTextScore: number): number {
  switch (tier) {
    case 'exact':
      return 1;
    case 'prefix':
      return 0.9;
    case 'text':
      return clamp(0.8 * (0.75 + 0.25 * (bestTextScore > 0 ? score / bestTextScore : 1)));
    case 'similar':
      return clamp(0.7 * Math.min(1, Math.max(0.5, score)));
    case 'list':
      return 0.5;
  }
}

/** External confidence: the API gave back the code typed, 0.95; a name match, 0.85 down to 0.6 by position. */
export function externalConfidence(exactCode: boolean, position: number, count: number): number {
  if (exactCode) return 0.95;
  return clamp(0.85 - 0.25 * (count > 1 ? position / (count - 1) : 0));
}
