import type { AdminValidateUrlsResponse, LinkCheck, UrgencyLevel } from '@clearbill/shared';

/** The spec's toasts and button labels for the Patient Resources tab (02-admin-back-office.md §2, §8). */
export const resourceAdminMessages = {
  seeded: 'Resources Seeded Successfully',
  seedFailed: 'Seeding Failed',
  seedFailedFallback: 'Failed to seed patient resources database',
  enhancedLoaded: 'Enhanced Resources Loaded Successfully',
  loadFailed: 'Loading Failed',
  loadFailedFallback: 'Failed to load enhanced resources',
  loadNetworkTitle: 'Loading Error',
  loadNetworkBody: 'Network error while loading enhanced resources',
  validated: 'Patient Resources URL Validation Complete',
  validationFailed: 'Validation Failed',
  validationFailedFallback: 'Failed to validate patient resource URLs',
} as const;

/** The spec's enhanced set is '150+'; when the directory holds another number, the button says the real one. */
export const ENHANCED_SET_CLAIM = 150;
export function enhancedButtonLabel(total: number | undefined): string {
  if (total === undefined || total >= ENHANCED_SET_CLAIM) return 'Load Enhanced Resources (150+)';
  return `Load Enhanced Resources (${total})`;
}

/** The completion toast's counts: valid and invalid, with what was not reachable. */
export function validationSummary(r: AdminValidateUrlsResponse): string {
  const parts = [`${r.validated} valid`, `${r.removed} invalid (hidden from the public page)`];
  if (r.unreachable > 0) parts.push(`${r.unreachable} not reachable (kept)`);
  return `${parts.join(', ')}.`;
}

export const linkOutcomeLabels: Record<LinkCheck['outcome'], string> = {
  ok: 'Working',
  broken: 'Broken (hidden)',
  unreachable: 'Not reachable',
  skipped: 'Not checked',
};

export const linkOutcomeVariant: Record<LinkCheck['outcome'], 'success' | 'danger' | 'warning' | 'neutral'> =
  {
    ok: 'success',
    broken: 'danger',
    unreachable: 'warning',
    skipped: 'neutral',
  };

export const urgencyVariant: Record<UrgencyLevel, 'danger' | 'warning' | 'neutral'> = {
  immediate: 'danger',
  urgent: 'warning',
  standard: 'neutral',
};
