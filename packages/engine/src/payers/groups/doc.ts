import { PAYERS_CHECKED_ON as ON, type PayerDocument } from '../types';

/**
 * Builds a document record checked today on its own URL (the page read with `search`); plan year and state
 * default to null, and coverage details to none.
 */
export function doc(
  d: Omit<PayerDocument, 'last_verified' | 'checked' | 'coverageDetails' | 'plan_year' | 'state_specific'> &
    Partial<Pick<PayerDocument, 'plan_year' | 'state_specific' | 'coverageDetails'>>,
): PayerDocument {
  return {
    plan_year: null,
    state_specific: null,
    coverageDetails: [],
    ...d,
    last_verified: ON,
    checked: { url: d.document_url, on: ON },
  };
}
