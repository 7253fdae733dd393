import type { FindingType, Severity } from '@clearbill/shared';

/** View helpers of the back office's live screens, tested without rendering. */

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const whole = new Intl.NumberFormat('en-US');

export const formatMoney = (value: number | null): string => (value === null ? '—' : money.format(value));
export const formatCount = (value: number): string => whole.format(value);

/** A percent with one decimal, or the honest "none due yet" when there is nothing to measure. */
export function formatPercent(value: number | null, none = 'Nothing to measure yet'): string {
  return value === null ? none : `${value.toFixed(1)}%`;
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** 'duplicate_charge' -> 'Duplicate charge'. */
export function humanize(value: string | null): string {
  if (!value) return '—';
  const text = value.replace(/[_-]+/g, ' ').trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export const findingLabel = (type: FindingType | null) => humanize(type);

export function severityVariant(severity: Severity | null): 'danger' | 'warning' | 'neutral' {
  if (severity === 'high') return 'danger';
  if (severity === 'medium') return 'warning';
  return 'neutral';
}

/** 03-feature-pages.md §9: success rate green at 70 or above, otherwise orange. */
export function successRateClass(rate: number | null): string {
  if (rate === null) return 'text-slate-600';
  return rate >= 70 ? 'text-green-800' : 'text-orange-800';
}

/** 02-admin-back-office.md §5: a users refresh within 5 s of the last successful fetch is not sent. */
export const USERS_REFRESH_GUARD_MS = 5000;
export function refreshAllowed(lastFetchedAt: number | null, now: number): boolean {
  return lastFetchedAt === null || now - lastFetchedAt >= USERS_REFRESH_GUARD_MS;
}

/** Query string of a list call: empty values left out. */
export function queryString(params: Record<string, string | number | null | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === null || value === undefined || value === '' || value === 'all') continue;
    search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The overview's seven cards: where each goes (02-admin-back-office.md §2). */
export const overviewCardLinks = {
  users: '/admin/users',
  documents: '/admin/documents',
  analyses: '/admin/analyses',
  regulations: '/admin/regulations',
  medicalCodes: '/admin/medical-codes',
  payerDocs: '/admin/payer-docs',
  letters: '/admin/letters',
} as const;

/** The medical codes card's subtitle: the types with their counts, thousands-separated. */
export function codeTypesSubtitle(byType: Record<string, number>): string {
  const order = ['ICD-10-CM', 'ICD-10-PCS', 'CPT', 'HCPCS', 'DRG', 'NDC', 'REVENUE'];
  return order
    .filter((t) => t in byType)
    .map((t) => `${t} ${formatCount(byType[t] ?? 0)}`)
    .join(' · ');
}
