import { useQuery } from '@tanstack/react-query';
import { regulationCategories, regulationStatuses } from '@clearbill/shared';
import { Alert } from '@/components/ui/Alert';
import { Spinner } from '@/components/ui/Spinner';
import { queryKeys } from '@/lib/query-keys';
import { Stat } from '@/features/codes/controls';
import { fetchRegulatoryCounts } from '../regulations-api';
import { categoryLabels } from '../regulations-view';

/** Spec 03 §2.3 Statistics: the total, by status and by category. */
export function StatisticsTab() {
  const counts = useQuery({ queryKey: queryKeys.regulations.counts, queryFn: fetchRegulatoryCounts });
  if (counts.isPending) return <Spinner label="Counting regulations" showLabel />;
  if (counts.isError) {
    return (
      <Alert variant="error" role="alert">
        <p>Failed to fetch counts</p>
      </Alert>
    );
  }
  const { total, byStatus, byCategory } = counts.data;
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="reg-status-heading">
        <h2 id="reg-status-heading" className="text-lg font-semibold text-slate-900">
          By status
        </h2>
        <dl className="mt-3 grid grid-cols-2 gap-3 md:grid-cols-5">
          <Stat label="Total" value={total} />
          {regulationStatuses.map((s) => (
            <Stat key={s} label={s} value={byStatus[s]} />
          ))}
        </dl>
      </section>
      <section aria-labelledby="reg-category-heading">
        <h2 id="reg-category-heading" className="text-lg font-semibold text-slate-900">
          By category
        </h2>
        <dl className="mt-3 grid grid-cols-2 gap-3 md:grid-cols-3">
          {regulationCategories.map((c) => (
            <Stat key={c} label={categoryLabels[c]} value={byCategory[c]} />
          ))}
        </dl>
      </section>
    </div>
  );
}
