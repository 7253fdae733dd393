import {
  CRISIS_RESOURCE_ID,
  RESOURCE_LIMIT_DEFAULT,
  type PatientResource,
  type ResourceCategory,
  type UrgencyLevel,
  type UsState,
} from '@clearbill/shared';

/** Spec 03 §2.7 empty state and its action, verbatim. */
export const resourceMessages = {
  noResources: 'No resources found',
  clearFilters: 'Clear Filters',
} as const;

export interface ResourceFilters {
  search: string;
  category: ResourceCategory | 'all';
  urgency: UrgencyLevel | 'all';
  state: UsState | 'all';
}

export const noFilters: ResourceFilters = { search: '', category: 'all', urgency: 'all', state: 'all' };

export const categoryLabels: Record<ResourceCategory, string> = {
  billing_advocacy: 'Billing advocacy',
  financial_assistance: 'Financial assistance',
  prescription_assistance: 'Prescription assistance',
  crisis_support: 'Crisis support',
  hospital_financial_assistance: 'Hospital financial assistance',
  state_advocacy: 'State advocacy',
  charity_care: 'Charity care',
};

export const urgencyLabels: Record<UrgencyLevel, string> = {
  immediate: 'Immediate help',
  urgent: 'Urgent',
  standard: 'Standard',
};

export function filtersActive(f: ResourceFilters): boolean {
  return f.search.trim() !== '' || f.category !== 'all' || f.urgency !== 'all' || f.state !== 'all';
}

/** GET /api/patient-resources with the filters set ('all' and blank left out); the spec's fetch limit 100. */
export function resourcesPath(f: ResourceFilters, limit = RESOURCE_LIMIT_DEFAULT): string {
  const params = new URLSearchParams();
  if (f.state !== 'all') params.set('state', f.state);
  if (f.category !== 'all') params.set('category', f.category);
  if (f.urgency !== 'all') params.set('urgency', f.urgency);
  const search = f.search.trim();
  if (search !== '') params.set('search', search);
  params.set('limit', String(limit));
  return `/api/patient-resources?${params.toString()}`;
}

/** The crisis line (shown on its own card) and the rest of the list. */
export function splitCrisis(resources: readonly PatientResource[]): {
  crisis: PatientResource | null;
  others: PatientResource[];
} {
  return {
    crisis: resources.find((r) => r.id === CRISIS_RESOURCE_ID) ?? null,
    others: resources.filter((r) => r.id !== CRISIS_RESOURCE_ID),
  };
}

/** The first 3 services, and how many more there are. */
export function firstServices(r: PatientResource, n = 3): { shown: string[]; more: number } {
  return { shown: r.services.slice(0, n), more: Math.max(0, r.services.length - n) };
}

/** A tel: link from a phone as printed: digits only ("988" -> tel:988, "1-800-633-4227" -> tel:18006334227). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^0-9+]/g, '')}`;
}

export function coverageText(r: PatientResource): string {
  if (r.coverage.national) return 'Nationwide';
  return r.coverage.states.length > 0 ? `Serves ${r.coverage.states.join(', ')}` : 'Local';
}

/** The stat cards: the directory's total, then each category that has resources, largest first. */
export function statCards(
  counts: Record<ResourceCategory, number>,
): { key: string; label: string; value: number }[] {
  const total = Object.values(counts).reduce((a, b) => a + b, 0);
  const byCategory = (Object.entries(counts) as [ResourceCategory, number][])
    .filter(([, n]) => n > 0)
    .sort((a, b) => b[1] - a[1] || categoryLabels[a[0]].localeCompare(categoryLabels[b[0]]))
    .map(([c, n]) => ({ key: c, label: categoryLabels[c], value: n }));
  return [{ key: 'total', label: 'Resources in the directory', value: total }, ...byCategory];
}

/** Cards shown at first and added by each "Show more": a phone screen is not a 50,000-pixel scroll. */
export const resourcesPageSize = 24;

/** How many cards to show after one more "Show more", never more than there are. */
export function moreVisible(visible: number, available: number): number {
  return Math.min(available, visible + resourcesPageSize);
}

/**
 * "1 resource", "12 resources"; when fewer are shown than match, says so and how to narrow the list.
 */
export function countText(shown: number, matching = shown): string {
  const noun = (n: number) => `${n} ${n === 1 ? 'resource' : 'resources'}`;
  if (matching <= shown) return noun(shown);
  return `Showing ${shown} of ${noun(matching)}. Choose your state or a category to see the ones that fit you.`;
}
