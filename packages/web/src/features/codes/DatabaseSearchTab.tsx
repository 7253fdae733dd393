import { useId, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { CPT_LICENSED_LABEL, codeTypes, type CodeType, type MedicalCode } from '@clearbill/shared';
import { Alert } from '@/components/ui/Alert';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { Input } from '@/components/ui/Input';
import { Label } from '@/components/ui/Label';
import { Spinner } from '@/components/ui/Spinner';
import { DATABASE_PAGE_SIZE, searchCodes } from './codes-api';
import { numberFormat } from './code-helpers';
import { NativeSelect } from '@/components/ui/NativeSelect';
import { queryKeys } from '@/lib/query-keys';
import { useDebounced } from '@/lib/use-debounced';

/** 03-feature-pages.md §2.2 Database Search: runs when there is a query or a type other than all; 50 a page. */
export function DatabaseSearchTab() {
  const ids = useId();
  const [query, setQuery] = useState('');
  const [codeType, setCodeType] = useState<CodeType | 'all'>('all');
  const [page, setPage] = useState(1);
  const settledQuery = useDebounced(query.trim(), 300);
  const params = { query: settledQuery, codeType, page };
  const active = settledQuery !== '' || codeType !== 'all';
  const results = useQuery({
    queryKey: queryKeys.codes.search(params),
    queryFn: () => searchCodes(params),
    enabled: active,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
  const pages = results.data ? Math.max(1, Math.ceil(results.data.total / DATABASE_PAGE_SIZE)) : 1;

  return (
    <div className="flex flex-col gap-5">
      <div className="grid gap-4 sm:grid-cols-[1fr_14rem]">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${ids}-query`}>Search the code database</Label>
          <Input
            id={`${ids}-query`}
            type="search"
            value={query}
            placeholder="Code, part of a code, or words from its title"
            onChange={(e) => {
              setQuery(e.target.value);
              setPage(1);
            }}
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${ids}-type`}>Code type</Label>
          <NativeSelect
            id={`${ids}-type`}
            value={codeType}
            onChange={(e) => {
              setCodeType(e.target.value as CodeType | 'all');
              setPage(1);
            }}
          >
            <option value="all">All types</option>
            {codeTypes.map((t) => (
              <option key={t} value={t}>
                {t === 'REVENUE' ? 'Revenue' : t}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>

      {!active ? (
        <p className="text-sm text-slate-700">Type a code or words, or choose a code type, to see codes.</p>
      ) : results.isPending ? (
        <Spinner label="Searching the code database" showLabel />
      ) : results.isError ? (
        <Alert variant="error" role="alert">
          <p>Failed to search medical codes</p>
        </Alert>
      ) : results.data.codes.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-slate-700">
          {settledQuery ? `No results found for "${settledQuery}"` : 'No codes of this type yet.'}
        </p>
      ) : (
        <section aria-label="Database results" className="flex flex-col gap-3">
          <p role="status" className="text-sm text-slate-700">
            {/* Very broad words are counted by the planner's estimate, not row by row. */}
            {results.data.totalIsEstimate ? 'About ' : ''}
            {numberFormat.format(results.data.total)} {results.data.total === 1 ? 'code' : 'codes'}
            {pages > 1 ? `, page ${String(page)} of ${numberFormat.format(pages)}` : ''}
          </p>
          <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
            {results.data.codes.map((code) => (
              <CodeRow key={code.id} code={code} />
            ))}
          </ul>
          {pages > 1 ? (
            <nav aria-label="Result pages" className="flex items-center justify-between gap-3">
              <Button
                variant="secondary"
                size="sm"
                disabled={page <= 1}
                onClick={() => {
                  setPage((p) => p - 1);
                }}
              >
                <ChevronLeft aria-hidden="true" />
                Previous
              </Button>
              <span className="text-sm text-slate-700">
                Page {page} of {numberFormat.format(pages)}
              </span>
              <Button
                variant="secondary"
                size="sm"
                disabled={page >= pages}
                onClick={() => {
                  setPage((p) => p + 1);
                }}
              >
                Next
                <ChevronRight aria-hidden="true" />
              </Button>
            </nav>
          ) : null}
        </section>
      )}
    </div>
  );
}

function CodeRow({ code }: { code: MedicalCode }) {
  return (
    <li className="flex flex-col gap-1 p-4">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-mono font-semibold text-slate-900">{code.code}</span>
        <Badge variant="brand">{code.codeType}</Badge>
        <Badge variant={code.billableStatus ? 'success' : 'neutral'}>
          {code.billableStatus ? 'Billable' : 'Non-billable'}
        </Badge>
      </div>
      <p className="text-slate-900">{code.title}</p>
      {code.title === CPT_LICENSED_LABEL ? null : code.description && code.description !== code.title ? (
        <p className="text-sm text-slate-700">{code.description}</p>
      ) : null}
      <p className="text-xs text-slate-600">
        {[code.category, code.officialSource, code.sourceVersion].filter(Boolean).join(' · ')}
      </p>
    </li>
  );
}
