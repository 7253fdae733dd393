import { useState, type SubmitEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Flag } from 'lucide-react';
import { reviewPriorities, reviewReasons, type ReviewFlag, type ValidationCodeType } from '@clearbill/shared';
import { Alert } from '@/components/ui/Alert';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { FormField } from '@/components/ui/FormField';
import { Input, Textarea } from '@/components/ui/Input';
import { Spinner } from '@/components/ui/Spinner';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { formatCodeDate } from '@/features/codes/code-helpers';
import { NativeSelect } from '@/components/ui/NativeSelect';
import { AdminSignInNote } from '@/features/codes/controls';
import { useAdminPresent } from '@/features/codes/use-admin-present';
import { queryKeys } from '@/lib/query-keys';
import { CodeTypeSelect } from './CodeTypeSelect';
import { fetchReviewQueue, flagForReview, updateReviewFlag } from './enterprise-api';
import { priorityLabels, reasonLabels } from './split-codes';

type Reason = (typeof reviewReasons)[number];
type Priority = (typeof reviewPriorities)[number];

export function ManualReviewTab() {
  const { isAdmin } = useAdminPresent();
  return (
    <div className="flex flex-col gap-6">
      <FlagForm />
      <section aria-labelledby="queue-heading">
        <h2 id="queue-heading" className="text-lg font-semibold text-slate-900">
          Review queue
        </h2>
        <div className="mt-3">
          {isAdmin ? (
            <ReviewQueue />
          ) : (
            <AdminSignInNote>
              Administrators work the review queue. Sign in as an administrator to see it.
            </AdminSignInNote>
          )}
        </div>
      </section>
    </div>
  );
}

function FlagForm() {
  const queryClient = useQueryClient();
  const [code, setCode] = useState('');
  const [codeType, setCodeType] = useState<ValidationCodeType | ''>('');
  const [reason, setReason] = useState<Reason | ''>('');
  const [description, setDescription] = useState('');
  const [priority, setPriority] = useState<Priority>('medium');
  const [missing, setMissing] = useState(false);
  const flag = useMutation({
    mutationFn: flagForReview,
    onSuccess: async (created) => {
      toast({
        title: 'Code Flagged for Review',
        description: `${created.code} is in the queue (${created.priority} priority).`,
      });
      setCode('');
      setDescription('');
      setReason('');
      setPriority('medium');
      await queryClient.invalidateQueries({ queryKey: queryKeys.enterprise.all });
    },
    onError: () => {
      toast({ variant: 'destructive', title: 'Error', description: 'Failed to flag code for review' });
    },
  });
  const required = 'Please fill in all required fields';
  const err = (empty: boolean) => (missing && empty ? required : undefined);

  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    if (!code.trim() || !codeType || !reason || !description.trim()) {
      setMissing(true);
      return;
    }
    setMissing(false);
    flag.mutate({ code: code.trim(), codeType, reason, description: description.trim(), priority });
  };

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-5"
    >
      <h2 className="text-lg font-semibold text-slate-900">Flag a code for review</h2>
      {missing ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {required}
        </p>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Code" error={err(!code.trim())}>
          {(field) => (
            <Input
              {...field}
              value={code}
              autoComplete="off"
              onChange={(e) => {
                setCode(e.target.value);
              }}
            />
          )}
        </FormField>
        <FormField label="Code type" error={err(!codeType)}>
          {(field) => <CodeTypeSelect {...field} value={codeType} onValueChange={setCodeType} />}
        </FormField>
        <FormField label="Reason" error={err(!reason)}>
          {(field) => (
            <NativeSelect
              {...field}
              value={reason}
              onChange={(e) => {
                setReason(e.target.value as Reason | '');
              }}
            >
              <option value="">Choose a reason</option>
              {reviewReasons.map((r) => (
                <option key={r} value={r}>
                  {reasonLabels[r]}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField label="Priority">
          {(field) => (
            <NativeSelect
              {...field}
              value={priority}
              onChange={(e) => {
                setPriority(e.target.value as Priority);
              }}
            >
              {reviewPriorities.map((p) => (
                <option key={p} value={p}>
                  {priorityLabels[p]}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      </div>
      <FormField label="Description" error={err(!description.trim())}>
        {(field) => (
          <Textarea
            {...field}
            value={description}
            rows={3}
            placeholder="What should the reviewer look at?"
            onChange={(e) => {
              setDescription(e.target.value);
            }}
          />
        )}
      </FormField>
      <div>
        <Button type="submit" disabled={flag.isPending} className="w-full sm:w-auto">
          <Flag aria-hidden="true" />
          {flag.isPending ? 'Flagging…' : 'Flag for review'}
        </Button>
      </div>
    </form>
  );
}

const priorityVariant = { urgent: 'danger', high: 'warning', medium: 'brand', low: 'neutral' } as const;
const statusText: Record<ReviewFlag['status'], string> = {
  open: 'Open',
  in_review: 'In review',
  resolved: 'Resolved',
};

function ReviewQueue() {
  const queryClient = useQueryClient();
  const queue = useQuery({ queryKey: queryKeys.enterprise.queue, queryFn: fetchReviewQueue, staleTime: 0 });
  const update = useMutation({
    mutationFn: ({ id, status }: { id: string; status: ReviewFlag['status'] }) =>
      updateReviewFlag(id, { status }),
    onSuccess: async (flag) => {
      toast({
        title: 'Review flag updated',
        description: `${flag.code} is now ${statusText[flag.status].toLowerCase()}.`,
      });
      await queryClient.invalidateQueries({ queryKey: queryKeys.enterprise.all });
    },
    onError: (error) => {
      toast({
        variant: 'destructive',
        title: 'Error',
        description: errorMessage(error, 'The flag could not be updated.'),
      });
    },
  });

  if (queue.isPending) return <Spinner label="Loading the review queue" showLabel />;
  if (queue.isError) {
    return (
      <Alert variant="error" role="alert">
        <p>{errorMessage(queue.error, 'The review queue could not be loaded.')}</p>
      </Alert>
    );
  }
  const waiting = queue.data.filter((f) => f.status !== 'resolved');
  if (waiting.length === 0) return <p className="text-slate-700">Nothing waits for review.</p>;
  return (
    <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
      {waiting.map((flag) => (
        <li key={flag.id} className="flex flex-col gap-2 p-4">
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-mono font-semibold text-slate-900">{flag.code}</span>
            <Badge>{flag.codeType}</Badge>
            <Badge variant={priorityVariant[flag.priority]}>{priorityLabels[flag.priority]}</Badge>
            <Badge variant="neutral">{statusText[flag.status]}</Badge>
          </div>
          <p className="text-sm text-slate-800">
            <span className="font-medium">{reasonLabels[flag.reason]}:</span> {flag.description}
          </p>
          <p className="text-xs text-slate-600">Flagged {formatCodeDate(flag.createdAt)}</p>
          <div className="flex flex-wrap gap-2">
            {flag.status === 'open' ? (
              <Button
                size="sm"
                variant="secondary"
                disabled={update.isPending}
                aria-label={`Start review of ${flag.code}`}
                onClick={() => {
                  update.mutate({ id: flag.id, status: 'in_review' });
                }}
              >
                Start review
              </Button>
            ) : null}
            <Button
              size="sm"
              variant="secondary"
              disabled={update.isPending}
              aria-label={`Resolve ${flag.code}`}
              onClick={() => {
                update.mutate({ id: flag.id, status: 'resolved' });
              }}
            >
              Resolve
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}
