import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useLocation } from 'wouter';
import { FlaskConical } from 'lucide-react';
import { demoSampleBills } from '@clearbill/shared';
import { Alert } from '@/components/ui/Alert';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/Card';
import { useAuth } from '@/features/auth/use-auth';
import { errorMessage } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import { useDocumentTitle } from '@/lib/use-document-title';
import { runSampleBill } from './run-sample';

const sample = demoSampleBills[0];

const steps = [
  'The sample bill below is uploaded the same way as yours would be.',
  'ClearBill reads it and looks for personal details to remove. This sample has none.',
  'The analysis checks every service line for billing errors, such as the same charge billed twice.',
  'You land on the results page, with the findings and what you could do next.',
] as const;

/** What the visitor pays for the walk-through: a guest's upload counts like any other. */
function useCostNote(): string {
  const { user, guest } = useAuth();
  if (user) return 'It is added to your documents like any upload; you can delete it afterwards.';
  if (guest && (guest.hasUnlimitedAccess || guest.uploadsRemaining === null))
    return 'Your beta code gives unlimited uploads, so this costs nothing.';
  if (guest)
    return `As a guest this uses one of your free uploads (${guest.uploadsRemaining} left in this session).`;
  return 'As a guest this uses one of your free uploads; a guest session is started for you.';
}

/** /demo: a made-up bill checked for real, step by step. */
export function DemoScreen() {
  useDocumentTitle('See a sample analysis');
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const { guest } = useAuth();
  const costNote = useCostNote();
  const noUploadsLeft = guest !== null && guest.uploadsRemaining === 0 && !guest.hasUnlimitedAccess;
  const run = useMutation({
    mutationFn: () => runSampleBill(sample ?? { fileName: 'sample.txt', text: '' }),
    onSuccess: async (id) => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.auth.all });
      navigate(`/analysis/${id}`);
    },
  });
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-10 sm:px-6 sm:py-14">
      <header className="flex flex-col gap-3">
        <Badge variant="brand" className="self-start">
          <FlaskConical aria-hidden="true" />
          Sample data
        </Badge>
        <h1 className="text-3xl font-semibold tracking-tight text-slate-900">See a sample analysis</h1>
        <p className="max-w-prose text-slate-700">
          Check a made-up bill from start to finish. Nothing here belongs to a real patient or provider, and
          the analysis is the real one, not a recording.
        </p>
      </header>
      <Card>
        <CardHeader>
          <CardTitle as="h2">What happens</CardTitle>
        </CardHeader>
        <CardContent>
          <ol className="flex list-decimal flex-col gap-2 pl-5 text-slate-700">
            {steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle as="h2">The sample bill</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <pre
            className="overflow-x-auto rounded-lg border border-slate-200 bg-slate-50 p-3 text-xs leading-relaxed text-slate-800 sm:text-sm"
            tabIndex={0}
            aria-label="Sample bill text"
          >
            {sample?.text}
          </pre>
          <p className="text-sm text-slate-700">{costNote}</p>
          {noUploadsLeft ? (
            <Alert variant="warning">
              This guest session has no free uploads left.{' '}
              <Link href="/auth" className="font-medium underline underline-offset-4">
                Create an account
              </Link>{' '}
              to keep going.
            </Alert>
          ) : null}
          {run.isError ? (
            <Alert variant="error" role="alert">
              {errorMessage(run.error, 'The sample could not be checked. Please try again.')}
            </Alert>
          ) : null}
          <Button
            size="lg"
            className="self-start"
            onClick={() => {
              run.mutate();
            }}
            disabled={run.isPending || noUploadsLeft}
          >
            {run.isPending ? 'Checking the sample bill…' : 'Check this sample bill'}
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
