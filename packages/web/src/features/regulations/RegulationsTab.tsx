import { useMemo, useState, type SubmitEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Database, Eye, Layers, Link2, Pencil, RefreshCw, Search, Trash2 } from 'lucide-react';
import {
  regulationCategories,
  regulationMessages as m,
  regulationStatuses,
  type Regulation,
  type RegulationCategory,
  type RegulationStatus,
} from '@clearbill/shared';
import { Alert } from '@/components/ui/Alert';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/Card';
import { FilterSelect, SearchField } from '@/components/ui/FilterFields';
import { Input } from '@/components/ui/Input';
import { Label } from '@/components/ui/Label';
import { Spinner } from '@/components/ui/Spinner';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import { RegulationCard, SourceLink } from './RegulationCard';
import { RegulationDeleteDialog, RegulationDetailDialog, RegulationEditDialog } from './RegulationDialogs';
import {
  fetchAdminRegulations,
  fetchRegulatoryCounts,
  searchRegulations,
  seedRegulations,
  validateLinks,
} from './regulations-api';
import {
  categoryLabels,
  categoryOptions,
  impactLabels,
  impactVariant,
  linkToastDescription,
  matchesTitleOrDescription,
  seedToast,
} from './regulations-view';

const statusOptions = regulationStatuses.map((value) => ({ value, label: value }));

