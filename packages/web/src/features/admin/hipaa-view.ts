import type { HipaaChecklistItem, HipaaStatus } from '@clearbill/shared';

export const hipaaStatusLabels: Record<HipaaStatus, string> = {
  done: 'Done',
  pending: 'Pending verification',
  alert: 'Not compliant',
};

export const hipaaStatusVariant: Record<HipaaStatus, 'success' | 'warning' | 'danger'> = {
  done: 'success',
  pending: 'warning',
  alert: 'danger',
};

/** Evidence links as typed in the details form: one per line, blanks dropped. */
export function parseEvidenceLinks(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l !== '');
}

/** Who changed an item and when, or that nobody has reviewed it. */
export function changedByText(
  item: Pick<HipaaChecklistItem, 'updatedAt' | 'updatedBy'>,
  format: (iso: string) => string,
) {
  if (!item.updatedAt) return 'Starting state; not yet reviewed by an admin';
  return `Changed ${format(item.updatedAt)} by ${item.updatedBy ?? 'a removed admin'}`;
}
