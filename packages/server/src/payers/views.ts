import type { LinkCheck, PayerCoverageDetail, PayerDocument } from '@clearbill/shared';
import type { payerCoverageDetails, payerDocuments } from '../db/schema';

type DocumentRow = typeof payerDocuments.$inferSelect;
type CoverageRow = typeof payerCoverageDetails.$inferSelect;

/** A stored document as the back office sees it, with its page's latest check. */
export function payerDocumentView(
  row: DocumentRow,
  lastCheck: LinkCheck | null,
  hidden: boolean,
): PayerDocument {
  return {
    id: row.id,
    payer_id: row.payerId,
    document_title: row.documentTitle,
    payer_name: row.payerName,
    document_type: row.documentType,
    plan_year: row.planYear,
    state_specific: row.stateSpecific,
    last_verified: row.lastVerified,
    document_url: row.documentUrl,
    summary: row.summary,
    last_link_check: lastCheck,
    hidden_from_patients: hidden,
  };
}

export function coverageDetailView(row: CoverageRow): PayerCoverageDetail {
  return {
    service_type: row.serviceType,
    coverage_category: row.coverageCategory,
    copayment: row.copayment,
  };
}
