import { useQuery } from '@tanstack/react-query';
import { fetchAdminCounts, fetchCounts } from './codes-api';
import { queryKeys } from '@/lib/query-keys';
import { useAdminPresent } from './use-admin-present';

/** Counts by type: the admin endpoint when an admin session exists, else the same counts from the patient route. */
export function useCodeCounts() {
  const { isAdmin, isChecking } = useAdminPresent();
  return useQuery({
    queryKey: queryKeys.codes.counts(isAdmin),
    queryFn: isAdmin ? fetchAdminCounts : fetchCounts,
    enabled: !isChecking,
    staleTime: 0,
  });
}
