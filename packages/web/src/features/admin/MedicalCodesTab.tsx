import { useEffect, useId, useRef, useState } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight, DatabaseZap, Download, PackagePlus, RefreshCw } from 'lucide-react';
import { codeTypes, type CodeType, type MedicalCode } from '@clearbill/shared';
import { Alert } from '@/components/ui/Alert';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/Card';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/Dialog';
import { Input } from '@/components/ui/Input';
import { Label } from '@/components/ui/Label';
import { NativeSelect } from '@/components/ui/NativeSelect';
import { Spinner } from '@/components/ui/Spinner';
import { toast } from '@/components/ui/use-toast';
import { queryKeys } from '@/lib/query-keys';
import { useDebounced } from '@/lib/use-debounced';
import { numberFormat, percentOfTarget } from '../codes/code-helpers';
import { fetchAdminCounts } from '../codes/codes-api';
import { downloadAdminFile } from '../codes/download';
import { runSeed, type SeedKind } from '../codes/seed-api';
import {
  categoryOptions,
  chooseCategory,
  chooseType,
  codeTypeOptions,
  initialCodeFilters,
  searchableQuery,
  type CodeFilters,
} from './codes-admin-view';
import { ADMIN_CODE_PAGE_SIZE, fetchCodeCategories, searchAdminCodes } from './ops-api';

/** Spec 02 §4: counts are fetched again 1 second after a seed call. */
const REFETCH_AFTER_MS = 1_000;

const seedText: Record<SeedKind, { ok: string; failed: string; fallback: string }> = {
  fast: {
    ok: 'Medical Codes Seeded Successfully',
    failed: 'Seeding Failed',
    fallback: 'Failed to seed medical codes database',
  },
  'large-batch': {
    ok: 'Large Batch Seeding Completed',
    failed: 'Large Batch Seeding Failed',
    fallback: 'Failed to add the next batch of codes',
  },
};

