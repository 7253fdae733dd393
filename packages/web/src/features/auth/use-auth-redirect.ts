import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { safeRedirectPath } from '@/lib/safe-redirect';
import { useAuth } from './use-auth';

/**
 * For the sign-in pages: where to go after signing in (`?redirect=`, same-site paths only, else
 * /dashboard), and the move itself once a user is present, which covers both a fresh sign-in and a
 * signed-in visitor opening the page.
 */
export function useAuthRedirect() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const { user, isLoading } = useAuth();
  const params = new URLSearchParams(search);
  const target = safeRedirectPath(params.get('redirect'));
  const initialTab = params.get('tab') === 'signup' ? 'signup' : 'signin';

  useEffect(() => {
    if (user) navigate(target, { replace: true });
  }, [user, target, navigate]);

  return { target, initialTab, user, isLoading } as const;
}
