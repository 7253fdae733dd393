import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { queryKeys } from '@/lib/query-keys';
import { removeStored, storageKeys } from '@/lib/storage';
import { adminLogout, fetchAdminSession } from './admin-api';

/**
 * The admin session, checked each time an admin screen mounts (02-admin-back-office.md §7: no-cache). On any
 * failure the admin token is dropped and the browser goes to /admin/login.
 */
export function useAdminSession() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const query = useQuery({ queryKey: queryKeys.admin.session, queryFn: fetchAdminSession, staleTime: 0 });
  const failed = query.isError;

  useEffect(() => {
    if (!failed) return;
    removeStored(storageKeys.adminToken);
    queryClient.removeQueries({ queryKey: queryKeys.admin.all });
    navigate('/admin/login', { replace: true });
  }, [failed, navigate, queryClient]);

  return failed ? null : (query.data ?? null);
}

export function useAdminSignOut() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return async () => {
    try {
      await adminLogout();
    } catch (error) {
      // The token is dropped below either way; the server session then ends on its own.
      console.warn('Admin sign-out request failed', error);
    }
    removeStored(storageKeys.adminToken);
    queryClient.removeQueries({ queryKey: queryKeys.admin.all });
    navigate('/admin/login', { replace: true });
  };
}
