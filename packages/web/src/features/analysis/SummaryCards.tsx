import { useId } from 'react';
import { Link } from 'wouter';
import { BookmarkCheck, BookmarkPlus, CircleCheck, Download, FilePen, TriangleAlert } from 'lucide-react';
import { formatUsd, type AnalysisResult } from '@clearbill/shared';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/Card';
import { useAuth } from '@/features/auth/use-auth';
import { appealHref, keyFindingRows, keyFindings, needsAppeal, reportButtonLabel } from './analysis-view';
import { RiskGauge } from './RiskGauge';
import type { AnalysisActions } from './use-analysis';

export function RiskCard({ analysis }: { analysis: AnalysisResult }) {
  const headingId = useId();
  return (
    <Card role="region" aria-labelledby={headingId}>
      <CardHeader>
        <CardTitle as="h2" id={headingId}>
          Risk score
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col items-center gap-3">
        <RiskGauge score={analysis.riskScore} level={analysis.riskLevel} band={analysis.riskBand} />
        <p className="text-center text-sm text-slate-600">
          How likely this bill is to contain errors worth raising, from 0 to 100.
        </p>
      </CardContent>
    </Card>
  );
}

export function KeyFindingsCard({ analysis }: { analysis: AnalysisResult }) {
  const headingId = useId();
  const summary = keyFindings(analysis);
  const rows = keyFindingRows(analysis);
  return (
    <Card role="region" aria-labelledby={headingId}>
      <CardHeader>
        <CardTitle as="h2" id={headingId}>
          Key Findings
        </CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="divide-y divide-slate-100">
          {rows.map((row) => (
            <div key={row.label} className="flex items-baseline justify-between gap-4 py-2.5">
              <dt className="text-sm text-slate-700">{row.label}</dt>
              <dd
                className={
                  row.emphasis
                    ? 'text-lg font-semibold text-green-800'
                    : 'text-lg font-semibold text-slate-900'
                }
              >
                {row.value}
              </dd>
            </div>
          ))}
        </dl>
        {summary.savingsCappedAt !== null ? (
          <p className="mt-2 text-sm text-slate-700">
            Capped at {formatUsd(summary.savingsCappedAt)}, what you are asked to pay: the issues found add up
            to more.
          </p>
        ) : null}
        {summary.issuesFound > 0 ? (
          <p className="mt-2 text-xs text-slate-600">
            Savings are counted once even when two issues concern the same charge. The likelihood is our
            estimate from the strength of the findings.
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}

export function NextStepsCard({
  documentId,
  analysis,
  actions,
}: {
  documentId: string;
  analysis: AnalysisResult;
  actions: AnalysisActions;
}) {
  const headingId = useId();
  const appeal = needsAppeal(analysis.findings);
  const signedIn = useAuth().user !== null;
  const { report } = actions;
  const downloading = report.status === 'downloading';
  return (
    <Card className="h-full" role="region" aria-labelledby={headingId}>
      <CardHeader>
        <CardTitle as="h2" id={headingId}>
          Next Steps
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {appeal ? (
          <div className="flex flex-col gap-3">
            <p className="text-sm text-slate-700">
              Some issues are worth challenging. A letter asks your insurer or provider to review and correct
              them.
            </p>
            <Button asChild size="lg">
              <Link href={appealHref(documentId, signedIn)}>
                <FilePen aria-hidden="true" />
                Generate Appeal Letter
              </Link>
            </Button>
          </div>
        ) : (
          <div className="flex items-start gap-3 rounded-lg bg-green-50 p-3 text-green-900">
            <CircleCheck className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
            <div>
              <p className="font-semibold">No Appeal Needed</p>
              <p className="text-sm">Your bill appears to be processed correctly</p>
            </div>
          </div>
        )}
        <div className="flex flex-col gap-2">
          <Button variant="secondary" onClick={actions.download} disabled={downloading}>
            <Download aria-hidden="true" />
            {reportButtonLabel(report)}
          </Button>
          {downloading ? (
            <progress
              className="h-1.5 w-full overflow-hidden rounded-full accent-brand-700"
              aria-label="Report download progress"
              max={1}
              {...(report.progress !== null ? { value: report.progress } : {})}
            />
          ) : null}
          <SaveButton saved={analysis.saved} actions={actions} />
        </div>
        <p role="status" className="sr-only">
          {downloading ? 'Preparing your report' : ''}
        </p>
        {report.status === 'error' ? (
          <Alert variant="error" role="alert">
            <TriangleAlert aria-hidden="true" />
            <p>{report.message}</p>
          </Alert>
        ) : null}
      </CardContent>
    </Card>
  );
}

export function SaveButton({
  saved,
  actions,
  label = 'Save to Dashboard',
  className,
}: {
  saved: boolean;
  actions: AnalysisActions;
  label?: string;
  className?: string;
}) {
  if (saved) {
    return (
      <Button variant="secondary" disabled className={className}>
        <BookmarkCheck aria-hidden="true" />
        Saved to Dashboard
      </Button>
    );
  }
  return (
    <Button variant="secondary" onClick={actions.save} disabled={actions.saving} className={className}>
      <BookmarkPlus aria-hidden="true" />
      {actions.saving ? 'Saving...' : label}
    </Button>
  );
}
