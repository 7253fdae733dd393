import {
  resourceCategories,
  type PatientResource,
  type PatientResourceList,
  type PatientResourceQuery,
  type ResourceCategory,
  type UrgencyLevel,
} from '@clearbill/shared';

const urgencyRank: Record<UrgencyLevel, number> = { immediate: 0, urgent: 1, standard: 2 };

function matchesSearch(resource: PatientResource, needle: string): boolean {
  const haystack = [
    resource.name,
    resource.description,
    resource.category.replace(/_/g, ' '),
    ...resource.services,
  ]
    .join('\n')
    .toLowerCase();
  return needle
    .toLowerCase()
    .split(/\s+/)
    .filter((w) => w.length > 0)
    .every((word) => haystack.includes(word));
}

/** Whether a resource serves a state: national ones serve every state. */
export function servesState(resource: PatientResource, state: string): boolean {
  return resource.coverage.national || resource.coverage.states.some((s) => s === state);
}

/**
 * The directory filtered by the query: every given filter must match (search: every word, in the name,
 * description, category or services). Most urgent first, then by name; `limit` applies last. The counts
 * per category are of the whole directory, for the stat cards.
 */
export function filterResources(
  all: readonly PatientResource[],
  query: PatientResourceQuery,
): PatientResourceList {
  const matching = all
    .filter((r) => !query.state || servesState(r, query.state))
    .filter((r) => !query.category || r.category === query.category)
    .filter((r) => !query.urgency || r.urgencyLevel === query.urgency)
    .filter((r) => !query.search || matchesSearch(r, query.search))
    .sort(
      (a, b) => urgencyRank[a.urgencyLevel] - urgencyRank[b.urgencyLevel] || a.name.localeCompare(b.name),
    );
  const countsByCategory = Object.fromEntries(resourceCategories.map((c) => [c, 0])) as Record<
    ResourceCategory,
    number
  >;
  for (const r of all) countsByCategory[r.category] += 1;
  return { resources: matching.slice(0, query.limit), total: matching.length, countsByCategory };
}

/** One directory: the national programs, then the shared organizations (an id already taken is dropped). */
export function mergeDirectory(...lists: readonly (readonly PatientResource[])[]): PatientResource[] {
  const seen = new Set<string>();
  const out: PatientResource[] = [];
  for (const list of lists) {
    for (const r of list) {
      if (seen.has(r.id)) continue;
      seen.add(r.id);
      out.push(r);
    }
  }
  return out;
}
