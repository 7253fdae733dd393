import { useMemo, useState } from 'react';
import { ExternalLink, HeartHandshake, LifeBuoy, Mail, Phone } from 'lucide-react';
import {
  resourceCategories,
  urgencyLevels,
  usStates,
  type PatientResource,
  type ResourceCategory,
  type UrgencyLevel,
  type UsState,
} from '@clearbill/shared';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/Card';
import { FilterSelect, SearchField } from '@/components/ui/FilterFields';
import { Spinner } from '@/components/ui/Spinner';
import { useDebounced } from '@/lib/use-debounced';
import { useDocumentTitle } from '@/lib/use-document-title';
import {
  categoryLabels,
  countText,
  coverageText,
  filtersActive,
  firstServices,
  moreVisible,
  noFilters,
  resourceMessages,
  resourcesPageSize,
  splitCrisis,
  statCards,
  telHref,
  urgencyLabels,
  type ResourceFilters,
} from './resources-view';
import { useResources } from './use-resources';

/** /patient-resources (03-feature-pages.md §2.7): public. */
export default function ResourcesScreen() {
  useDocumentTitle('Patient resources');
  const [filters, setFilters] = useState<ResourceFilters>(noFilters);
  const search = useDebounced(filters.search, 250);
  const settled = useMemo(() => ({ ...filters, search }), [filters, search]);
  // The whole directory (crisis card, stat cards) and the filtered list: one request when no filter is set.
  const directory = useResources(noFilters);
  const list = useResources(settled);
  const crisis = directory.data ? splitCrisis(directory.data.resources).crisis : null;
  const shown = list.data ? splitCrisis(list.data.resources).others : undefined;
  // What matches the filters beyond the crisis card (the list stops at the spec's 100).
  const matching = list.data && shown ? list.data.total - (list.data.resources.length - shown.length) : 0;
  const update = (patch: Partial<ResourceFilters>) => {
    setFilters((f) => ({ ...f, ...patch }));
  };

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 sm:py-10">
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-semibold text-slate-900 sm:text-3xl">Patient resources</h1>
        <p className="max-w-3xl text-slate-700">
          Organizations that help with medical bills, the cost of care and prescriptions, and people to talk
          to when things feel like too much. Each entry links to the public page its phone and website come
          from.
        </p>
      </header>

      {crisis && <CrisisCard resource={crisis} />}

      {directory.data && (
        <section aria-labelledby="resource-stats">
          <h2 id="resource-stats" className="sr-only">
            The directory at a glance
          </h2>
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
            {statCards(directory.data.countsByCategory).map((s) => (
              <li key={s.key} className="rounded-lg border border-slate-200 bg-white p-3 shadow-sm">
                <p className="text-2xl font-semibold text-slate-900">{s.value}</p>
                <p className="text-sm text-slate-700">{s.label}</p>
              </li>
            ))}
          </ul>
        </section>
      )}

      <FiltersBar filters={filters} update={update} />

      <section aria-labelledby="resource-results" className="flex flex-col gap-4">
        <h2 id="resource-results" className="text-lg font-semibold text-slate-900">
          Resources
        </h2>
        <ResourceList
          // A new search or filter starts again at the first page.
          key={JSON.stringify(settled)}
          resources={shown}
          matching={matching}
          loading={list.isPending}
          failed={list.isError}
          onClear={() => {
            setFilters(noFilters);
          }}
          filtered={filtersActive(filters)}
        />
      </section>
    </div>
  );
}

function CrisisCard({ resource }: { resource: PatientResource }) {
  return (
    <section
      aria-labelledby="crisis-card-title"
      className="flex flex-col gap-3 rounded-xl border-2 border-red-300 bg-red-50 p-5 sm:flex-row sm:items-center sm:justify-between"
      data-testid="crisis-card"
    >
      <div className="flex gap-3">
        <LifeBuoy className="mt-1 size-6 shrink-0 text-red-800" aria-hidden="true" />
        <div className="flex flex-col gap-1">
          <h2 id="crisis-card-title" className="text-lg font-semibold text-red-900">
            In crisis or thinking about suicide? {resource.name}
          </h2>
          <p className="text-red-900">{resource.description}</p>
          <p className="text-sm text-red-900">If you are in immediate danger, call 911.</p>
        </div>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        {resource.contactInfo.phone && (
          <Button asChild variant="destructive">
            <a href={telHref(resource.contactInfo.phone)}>
              <Phone className="size-4" aria-hidden="true" />
              Call or text {resource.contactInfo.phone}
            </a>
          </Button>
        )}
        {resource.contactInfo.website && (
          <Button asChild variant="secondary">
            <a href={resource.contactInfo.website} target="_blank" rel="noopener noreferrer">
              Chat online
              <span className="sr-only"> with {resource.name} (opens in a new tab)</span>
            </a>
          </Button>
        )}
      </div>
    </section>
  );
}

