import { useId, useState, type SubmitEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Info, Search } from 'lucide-react';
import type { HybridSearchResponse } from '@clearbill/shared';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { Input } from '@/components/ui/Input';
import { Label } from '@/components/ui/Label';
import { errorMessage } from '@/lib/api';
import { ApiStatusPanel } from './ApiStatusPanel';
import { hybridSearch, type HybridSearchParams } from './codes-api';
import { Switch } from '@/components/ui/Switch';
import { NativeSelect } from '@/components/ui/NativeSelect';
import { ResultCard } from './ResultCard';

const hybridTypes = [
  { value: 'all', label: 'All' },
  { value: 'ICD-10-CM', label: 'ICD-10-CM' },
  { value: 'CPT', label: 'CPT' },
  { value: 'HCPCS', label: 'HCPCS' },
  { value: 'NDC', label: 'NDC' },
  { value: 'DRG', label: 'DRG' },
  { value: 'REVENUE', label: 'Revenue' },
] as const;
const maxResultOptions = [10, 20, 50, 100] as const;
const MIN_QUERY = 2;

const strategyText: Record<HybridSearchResponse['searchStrategy'], string> = {
  database_only: 'Answered from our code database only.',
  hybrid: 'Our code database first, then the live government sources to fill in.',
  external_fallback: 'Nothing matched in our code database, so the live government sources were asked.',
};

/** 03-feature-pages.md §2.2 Hybrid Search: our database first, the live government sources when asked for. */
export function HybridSearchTab() {
  const ids = useId();
  const [query, setQuery] = useState('');
  const [codeType, setCodeType] = useState<HybridSearchParams['codeType']>('all');
  const [includeExternal, setIncludeExternal] = useState(true);
  const [maxResults, setMaxResults] = useState(20);
  const search = useMutation({ mutationFn: (params: HybridSearchParams) => hybridSearch(params) });
  const [searched, setSearched] = useState('');

  const canSearch = query.trim().length >= MIN_QUERY && !search.isPending;
  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    if (!canSearch) return;
    const params = { query: query.trim(), codeType, includeExternal, maxResults };
    setSearched(params.query);
    search.mutate(params);
  };

  return (
    <div className="flex flex-col gap-6">
      <form onSubmit={onSubmit} className="flex flex-col gap-4" role="search" aria-label="Hybrid code search">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${ids}-query`}>Code or words</Label>
          <Input
            id={`${ids}-query`}
            type="search"
            value={query}
            placeholder="For example E11.9, knee replacement or J1100"
            aria-describedby={`${ids}-query-hint`}
            onChange={(e) => {
              setQuery(e.target.value);
            }}
          />
          <p id={`${ids}-query-hint`} className="text-xs text-slate-600">
            At least 2 characters. Press Enter to search.
          </p>
        </div>
        <div className="grid gap-4 sm:grid-cols-3">
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${ids}-type`}>Code type</Label>
            <NativeSelect
              id={`${ids}-type`}
              value={codeType}
              onChange={(e) => {
                setCodeType(e.target.value as HybridSearchParams['codeType']);
              }}
            >
              {hybridTypes.map((t) => (
                <option key={t.value} value={t.value}>
                  {t.label}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${ids}-max`}>Max results</Label>
            <NativeSelect
              id={`${ids}-max`}
              value={String(maxResults)}
              onChange={(e) => {
                setMaxResults(Number(e.target.value));
              }}
            >
              {maxResultOptions.map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="flex items-end pb-1">
            <Switch
              id={`${ids}-external`}
              checked={includeExternal}
              onCheckedChange={setIncludeExternal}
              label="Include live sources"
              hint="CDC, FDA and NIH look-ups"
            />
          </div>
        </div>
        <div>
          <Button type="submit" disabled={!canSearch} className="w-full sm:w-auto">
            <Search aria-hidden="true" />
            {search.isPending ? 'Searching…' : 'Search'}
          </Button>
        </div>
      </form>

      <ApiStatusPanel />

      <div className="flex flex-col gap-4">
        {search.isError ? (
          <Alert variant="error" role="alert">
            <p>{searchFailedText(search.error)}</p>
          </Alert>
        ) : null}
        {search.data ? <HybridResults data={search.data} query={searched} /> : null}
      </div>
    </div>
  );
}

/** 03-feature-pages.md §8: 'Search failed: ' and the message, or 'Search failed'. */
function searchFailedText(error: unknown): string {
  const message = errorMessage(error, '');
  return message ? `Search failed: ${message}` : 'Search failed';
}

function HybridResults({ data, query }: { data: HybridSearchResponse; query: string }) {
  const { database, external } = data.sources;
  return (
    <section aria-label="Search results" className="flex flex-col gap-4">
      <div
        role="status"
        className="flex flex-col gap-1 rounded-lg border border-slate-200 bg-white p-4 text-sm text-slate-700"
      >
        <p>
          <span className="font-medium text-slate-900">Database:</span> {database.count}{' '}
          {database.count === 1 ? 'result' : 'results'} in {Math.round(database.searchTime)} ms
          <span aria-hidden="true"> · </span>
          <span className="font-medium text-slate-900">Live sources:</span> {external.count}{' '}
          {external.count === 1 ? 'result' : 'results'} in {Math.round(external.searchTime)} ms
        </p>
        <p>
          <span className="font-medium text-slate-900">Strategy:</span> {strategyText[data.searchStrategy]}
        </p>
      </div>
      {data.notice ? (
        <Alert variant="warning">
          <Info aria-hidden="true" />
          <p>{data.notice}</p>
        </Alert>
      ) : null}
      {data.results.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-slate-700">
          No results found for &quot;{query}&quot;
        </p>
      ) : (
        <ul className="flex flex-col gap-3">
          {data.results.map((result) => (
            <ResultCard key={`${result.source}-${result.codeType}-${result.code}`} result={result} />
          ))}
        </ul>
      )}
    </section>
  );
}
