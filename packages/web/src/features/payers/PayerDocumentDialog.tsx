import { useQuery } from '@tanstack/react-query';
import { ExternalLink } from 'lucide-react';
import { Alert } from '@/components/ui/Alert';
import { Badge } from '@/components/ui/Badge';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/Dialog';
import { Spinner } from '@/components/ui/Spinner';
import { errorMessage } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import { fetchPayerDocument } from './payers-api';
import { copaymentText, coveragePreview, documentTypeLabel, formatDay } from './payers-view';

/** Spec 02 §2 viewer: clicking a card fetches the document and shows it with its coverage details. */
export function PayerDocumentDialog({ id, onClose }: { id: string | null; onClose: () => void }) {
  const detail = useQuery({
    queryKey: queryKeys.admin.payerDocument(id ?? ''),
    queryFn: () => fetchPayerDocument(id ?? ''),
    enabled: id !== null,
  });
  const doc = detail.data?.document;
  const coverage = coveragePreview(detail.data?.coverageDetails ?? []);
  return (
    <Dialog
      open={id !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <DialogContent className="max-h-[90vh] overflow-y-auto">
        <DialogTitle>{doc?.document_title ?? 'Payer document'}</DialogTitle>
        {detail.isPending ? (
          <>
            <DialogDescription className="sr-only">Loading the document</DialogDescription>
            <Spinner label="Loading the document" showLabel />
          </>
        ) : detail.isError || !doc ? (
          <>
            <DialogDescription className="sr-only">The document could not be loaded</DialogDescription>
            <Alert variant="error" role="alert">
              <p>{errorMessage(detail.error, 'Could not load this document.')}</p>
            </Alert>
          </>
        ) : (
          <>
            <DialogDescription>
              {doc.payer_name} · {documentTypeLabel(doc.document_type)}
            </DialogDescription>
            <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
              <dt className="font-medium text-slate-700">Payer</dt>
              <dd className="text-slate-900">{doc.payer_name}</dd>
              <dt className="font-medium text-slate-700">Type</dt>
              <dd className="text-slate-900">{documentTypeLabel(doc.document_type)}</dd>
              <dt className="font-medium text-slate-700">Plan year</dt>
              <dd className="text-slate-900">{doc.plan_year ?? 'N/A'}</dd>
              <dt className="font-medium text-slate-700">State</dt>
              <dd className="text-slate-900">{doc.state_specific ?? 'All States'}</dd>
              <dt className="font-medium text-slate-700">Last verified</dt>
              <dd className="text-slate-900">{doc.last_verified ? formatDay(doc.last_verified) : 'Never'}</dd>
            </dl>
            {doc.summary ? <p className="mt-4 text-sm text-slate-800">{doc.summary}</p> : null}
            {doc.hidden_from_patients ? (
              <Alert variant="warning" className="mt-4">
                The latest link check found this page gone: letters no longer cite it.
              </Alert>
            ) : null}
            <a
              className="mt-4 inline-flex items-center gap-1 font-medium text-brand-800 underline-offset-4 hover:underline"
              href={doc.document_url}
              target="_blank"
              rel="noopener noreferrer"
            >
              View Original Document
              <ExternalLink className="size-4" aria-hidden="true" />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
            <section className="mt-5" aria-labelledby="coverage-title">
              <h3 id="coverage-title" className="flex items-center gap-2 font-semibold text-slate-900">
                Coverage details
                <Badge variant="neutral">{detail.data.coverageDetails.length}</Badge>
              </h3>
              {coverage.shown.length === 0 ? (
                <p className="mt-2 text-sm text-slate-700">
                  This document states no coverage details we recorded.
                </p>
              ) : (
                <ul className="mt-2 flex flex-col gap-2">
                  {coverage.shown.map((c, i) => (
                    <li key={i} className="rounded-md border border-slate-200 p-3 text-sm">
                      <p className="font-medium text-slate-900">{c.service_type}</p>
                      <p className="text-slate-700">
                        {c.coverage_category}
                        {c.copayment ? ` · ${copaymentText(c.copayment)}` : ''}
                      </p>
                    </li>
                  ))}
                </ul>
              )}
              {coverage.moreText ? <p className="mt-2 text-sm text-slate-700">{coverage.moreText}</p> : null}
            </section>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
