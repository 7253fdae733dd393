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
