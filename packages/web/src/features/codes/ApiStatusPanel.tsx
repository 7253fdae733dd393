import { useQuery } from '@tanstack/react-query';
import { Activity } from 'lucide-react';
import type { ApiStatusResponse } from '@clearbill/shared';
import { Badge } from '@/components/ui/Badge';
import { Spinner } from '@/components/ui/Spinner';
import { errorMessage } from '@/lib/api';
import { fetchApiStatus } from './codes-api';
import { numberFormat } from './code-helpers';
import { queryKeys } from '@/lib/query-keys';

/** 03-feature-pages.md §9: the live API status refreshes every 30 seconds. */
const REFRESH_MS = 30_000;

type ApiState = ApiStatusResponse['apis'][number]['status'];
const stateLabel: Record<ApiState, { text: string; variant: 'success' | 'warning' | 'neutral' | 'danger' }> =
  {
    available: { text: 'Available', variant: 'success' },
    unavailable: { text: 'Unavailable', variant: 'neutral' },
    budget_exhausted: { text: 'Daily limit reached', variant: 'warning' },
    unknown: { text: 'Not checked yet', variant: 'neutral' },
  };

/** How many of the live government sources answer now, and each one's remaining requests today. */
export function ApiStatusPanel() {
  const status = useQuery({
    queryKey: queryKeys.codes.apiStatus,
    queryFn: fetchApiStatus,
    refetchInterval: REFRESH_MS,
    staleTime: 0,
  });
  return (
    <section
      aria-labelledby="api-status-heading"
      className="rounded-xl border border-slate-200 bg-slate-50 p-4"
    >
      <h3 id="api-status-heading" className="flex items-center gap-2 text-sm font-semibold text-slate-900">
        <Activity className="size-4 text-brand-700" aria-hidden="true" />
        Live government sources
      </h3>
      {status.isPending ? (
        <Spinner className="mt-2" label="Checking the live sources" showLabel />
      ) : status.isError ? (
        <p className="mt-2 text-sm text-slate-700">
          {errorMessage(status.error, 'The status of the live sources could not be read.')}
        </p>
      ) : (
        <>
          <p className="mt-1 text-sm text-slate-700" aria-live="polite">
            {String(status.data.apis.filter((a) => a.status === 'available').length)} of{' '}
            {String(status.data.apis.length)} available
          </p>
          <ul className="mt-3 grid gap-2 sm:grid-cols-2">
            {status.data.apis.map((api) => (
              <li key={api.name} className="flex flex-col gap-1.5 rounded-lg bg-white px-3 py-2 text-sm">
                <span className="font-medium text-slate-900">{api.label}</span>
                <span className="flex flex-wrap items-center gap-2">
                  <Badge variant={stateLabel[api.status].variant}>{stateLabel[api.status].text}</Badge>
                  <span className="text-xs text-slate-600 tabular-nums">
                    {numberFormat.format(api.remainingRequests)} requests left
                  </span>
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
