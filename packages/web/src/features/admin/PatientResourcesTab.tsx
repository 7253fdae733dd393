import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Database, ExternalLink, Link2, RefreshCw } from 'lucide-react';
import {
  adminResourceCounterCategories,
  type AdminPatientResource,
  type AdminResourceLoadResponse,
} from '@clearbill/shared';
import { Alert } from '@/components/ui/Alert';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/Card';
import { Spinner } from '@/components/ui/Spinner';
import { toast } from '@/components/ui/use-toast';
import { errorMessage, isApiError } from '@/lib/api';
import { formatDate } from '@/lib/format';
import { queryKeys } from '@/lib/query-keys';
import { categoryLabels, telHref, urgencyLabels } from '../resources/resources-view';
import {
  fetchAdminResources,
  loadEnhancedResources,
  seedResources,
  validateResourceUrls,
} from './resources-admin-api';
import {
  enhancedButtonLabel,
  linkOutcomeLabels,
  linkOutcomeVariant,
  resourceAdminMessages as m,
  urgencyVariant,
  validationSummary,
} from './resources-admin-view';

const columns = [
  'Organization',
  'Category',
  'Description',
  'Coverage',
  'Contact',
  'Urgency',
  'Last link check',
] as const;

/** The Patient Resources tab of the back office (02-admin-back-office.md §2): counters, table, three actions. */
export function PatientResourcesTab() {
  const queryClient = useQueryClient();
  const list = useQuery({
    queryKey: queryKeys.admin.patientResources,
    queryFn: fetchAdminResources,
    staleTime: 0,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.patientResources });
  const afterLoad = async (data: AdminResourceLoadResponse, title: string) => {
    toast({ title, description: data.message });
    await refresh();
    // The public directory's cached lists are out of date too.
    await queryClient.invalidateQueries({ queryKey: queryKeys.resources.all });
  };

  const seed = useMutation({
    mutationFn: seedResources,
    onSuccess: (data) => afterLoad(data, m.seeded),
    onError: (error) => {
      toast({
        variant: 'destructive',
        title: m.seedFailed,
        description: errorMessage(error, m.seedFailedFallback),
      });
    },
  });
  const enhanced = useMutation({
    mutationFn: loadEnhancedResources,
    onSuccess: (data) => afterLoad(data, m.enhancedLoaded),
    onError: (error) => {
      if (isApiError(error) && error.kind === 'network') {
        toast({ variant: 'destructive', title: m.loadNetworkTitle, description: m.loadNetworkBody });
        return;
      }
      toast({
        variant: 'destructive',
        title: m.loadFailed,
        description: errorMessage(error, m.loadFailedFallback),
      });
    },
  });
  const validate = useMutation({
    mutationFn: validateResourceUrls,
    onSuccess: async (data) => {
      if (data.success) toast({ title: m.validated, description: validationSummary(data) });
      else toast({ variant: 'destructive', title: m.validationFailed, description: data.message });
      await refresh();
      await queryClient.invalidateQueries({ queryKey: queryKeys.resources.all });
    },
    onError: (error) => {
      toast({
        variant: 'destructive',
        title: m.validationFailed,
        description: errorMessage(error, m.validationFailedFallback),
      });
    },
  });
  const busy = seed.isPending || enhanced.isPending || validate.isPending;

  return (
    <div className="flex flex-col gap-6">
      <Card>
        <CardHeader className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div className="flex flex-col gap-1.5">
            <CardTitle as="h2" className="flex items-center gap-2">
              Patient Resources
              {list.data ? (
                <Badge variant="brand" aria-label={`${list.data.total} resources`}>
                  {list.data.total}
                </Badge>
              ) : null}
            </CardTitle>
            <CardDescription>
              The directory comes from the programs in code and the shared organizations file; loading reads
              them again. The link check hides websites that are gone (HTTP 404 or 410) from the public page.
            </CardDescription>
          </div>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <div className="flex flex-wrap gap-2">
            <Button
              onClick={() => {
                seed.mutate();
              }}
              disabled={busy}
            >
              {seed.isPending ? <Spinner label="Seeding" /> : <Database aria-hidden="true" />}
              Seed Patient Resources Database
            </Button>
            <Button
              variant="secondary"
              onClick={() => {
                enhanced.mutate();
              }}
              disabled={busy}
            >
              {enhanced.isPending ? <Spinner label="Loading" /> : <RefreshCw aria-hidden="true" />}
              {enhancedButtonLabel(list.data?.total)}
            </Button>
            <Button
              variant="secondary"
              onClick={() => {
                validate.mutate();
              }}
              disabled={busy}
            >
              {validate.isPending ? <Spinner label="Checking links" /> : <Link2 aria-hidden="true" />}
              Validate URLs
            </Button>
          </div>
          {validate.isPending ? (
            <p role="status" className="text-sm text-slate-700">
              Checking every website; this can take a minute or two.
            </p>
          ) : null}
          {list.data ? (
            <dl className="grid gap-3 sm:grid-cols-3">
              {adminResourceCounterCategories.map((c) => (
                <div key={c} className="rounded-lg border border-slate-200 bg-slate-50 p-4">
                  <dt className="text-sm text-slate-700">{categoryLabels[c]}</dt>
                  <dd className="text-2xl font-semibold text-slate-900">{list.data.countsByCategory[c]}</dd>
                </div>
              ))}
            </dl>
          ) : null}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle as="h2">Resources</CardTitle>
          {list.data ? (
            <CardDescription>
              {list.data.national} national, {list.data.stateOrLocal} state or local; {list.data.brokenLinks}{' '}
              broken {list.data.brokenLinks === 1 ? 'link' : 'links'} hidden.
            </CardDescription>
          ) : null}
        </CardHeader>
        <CardContent>
          {list.isPending ? (
            <Spinner label="Loading patient resources" showLabel />
          ) : list.isError ? (
            <Alert variant="error" role="alert">
              <p>{errorMessage(list.error, 'Could not load the patient resources.')}</p>
            </Alert>
          ) : list.data.resources.length === 0 ? (
            <p className="text-slate-700">No patient resources in the directory.</p>
          ) : (
            <ResourceTable resources={list.data.resources} />
          )}
        </CardContent>
      </Card>
    </div>
  );
}

