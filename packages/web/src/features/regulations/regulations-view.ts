import {
  linkValidationSummary,
  managementCategories,
  publicRegulationCategories,
  regulationCategories,
  regulationMessages as m,
  type ImpactLevel,
  type ManagementCategory,
  type PublicRegulationCategory,
  type Regulation,
  type RegulationCategory,
  type RegulationStatus,
  type RegulatorySeedResponse,
} from '@clearbill/shared';

/** Our labels for the admin categories (spec 02 §2 gives the values only). */
export const categoryLabels: Record<RegulationCategory, string> = {
  medicaid: 'Medicaid',
  medicare_systems: 'Medicare',
  telehealth: 'Telehealth',
  drug_340b: '340B drug pricing',
  coordination_benefits: 'Coordination of benefits',
  workers_comp: "Workers' compensation",
  auto_insurance: 'Auto insurance',
  rural_health: 'Rural health',
  fraud_compliance: 'Fraud and compliance',
  denied_services: 'Denied services and appeals',
  employee_benefits: 'Employee benefit plans',
  quality_measures: 'Quality measures',
  medicare_supplement: 'Medicare supplement',
  network_adequacy: 'Networks and surprise bills',
  prior_authorization: 'Prior authorization',
};

/** Our labels for the public page's categories (spec 03 §2.4). */
export const publicCategoryLabels: Record<PublicRegulationCategory, string> = {
  medicare_updates: 'Medicare',
  medicaid_updates: 'Medicaid',
  quality_measures: 'Quality measures',
  coding_updates: 'Billing, claims and appeals',
  prior_authorization: 'Prior authorization',
  fraud_compliance: 'Fraud, compliance and privacy',
  telehealth_updates: 'Telehealth',
  state_regulations: 'State laws',
};

export const categoryOptions = regulationCategories.map((value) => ({ value, label: categoryLabels[value] }));
export const publicCategoryOptions = publicRegulationCategories.map((value) => ({
  value,
  label: publicCategoryLabels[value],
}));
export const managementCategoryOptions = managementCategories.map((value: ManagementCategory) => ({
  value,
  label: value,
}));

export const impactLabels: Record<ImpactLevel, string> = {
  low: 'Low impact',
  medium: 'Medium impact',
  high: 'High impact',
  critical: 'Critical impact',
};
export const impactVariant = {
  low: 'neutral',
  medium: 'brand',
  high: 'warning',
  critical: 'danger',
} as const satisfies Record<ImpactLevel, string>;
export const statusVariant = {
  pending: 'neutral',
  verified: 'success',
  implemented: 'brand',
  flagged: 'danger',
} as const satisfies Record<RegulationStatus, string>;

const dayFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: '2-digit',
  year: 'numeric',
  timeZone: 'UTC',
});

/** 'MMM dd, yyyy' for a date or a timestamp, read in UTC so a date never slips a day; null gives 'TBD'. */
export function formatRegulationDate(value: string | null): string {
  if (!value) return 'TBD';
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? value : dayFormat.format(date);
}

/** The first `max` items and how many more there are ('+N more'; spec 02 §9 and 03 §9: 3). */
export function preview<T>(items: readonly T[], max = 3): { shown: T[]; more: number } {
  return { shown: items.slice(0, max), more: Math.max(0, items.length - max) };
}

/** Spec 03 §2.4: the public search matches title, description or key changes, case-insensitively. */
export function matchesText(
  r: Pick<Regulation, 'title' | 'description' | 'keyChanges'>,
  text: string,
): boolean {
  const q = text.trim().toLowerCase();
  if (!q) return true;
  return [r.title, r.description, ...r.keyChanges].some((s) => s.toLowerCase().includes(q));
}

/** Spec 02 §2: the admin tab's text filter looks at title and description. */
export function matchesTitleOrDescription(
  r: Pick<Regulation, 'title' | 'description'>,
  text: string,
): boolean {
  const q = text.trim().toLowerCase();
  return !q || r.title.toLowerCase().includes(q) || r.description.toLowerCase().includes(q);
}

/** The toast after a seed: 'Database Seeded', or for seed-all the spec's two titles. */
export function seedToast(
  scope: 'batch' | 'all',
  result: RegulatorySeedResponse,
): { title: string; description: string } {
  if (result.added === 0) return { title: m.alreadyComplete, description: result.message };
  return { title: scope === 'batch' ? m.seeded : m.populated, description: result.message };
}

/** 'Validated N links. M links were updated.' with what the check could not do. */
export function linkToastDescription(totalChecked: number, updated: number, broken: number): string {
  const base = linkValidationSummary(totalChecked, updated);
  return broken > 0 ? `${base} ${broken} broken.` : base;
}

/** Lines of a textarea as a list: one item per non-empty line. */
export function linesToList(text: string): string[] {
  return text
    .split('\n')
    .map((s) => s.trim())
    .filter(Boolean);
}
