import { describe, expect, it } from 'vitest';
import type { AnalysisResult } from '@clearbill/shared';
import type { Payer, PayerDocument } from '../payers/types';
import { draftRoutes } from './drafts';
import { payerAppealFor, type PayerAppealData } from './payer-appeal';

const checked = { url: 'https://example.org/page', on: '2026-11-27' };

function payer(id: string, name: string, extra: Partial<Payer> = {}): Payer {
  return {
    id,
    name,
    aliases: [],
    kind: 'commercial',
    states: [],
    website: 'https://example.org',
    checked,
    ...extra,
  };
}

function document(id: string, payerId: string): PayerDocument {
  return {
    id,
    payerId,
    document_title: `Appeals page ${id}`,
    payer_name: payerId,
    document_type: 'appeals_and_grievances',
    plan_year: null,
    state_specific: null,
    last_verified: '2026-11-27',
    document_url: `https://example.org/${id}`,
    summary: 'How to appeal.',
    coverageDetails: [],
    checked,
  };
}

const data: PayerAppealData = {
  payers: [
    payer('acme', 'Acme Health Plan', {
      aliases: ['AHP'],
      appeals: {
        mailingAddress: 'Acme Appeals\nP.O. Box 1\nTown, ST 00001',
        fax: '1-800-555-0100',
        timeLimitDays: 180,
        timeLimitText: '180 days from the denial notice.',
        documentId: 'acme-appeals',
      },
    }),
    payer('medica-like', 'Medica Test', { appeals: { timeLimitDays: 60, documentId: 'medica-appeals' } }),
    payer('silent', 'Silent Insurer'),
    payer('empty', 'Empty Facts Co', { appeals: { documentId: 'empty-appeals' } }),
    payer('orphan', 'Orphan Plan', { appeals: { fax: '1-800-555-0199', documentId: 'not-in-library' } }),
  ],
  documents: [
    document('acme-appeals', 'acme'),
    document('medica-appeals', 'medica-like'),
    document('empty-appeals', 'empty'),
  ],
};

describe('payerAppealFor', () => {
  it('gives the matched payer’s appeal facts with the page they come from', () => {
    const fill = payerAppealFor('ACME HEALTH PLAN, INC.', data);
    expect(fill).toEqual({
      payerId: 'acme',
      payerName: 'Acme Health Plan',
      matchedName: 'ACME HEALTH PLAN, INC.',
      mailingAddress: 'Acme Appeals\nP.O. Box 1\nTown, ST 00001',
      fax: '1-800-555-0100',
      phone: null,
      timeLimitDays: 180,
      timeLimitText: '180 days from the denial notice.',
      source: {
        documentId: 'acme-appeals',
        title: 'Appeals page acme-appeals',
        url: 'https://example.org/acme-appeals',
        lastVerified: '2026-11-27',
      },
    });
    expect(payerAppealFor('AHP', data)?.payerId).toBe('acme');
  });

  it('never guesses: no name, no match, two payers, no checked facts, a missing or hidden page', () => {
    expect(payerAppealFor(null, data)).toBeNull();
    expect(payerAppealFor('   ', data)).toBeNull();
    expect(payerAppealFor('Acme Healthcare Partners', data)).toBeNull();
    expect(payerAppealFor('Acme Health Plan and Medica Test', data)).toBeNull();
    expect(payerAppealFor('Silent Insurer', data)).toBeNull();
    expect(payerAppealFor('Empty Facts Co', data)).toBeNull();
    expect(payerAppealFor('Orphan Plan', data)).toBeNull();
    expect(
      payerAppealFor('Acme Health Plan', { ...data, hiddenDocumentIds: new Set(['acme-appeals']) }),
    ).toBeNull();
  });

  it('keeps a time limit alone when that is all the page states', () => {
    expect(payerAppealFor('Medica Test', data)).toMatchObject({
      mailingAddress: null,
      fax: null,
      timeLimitDays: 60,
    });
  });
});

describe('draftRoutes with a payer', () => {
  const input = {
    documentId: 'doc-1',
    documentType: 'eob' as const,
    extracted: {
      totalAmount: 560,
      patientBalance: 560,
      providerInfo: { name: 'General Hospital', npi: null },
      insuranceInfo: { payerName: 'Acme Health Plan' },
      services: [{ code: '80053', description: 'Panel', date: '2026-01-16', units: 1, amount: 560 }],
    } satisfies AnalysisResult['extracted'],
    findings: [
      {
        id: 'appeal_opportunity-1',
        type: 'appeal_opportunity' as const,
        severity: 'high' as const,
        title: 'Panel denied',
        description: 'Denied with CO-50.',
        codes: ['80053'],
        amount: 560,
        savingsPotential: null,
        recommendations: [],
        evidence: [],
        source: null,
        reasonClass: 'medical_necessity' as const,
        deadline: null,
      },
      {
        id: 'duplicate_charge-1',
        type: 'duplicate_charge' as const,
        severity: 'high' as const,
        title: 'Twice',
        description: 'Twice.',
        codes: ['80053'],
        amount: 10,
        savingsPotential: null,
        recommendations: [],
        evidence: [],
        source: null,
        reasonClass: null,
        deadline: null,
      },
    ],
  };

  it('puts the payer’s appeal facts on appeal routes only', () => {
    const payerAppeal = payerAppealFor(input.extracted.insuranceInfo.payerName, data);
    const routes = draftRoutes(input, { payerAppeal });
    expect(routes.find((r) => r.route === 'appeal')?.payerAppeal?.mailingAddress).toContain('P.O. Box 1');
    expect(routes.find((r) => r.route === 'dispute')?.payerAppeal).toBeUndefined();
    expect(draftRoutes(input).find((r) => r.route === 'appeal')?.payerAppeal).toBeUndefined();
  });
});