function ResourceTable({ resources }: { resources: AdminPatientResource[] }) {
  return (
    // Focusable so keyboard users can scroll the wide table sideways on a phone.
    <div className="overflow-x-auto" role="region" aria-label="Patient resources table" tabIndex={0}>
      <table className="w-full min-w-[960px] text-left text-sm">
        <caption className="sr-only">Patient resources</caption>
        <thead className="border-b border-slate-200 text-slate-700">
          <tr>
            {columns.map((c) => (
              <th key={c} scope="col" className="py-2 pr-4 font-semibold">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {resources.map((r) => (
            <tr key={r.id} className="border-b border-slate-100 align-top last:border-0">
              <th scope="row" className="max-w-[14rem] py-3 pr-4 text-left font-medium text-slate-900">
                {r.name}
                <span className="block text-xs font-normal text-slate-600">{r.services[0] ?? r.id}</span>
              </th>
              <td className="py-3 pr-4 text-slate-700">{categoryLabels[r.category]}</td>
              <td className="max-w-[20rem] py-3 pr-4 text-slate-700">
                <span className="line-clamp-3">{r.description}</span>
              </td>
              <td className="py-3 pr-4 text-slate-700">
                {r.coverage.national
                  ? 'National'
                  : `State/Local (${r.coverage.states.join(', ') || 'local'})`}
              </td>
              <td className="py-3 pr-4 whitespace-nowrap">
                <div className="flex flex-col gap-1">
                  {r.contactInfo.phone ? (
                    <a
                      className="text-brand-800 underline-offset-4 hover:underline"
                      href={telHref(r.contactInfo.phone)}
                    >
                      {r.contactInfo.phone}
                    </a>
                  ) : null}
                  {r.contactInfo.website ? (
                    <a
                      className="inline-flex items-center gap-1 text-brand-800 underline-offset-4 hover:underline"
                      href={r.contactInfo.website}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={`Visit Site: ${r.name} (opens in a new tab)`}
                    >
                      Visit Site
                      <ExternalLink className="size-3.5" aria-hidden="true" />
                    </a>
                  ) : null}
                  {!r.contactInfo.phone && !r.contactInfo.website ? (
                    <span className="text-slate-600">None</span>
                  ) : null}
                </div>
              </td>
              <td className="py-3 pr-4">
                <Badge variant={urgencyVariant[r.urgencyLevel]}>{urgencyLabels[r.urgencyLevel]}</Badge>
              </td>
              <td className="py-3 pr-4">
                {r.lastLinkCheck ? (
                  <div className="flex flex-col items-start gap-1">
                    <Badge variant={linkOutcomeVariant[r.lastLinkCheck.outcome]}>
                      {linkOutcomeLabels[r.lastLinkCheck.outcome]}
                    </Badge>
                    <span className="text-xs text-slate-600">
                      {formatDate(r.lastLinkCheck.checkedAt)}
                      {r.lastLinkCheck.detail ? ` · ${r.lastLinkCheck.detail}` : ''}
                    </span>
                  </div>
                ) : (
                  <span className="text-slate-600">{r.contactInfo.website ? 'Never' : 'No website'}</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
