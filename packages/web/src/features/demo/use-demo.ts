import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import { removeStored, storageKeys, writeStored } from '@/lib/storage';
import { fetchPublicConfig, fetchSessionInfo, tokenLogin } from './demo-api';

/** Whether this server runs in demo mode (GET /api/config); false until known. */
export function useDemoMode(): { demoMode: boolean; isLoading: boolean } {
  const query = useQuery({
    queryKey: queryKeys.site.config,
    queryFn: fetchPublicConfig,
    staleTime: Infinity,
  });
  return { demoMode: query.data?.demoMode ?? false, isLoading: query.isPending };
}

/** The signed-in session's limits (never its token); only asked for when someone is signed in. */
export function useSessionInfo(enabled: boolean) {
  // Shared by the frame's demo banner and the upload counts: fresh for a minute, refreshed after uploads.
  return useQuery({
    queryKey: queryKeys.auth.session,
    queryFn: fetchSessionInfo,
    enabled,
    staleTime: 60_000,
  });
}

/** POST /api/token-login, then the session is stored like any sign-in. */
export function useTokenLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => {
      removeStored(storageKeys.authToken);
      return tokenLogin();
    },
    onSuccess: async (response) => {
      writeStored(storageKeys.authToken, response.token);
      queryClient.setQueryData(queryKeys.auth.currentUser, response.user);
      await queryClient.invalidateQueries({ queryKey: queryKeys.auth.all });
    },
  });
}