/** The admin dashboard's Regulations tab (02-admin-back-office.md §2, §7, §8). */
export function RegulationsTab() {
  const queryClient = useQueryClient();
  const list = useQuery({
    queryKey: queryKeys.regulations.adminList,
    queryFn: () => fetchAdminRegulations({}),
  });
  const counts = useQuery({ queryKey: queryKeys.regulations.counts, queryFn: fetchRegulatoryCounts });
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.regulations.all });

  const [search, setSearch] = useState<{ text: string; category: RegulationCategory | 'all' } | null>(null);
  const [typed, setTyped] = useState('');
  const [text, setText] = useState('');
  const [status, setStatus] = useState<RegulationStatus | 'all'>('all');
  const [category, setCategory] = useState<RegulationCategory | 'all'>('all');
  const [detailId, setDetailId] = useState<string | null>(null);
  const [editing, setEditing] = useState<Regulation | null>(null);
  const [deleting, setDeleting] = useState<Regulation | null>(null);

  const results = useQuery({
    queryKey: queryKeys.regulations.search(search ?? {}),
    queryFn: async () => {
      try {
        return (await searchRegulations(search?.text ?? '', search?.category ?? 'all')).regulations;
      } catch (error) {
        // Spec 02 §8: a failed search clears the results silently; only logged.
        console.warn('Regulation search failed', error);
        return [];
      }
    },
    enabled: search !== null,
  });

  const seedBatch = useMutation({
    mutationFn: () => seedRegulations('batch'),
    onSuccess: async (result) => {
      toast(seedToast('batch', result));
      await refresh();
    },
    onError: () => {
      toast({ variant: 'destructive', title: m.seedFailed, description: m.seedFailedBody });
    },
  });
  const seedAll = useMutation({
    mutationFn: () => seedRegulations('all'),
    onSuccess: async (result) => {
      toast(seedToast('all', result));
      await refresh();
    },
    onError: () => {
      toast({ variant: 'destructive', title: m.populateFailed, description: m.populateFailedBody });
    },
  });
  const links = useMutation({
    mutationFn: validateLinks,
    onSuccess: async (result) => {
      if (result.success) {
        toast({
          title: m.linksValidated,
          description: linkToastDescription(
            result.results.totalChecked,
            result.results.updatedLinks,
            result.results.brokenLinks,
          ),
        });
      } else {
        toast({ variant: 'destructive', title: m.linksFailed, description: result.message });
      }
      await refresh();
    },
    onError: () => {
      toast({ variant: 'destructive', title: m.linksFailed, description: m.linksFailedBody });
    },
  });
  const busy = seedBatch.isPending || seedAll.isPending || links.isPending;

  const filtered = useMemo(
    () =>
      (list.data?.regulations ?? []).filter(
        (r) =>
          matchesTitleOrDescription(r, text) &&
          (status === 'all' || r.status === status) &&
          (category === 'all' || r.category === category),
      ),
    [list.data, text, status, category],
  );
  const detail = list.data?.regulations.find((r) => r.id === detailId) ?? null;

  const runSearch = (e: SubmitEvent) => {
    e.preventDefault();
    setSearch({ text: typed, category: 'all' });
  };

  return (
    <div className="flex flex-col gap-6">
      <Card>
        <CardHeader className="flex flex-col gap-3">
          <CardTitle as="h2" className="flex items-center gap-2">
            Regulations
            {counts.data ? (
              <Badge variant="brand" aria-label={`${counts.data.total} regulations`}>
                {counts.data.total}
              </Badge>
            ) : null}
          </CardTitle>
          <CardDescription>
            The rules the bill checks cite. Seeding loads our checked library; research adds Federal Register
            documents as pending for review. The public page shows verified and implemented ones.
          </CardDescription>
          <div className="flex flex-wrap gap-2">
            <Button
              onClick={() => {
                seedBatch.mutate();
              }}
              disabled={busy}
            >
              {seedBatch.isPending ? <Spinner label="Seeding" /> : <Database aria-hidden="true" />}
              {seedBatch.isPending ? 'Seeding…' : 'Seed Batch'}
            </Button>
            <Button
              variant="secondary"
              onClick={() => {
                seedAll.mutate();
              }}
              disabled={busy}
            >
              {seedAll.isPending ? <Spinner label="Seeding all" /> : <Layers aria-hidden="true" />}
              {seedAll.isPending ? 'Populating…' : 'Seed All Regulations'}
            </Button>
            <Button
              variant="secondary"
              onClick={() => {
                links.mutate();
              }}
              disabled={busy}
            >
              {links.isPending ? <Spinner label="Checking links" /> : <Link2 aria-hidden="true" />}
              {links.isPending ? 'Validating…' : 'Validate Links'}
            </Button>
            <Button
              variant="ghost"
              onClick={() => {
                void refresh();
              }}
            >
              <RefreshCw aria-hidden="true" />
              Refresh
            </Button>
          </div>
        </CardHeader>
        <CardContent>
          {counts.data ? (
            <div
              className="rounded-lg border border-brand-100 bg-brand-50 p-4"
              aria-label="Regulations by category"
            >
              <p className="text-sm font-medium text-slate-900">
                {counts.data.total} regulations in the database. Choose a category to search it.
              </p>
              <ul className="mt-2 flex flex-wrap gap-2">
                {regulationCategories
                  .filter((c) => counts.data.byCategory[c] > 0)
                  .map((c) => (
                    <li key={c}>
                      <Button
                        size="sm"
                        variant="secondary"
                        onClick={() => {
                          setTyped('');
                          setSearch({ text: '', category: c });
                        }}
                      >
                        {categoryLabels[c]}: {counts.data.byCategory[c]}
                      </Button>
                    </li>
                  ))}
              </ul>
            </div>
          ) : null}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle as="h2">Search</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <form onSubmit={runSearch} className="flex flex-col gap-2 sm:flex-row sm:items-end" role="search">
            <div className="flex flex-1 flex-col gap-1.5">
              <Label htmlFor="regulation-search">Search regulations</Label>
              <Input
                id="regulation-search"
                type="search"
                value={typed}
                onChange={(e) => {
                  setTyped(e.target.value);
                }}
              />
            </div>
            <Button type="submit">
              <Search aria-hidden="true" />
              Search
            </Button>
            <Button
              type="button"
              variant="secondary"
              onClick={() => {
                setTyped('');
                setSearch(null);
              }}
            >
              Clear
            </Button>
          </form>
          {search ? <SearchResults pending={results.isPending} results={results.data ?? []} /> : null}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle as="h2">All regulations</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-[2fr_1fr_1fr]">
            <SearchField label="Filter by title or description" value={text} onChange={setText} />
            <FilterSelect
              label="Status"
              allLabel="All"
              value={status}
              options={statusOptions}
              onChange={setStatus}
            />
            <FilterSelect
              label="Category"
              allLabel="All categories"
              value={category}
              options={categoryOptions}
              onChange={setCategory}
            />
          </div>
          {list.isPending ? (
            <Spinner label="Loading regulations" showLabel />
          ) : list.isError ? (
            <Alert variant="error" role="alert">
              <p>{errorMessage(list.error, m.fetchFailed)}</p>
            </Alert>
          ) : filtered.length === 0 ? (
            <p className="text-slate-700">{m.noRegulations}</p>
          ) : (
            <ul className="grid grid-cols-1 gap-4 lg:grid-cols-2">
              {filtered.map((r) => (
                <li key={r.id}>
                  <RegulationCard
                    regulation={r}
                    actions={
                      <>
                        <Button
                          size="sm"
                          variant="secondary"
                          onClick={() => {
                            setDetailId(r.id);
                          }}
                        >
                          <Eye aria-hidden="true" />
                          Details<span className="sr-only">: {r.title}</span>
                        </Button>
                        <Button
                          size="sm"
                          variant="secondary"
                          onClick={() => {
                            setEditing(r);
                          }}
                        >
                          <Pencil aria-hidden="true" />
                          Edit<span className="sr-only">: {r.title}</span>
                        </Button>
                        <Button
                          size="sm"
                          variant="ghost"
                          onClick={() => {
                            setDeleting(r);
                          }}
                        >
                          <Trash2 aria-hidden="true" />
                          Delete<span className="sr-only">: {r.title}</span>
                        </Button>
                      </>
                    }
                  />
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>

      <RegulationDetailDialog
        regulation={detail}
        onClose={() => {
          setDetailId(null);
        }}
        onEdit={(r) => {
          setDetailId(null);
          setEditing(r);
        }}
      />
      <RegulationEditDialog
        regulation={editing}
        onClose={() => {
          setEditing(null);
        }}
      />
      <RegulationDeleteDialog
        regulation={deleting}
        onClose={() => {
          setDeleting(null);
        }}
      />
    </div>
  );
}

/** Spec 02 §2: search results show title, description, source citation, impact badge and category. */
export function SearchResults({ pending, results }: { pending: boolean; results: readonly Regulation[] }) {
  if (pending) return <Spinner label="Searching" showLabel />;
  if (results.length === 0) return <p className="text-slate-700">{m.noRegulations}</p>;
  return (
    <section aria-label="Search results" className="flex flex-col gap-2">
      <p className="text-sm text-slate-700" role="status">
        {results.length} {results.length === 1 ? 'result' : 'results'}
      </p>
      <ul className="flex flex-col divide-y divide-slate-200 rounded-lg border border-slate-200">
        {results.map((r) => (
          <li key={r.id} className="flex flex-col gap-1 p-3">
            <div className="flex flex-wrap items-center gap-2">
              <h3 className="font-medium text-slate-900">{r.title}</h3>
              <Badge variant={impactVariant[r.impactLevel]}>{impactLabels[r.impactLevel]}</Badge>
              <Badge variant="neutral">{categoryLabels[r.category]}</Badge>
            </div>
            <p className="line-clamp-2 text-sm text-slate-700">{r.description}</p>
            <p className="text-sm text-slate-700">
              <SourceLink regulation={r} />
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
