import { useQuery } from '@tanstack/react-query';
import { fetchAdminSession } from '@/features/admin/admin-api';
import { readStored, storageKeys } from '@/lib/storage';
import { queryKeys } from '@/lib/query-keys';

/**
 * Whether an admin session exists in this browser, without sending anyone to the admin sign-in:
 * the code screens only show or hide their admin tools. An admin who has not finished two-step
 * enrolment does not count: the server opens nothing else to them yet.
 */
export function useAdminPresent(): { isAdmin: boolean; isChecking: boolean } {
  const query = useQuery({
    queryKey: queryKeys.codes.adminPresent,
    queryFn: async () => {
      if (!readStored(storageKeys.adminToken)) return false;
      try {
        const session = await fetchAdminSession();
        return session.admin.totpEnabled;
      } catch {
        return false;
      }
    },
    staleTime: 60_000,
  });
  return { isAdmin: query.data === true, isChecking: query.isPending };
}
