import { useQuery } from '@tanstack/react-query';
import { publicStatsSchema, type PublicStats } from '@clearbill/shared';
import { apiRequest } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

function fetchPublicStats(): Promise<PublicStats> {
  return apiRequest('/api/stats/public', { schema: publicStatsSchema });
}

const whole = new Intl.NumberFormat('en-US');
const dollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

function duration(seconds: number): string {
  if (seconds < 90) return `${seconds} seconds`;
  return `${Math.round(seconds / 60)} minutes`;
}

/**
 * The landing pages' stats block: live, rounded figures from GET /api/stats/public. Below the minimum
 * count the server sends none, and the block says so instead of showing a number.
 */
export function PublicFigures() {
  const stats = useQuery({
    queryKey: queryKeys.site.publicStats,
    queryFn: fetchPublicStats,
    staleTime: 60_000,
  });
  if (!stats.data) return null;
  const { documentsChecked, savingsIdentified, medianSecondsToFindings, minimumDocuments } = stats.data;
  const figures = [
    documentsChecked !== null
      ? { value: `${whole.format(documentsChecked)}+`, label: 'documents checked' }
      : null,
    savingsIdentified !== null
      ? { value: dollars.format(savingsIdentified), label: 'in possible savings identified' }
      : null,
    medianSecondsToFindings !== null
      ? { value: duration(medianSecondsToFindings), label: 'median time from upload to findings' }
      : null,
  ].filter((f) => f !== null);
  return (
    <section aria-labelledby="figures-heading" className="flex flex-col gap-4">
      <h2 id="figures-heading" className="text-xl font-semibold text-slate-900">
        ClearBill so far
      </h2>
      {figures.length === 0 ? (
        <p className="max-w-prose text-slate-700">
          Live figures appear here once at least {minimumDocuments} documents have been checked, so that no
          one&apos;s bill can be picked out of them.
        </p>
      ) : (
        <>
          <dl className="grid gap-4 sm:grid-cols-3">
            {figures.map((f) => (
              <div key={f.label} className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
                <dt className="text-sm text-slate-700">{f.label}</dt>
                <dd className="order-first text-2xl font-semibold text-slate-900">{f.value}</dd>
              </div>
            ))}
          </dl>
          <p className="text-sm text-slate-600">
            Live totals from our database, rounded. Possible savings are what the checks flagged, not money
            recovered.
          </p>
        </>
      )}
    </section>
  );
}
