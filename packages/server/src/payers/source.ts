import type { PayerCategory, PayerCoverageDetail } from '@clearbill/shared';

/**
 * What the payers domain loads into the database: our checked library (engine/payers by default; a test
 * hands in its own through AppContext.payerSources). `firstSet` marks what the seed call loads; the
 * expand call loads the rest.
 */
export interface SourcePayer {
  id: string;
  name: string;
  category: PayerCategory;
}

export interface SourceDocument {
  id: string;
  payerId: string;
  document_title: string;
  payer_name: string;
  document_type: string;
  plan_year: number | null;
  state_specific: string | null;
  last_verified: string | null;
  document_url: string;
  summary: string | null;
  coverageDetails: PayerCoverageDetail[];
  firstSet: boolean;
}

export interface PayerSource {
  payers: SourcePayer[];
  documents: SourceDocument[];
}