/** The Medical Codes tab (spec 02 §2): counts, type cards, search with paging, seeding and exports. */
export function MedicalCodesTab() {
  const queryClient = useQueryClient();
  const counts = useQuery({
    queryKey: queryKeys.codes.counts(true),
    queryFn: fetchAdminCounts,
    staleTime: 0,
  });
  const categories = useQuery({ queryKey: queryKeys.admin.codeCategories, queryFn: fetchCodeCategories });
  const [filters, setFilters] = useState<CodeFilters>(initialCodeFilters);
  const [busy, setBusy] = useState<SeedKind | null>(null);
  const timers = useRef<number[]>([]);
  useEffect(
    () => () => {
      for (const t of timers.current) window.clearTimeout(t);
    },
    [],
  );

  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: queryKeys.codes.all });
    await queryClient.invalidateQueries({ queryKey: queryKeys.admin.codeCategories });
    await queryClient.invalidateQueries({ queryKey: ['admin', 'code-search'] });
  };
  const seed = async (kind: SeedKind) => {
    setBusy(kind);
    try {
      const result = await runSeed(kind);
      toast({ title: seedText[kind].ok, description: result.message });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: seedText[kind].failed,
        description: error instanceof Error && error.message ? error.message : seedText[kind].fallback,
      });
    } finally {
      setBusy(null);
      timers.current.push(window.setTimeout(() => void refresh(), REFETCH_AFTER_MS));
    }
  };
  const total = counts.data?.total ?? 0;

  return (
    <div className="flex flex-col gap-6">
      <Card>
        <CardHeader className="flex flex-col gap-3 lg:flex-row lg:items-start lg:justify-between">
          <div className="flex flex-col gap-1.5">
            <CardTitle as="h2">Medical Codes</CardTitle>
            <CardDescription>
              {counts.data
                ? `${numberFormat.format(total)} codes loaded from the official release files staged on the server.`
                : 'Loading the counts.'}{' '}
              CPT codes carry our own plain-language labels; the AMA’s descriptors are never stored or shown.
            </CardDescription>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onClick={() => void refresh()} disabled={busy !== null}>
              <RefreshCw aria-hidden="true" />
              Refresh
            </Button>
            <Button onClick={() => void seed('fast')} disabled={busy !== null}>
              {busy === 'fast' ? <Spinner label="Seeding" /> : <DatabaseZap aria-hidden="true" />}
              {busy === 'fast' ? 'Seeding…' : 'Seed Medical Codes'}
            </Button>
            <Button variant="secondary" onClick={() => void seed('large-batch')} disabled={busy !== null}>
              {busy === 'large-batch' ? <Spinner label="Adding codes" /> : <PackagePlus aria-hidden="true" />}
              {busy === 'large-batch' ? 'Adding…' : `Add 10K Codes - ${percentOfTarget(total)} to 275K`}
            </Button>
          </div>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <p className="text-sm text-slate-700">
            Add 10K imports the next batch of up to 10,000 codes from the staged release files; when every
            staged file is in, it says so and adds nothing.
          </p>
          {counts.isError ? (
            <Alert variant="error" role="alert">
              <p>Could not load the code counts.</p>
            </Alert>
          ) : null}
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-7" aria-label="Codes by type">
            {codeTypes.map((type) => {
              const selected = filters.codeType === type;
              return (
                <li key={type}>
                  <button
                    type="button"
                    aria-pressed={selected}
                    onClick={() => {
                      setFilters((f) => chooseType(f, selected ? 'all' : type, categories.data));
                    }}
                    className={`flex w-full flex-col items-start rounded-lg border p-3 text-left ${
                      selected
                        ? 'border-brand-700 bg-brand-50'
                        : 'border-slate-200 bg-white hover:bg-slate-50'
                    }`}
                  >
                    <span className="text-sm text-slate-700">{type}</span>
                    <span className="text-xl font-semibold text-slate-900 tabular-nums">
                      {numberFormat.format(counts.data?.byType[type] ?? 0)}
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
          <Exports codeType={filters.codeType} />
        </CardContent>
      </Card>
      <CodeSearch filters={filters} setFilters={setFilters} categories={categories.data} />
    </div>
  );
}

function Exports({ codeType }: { codeType: CodeType | 'all' }) {
  const download = async (path: string, name: string) => {
    try {
      await downloadAdminFile(path, name);
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Download Failed',
        description: error instanceof Error ? error.message : 'The file could not be made.',
      });
    }
  };
  const typePart = codeType === 'all' ? '' : `&codeType=${encodeURIComponent(codeType)}`;
  return (
    <div className="flex flex-wrap gap-2" role="group" aria-label="Downloads">
      {(['csv', 'json'] as const).map((format) => (
        <Button
          key={format}
          variant="secondary"
          size="sm"
          onClick={() =>
            void download(
              `/api/admin/export/medical-codes?format=${format}${typePart}`,
              `medical-codes.${format}`,
            )
          }
        >
          <Download aria-hidden="true" />
          Export {codeType === 'all' ? 'all codes' : codeType} ({format.toUpperCase()})
        </Button>
      ))}
      <Button
        variant="secondary"
        size="sm"
        onClick={() => void download('/api/admin/download/templates?format=csv', 'code-upload-template.csv')}
      >
        <Download aria-hidden="true" />
        Upload template (CSV)
      </Button>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => void download('/api/admin/export/repository', 'code-repository.zip')}
      >
        <Download aria-hidden="true" />
        Export repository
      </Button>
    </div>
  );
}

