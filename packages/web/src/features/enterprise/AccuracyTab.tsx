import { useState, type SubmitEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { ClipboardCheck } from 'lucide-react';
import type { AccuracyReviewResponse } from '@clearbill/shared';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { FormField } from '@/components/ui/FormField';
import { Input, Textarea } from '@/components/ui/Input';
import { toast } from '@/components/ui/use-toast';
import { cn } from '@/lib/utils';
import { reviewAccuracy } from './enterprise-api';
import { splitCodes } from './split-codes';

type Review = AccuracyReviewResponse['accuracyReview'];

export function AccuracyTab() {
  const [codes, setCodes] = useState('');
  const [documentation, setDocumentation] = useState('');
  const [notes, setNotes] = useState('');
  const [missing, setMissing] = useState(false);
  const review = useMutation({
    mutationFn: reviewAccuracy,
    onError: () => {
      toast({
        variant: 'destructive',
        title: 'Review Error',
        description: 'Failed to perform AI accuracy review',
      });
    },
  });
  const required = 'Please enter codes and clinical documentation';

  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    const list = splitCodes(codes);
    if (list.length === 0 || !documentation.trim()) {
      setMissing(true);
      return;
    }
    setMissing(false);
    review.mutate({ codes: list, clinicalDocumentation: documentation.trim(), procedureNotes: notes.trim() });
  };

  return (
    <div className="flex flex-col gap-6">
      <form
        onSubmit={onSubmit}
        noValidate
        className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-5"
      >
        <p className="text-sm text-slate-700">
          The review follows fixed rules, the same every time: codes exist and are billable, diagnosis and
          procedure codes are both there and fit together, and the documentation uses the words of the codes’
          titles.
        </p>
        <FormField
          label="Codes"
          hint="Separate codes with commas, for example M17.11, 27447"
          error={missing && splitCodes(codes).length === 0 ? required : undefined}
        >
          {(field) => (
            <Input
              {...field}
              value={codes}
              autoComplete="off"
              onChange={(e) => {
                setCodes(e.target.value);
              }}
            />
          )}
        </FormField>
        <FormField
          label="Clinical documentation"
          error={missing && !documentation.trim() ? required : undefined}
        >
          {(field) => (
            <Textarea
              {...field}
              rows={5}
              value={documentation}
              onChange={(e) => {
                setDocumentation(e.target.value);
              }}
            />
          )}
        </FormField>
        <FormField label="Procedure notes (optional)">
          {(field) => (
            <Textarea
              {...field}
              rows={3}
              value={notes}
              onChange={(e) => {
                setNotes(e.target.value);
              }}
            />
          )}
        </FormField>
        <div>
          <Button type="submit" disabled={review.isPending} className="w-full sm:w-auto">
            <ClipboardCheck aria-hidden="true" />
            {review.isPending ? 'Reviewing…' : 'Review accuracy'}
          </Button>
        </div>
      </form>
      {review.data ? <ReviewResult review={review.data} /> : null}
    </div>
  );
}

function ReviewResult({ review }: { review: Review }) {
  const score = review.accuracyScore;
  const tone = score >= 80 ? 'bg-green-700' : score >= 60 ? 'bg-amber-600' : 'bg-red-700';
  return (
    <section
      aria-label="Accuracy review"
      className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-5"
    >
      <div role="status">
        <p className="text-sm text-slate-600">Accuracy score</p>
        <p className="text-4xl font-semibold text-slate-900 tabular-nums">{score} / 100</p>
      </div>
      <div className="h-2 w-full overflow-hidden rounded-full bg-slate-200" aria-hidden="true">
        <div className={cn('h-full rounded-full', tone)} style={{ width: `${String(score)}%` }} />
      </div>
      <div>
        <h3 className="font-semibold text-slate-900">Why</h3>
        <ul className="mt-2 flex flex-col gap-2">
          {review.reasons.map((reason) => (
            <li key={reason.text} className="flex items-start gap-3 text-sm">
              <span
                className={cn(
                  'w-14 shrink-0 text-right font-semibold tabular-nums',
                  reason.points >= 0 ? 'text-green-800' : 'text-red-700',
                )}
              >
                {reason.points >= 0 ? '+' : '−'}
                {Math.abs(reason.points)}
              </span>
              <span className="text-slate-800">{reason.text}</span>
            </li>
          ))}
        </ul>
      </div>
      <div>
        <h3 className="font-semibold text-slate-900">Codes</h3>
        <ul className="mt-2 divide-y divide-slate-200 rounded-lg border border-slate-200">
          {review.codes.map((code) => (
            <li key={code.code} className="flex flex-col gap-1 p-3 text-sm">
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-mono font-semibold text-slate-900">{code.code}</span>
                {code.codeType ? <Badge variant="brand">{code.codeType}</Badge> : null}
                <Badge variant={code.exists ? (code.billable ? 'success' : 'warning') : 'danger'}>
                  {code.exists ? (code.billable ? 'Billable' : 'Not billable') : 'Not found'}
                </Badge>
              </div>
              {code.title ? <p className="text-slate-800">{code.title}</p> : null}
              {code.matchedTerms.length ? (
                <p className="text-slate-600">Found in the documentation: {code.matchedTerms.join(', ')}</p>
              ) : null}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
