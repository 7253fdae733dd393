import { Link } from 'wouter';
import { ArrowRight, CircleCheck, RotateCcw, UserPlus } from 'lucide-react';
import type { AnalysisItem, DocumentDetail } from '@clearbill/shared';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/Card';
import { AnalysisPreview } from '@/features/analysis/AnalysisPreview';
import { completeView } from './complete-view';
import { redirectToAnalysisOnComplete } from './upload-config';

/**
 * Where the flow ends (01-patient-area.md §2 'complete view'): what was removed, the first findings with the
 * gauge, the de-identified text (shown to its owner only), and the way on to the full results, which
 * open by themselves after 1.5 s.
 */
export function ProcessingComplete({
  document,
  analyses,
  isGuest,
  onUploadAnother,
  signUpHref = '/auth',
  nextCount = 0,
  onNextDocument,
}: {
  document: DocumentDetail;
  /** The findings start-analysis answered with; null when it did not run in this flow. */
  analyses: AnalysisItem[] | null;
  isGuest: boolean;
  onUploadAnother: () => void;
  signUpHref?: string;
  /** Files uploaded as separate documents that are still to be checked, one at a time. */
  nextCount?: number;
  onNextDocument?: () => void;
}) {
  const { hasResults, title, removedLine, keptLine, resultsHref } = completeView(document);
  return (
    <Card>
      <CardHeader>
        <h2 className="flex items-center gap-2 text-xl font-semibold text-slate-900">
          <CircleCheck className="size-6 text-green-700" aria-hidden="true" />
          {title}
        </h2>
        <CardDescription>
          {document.originalFileName}
          {document.originalDeletedAt ? ' • original file deleted' : null}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <Alert variant="info">
          <div className="flex flex-col gap-1">
            <p className="font-medium">{removedLine}</p>
            <p>{keptLine}</p>
          </div>
        </Alert>
        {hasResults && analyses !== null ? <AnalysisPreview items={analyses} /> : null}
        {nextCount > 0 && onNextDocument ? (
          <Alert variant="info">
            <div className="flex flex-col items-start gap-3">
              <p>
                {nextCount === 1
                  ? 'One more file is waiting to be checked as a document of its own.'
                  : `${nextCount} more files are waiting to be checked, each as a document of its own.`}
              </p>
              <Button onClick={onNextDocument}>
                Check the next document
                <ArrowRight aria-hidden="true" />
              </Button>
            </div>
          </Alert>
        ) : null}
        {hasResults && redirectToAnalysisOnComplete && nextCount === 0 ? (
          <p role="status" className="text-sm text-slate-700">
            Opening your full results...
          </p>
        ) : null}
        {document.redactedText ? (
          <section aria-labelledby="redacted-text-heading" className="flex flex-col gap-2">
            <h3 id="redacted-text-heading" className="text-sm font-semibold text-slate-900">
              Your document without personal information
            </h3>
            <pre
              tabIndex={0}
              aria-labelledby="redacted-text-heading"
              className="max-h-96 overflow-auto rounded-lg border border-slate-200 bg-slate-50 p-3 font-mono text-xs whitespace-pre text-slate-900 sm:p-4 sm:text-sm"
            >
              {document.redactedText}
            </pre>
            <p className="text-xs text-slate-600">
              Words in square brackets, like [NAME], mark where personal information was removed.
            </p>
          </section>
        ) : null}
        <div className="flex flex-col gap-3 sm:flex-row">
          {hasResults ? (
            <Button asChild size="lg">
              <Link href={resultsHref}>
                View full results
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          ) : null}
          <Button onClick={onUploadAnother} size="lg" variant={hasResults ? 'secondary' : 'primary'}>
            <RotateCcw aria-hidden="true" />
            Upload another
          </Button>
          {isGuest ? (
            <Button asChild variant="secondary" size="lg">
              <Link href={signUpHref}>
                <UserPlus aria-hidden="true" />
                Create a free account
              </Link>
            </Button>
          ) : null}
        </div>
        {isGuest ? (
          <p className="text-sm text-slate-700">
            With a free account you get the full analysis with the lines behind each issue, the PDF report,
            your checks saved to your dashboard, and more uploads.
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}
