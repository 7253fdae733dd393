import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import { fetchAnalytics, fetchOverview } from './dashboard-api';

// Uploads, analyses and letter tracking change these figures from other screens: fetched on each visit.
export function useOverview() {
  return useQuery({
    queryKey: queryKeys.dashboard.overview,
    queryFn: ({ signal }) => fetchOverview(signal),
    staleTime: 0,
  });
}

export function useAnalytics() {
  return useQuery({
    queryKey: queryKeys.dashboard.analytics,
    queryFn: ({ signal }) => fetchAnalytics(signal),
    staleTime: 0,
  });
}
