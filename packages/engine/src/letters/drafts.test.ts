import { describe, expect, it } from 'vitest';
import type { AnalysisResult, Finding } from '@clearbill/shared';
import { draftRoutes } from './drafts';
import { templateById } from './library';
import { responseDue } from './response';

function finding(overrides: Partial<Finding> & Pick<Finding, 'id' | 'type'>): Finding {
  return {
    severity: 'high',
    title: 'A finding',
    description: 'Described.',
    codes: [],
    amount: null,
    savingsPotential: null,
    recommendations: [],
    evidence: [],
    source: null,
    reasonClass: null,
    deadline: null,
    ...overrides,
  };
}

const extracted: AnalysisResult['extracted'] = {
  totalAmount: 920,
  patientBalance: 540,
  providerInfo: { name: 'General Hospital', npi: null },
  insuranceInfo: { payerName: 'Acme Health Plan' },
  services: [
    { code: '99213', description: 'Office visit', date: '2026-01-15', units: 1, amount: 180 },
    { code: '99213', description: 'Office visit', date: '2026-01-15', units: 1, amount: 180 },
    { code: '80053', description: 'Metabolic panel', date: '2026-01-16', units: 1, amount: 560 },
  ],
};

const input = {
  documentId: 'doc-1',
  documentType: 'eob' as const,
  extracted,
  findings: [
    finding({
      id: 'duplicate_charge-1',
      type: 'duplicate_charge',
      title: 'Charged twice for an office visit',
      description: 'CPT 99213 appears twice on January 15, 2026 with the same amount.',
      codes: ['99213'],
      amount: 180,
      evidence: [{ text: '99213 Office visit', lineIndex: 1, location: null }],
    }),
    finding({
      id: 'appeal_opportunity-1',
      type: 'appeal_opportunity',
      title: 'Metabolic panel denied: not medically necessary',
      description: 'The plan denied CPT 80053 with reason CO-50 (not medically necessary).',
      codes: ['80053'],
      amount: 560,
      reasonClass: 'medical_necessity',
      deadline: '2026-07-15',
      source: { name: 'Internal appeal rules (45 CFR 147.136, 180 days)', version: null },
      evidence: [{ text: '80053 CO-50 denied', lineIndex: 2, location: null }],
    }),
    finding({ id: 'personal_details-1', type: 'personal_details', title: 'Check your details' }),
  ],
};

