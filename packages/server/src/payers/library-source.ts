import {
  payerDocuments as libraryDocuments,
  payerLibrary,
  type Payer,
  type PayerKind,
} from '@clearbill/engine';
import type { PayerCategory } from '@clearbill/shared';
import type { PayerSource } from './source';

/** The tab's three groups (spec 02 §2: commercial, government and regional). */
const categoryOf: Record<PayerKind, PayerCategory> = {
  commercial: 'commercial',
  medicare: 'government',
  medicare_advantage: 'government',
  medicaid_mco: 'government',
  bcbs: 'regional',
  regional: 'regional',
};

/** National payers (no state list) make the first set the seed call loads; Expand adds the state ones. */
const national = (p: Payer) => p.states.length === 0;

/** Our checked library (engine/payers) as the payers domain loads it. */
export function librarySource(
  payers: readonly Payer[] = payerLibrary,
  documents = libraryDocuments,
): PayerSource {
  const byId = new Map(payers.map((p) => [p.id, p]));
  return {
    payers: payers.map((p) => ({ id: p.id, name: p.name, category: categoryOf[p.kind] })),
    documents: documents.map((d) => {
      const payer = byId.get(d.payerId);
      return {
        id: d.id,
        payerId: d.payerId,
        document_title: d.document_title,
        payer_name: d.payer_name,
        document_type: d.document_type,
        plan_year: d.plan_year,
        state_specific: d.state_specific,
        last_verified: d.last_verified,
        document_url: d.document_url,
        summary: d.summary,
        coverageDetails: d.coverageDetails,
        firstSet: payer ? national(payer) : false,
      };
    }),
  };
}
