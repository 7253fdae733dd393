import { QueryClient } from '@tanstack/react-query';

/** 01-patient-area.md §9 data-fetching defaults: no retries, no refetch on focus, no polling, never stale. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Infinity,
      },
      mutations: { retry: false },
    },
  });
}

/** Every query key in one place, so invalidation cannot miss one through a typo. */
export const queryKeys = {
  currentUser: ['auth', 'user'] as const,
  guestStatus: ['auth', 'guest-status'] as const,
  admin: ['admin'] as const,
  adminSession: ['admin', 'session'] as const,
  betaCodes: ['admin', 'beta-codes'] as const,
  analyses: ['analyses'] as const,
  documentAnalysis: (documentId: string) => ['analyses', 'document', documentId] as const,
};
