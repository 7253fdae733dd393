import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import { fetchAnalytics, fetchOverview } from './dashboard-api';

export function useOverview() {
  return useQuery({ queryKey: queryKeys.dashboard.overview, queryFn: ({ signal }) => fetchOverview(signal) });
}

export function useAnalytics() {
  return useQuery({
    queryKey: queryKeys.dashboard.analytics,
    queryFn: ({ signal }) => fetchAnalytics(signal),
  });
}
