import { describe, expect, it } from 'vitest';
import type { PayerDocument } from '@clearbill/shared';
import {
  copaymentText,
  coveragePreview,
  documentTypeLabel,
  emptyFilters,
  filterDocuments,
  formatDay,
  lastVerifiedText,
  payersByCategory,
  sortedCounts,
} from './payers-view';

function doc(id: string, extra: Partial<PayerDocument> = {}): PayerDocument {
  return {
    id,
    payer_id: 'p',
    document_title: `Doc ${id}`,
    payer_name: 'UnitedHealthcare',
    document_type: 'appeals_and_grievances',
    plan_year: null,
    state_specific: null,
    last_verified: '2026-11-27',
    document_url: 'https://example.org',
    summary: null,
    last_link_check: null,
    hidden_from_patients: false,
    ...extra,
  };
}

const docs = [
  doc('a'),
  doc('b', {
    payer_name: 'Aetna',
    document_type: 'summary_of_benefits',
    plan_year: 2026,
    state_specific: 'TX',
  }),
  doc('c', { payer_name: 'Blue Cross Blue Shield of Texas', plan_year: 2025, state_specific: 'tx' }),
];

describe('filterDocuments', () => {
  it('matches payer and type as substrings in any case, plan year and state exactly', () => {
    const ids = (f: Partial<typeof emptyFilters>) =>
      filterDocuments(docs, { ...emptyFilters, ...f }).map((d) => d.id);
    expect(ids({})).toEqual(['a', 'b', 'c']);
    expect(ids({ payerName: 'UNITED' })).toEqual(['a']);
    expect(ids({ payerName: 'blue cross' })).toEqual(['c']);
    expect(ids({ documentType: 'BENEFITS' })).toEqual(['b']);
    expect(ids({ documentType: 'Summary of' })).toEqual(['b']);
    expect(ids({ planYear: '2026' })).toEqual(['b']);
    expect(ids({ planYear: '202' })).toEqual([]);
    expect(ids({ state: 'Tx' })).toEqual(['b', 'c']);
    expect(ids({ state: 'T' })).toEqual([]);
    expect(ids({ payerName: 'aetna', state: 'tx', planYear: '2025' })).toEqual([]);
  });
});

describe('view helpers', () => {
  it('shows the first five coverage details and says how many more', () => {
    const details = Array.from({ length: 8 }, (_, i) => ({
      service_type: `S${i}`,
      coverage_category: 'c',
      copayment: null,
    }));
    expect(coveragePreview(details).shown).toHaveLength(5);
    expect(coveragePreview(details).moreText).toBe('+3 more coverage details');
    expect(coveragePreview(details.slice(0, 5)).moreText).toBeNull();
  });

  it('writes dates as MMM dd, yyyy on their own calendar day, and Never without one', () => {
    expect(formatDay('2026-01-05')).toBe('Jan 05, 2026');
    expect(lastVerifiedText({ last_verified: '2026-11-27' })).toBe('Last verified: Nov 27, 2026');
    expect(lastVerifiedText({ last_verified: null })).toBe('Last verified: Never');
  });

  it('labels types, groups payers and sorts counts', () => {
    expect(documentTypeLabel('timely_filing')).toBe('Time limits');
    expect(documentTypeLabel('new_kind')).toBe('new kind');
    expect(
      payersByCategory([
        { id: 'r', name: 'R', category: 'regional', documentCount: 1 },
        { id: 'c', name: 'C', category: 'commercial', documentCount: 2 },
      ]).map(([c, ps]) => [c, ps.map((p) => p.id)]),
    ).toEqual([
      ['commercial', ['c']],
      ['regional', ['r']],
    ]);
    expect(sortedCounts({ b: 1, a: 1, c: 3 })).toEqual([
      ['c', 3],
      ['a', 1],
      ['b', 1],
    ]);
  });
});

describe('copaymentText', () => {
  it('labels a bare amount and leaves a value that names itself alone', () => {
    expect(copaymentText('$20')).toBe('Copayment: $20');
    expect(copaymentText('$0 copay')).toBe('$0 copay');
    expect(copaymentText('20% after deductible, no co-pay for visits')).toBe(
      '20% after deductible, no co-pay for visits',
    );
  });
});
