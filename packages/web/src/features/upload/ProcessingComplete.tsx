import { Link } from 'wouter';
import { CircleCheck, RotateCcw, UserPlus } from 'lucide-react';
import { phiTypeLabels, type DocumentDetail } from '@clearbill/shared';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/Card';

/** 'Name, Date of birth (2)' from the counts kept after confirmation. */
export function removedSummary(removed: DocumentDetail['removedPhi']): string {
  return removed
    .filter((item) => item.count > 0)
    .map((item) => `${phiTypeLabels[item.phiType]}${item.count > 1 ? ` (${item.count})` : ''}`)
    .join(', ');
}

/**
 * Where the flow ends until the analysis screen exists: what was removed, the de-identified text
 * (shown to its owner only), and the next steps.
 */
export function ProcessingComplete({
  document,
  isGuest,
  onUploadAnother,
  signUpHref = '/auth',
}: {
  document: DocumentDetail;
  isGuest: boolean;
  onUploadAnother: () => void;
  signUpHref?: string;
}) {
  const summary = removedSummary(document.removedPhi);
  const isDicom = document.fileType === 'dicom';
  return (
    <Card>
      <CardHeader>
        <h2 className="flex items-center gap-2 text-xl font-semibold text-slate-900">
          <CircleCheck className="size-6 text-green-700" aria-hidden="true" />
          Processing complete
        </h2>
        <CardDescription>
          {document.originalFileName}
          {document.originalDeletedAt ? ' • original file deleted' : null}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <Alert variant="info">
          <div className="flex flex-col gap-1">
            <p className="font-medium">
              {summary
                ? `Removed: ${summary}.`
                : isDicom
                  ? 'The identifying header fields of this DICOM file were checked.'
                  : 'We found no personal information to remove.'}
            </p>
            <p>
              Only the text below is kept, without your personal information. The billing check itself
              (errors, savings and appeal options) is still being built and will appear here.
            </p>
          </div>
        </Alert>
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
          <Button onClick={onUploadAnother} size="lg">
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
            With a free account your checks are saved to your dashboard and you get more uploads.
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}