describe('draftRoutes', () => {
  it('opens an appeal and a dispute route, each with the right template and its fields pre-filled', () => {
    const routes = draftRoutes(input);
    expect(routes.map((r) => [r.route, r.templateId])).toEqual([
      ['appeal', 'appeal-medical-necessity'],
      ['dispute', 'dispute-duplicate-charge'],
    ]);
    const [appeal, dispute] = routes;
    expect(appeal?.prefilled).toMatchObject({
      INSURANCE_COMPANY: 'Acme Health Plan',
      PROVIDER_NAME: 'General Hospital',
      DATE_OF_SERVICE: '2026-01-16',
      CPT_CODES: '80053',
      REASON_CODES: 'CO-50',
      DENIED_AMOUNT: '$560.00',
    });
    expect(appeal?.deadline).toEqual({
      date: '2026-07-15',
      ruleSource: 'Internal appeal rules (45 CFR 147.136, 180 days)',
    });
    expect(appeal?.personalFields).toEqual(
      expect.arrayContaining(['PATIENT_NAME', 'PATIENT_ADDRESS', 'MEMBER_ID', 'CLAIM_NUMBER']),
    );
    expect(dispute?.prefilled).toMatchObject({
      DATE_OF_SERVICE: '2026-01-15',
      DISPUTED_AMOUNT: '$180.00',
      DUPLICATE_CHARGES: 'CPT 99213 appears twice on January 15, 2026 with the same amount.',
    });
    expect(dispute?.reason).toBe('Charged twice for an office visit ($180.00).');
  });

  it('never pre-fills a personal field, and only fields the template has', () => {
    for (const r of draftRoutes(input)) {
      const t = templateById.get(r.templateId);
      const fields = [...(t?.requiredFields ?? []), ...(t?.optionalFields ?? [])];
      for (const k of Object.keys(r.prefilled)) {
        expect(fields).toContain(k);
        expect(r.personalFields).not.toContain(k);
      }
    }
  });

  it('sends Medicare denials to a redetermination, and a summary bill to the itemized bill request', () => {
    const medicare = draftRoutes({
      ...input,
      extracted: { ...extracted, insuranceInfo: { payerName: 'Medicare Part B' } },
    });
    expect(medicare[0]?.templateId).toBe('medicare-redetermination');
    const summary = draftRoutes({
      documentId: 'd',
      documentType: 'bill',
      extracted: { ...extracted, services: [] },
      findings: [],
    });
    expect(summary.map((r) => r.route)).toEqual(['itemized_bill']);
    expect(draftRoutes({ ...input, findings: [] })).toEqual([]);
  });

  it('routes surprise bills by kind and financial assistance to charity care', () => {
    const routes = draftRoutes({
      ...input,
      findings: [
        finding({
          id: 's1',
          type: 'surprise_billing',
          title: 'Billed $500.00 more than your good-faith estimate',
          deadline: '2026-05-01',
        }),
        finding({
          id: 's2',
          type: 'surprise_billing',
          title: 'Out-of-network emergency care: you are protected',
        }),
        finding({
          id: 's3',
          type: 'surprise_billing',
          title: 'Out-of-network specialist at an in-network facility',
        }),
        finding({ id: 'f1', type: 'financial_assistance', title: 'You may qualify for free care' }),
      ],
    });
    expect(routes.map((r) => r.templateId)).toEqual([
      'nsa-good-faith-estimate-dispute',
      'nsa-emergency-dispute',
      'nsa-in-network-facility-dispute',
      'charity-care-application',
    ]);
    expect(routes[0]?.deadline).toEqual({
      date: '2026-05-01',
      ruleSource: '120 days from the bill (45 CFR 149.620)',
    });
  });
});

describe('draftRoutes limits', () => {
  it('caps a pre-filled value at the length the server accepts back', () => {
    const many = Array.from({ length: 60 }, (_, i) =>
      finding({ id: `d${i}`, type: 'duplicate_charge', description: 'x'.repeat(100), amount: 1 }),
    );
    const [route] = draftRoutes({ ...input, findings: many });
    expect(route?.prefilled.DUPLICATE_CHARGES?.length).toBe(4000);
  });
});

describe('responseDue', () => {
  it('counts the answer time the law gives, and none where no law sets one', () => {
    expect(responseDue('post_service_appeal', '2026-01-01')?.date).toBe('2026-03-02');
    expect(responseDue('pre_service_appeal', '2026-01-01')?.date).toBe('2026-01-31');
    expect(responseDue('expedited_appeal', '2026-01-01')?.date).toBe('2026-01-04');
    expect(responseDue('records_request', '2026-02-10')?.rule).toContain('45 CFR 164.524');
    expect(responseDue('billing_dispute', '2026-01-01')).toBeNull();
  });
});

describe('draft routes: why this is your right', () => {
  const appealRule = {
    id: 'aca-internal-appeals-external-review',
    title: 'Internal appeals and external review for health coverage',
    source: '45 CFR 147.136',
    sourceUrl: 'https://www.ecfr.gov/current/title-45/section-147.136',
  };
  const cited = (f: Finding, ids: string[]): Finding => ({ ...f, ...{ regulationIds: ids } });

  it("cites, on the route, the rule its findings rest on, each once; other routes cite nothing they don't rest on", () => {
    const [dup, appeal] = input.findings;
    const routes = draftRoutes({
      ...input,
      findings: [dup!, cited(appeal!, [appealRule.id, appealRule.id, 'withdrawn-entry'])],
      regulations: [appealRule],
    });
    const appealRoute = routes.find((r) => r.route === 'appeal');
    expect(appealRoute?.rights).toEqual([appealRule]);
    expect(routes.find((r) => r.route === 'dispute')?.rights).toEqual([]);
  });

  it('cites nothing for results stored before findings named their rules', () => {
    expect(draftRoutes(input).every((r) => r.rights.length === 0)).toBe(true);
  });
});
