import { useQuery } from '@tanstack/react-query';
import { Spinner } from '@/components/ui/Spinner';
import { Stat } from '@/features/codes/controls';
import { formatCodeDate, numberFormat } from '@/features/codes/code-helpers';
import { useAdminPresent } from '@/features/codes/use-admin-present';
import { useCodeCounts } from '@/features/codes/use-code-counts';
import { queryKeys } from '@/lib/query-keys';
import { fetchCodeUpdates, fetchQueueSummary } from './enterprise-api';

/** Live figures only: what the database holds and what waits, never sample numbers. */
export function OverviewTab() {
  const counts = useCodeCounts();
  const { isAdmin, isChecking } = useAdminPresent();
  // The queue's counts are the whole service's: the server gives them to administrators only.
  const summary = useQuery({
    queryKey: queryKeys.enterprise.queueSummary,
    queryFn: fetchQueueSummary,
    staleTime: 0,
    enabled: isAdmin,
  });
  const updates = useQuery({
    queryKey: queryKeys.enterprise.updates,
    queryFn: fetchCodeUpdates,
    staleTime: 0,
  });
  const scheduled = updates.data?.filter((j) => j.status === 'scheduled') ?? [];
  const nextDate = scheduled[0]?.scheduledFor;
  const nextSets = scheduled
    .filter((j) => j.scheduledFor === nextDate)
    .map((j) => (j.codeSet === 'Category-III' ? 'Category III' : j.codeSet));

  const show = (pending: boolean, failed: boolean, value: string, label: string) =>
    pending ? <Spinner label={`Loading ${label}`} /> : failed ? 'Not available' : value;

  return (
    <div className="flex flex-col gap-6">
      <dl className="grid gap-3 sm:grid-cols-3">
        <Stat
          label="Codes in the database"
          value={show(
            counts.isPending,
            counts.isError,
            numberFormat.format(counts.data?.total ?? 0),
            'code count',
          )}
          hint="Across the 7 supported code types"
        />
        <Stat
          label="Open review flags"
          value={
            isAdmin || isChecking
              ? show(
                  isChecking || summary.isPending,
                  summary.isError,
                  numberFormat.format(summary.data?.open ?? 0),
                  'review flags',
                )
              : 'Administrators only'
          }
          hint={
            summary.data
              ? `${numberFormat.format(summary.data.byPriority.urgent)} urgent, ${numberFormat.format(summary.data.inReview)} in review`
              : isAdmin || isChecking
                ? undefined
                : 'Sign in as an administrator to see the queue'
          }
        />
        <Stat
          label="Scheduled code updates"
          value={show(
            updates.isPending,
            updates.isError,
            numberFormat.format(scheduled.length),
            'code updates',
          )}
          hint={
            nextDate ? `Next: ${formatCodeDate(nextDate)} (${nextSets.join(', ')})` : 'None scheduled yet'
          }
        />
      </dl>
      <section aria-labelledby="tools-heading" className="rounded-xl border border-slate-200 bg-white p-5">
        <h2 id="tools-heading" className="text-lg font-semibold text-slate-900">
          What you can do here
        </h2>
        <ul className="mt-3 flex list-disc flex-col gap-2 pl-5 text-slate-700">
          <li>Check a code: its format, whether it is in our database, billable, and in effect on a date.</li>
          <li>Flag a code for manual review; administrators work the queue, most urgent first.</li>
          <li>Review a set of codes against the clinical documentation, with a score and its reasons.</li>
          <li>Plan the yearly and quarterly code-set updates (administrators).</li>
        </ul>
      </section>
    </div>
  );
}
