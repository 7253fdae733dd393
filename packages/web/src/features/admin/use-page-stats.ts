import { useQuery } from '@tanstack/react-query';
import type { PageStatsPeriod } from '@clearbill/shared';
import { queryKeys } from '@/lib/query-keys';
import { fetchPageStats } from './ops-api';

/** The Page Analytics figures (GET /api/admin/page-stats) for the Overview tab and anyone else. */
export function usePageStats(period: PageStatsPeriod = '30d') {
  return useQuery({
    queryKey: queryKeys.admin.pageStats(period),
    queryFn: () => fetchPageStats(period),
    staleTime: 0,
  });
}

/** Spec 02 §2: bounce rate as a percentage with one decimal. */
export function bounceRatePercent(fraction: number): string {
  return `${(Math.round(fraction * 1000) / 10).toFixed(1)}%`;
}

/** Average session in minutes, one decimal. */
export function sessionMinutes(minutes: number): string {
  return `${(Math.round(minutes * 10) / 10).toFixed(1)} min`;
}