function FiltersBar({
  filters,
  update,
}: {
  filters: ResourceFilters;
  update: (patch: Partial<ResourceFilters>) => void;
}) {
  return (
    <div
      className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr]"
      role="search"
      aria-label="Find a resource"
    >
      <SearchField
        label="Search resources"
        value={filters.search}
        onChange={(search) => {
          update({ search });
        }}
      />
      <FilterSelect<ResourceCategory>
        label="Category"
        allLabel="All categories"
        value={filters.category}
        options={resourceCategories.map((c) => ({ value: c, label: categoryLabels[c] }))}
        onChange={(category) => {
          update({ category });
        }}
      />
      <FilterSelect<UrgencyLevel>
        label="Urgency"
        allLabel="Any urgency"
        value={filters.urgency}
        options={urgencyLevels.map((u) => ({ value: u, label: urgencyLabels[u] }))}
        onChange={(urgency) => {
          update({ urgency });
        }}
      />
      <FilterSelect<UsState>
        label="State"
        allLabel="All states"
        value={filters.state}
        options={usStates.map((s) => ({ value: s, label: s }))}
        onChange={(state) => {
          update({ state });
        }}
      />
    </div>
  );
}

function ResourceList({
  resources,
  matching,
  loading,
  failed,
  filtered,
  onClear,
}: {
  resources: PatientResource[] | undefined;
  matching: number;
  loading: boolean;
  failed: boolean;
  filtered: boolean;
  onClear: () => void;
}) {
  const [visible, setVisible] = useState(resourcesPageSize);
  if (loading && !resources) {
    return (
      <div className="flex justify-center py-12">
        <Spinner label="Loading resources" />
      </div>
    );
  }
  if (failed && !resources) {
    return (
      <p role="alert" className="py-8 text-center text-red-800">
        The resources could not be loaded. Please reload the page.
      </p>
    );
  }
  if (!resources || resources.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 py-12 text-center" role="status">
        <HeartHandshake className="size-10 text-slate-400" aria-hidden="true" />
        <h3 className="text-lg font-semibold text-slate-900">{resourceMessages.noResources}</h3>
        {filtered && (
          <Button variant="secondary" onClick={onClear}>
            {resourceMessages.clearFilters}
          </Button>
        )}
      </div>
    );
  }
  const listed = resources.slice(0, visible);
  return (
    <>
      <p className="text-sm text-slate-700" role="status">
        {countText(listed.length, Math.max(matching, resources.length))}
      </p>
      <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3" aria-label="Patient resources">
        {listed.map((r) => (
          <li key={r.id}>
            <ResourceCard resource={r} />
          </li>
        ))}
      </ul>
      {listed.length < resources.length && (
        <Button
          variant="secondary"
          className="self-center"
          onClick={() => {
            setVisible((v) => moreVisible(v, resources.length));
          }}
        >
          Show {Math.min(resourcesPageSize, resources.length - listed.length)} more resources
        </Button>
      )}
    </>
  );
}

/** 03-feature-pages.md §2.7: name, description, category, urgency, first 3 services, coverage, contact. */
function ResourceCard({ resource: r }: { resource: PatientResource }) {
  const services = firstServices(r);
  return (
    <Card className="flex h-full flex-col">
      <CardHeader className="gap-2">
        <div className="flex flex-wrap gap-1.5">
          <Badge variant="brand">{categoryLabels[r.category]}</Badge>
          <Badge variant={r.urgencyLevel === 'standard' ? 'neutral' : 'danger'}>
            {urgencyLabels[r.urgencyLevel]}
          </Badge>
          <Badge variant="neutral">{coverageText(r)}</Badge>
        </div>
        <CardTitle>{r.name}</CardTitle>
        <CardDescription>{r.description}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-3">
        {services.shown.length > 0 && (
          <ul className="list-disc pl-5 text-sm text-slate-800" aria-label={`Services of ${r.name}`}>
            {services.shown.map((s) => (
              <li key={s}>{s}</li>
            ))}
            {services.more > 0 && <li className="list-none text-slate-600">And {services.more} more</li>}
          </ul>
        )}
        <div className="mt-auto flex flex-col gap-1 text-sm">
          {r.contactInfo.phone && (
            <a
              className="inline-flex items-center gap-1.5 text-brand-800 underline"
              href={telHref(r.contactInfo.phone)}
            >
              <Phone className="size-4" aria-hidden="true" />
              {r.contactInfo.phone}
            </a>
          )}
          {r.contactInfo.website && (
            <a
              className="inline-flex items-center gap-1.5 text-brand-800 underline"
              href={r.contactInfo.website}
              target="_blank"
              rel="noopener noreferrer"
            >
              <ExternalLink className="size-4" aria-hidden="true" />
              Website<span className="sr-only"> of {r.name} (opens in a new tab)</span>
            </a>
          )}
          {r.contactInfo.email && (
            <a
              className="inline-flex items-center gap-1.5 text-brand-800 underline"
              href={`mailto:${r.contactInfo.email}`}
            >
              <Mail className="size-4" aria-hidden="true" />
              {r.contactInfo.email}
            </a>
          )}
          <p className="text-xs text-slate-600">
            {r.source.url ? (
              <a className="underline" href={r.source.url} target="_blank" rel="noopener noreferrer">
                Source
                <span className="sr-only"> for {r.name} (opens in a new tab)</span>
              </a>
            ) : (
              'Source: shared verified list'
            )}
            , checked {r.source.checkedOn}
          </p>
        </div>
      </CardContent>
    </Card>
  );
}
