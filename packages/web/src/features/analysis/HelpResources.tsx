import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ExternalLink, Phone } from 'lucide-react';
import {
  patientResourceListSchema,
  RESOURCE_LIMIT_MAX,
  usStates,
  type Finding,
  type UsState,
} from '@clearbill/shared';
import { Label } from '@/components/ui/Label';
import { NativeSelect } from '@/components/ui/NativeSelect';
import { Spinner } from '@/components/ui/Spinner';
import { apiRequest } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import { Link } from 'wouter';
import { categoryLabels, noFilters, resourcesPath, telHref } from '../resources/resources-view';
import { helpKinds, helpTitles, pickResources, readHelpState, writeHelpState } from './help-resources';

/**
 * Organizations that can help with what the analysis found (issue 13 item 6): for a financial assistance
 * finding, assistance programs; for an appeal route, advocates and state offices. The patient may pick
 * a state here (remembered for this browser tab only); it is never sent with the analysis.
 */
export function HelpResources({ findings }: { findings: readonly Pick<Finding, 'type'>[] }) {
  const kinds = helpKinds(findings);
  const [state, setState] = useState<UsState | null>(readHelpState);
  const selectId = useId();
  const filters = { ...noFilters, state: state ?? ('all' as const) };
  const query = useQuery({
    queryKey: queryKeys.resources.list({ ...filters, limit: RESOURCE_LIMIT_MAX }),
    queryFn: ({ signal }) =>
      apiRequest(resourcesPath(filters, RESOURCE_LIMIT_MAX), { schema: patientResourceListSchema, signal }),
    staleTime: 5 * 60_000,
    enabled: kinds.length > 0,
  });
  if (kinds.length === 0) return null;

  return (
    <section
      aria-labelledby="help-heading"
      className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-5"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id="help-heading" className="text-xl font-semibold text-slate-900">
            Who can help
          </h2>
          <p className="text-sm text-slate-700">
            Free organizations matched to what we found. Pick your state to see its programs first.
          </p>
        </div>
        <div className="flex flex-col gap-1.5 sm:w-48">
          <Label htmlFor={selectId}>Your state (optional)</Label>
          <NativeSelect
            id={selectId}
            value={state ?? 'all'}
            onChange={(e) => {
              const next = e.target.value === 'all' ? null : (e.target.value as UsState);
              setState(next);
              writeHelpState(next);
            }}
          >
            <option value="all">Not chosen</option>
            {usStates.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      {query.isPending ? (
        <Spinner label="Loading organizations" showLabel />
      ) : query.isError ? (
        <p className="text-sm text-slate-700">
          The list of organizations could not be loaded. See{' '}
          <Link href="/patient-resources" className="font-medium text-brand-800 underline underline-offset-4">
            all patient resources
          </Link>
          .
        </p>
      ) : (
        <div className="grid gap-4 md:grid-cols-2">
          {kinds.map((kind) => {
            const picked = pickResources(query.data.resources, kind, state);
            return (
              <div key={kind} className="flex flex-col gap-2">
                <h3 className="font-semibold text-slate-900">{helpTitles[kind]}</h3>
                {picked.length === 0 ? (
                  <p className="text-sm text-slate-700">No matching organizations in the directory yet.</p>
                ) : (
                  <ul className="flex flex-col gap-2" aria-label={helpTitles[kind]}>
                    {picked.map((r) => (
                      <li key={r.id} className="rounded-lg border border-slate-200 p-3">
                        <p className="font-medium text-slate-900">{r.name}</p>
                        <p className="text-xs text-slate-600">
                          {categoryLabels[r.category]} ·{' '}
                          {r.coverage.national ? 'National' : r.coverage.states.join(', ')}
                        </p>
                        <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm">
                          {r.contactInfo.phone ? (
                            <a
                              href={telHref(r.contactInfo.phone)}
                              className="inline-flex items-center gap-1 text-brand-800 underline-offset-4 hover:underline"
                            >
                              <Phone className="size-3.5" aria-hidden="true" />
                              {r.contactInfo.phone}
                            </a>
                          ) : null}
                          {r.contactInfo.website ? (
                            <a
                              href={r.contactInfo.website}
                              target="_blank"
                              rel="noopener noreferrer"
                              aria-label={`Visit Site: ${r.name} (opens in a new tab)`}
                              className="inline-flex items-center gap-1 text-brand-800 underline-offset-4 hover:underline"
                            >
                              Visit Site
                              <ExternalLink className="size-3.5" aria-hidden="true" />
                            </a>
                          ) : null}
                        </div>
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            );
          })}
        </div>
      )}
      <p className="text-sm">
        <Link href="/patient-resources" className="font-medium text-brand-800 underline underline-offset-4">
          See all patient resources
        </Link>
      </p>
    </section>
  );
}
