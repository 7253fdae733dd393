import type { PhiType } from '@clearbill/shared';
import type { PhiSpan } from './types';

/** The marker that replaces each kind of PHI: no digits, so no marker can rebuild an identifier. */
export const redactionMarkers: Record<PhiType, string> = {
  name: '[NAME]',
  address: '[ADDRESS]',
  ssn: '[SSN]',
  phone: '[PHONE]',
  email: '[EMAIL]',
  mrn: '[MRN]',
  date_of_birth: '[DOB]',
  insurance_id: '[MEMBER ID]',
  account_number: '[ACCOUNT]',
  claim_number: '[CLAIM]',
  card_number: '[CARD]',
  bank_account: '[BANK ACCOUNT]',
  drivers_license: '[LICENSE]',
  other: '[REMOVED]',
};

/**
 * Replaces each span with its type's marker. Line breaks inside a span are kept, so the redacted
 * text has the same lines as the original. Overlapping or unsorted spans are tolerated.
 */
export function redactText(text: string, spans: readonly PhiSpan[]): string {
  const sorted = spans
    .filter((s) => s.end > s.start)
    .slice()
    .sort((a, b) => a.start - b.start);
  let out = '';
  let pos = 0;
  const breaks = (from: number, to: number) => '\n'.repeat(text.slice(from, to).split('\n').length - 1);
  for (const span of sorted) {
    const end = Math.min(span.end, text.length);
    if (span.start < pos) {
      // Overlaps the span before: extend that marker's reach, no second marker.
      if (end > pos) out += breaks(pos, end);
      pos = Math.max(pos, end);
      continue;
    }
    if (end <= span.start) continue;
    out += text.slice(pos, span.start) + redactionMarkers[span.phiType] + breaks(span.start, end);
    pos = end;
  }
  return out + text.slice(pos);
}
