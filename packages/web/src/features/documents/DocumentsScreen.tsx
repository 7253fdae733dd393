import { useState } from 'react';
import { Link } from 'wouter';
import { ArrowLeft, ChevronLeft, ChevronRight, Trash2, Upload } from 'lucide-react';
import { formatUsd, type DocumentListItem } from '@clearbill/shared';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { Card, CardContent } from '@/components/ui/Card';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/Dialog';
import { Spinner } from '@/components/ui/Spinner';
import { errorMessage } from '@/lib/api';
import { formatDate } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { StatusBadge } from './StatusBadge';
import { DOCUMENTS_PAGE_SIZE, useDeleteDocument, useDocumentPage } from './use-documents';

/** /documents: the patient's documents, newest first, with status, date, findings and savings. */
export default function DocumentsScreen() {
  useDocumentTitle('Your documents');
  const [page, setPage] = useState(1);
  const query = useDocumentPage(page);
  const remove = useDeleteDocument();
  const data = query.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / DOCUMENTS_PAGE_SIZE)) : 1;
  // A deleted last item of the last page leaves it empty: step back.
  if (data && data.documents.length === 0 && page > 1) setPage(page - 1);
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-8 sm:py-10">
      <div className="flex flex-col gap-3">
        <Link
          href="/dashboard"
          className="inline-flex w-fit items-center gap-1 text-sm text-brand-700 hover:underline"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          Back to your dashboard
        </Link>
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h1 className="text-2xl font-semibold text-slate-900 sm:text-3xl">Your documents</h1>
          <Button asChild>
            <Link href="/upload">
              <Upload aria-hidden="true" /> Upload a bill
            </Link>
          </Button>
        </div>
        {data ? (
          <p className="text-slate-700">
            {data.total} document{data.total === 1 ? '' : 's'}, newest first.
          </p>
        ) : null}
      </div>

      {query.isPending ? (
        <Spinner label="Loading your documents" showLabel />
      ) : query.isError ? (
        <Alert variant="error" role="alert">
          {errorMessage(query.error, 'Your documents could not be loaded. Please try again later.')}
        </Alert>
      ) : data && data.total === 0 ? (
        <Card>
          <CardContent className="py-6 text-slate-700">
            No documents yet. Upload a bill to get started.
          </CardContent>
        </Card>
      ) : (
        <>
          <ul className="flex flex-col gap-3" aria-label="Documents">
            {data?.documents.map((doc) => (
              <DocumentRow
                key={doc.id}
                doc={doc}
                deleting={remove.isPending && remove.variables === doc.id}
                onDelete={() => {
                  remove.mutate(doc.id);
                }}
              />
            ))}
          </ul>
          {pages > 1 ? (
            <nav aria-label="Pages" className="flex items-center justify-between gap-3">
              <Button
                variant="secondary"
                size="sm"
                disabled={page <= 1}
                onClick={() => {
                  setPage(page - 1);
                }}
              >
                <ChevronLeft aria-hidden="true" /> Newer
              </Button>
              <span className="text-sm text-slate-700" aria-live="polite">
                Page {page} of {pages}
              </span>
              <Button
                variant="secondary"
                size="sm"
                disabled={page >= pages}
                onClick={() => {
                  setPage(page + 1);
                }}
              >
                Older <ChevronRight aria-hidden="true" />
              </Button>
            </nav>
          ) : null}
        </>
      )}
    </div>
  );
}

function DocumentRow({
  doc,
  deleting,
  onDelete,
}: {
  doc: DocumentListItem;
  deleting: boolean;
  onDelete: () => void;
}) {
  const name = doc.originalFileName || 'Document';
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center">
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium text-slate-900">{name}</p>
        <p className="text-sm text-slate-600">
          {formatDate(doc.createdAt)}
          {doc.isGuestAnalysis ? ' · from your guest session' : ''}
        </p>
        {doc.findingCount !== null ? (
          <p className="text-sm text-slate-700">
            {doc.findingCount} finding{doc.findingCount === 1 ? '' : 's'}
            {doc.potentialSavings ? ` · ${formatUsd(doc.potentialSavings)} possible savings` : ''}
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <StatusBadge status={doc.status} />
        {doc.status === 'analyzed' ? (
          <Button asChild variant="secondary" size="sm">
            <Link href={`/analysis/${encodeURIComponent(doc.id)}`}>
              Open<span className="sr-only"> {name}</span>
            </Link>
          </Button>
        ) : null}
        <Dialog>
          <DialogTrigger asChild>
            <Button variant="ghost" size="sm" disabled={deleting} aria-label={`Delete ${name}`}>
              <Trash2 aria-hidden="true" /> Delete
            </Button>
          </DialogTrigger>
          <DialogContent>
            <DialogTitle>Delete this document?</DialogTitle>
            <DialogDescription>
              {name} and its analysis are deleted for good. Letters you already downloaded are not affected.
            </DialogDescription>
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="secondary">Cancel</Button>
              </DialogClose>
              <DialogClose asChild>
                <Button variant="destructive" onClick={onDelete}>
                  Delete document
                </Button>
              </DialogClose>
            </DialogFooter>
          </DialogContent>
        </Dialog>
      </div>
    </li>
  );
}
