import { useQuery } from '@tanstack/react-query';
import { useId, useState, type SubmitEvent } from 'react';
import { Search, X } from 'lucide-react';
import { Link } from 'wouter';
import { payerMessages } from '@clearbill/shared';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/Card';
import { Input } from '@/components/ui/Input';
import { Label } from '@/components/ui/Label';
import { Spinner } from '@/components/ui/Spinner';
import { errorMessage } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import { PayerDocumentCards } from './PayerDocumentCards';
import { PayerDocumentDialog } from './PayerDocumentDialog';
import { PayerManagementPanel } from './PayerManagementPanel';
import { fetchPayerDocuments, fetchPayerStats } from './payers-api';
import { documentTypeLabel, payerCategoryLabels, payersByCategory, sortedCounts } from './payers-view';

interface Submitted {
  search: string;
  payerName: string;
}

/** The Payer Docs tab (spec 02 §2): status banner, Database Management, search, covered payers. */
export function PayerDocsTab() {
  const searchId = useId();
  const [text, setText] = useState('');
  const [submitted, setSubmitted] = useState<Submitted | null>(null);
  const [openId, setOpenId] = useState<string | null>(null);
  const stats = useQuery({ queryKey: queryKeys.admin.payerStats, queryFn: fetchPayerStats, staleTime: 0 });
  const results = useQuery({
    queryKey: queryKeys.admin.payerDocuments(submitted?.search ?? '', submitted?.payerName ?? 'all'),
    queryFn: () => fetchPayerDocuments(submitted?.search ?? '', submitted?.payerName ?? 'all'),
    enabled: submitted !== null,
    staleTime: 0,
  });
  const run = (next: Submitted) => {
    setSubmitted(next);
  };
  const onSubmit = (e: SubmitEvent<HTMLFormElement>) => {
    e.preventDefault();
    run({ search: text.trim(), payerName: 'all' });
  };
  const s = stats.data?.stats;

  return (
    <div className="flex flex-col gap-6">
      <Card role="region" aria-labelledby="payer-status-title">
        <CardHeader>
          <CardTitle as="h2" id="payer-status-title">
            Payer Documentation
          </CardTitle>
          <CardDescription>
            Insurers&apos; own public pages: appeals, claims addresses, time limits and policies, each checked
            by us on the date shown.
          </CardDescription>
        </CardHeader>
        <CardContent>
          {stats.isPending ? (
            <Spinner label="Loading the statistics" showLabel />
          ) : stats.isError || !s ? (
            <Alert variant="error" role="alert">
              <p>{errorMessage(stats.error, 'Could not load the statistics.')}</p>
            </Alert>
          ) : (
            <div className="flex flex-col gap-4">
              <p className="text-slate-900">
                <span className="text-2xl font-semibold">{s.totalDocuments}</span> documents from{' '}
                <span className="font-semibold">{s.totalPayers}</span> payers
                {s.hiddenDocuments > 0 ? ` · ${s.hiddenDocuments} with a page found gone` : ''}
              </p>
              {s.totalDocuments === 0 ? (
                <p className="text-sm text-slate-700">Nothing loaded yet: seed the database below.</p>
              ) : (
                <>
                  <CountChips
                    title="By document type"
                    counts={sortedCounts(s.documentTypeCounts)}
                    label={documentTypeLabel}
                    onPick={(type) => {
                      setText(type);
                      run({ search: type, payerName: 'all' });
                    }}
                  />
                  <CountChips
                    title="By payer"
                    counts={sortedCounts(s.payerCounts)}
                    label={(name) => name}
                    onPick={(name) => {
                      setText('');
                      run({ search: '', payerName: name });
                    }}
                  />
                </>
              )}
            </div>
          )}
        </CardContent>
      </Card>

      <PayerManagementPanel notYetLoaded={s?.notYetLoaded ?? null} />

      <Card>
        <CardHeader>
          <CardTitle as="h2">Search payer documents</CardTitle>
          <CardDescription>
            Or open{' '}
            <Link
              href="/admin/payer-docs"
              className="font-medium text-brand-800 underline underline-offset-2"
            >
              the payer documents table
            </Link>{' '}
            to filter them all.
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <form className="flex flex-col gap-2 sm:flex-row sm:items-end" onSubmit={onSubmit} role="search">
            <div className="flex flex-1 flex-col gap-1.5">
              <Label htmlFor={searchId}>Search by title, payer, type or summary</Label>
              <Input
                id={searchId}
                type="search"
                value={text}
                onChange={(e) => {
                  setText(e.target.value);
                }}
              />
            </div>
            <div className="flex gap-2">
              <Button type="submit">
                <Search aria-hidden="true" />
                Search
              </Button>
              <Button
                type="button"
                variant="secondary"
                onClick={() => {
                  setText('');
                  setSubmitted(null);
                }}
              >
                <X aria-hidden="true" />
                Clear
              </Button>
            </div>
          </form>
          {submitted === null ? null : results.isPending ? (
            <Spinner label="Searching" showLabel />
          ) : results.isError || results.data.data.length === 0 ? (
            // Spec 02 §8: a failed search clears the results without a toast.
            <p className="text-slate-700">{payerMessages.noDocuments}</p>
          ) : (
            <>
              <p className="text-sm text-slate-700" aria-live="polite">
                {results.data.data.length} {results.data.data.length === 1 ? 'document' : 'documents'}
                {submitted.payerName !== 'all' ? ` from ${submitted.payerName}` : ''}
              </p>
              <PayerDocumentCards documents={results.data.data} onOpen={setOpenId} />
            </>
          )}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle as="h2">Covered payers</CardTitle>
          <CardDescription>
            {stats.data ? `${stats.data.payers.length} payers loaded.` : 'The payers loaded in the database.'}
          </CardDescription>
        </CardHeader>
        <CardContent>
          {stats.data && stats.data.payers.length > 0 ? (
            <div className="grid gap-4 sm:grid-cols-3">
              {payersByCategory(stats.data.payers).map(([category, list]) => (
                <section key={category} aria-labelledby={`payers-${category}`}>
                  <h3 id={`payers-${category}`} className="font-semibold text-slate-900">
                    {payerCategoryLabels[category]}
                  </h3>
                  <ul className="mt-2 flex flex-col gap-1 text-sm text-slate-800">
                    {list.map((p) => (
                      <li key={p.id}>
                        {p.name} <span className="text-slate-600">({p.documentCount})</span>
                      </li>
                    ))}
                  </ul>
                </section>
              ))}
            </div>
          ) : (
            <p className="text-sm text-slate-700">No payers loaded yet.</p>
          )}
        </CardContent>
      </Card>

      <PayerDocumentDialog
        id={openId}
        onClose={() => {
          setOpenId(null);
        }}
      />
    </div>
  );
}

function CountChips({
  title,
  counts,
  label,
  onPick,
}: {
  title: string;
  counts: [string, number][];
  label: (key: string) => string;
  onPick: (key: string) => void;
}) {
  return (
    <div>
      <h3 className="text-sm font-semibold text-slate-800">{title}</h3>
      <ul className="mt-2 flex flex-wrap gap-2">
        {counts.map(([key, n]) => (
          <li key={key}>
            <button
              type="button"
              className="rounded-full border border-brand-100 bg-brand-50 px-3 py-1 text-sm text-brand-800 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-600"
              onClick={() => {
                onPick(key);
              }}
              aria-label={`Show ${label(key)}: ${n} ${n === 1 ? 'document' : 'documents'}`}
            >
              {label(key)} <span className="font-semibold">{n}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
