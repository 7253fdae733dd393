import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { ArrowLeft } from 'lucide-react';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { Spinner } from '@/components/ui/Spinner';
import { errorMessage } from '@/lib/api';
import { pageCount } from './back-office-view';

/** A figure with its label; `note` under it (e.g. "not loaded yet"). */
export function StatCard({ label, value, note }: { label: string; value: ReactNode; note?: ReactNode }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <dt className="text-sm text-slate-700">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold text-slate-900">{value}</dd>
      {note ? <dd className="mt-1 text-xs text-slate-600">{note}</dd> : null}
    </div>
  );
}

/** Previous / next with "Page x of y (n in all)". */
export function Pager({
  page,
  pageSize,
  total,
  onPage,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const pages = pageCount(total, pageSize);
  return (
    <nav aria-label="Pages" className="flex flex-wrap items-center justify-between gap-3 pt-4">
      <p className="text-sm text-slate-700">
        Page {page} of {pages} ({total.toLocaleString('en-US')} in all)
      </p>
      <div className="flex gap-2">
        <Button
          variant="secondary"
          size="sm"
          disabled={page <= 1}
          onClick={() => {
            onPage(page - 1);
          }}
        >
          Previous
        </Button>
        <Button
          variant="secondary"
          size="sm"
          disabled={page >= pages}
          onClick={() => {
            onPage(page + 1);
          }}
        >
          Next
        </Button>
      </div>
    </nav>
  );
}

/** Loading, error and empty states around a list's table. */
export function ListState({
  pending,
  error,
  empty,
  emptyText,
  label,
  children,
}: {
  pending: boolean;
  error: unknown;
  empty: boolean;
  emptyText: string;
  label: string;
  children: ReactNode;
}) {
  if (pending) return <Spinner label={`Loading ${label}`} showLabel />;
  if (error)
    return (
      <Alert variant="error" role="alert">
        <p>{errorMessage(error, `Could not load the ${label}.`)}</p>
      </Alert>
    );
  if (empty) return <p className="text-slate-700">{emptyText}</p>;
  return <>{children}</>;
}

/** A wide table that scrolls sideways on a phone (focusable so keyboards can scroll it). */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="overflow-x-auto" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}

export function BackToDashboard() {
  return (
    <Link
      href="/admin/dashboard"
      className="inline-flex items-center gap-1 text-sm font-medium text-brand-800 underline"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      Back to Dashboard
    </Link>
  );
}

export const thClass = 'py-2 pr-4 font-semibold';
export const tdClass = 'py-3 pr-4';
