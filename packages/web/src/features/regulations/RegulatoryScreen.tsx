import { useId, useMemo, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Download, RefreshCw } from 'lucide-react';
import { regulationMessages as m } from '@clearbill/shared';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { FilterSelect, SearchField } from '@/components/ui/FilterFields';
import { Input } from '@/components/ui/Input';
import { Label } from '@/components/ui/Label';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAdminPresent } from '@/features/codes/use-admin-present';
import { RegulationCard, RegulationSkeletons } from './RegulationCard';
import { runRegulatoryResearch } from './regulations-api';
import { matchesText, publicCategoryOptions } from './regulations-view';
import { useRegulatoryUpdates, type PublicFilters } from './use-regulations';

/** /regulatory (03-feature-pages.md §2.4): public; the research button only for an admin of this browser. */
export default function RegulatoryScreen() {
  useDocumentTitle('Regulatory updates');
  const dateId = useId();
  const [text, setText] = useState('');
  const [filters, setFilters] = useState<PublicFilters>({ category: 'all', effectiveAfter: '' });
  const updates = useRegulatoryUpdates(filters);
  const shown = useMemo(
    () => updates.data?.updates.filter((r) => matchesText(r, text)) ?? [],
    [updates.data, text],
  );
  const exportHref = `/api/export/regulatory?format=csv${filters.category === 'all' ? '' : `&category=${filters.category}`}`;

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 sm:py-10">
      <header className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex flex-col gap-2">
          <h1 className="text-2xl font-semibold text-slate-900 sm:text-3xl">Regulatory updates</h1>
          <p className="max-w-3xl text-slate-700">
            The federal and state rules behind your rights on a medical bill: surprise billing, appeals, your
            records, charity care and more. Each one links to its official text. Only rules our team has
            checked are listed.
          </p>
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          <Button asChild variant="secondary">
            <a href={exportHref} download>
              <Download aria-hidden="true" />
              Download CSV
            </a>
          </Button>
          <ResearchButton />
        </div>
      </header>

      <div
        className="grid grid-cols-1 gap-3 sm:grid-cols-[2fr_1fr_1fr]"
        role="search"
        aria-label="Filter regulatory updates"
      >
        <SearchField label="Search updates" value={text} onChange={setText} />
        <FilterSelect
          label="Category"
          allLabel="All categories"
          value={filters.category}
          options={publicCategoryOptions}
          onChange={(category) => {
            setFilters((f) => ({ ...f, category }));
          }}
        />
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={dateId}>Effective After</Label>
          <Input
            id={dateId}
            type="date"
            value={filters.effectiveAfter}
            onChange={(e) => {
              setFilters((f) => ({ ...f, effectiveAfter: e.target.value }));
            }}
          />
        </div>
      </div>

      <section
        aria-labelledby="updates-heading"
        className="flex flex-col gap-4"
        aria-busy={updates.isPending}
      >
        <h2 id="updates-heading" className="sr-only">
          Updates
        </h2>
        {updates.isPending ? (
          <RegulationSkeletons />
        ) : updates.isError ? (
          <Alert variant="error" role="alert">
            <p>{errorMessage(updates.error, m.fetchFailed)}</p>
          </Alert>
        ) : shown.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-700">
            {m.noUpdates}
          </p>
        ) : (
          <>
            <p className="text-sm text-slate-700" role="status">
              {shown.length} {shown.length === 1 ? 'update' : 'updates'}
            </p>
            <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
              {shown.map((r) => (
                <li key={r.id}>
                  <RegulationCard regulation={r} />
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
    </div>
  );
}

/** Update Research (spec 03 §2.4, §7, §8): admins only; the list refreshes after. */
function ResearchButton() {
  const { isAdmin } = useAdminPresent();
  const queryClient = useQueryClient();
  const research = useMutation({
    mutationFn: runRegulatoryResearch,
    onSuccess: async (result) => {
      if (result.success) toast({ title: m.researchComplete, description: result.message });
      else toast({ variant: 'destructive', title: m.researchFailed, description: result.message });
      await queryClient.invalidateQueries({ queryKey: queryKeys.regulations.all });
    },
    onError: (error) => {
      toast({
        variant: 'destructive',
        title: m.researchFailed,
        description: errorMessage(error, m.researchFailedBody),
      });
    },
  });
  if (!isAdmin) return null;
  return (
    <div className="flex flex-col items-end gap-1">
      <Button
        onClick={() => {
          research.mutate();
        }}
        disabled={research.isPending}
      >
        <RefreshCw aria-hidden="true" className={research.isPending ? 'animate-spin' : undefined} />
        Update Research
      </Button>
      {research.isPending ? (
        <p role="status" className="max-w-xs text-right text-xs text-slate-700">
          {m.researchRunning}
        </p>
      ) : null}
    </div>
  );
}
