import type { LoadedPayer, PayerCategory, PayerCoverageDetail, PayerDocument } from '@clearbill/shared';

/** Our words for the library's document types; an unknown type is shown with its underscores as spaces. */
const typeLabels: Record<string, string> = {
  appeals_and_grievances: 'Appeals and grievances',
  claims_address: 'Claims and appeals address',
  timely_filing: 'Time limits',
  medical_policy_index: 'Medical policy index',
  prior_authorization_list: 'Prior authorization list',
  member_handbook: 'Member handbook',
  summary_of_benefits: 'Summary of benefits',
  external_review: 'External review',
  drug_formulary: 'Drug formulary',
};

export function documentTypeLabel(type: string): string {
  return typeLabels[type] ?? type.replace(/_/g, ' ');
}

export const payerCategoryLabels: Record<PayerCategory, string> = {
  commercial: 'Commercial',
  government: 'Government',
  regional: 'Regional',
};

/** 'MMM dd, yyyy' for a YYYY-MM-DD day, read as that calendar day (not midnight UTC shifted by the zone). */
export function formatDay(day: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) return day;
  const date = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return new Intl.DateTimeFormat('en-US', { month: 'short', day: '2-digit', year: 'numeric' }).format(date);
}

/** The card's 'Last verified' text (spec 02 §2): the date, or 'Never'. */
export function lastVerifiedText(doc: Pick<PayerDocument, 'last_verified'>): string {
  return `Last verified: ${doc.last_verified ? formatDay(doc.last_verified) : 'Never'}`;
}

/** The four filters of the viewer and of the table screen. */
export interface PayerDocumentFilters {
  payerName: string;
  documentType: string;
  planYear: string;
  state: string;
}

export const emptyFilters: PayerDocumentFilters = {
  payerName: '',
  documentType: '',
  planYear: '',
  state: '',
};

/**
 * Spec 02 §2: payer name and document type match as substrings, any case (the type also by its label);
 * plan year exactly; state exactly, any case. An empty filter lets everything through.
 */
export function filterDocuments(docs: readonly PayerDocument[], f: PayerDocumentFilters): PayerDocument[] {
  const payer = f.payerName.trim().toLowerCase();
  const type = f.documentType.trim().toLowerCase();
  const year = f.planYear.trim();
  const state = f.state.trim().toLowerCase();
  return docs.filter(
    (d) =>
      (!payer || d.payer_name.toLowerCase().includes(payer)) &&
      (!type ||
        d.document_type.toLowerCase().includes(type) ||
        documentTypeLabel(d.document_type).toLowerCase().includes(type)) &&
      (!year || String(d.plan_year ?? '') === year) &&
      (!state || (d.state_specific ?? '').toLowerCase() === state),
  );
}

/** The detail dialog shows the first 5 coverage details, then '+N more coverage details'. */
export const coveragePreviewSize = 5;

export function coveragePreview(details: readonly PayerCoverageDetail[]): {
  shown: PayerCoverageDetail[];
  moreText: string | null;
} {
  const more = details.length - coveragePreviewSize;
  return {
    shown: details.slice(0, coveragePreviewSize),
    moreText: more > 0 ? `+${more} more coverage details` : null,
  };
}

/** The covered payers, grouped as spec 02 §2 groups them, from the loaded data. */
export function payersByCategory(payers: readonly LoadedPayer[]): [PayerCategory, LoadedPayer[]][] {
  const order: PayerCategory[] = ['commercial', 'government', 'regional'];
  return order
    .map((c): [PayerCategory, LoadedPayer[]] => [c, payers.filter((p) => p.category === c)])
    .filter(([, list]) => list.length > 0);
}

/** Counts of a map, largest first, for the clickable chips of the status banner. */
export function sortedCounts(counts: Record<string, number>): [string, number][] {
  return Object.entries(counts).sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
}

/** "Copayment: $20", or the value alone when it already says so ("$0 copay"). */
export function copaymentText(copayment: string): string {
  return /\bco-?pay/i.test(copayment) ? copayment : `Copayment: ${copayment}`;
}
