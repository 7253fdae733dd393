/**
 * Payer documentation: the insurers a bill or EOB may name, and the public documents a patient needs to
 * appeal to them. Every fact is checked against a public page (recorded in `checked`); a field that could not
 * be checked is left out, never guessed. docs/research/payers.md lists what was checked where.
 */

/** The date every entry of this library was checked. */
export const PAYERS_CHECKED_ON = '2026-11-27';

export type PayerKind =
  'commercial' | 'medicare' | 'medicare_advantage' | 'medicaid_mco' | 'bcbs' | 'regional';

/**
 * The kinds of payer document we record:
 * - appeals_and_grievances: how a member appeals a denial or files a complaint (often with the address and limits);
 * - claims_address: where claims or claim appeals are mailed;
 * - timely_filing: the time limits for filing claims or appeals;
 * - medical_policy_index: the index of the payer's medical (clinical/coverage) policies;
 * - prior_authorization_list: services and drugs that need approval first;
 * - member_handbook: the member handbook or evidence of coverage;
 * - summary_of_benefits: a summary of benefits (and coverage) for a plan;
 * - external_review: the route to an independent (external) review after the payer's own appeal;
 * - drug_formulary: the list of covered drugs.
 */
export const PAYER_DOCUMENT_TYPES = [
  'appeals_and_grievances',
  'claims_address',
  'timely_filing',
  'medical_policy_index',
  'prior_authorization_list',
  'member_handbook',
  'summary_of_benefits',
  'external_review',
  'drug_formulary',
] as const;
export type PayerDocumentType = (typeof PAYER_DOCUMENT_TYPES)[number];

/** The public page a fact was read on, and when. */
export interface Checked {
  url: string;
  on: string;
}

export interface PayerAppeals {
  /** One string, lines separated by '\n'. */
  mailingAddress?: string;
  fax?: string;
  phone?: string;
  /** The member's time limit to appeal, in days, where the payer states it in days. */
  timeLimitDays?: number;
  /** The time limit as the payer states it (our paraphrase). */
  timeLimitText?: string;
  /** The PayerDocument these appeal facts came from. */
  documentId: string;
}

export interface Payer {
  /** A slug, unique. */
  id: string;
  name: string;
  /** Other names a bill or EOB may print (the name itself need not be repeated). */
  aliases: string[];
  kind: PayerKind;
  /** Two-letter state codes; [] for a national payer. */
  states: string[];
  website: string;
  appeals?: PayerAppeals;
  checked: Checked;
}

export interface CoverageDetail {
  service_type: string;
  coverage_category: string;
  copayment: string;
}

export interface PayerDocument {
  id: string;
  payerId: string;
  document_title: string;
  payer_name: string;
  document_type: PayerDocumentType;
  plan_year: number | null;
  /** Two-letter state code, or null when the document serves every state the payer serves. */
  state_specific: string | null;
  /** ISO date of our check. */
  last_verified: string;
  document_url: string;
  /** Our own words: what the patient finds there. */
  summary: string;
  /** Only where a public summary of benefits states them; else []. */
  coverageDetails: CoverageDetail[];
  checked: Checked;
}

/** One group of the library (a data file): its payers and their documents. */
export interface PayerGroup {
  payers: Payer[];
  documents: PayerDocument[];
}
