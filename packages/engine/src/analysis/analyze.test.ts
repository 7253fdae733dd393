import { describe, expect, it } from 'vitest';
import { findingSchema } from '@clearbill/shared';
import { buildInput, V } from '../rules/test-helpers';
import { analyzeDocument } from './analyze';

const lines = [
  { code: '80053', amount: 27.5 },
  { code: '80048', amount: 22.5 },
  { code: '80048', amount: 22.5 },
  { code: '93000', amount: 358.29 },
];

describe('analyzeDocument', () => {
  it('runs every rule, numbers the findings by type, lists the sources and scores them', async () => {
    const input = buildInput({
      lines,
      totals: { totalCharges: 430.79, payments: 0, patientBalance: 430.79 },
      mentionsFinancialAssistance: true,
      reference: {
        ncci: [
          {
            column1: '80053',
            column2: '80048',
            modifierIndicator: 0,
            rationale: null,
            deletionDate: null,
            sourceVersion: 'NCCI 2026 Q2',
          },
        ],
        pfs: [
          {
            code: '93000',
            facilityAmount: 13.91,
            nonFacilityAmount: 13.91,
            year: 2025,
            sourceVersion: 'CY2025 Oct',
          },
        ],
        mue: [
          {
            code: '80053',
            serviceType: 'unspecified',
            maxUnits: 1,
            adjudicationIndicator: 2,
            rationale: null,
            sourceVersion: V,
          },
        ],
      },
    });
    const outcome = await analyzeDocument(input);
    expect(outcome.findings.map((f) => f.id)).toEqual([
      'duplicate_charge-1',
      'unbundling-1',
      'excessive_pricing-1',
      'financial_assistance-1',
    ]);
    for (const f of outcome.findings) expect(() => findingSchema.parse(f)).not.toThrow();
    // Every finding names the regulations it rests on ("Why this is your right").
    expect(outcome.findings.find((f) => f.type === 'unbundling')?.regulationIds).toContain(
      'ncci-procedure-to-procedure-edits',
    );
    for (const f of outcome.findings) expect(f.regulationIds?.length, f.id).toBeGreaterThan(0);
    // Every finding about codes points at the lines it is about.
    for (const f of outcome.findings.filter((x) => x.codes.length > 0)) {
      expect(f.evidence.some((e) => e.lineIndex !== null)).toBe(true);
    }
    // The MUE table was consulted though it found nothing.
    expect(outcome.sources).toEqual(
      expect.arrayContaining([
        { name: 'NCCI procedure-to-procedure edits', version: 'NCCI 2026 Q2' },
        { name: 'Medicare physician fee schedule', version: 'CY2025 Oct' },
        { name: 'NCCI medically unlikely edits (MUE)', version: V },
      ]),
    );
    expect(outcome.potentialSavings).toBeGreaterThan(22.5);
    expect(outcome.potentialSavings).toBeLessThanOrEqual(430.79);
    expect(outcome.riskBand).toBe('high');
    expect(outcome.riskLevel).toMatch(/High/);
    expect(outcome.appealLikelihood).toBeGreaterThan(0);
  });

  it('a clean bill: no findings, very low risk, nothing to save', async () => {
    const outcome = await analyzeDocument(
      buildInput({
        lines: [{ code: '99213', amount: 120 }],
        totals: { totalCharges: 120, patientBalance: 120 },
      }),
    );
    expect(outcome).toMatchObject({
      findings: [],
      riskScore: 0,
      riskBand: 'low',
      riskLevel: 'Very Low',
      appealLikelihood: 0,
      potentialSavings: 0,
    });
  });

  it('rows we could not read: a reading notice and no math error; wrong details: a finding', async () => {
    const outcome = await analyzeDocument(
      buildInput({
        lines: [{ code: '99213', amount: 120 }],
        unread: [[80]],
        totals: { totalCharges: 200, patientBalance: 200 },
        answers: { personalInfoCorrect: false },
      }),
    );
    expect(outcome.findings.map((f) => f.type)).toEqual(['personal_details']);
    expect(outcome.readingNotice).toEqual({
      message: 'We could not read every line of this bill',
      linesTotal: 120,
      printedTotal: 200,
      unreadRows: 1,
    });
    expect(outcome.savingsCappedAt).toBeNull();
  });
});
