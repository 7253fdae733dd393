import { useQuery } from '@tanstack/react-query';
import type { PublicRegulationCategory } from '@clearbill/shared';
import { queryKeys } from '@/lib/query-keys';
import { fetchRegulatoryUpdates } from './regulations-api';

export interface PublicFilters {
  category: PublicRegulationCategory | 'all';
  /** YYYY-MM-DD or empty. */
  effectiveAfter: string;
}

/** The public updates for a category and date; the text search runs on the client (spec 03 §2.4, §9). */
export function useRegulatoryUpdates(filters: PublicFilters) {
  return useQuery({
    queryKey: queryKeys.regulations.updates(filters),
    queryFn: () => fetchRegulatoryUpdates(filters),
  });
}