function CodeSearch({
  filters,
  setFilters,
  categories,
}: {
  filters: CodeFilters;
  setFilters: (update: (f: CodeFilters) => CodeFilters) => void;
  categories: Parameters<typeof categoryOptions>[0];
}) {
  const ids = useId();
  const [shown, setShown] = useState<MedicalCode | null>(null);
  const settled = useDebounced(filters.query, 300);
  const query = searchableQuery(settled);
  const params = { ...filters, query: query ?? '' };
  const results = useQuery({
    queryKey: queryKeys.admin.codeSearch(params),
    queryFn: () => searchAdminCodes(params),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
  const pages = results.data ? Math.max(1, Math.ceil(results.data.total / ADMIN_CODE_PAGE_SIZE)) : 1;
  const options = categoryOptions(categories, filters.codeType);

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Search codes</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div className="grid gap-3 md:grid-cols-[1fr_12rem_16rem]">
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${ids}-q`}>Code or words</Label>
            <Input
              id={`${ids}-q`}
              type="search"
              value={filters.query}
              placeholder="At least 2 characters"
              onChange={(e) => {
                const value = e.target.value;
                setFilters((f) => ({ ...f, query: value, page: 1 }));
              }}
            />
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${ids}-type`}>Code type</Label>
            <NativeSelect
              id={`${ids}-type`}
              value={filters.codeType}
              onChange={(e) => {
                const value = e.target.value as CodeType | 'all';
                setFilters((f) => chooseType(f, value, categories));
              }}
            >
              {codeTypeOptions.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${ids}-cat`}>Category</Label>
            <NativeSelect
              id={`${ids}-cat`}
              value={filters.category === '' ? 'all' : filters.category}
              onChange={(e) => {
                const value = e.target.value === 'all' ? '' : e.target.value;
                setFilters((f) => chooseCategory(f, value, categories));
              }}
            >
              <option value="all">All categories</option>
              {options.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </NativeSelect>
          </div>
        </div>

        {query === null ? (
          <p className="text-sm text-slate-700">Type at least 2 characters to search.</p>
        ) : results.isPending ? (
          <Spinner label="Searching codes" showLabel />
        ) : results.isError ? (
          // Spec 02 §8: a failed search clears the results.
          <p className="text-slate-700">No medical codes found matching your search criteria.</p>
        ) : results.data.codes.length === 0 ? (
          <p className="text-slate-700">No medical codes found matching your search criteria.</p>
        ) : (
          <section aria-label="Code results" className="flex flex-col gap-3">
            <p role="status" className="text-sm text-slate-700">
              {results.data.totalIsEstimate ? 'About ' : ''}
              {numberFormat.format(results.data.total)} codes, page {filters.page} of{' '}
              {numberFormat.format(pages)}
            </p>
            <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200">
              {results.data.codes.map((code) => (
                <li key={code.id}>
                  <button
                    type="button"
                    className="flex w-full flex-col gap-1 p-3 text-left hover:bg-slate-50"
                    onClick={() => {
                      setShown(code);
                    }}
                  >
                    <span className="flex flex-wrap items-center gap-2">
                      <span className="font-mono font-semibold text-slate-900">{code.code}</span>
                      <Badge variant="brand">{code.codeType}</Badge>
                      <Badge variant={code.billableStatus ? 'success' : 'neutral'}>
                        {code.billableStatus ? 'Billable' : 'Non-billable'}
                      </Badge>
                    </span>
                    <span className="text-slate-900">{codeText(code)}</span>
                    <span className="text-xs text-slate-600">
                      {[code.category, code.subcategory, code.officialSource].filter(Boolean).join(' · ')}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
            <nav aria-label="Result pages" className="flex items-center justify-between gap-3">
              <Button
                variant="secondary"
                size="sm"
                disabled={filters.page <= 1}
                onClick={() => {
                  setFilters((f) => ({ ...f, page: f.page - 1 }));
                }}
              >
                <ChevronLeft aria-hidden="true" />
                Previous
              </Button>
              <Button
                variant="secondary"
                size="sm"
                disabled={filters.page >= pages}
                onClick={() => {
                  setFilters((f) => ({ ...f, page: f.page + 1 }));
                }}
              >
                Next
                <ChevronRight aria-hidden="true" />
              </Button>
            </nav>
          </section>
        )}
      </CardContent>
      <Dialog
        open={shown !== null}
        onOpenChange={(open) => {
          if (!open) setShown(null);
        }}
      >
        <DialogContent>
          <DialogTitle>
            {shown?.code} ({shown?.codeType})
          </DialogTitle>
          <DialogDescription>{shown ? codeText(shown) : ''}</DialogDescription>
          {shown ? <CodeDetails code={shown} /> : null}
        </DialogContent>
      </Dialog>
    </Card>
  );
}

/** The title, with the description for every type but CPT (whose descriptors are the AMA's). */
function codeText(code: MedicalCode): string {
  if (code.codeType === 'CPT' || !code.description || code.description === code.title) return code.title;
  return `${code.title} - ${code.description}`;
}

function CodeDetails({ code }: { code: MedicalCode }) {
  const rows: [string, string | null][] = [
    ['Billable', code.billableStatus ? 'Yes' : 'No'],
    ['Category', code.category],
    ['Subcategory', code.subcategory],
    ['Sex', code.genderSpecific],
    ['Age', code.ageRestrictions],
    ['Laterality', code.laterality],
    ['Source', `${code.officialSource} ${code.sourceVersion}`],
    ['Effective', code.effectiveDate],
    ['Expires', code.expirationDate],
  ];
  return (
    <dl className="grid grid-cols-[8rem_1fr] gap-x-3 gap-y-1 text-sm">
      {rows
        .filter(([, v]) => v)
        .map(([k, v]) => (
          <div key={k} className="contents">
            <dt className="text-slate-600">{k}</dt>
            <dd className="text-slate-900">{v}</dd>
          </div>
        ))}
    </dl>
  );
}
