import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import { fetchResources } from './resources-api';
import type { ResourceFilters } from './resources-view';

export function useResources(filters: ResourceFilters) {
  return useQuery({
    queryKey: queryKeys.resources.list(filters),
    queryFn: ({ signal }) => fetchResources(filters, signal),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
}
