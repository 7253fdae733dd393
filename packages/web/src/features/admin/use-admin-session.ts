import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { queryKeys } from '@/lib/query-keys';
import { removeStored, storageKeys } from '@/lib/storage';
import { adminLogoutPath, fetchAdminSession } from './admin-api';

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

/**
 * Sign Out is a navigation to /api/logout (02-admin-back-office.md §2): the server ends the session named by
 * its sign-out cookie, clears the cookie and sends the browser to /. The stored token goes first; the cached
 * admin data goes with the page, which the navigation unloads (clearing it here would only re-render the
 * admin screens, and their session check would race the navigation to /admin/login).
 */
export function signOutAdmin(): void {
  removeStored(storageKeys.adminToken);
  window.location.assign(adminLogoutPath);
}
