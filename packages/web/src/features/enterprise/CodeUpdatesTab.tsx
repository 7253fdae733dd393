import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CalendarClock } from 'lucide-react';
import type { CodeUpdateJob } from '@clearbill/shared';
import { Alert } from '@/components/ui/Alert';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { Spinner } from '@/components/ui/Spinner';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { formatCodeDate } from '@/features/codes/code-helpers';
import { AdminSignInNote } from '@/features/codes/controls';
import { useAdminPresent } from '@/features/codes/use-admin-present';
import { queryKeys } from '@/lib/query-keys';
import { fetchCodeUpdates, scheduleCodeUpdates } from './enterprise-api';

const calendar = [
  { codeSet: 'CPT', when: 'Annually on January 1' },
  { codeSet: 'ICD-10-CM', when: 'Annually on October 1' },
  { codeSet: 'HCPCS', when: 'Quarterly (January 1, April 1, July 1, October 1)' },
  { codeSet: 'Category III', when: 'Quarterly' },
] as const;

const statusVariant: Record<CodeUpdateJob['status'], 'brand' | 'warning' | 'success' | 'danger'> = {
  scheduled: 'brand',
  running: 'warning',
  done: 'success',
  failed: 'danger',
};

export function CodeUpdatesTab() {
  const queryClient = useQueryClient();
  const { isAdmin } = useAdminPresent();
  const jobs = useQuery({ queryKey: queryKeys.enterprise.updates, queryFn: fetchCodeUpdates, staleTime: 0 });
  const schedule = useMutation({
    mutationFn: scheduleCodeUpdates,
    onSuccess: async (result) => {
      toast({ title: 'Code Updates Scheduled', description: result.message });
      await queryClient.invalidateQueries({ queryKey: queryKeys.enterprise.updates });
    },
    onError: () => {
      toast({ variant: 'destructive', title: 'Error', description: 'Failed to schedule code updates' });
    },
  });

  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="calendar-heading" className="rounded-xl border border-slate-200 bg-white p-5">
        <h2 id="calendar-heading" className="text-lg font-semibold text-slate-900">
          Update schedule
        </h2>
        <dl className="mt-3 grid grid-cols-[7rem_1fr] gap-x-3 gap-y-2 text-sm">
          {calendar.map((c) => (
            <div key={c.codeSet} className="contents">
              <dt className="font-medium text-slate-900">{c.codeSet}</dt>
              <dd className="text-slate-700">{c.when}</dd>
            </div>
          ))}
        </dl>
        {isAdmin ? (
          <Button
            className="mt-4 w-full sm:w-auto"
            disabled={schedule.isPending}
            onClick={() => {
              schedule.mutate();
            }}
          >
            <CalendarClock aria-hidden="true" />
            {schedule.isPending ? 'Scheduling…' : 'Schedule code updates'}
          </Button>
        ) : (
          <div className="mt-4">
            <AdminSignInNote>Administrators schedule the code-set updates.</AdminSignInNote>
          </div>
        )}
      </section>

      <section aria-labelledby="jobs-heading">
        <h2 id="jobs-heading" className="text-lg font-semibold text-slate-900">
          Update jobs
        </h2>
        {jobs.isPending ? (
          <Spinner className="mt-3" label="Loading the update jobs" showLabel />
        ) : jobs.isError ? (
          <Alert variant="error" role="alert" className="mt-3">
            <p>{errorMessage(jobs.error, 'The update jobs could not be loaded.')}</p>
          </Alert>
        ) : jobs.data.length === 0 ? (
          <p className="mt-3 text-slate-700">
            Nothing scheduled yet. Use Schedule code updates to plan the next ones.
          </p>
        ) : (
          <ul className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
            {jobs.data.map((job) => (
              <li key={job.id} className="flex items-center justify-between gap-3 p-4 text-sm">
                <div className="flex flex-col">
                  <span className="font-medium text-slate-900">
                    {job.codeSet === 'Category-III' ? 'Category III' : job.codeSet}
                  </span>
                  <span className="text-slate-700">
                    {formatCodeDate(job.scheduledFor)} · {job.frequency}
                  </span>
                </div>
                <Badge variant={statusVariant[job.status]}>{job.status}</Badge>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
