import type { ApiStatusResponse } from '@clearbill/shared';
import type { AppContext } from '../../context';
import { liveAdapters } from './adapters';
import { usageSnapshot } from './usage';

/**
 * What the status panel shows, from the shared usage rows (no live probe: a probe every 30 s from
 * every open page would spend the budget). Off by configuration reads as unavailable.
 */
export async function apiStatus(ctx: AppContext): Promise<ApiStatusResponse> {
  const { enabled, dailyBudget } = ctx.config.externalApis;
  const usage = await usageSnapshot(ctx);
  return {
    apis: liveAdapters(ctx.config.externalApis).map((a) => {
      const u = usage.get(a.name);
      const remainingRequests = Math.max(0, dailyBudget - (u?.requestsToday ?? 0));
      let status: ApiStatusResponse['apis'][number]['status'];
      if (!enabled) status = 'unavailable';
      else if (remainingRequests === 0) status = 'budget_exhausted';
      else if (!u?.lastStatus) status = 'unknown';
      else status = u.lastStatus === 'ok' ? 'available' : 'unavailable';
      return {
        name: a.name,
        label: a.label,
        status,
        remainingRequests,
        lastCheckedAt: u?.lastCheckedAt?.toISOString() ?? null,
      };
    }),
  };
}
