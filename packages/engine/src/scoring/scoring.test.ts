import { describe, expect, it } from 'vitest';
import { verificationAnswersSchema, type Finding } from '@clearbill/shared';
import { buildInput } from '../rules/test-helpers';
import { scoreFindings } from './index';
import { appealLikelihood, riskBand, riskLevel, riskScore } from './risk';
import { capToLines, potentialSavings, savingsCap, savingsSummary } from './savings';

const finding = (o: Partial<Finding>): Finding => ({
  id: 'x',
  type: 'duplicate_charge',
  severity: 'high',
  title: '',
  description: '',
  codes: [],
  amount: null,
  savingsPotential: null,
  recommendations: [],
  evidence: [],
  source: null,
  reasonClass: null,
  deadline: null,
  ...o,
});
const at = (...lineIndexes: number[]) =>
  lineIndexes.map((lineIndex) => ({ text: '', lineIndex, location: null }));

describe('potentialSavings', () => {
  const parsed = buildInput({
    lines: [
      { code: '93000', amount: 358.29 },
      { code: '93000', amount: 358.29 },
      { code: '99213', amount: 150 },
    ],
    totals: { totalCharges: 866.58, patientBalance: 700 },
  }).parsed;

  it('a line both duplicated and overpriced: its amount counts once', () => {
    const dup = finding({ type: 'duplicate_charge', savingsPotential: 358.29, evidence: at(0, 1) });
    const price = finding({ type: 'excessive_pricing', savingsPotential: 316.56, evidence: at(0, 1) });
    // The copy comes off (358.29); the remaining line can only come down by the overprice.
    expect(potentialSavings([price, dup], parsed)).toBeCloseTo(358.29 + 316.56, 2);
    // Two findings claiming the whole of one line count it once.
    const unbundled = finding({ type: 'unbundling', savingsPotential: 150, evidence: at(2) });
    const notReceived = finding({ type: 'service_not_received', savingsPotential: 150, evidence: at(2) });
    expect(potentialSavings([unbundled, notReceived], parsed)).toBe(150);
  });

  it('adds document-level savings and never exceeds the balance', () => {
    const math = finding({ type: 'math_error', savingsPotential: 100 });
    const dup = finding({ savingsPotential: 358.29, evidence: at(0, 1) });
    expect(potentialSavings([math, dup], parsed)).toBeCloseTo(458.29, 2);
    const free = finding({ type: 'financial_assistance', savingsPotential: 700 });
    expect(potentialSavings([math, dup, free], parsed)).toBe(700);
  });

  it('caps an EOB at what the patient owes', () => {
    const eob = buildInput({
      documentType: 'eob',
      lines: [{ code: '80053', amount: 23.76, allowed: 0, planPaid: 0, patientResponsibility: 23.76 }],
      totals: { patientResponsibility: 23.76 },
    }).parsed;
    expect(savingsCap(eob)).toBe(23.76);
    const appeal = finding({ type: 'appeal_opportunity', savingsPotential: 23.76, evidence: at(0) });
    const balance = finding({ type: 'balance_billing', savingsPotential: 23.76, evidence: at(0) });
    expect(potentialSavings([appeal, balance], eob)).toBe(23.76);
  });

  it('nothing found: nothing to save', () => {
    expect(potentialSavings([], parsed)).toBe(0);
  });
});

describe('savings add up', () => {
  const parsed = buildInput({
    lines: [
      { code: '93000', amount: 358.29 },
      { code: '99213', amount: 150 },
    ],
    totals: { totalCharges: 508.29, patientBalance: 200 },
  }).parsed;

  it("a finding's savings never exceed what its lines ask the patient to pay", () => {
    const f = finding({ type: 'excessive_pricing', savingsPotential: 400, evidence: at(1, 1) });
    expect(capToLines(f, parsed).savingsPotential).toBe(150);
    const fine = finding({ type: 'excessive_pricing', savingsPotential: 100, evidence: at(0) });
    expect(capToLines(fine, parsed)).toBe(fine);
    // A total's extra is not drawn from the lines it quotes.
    const math = finding({ type: 'math_error', savingsPotential: 400, evidence: at(1) });
    expect(capToLines(math, parsed).savingsPotential).toBe(400);
  });

  it('says when the total is capped at what the patient is asked to pay', () => {
    const dup = finding({ savingsPotential: 150, evidence: at(1) });
    expect(savingsSummary([dup], parsed)).toEqual({ potentialSavings: 150, savingsCappedAt: null });
    const price = finding({ type: 'excessive_pricing', savingsPotential: 316, evidence: at(0) });
    expect(savingsSummary([dup, price], parsed)).toEqual({ potentialSavings: 200, savingsCappedAt: 200 });
  });
});

describe('riskScore', () => {
  it('stays in 0-100 and rises with severity, count and money', () => {
    expect(riskScore([], 0, 100)).toBe(0);
    const one = riskScore([finding({ severity: 'high' })], 0, 100);
    const two = riskScore([finding({ severity: 'high' }), finding({ severity: 'high' })], 0, 100);
    const rich = riskScore([finding({ severity: 'high' })], 100, 100);
    expect(one).toBeGreaterThan(riskScore([finding({ severity: 'medium' })], 0, 100));
    expect(two).toBeGreaterThan(one);
    expect(rich).toBeGreaterThan(one);
    expect(
      riskScore(
        Array.from({ length: 20 }, () => finding({})),
        1e6,
        1,
      ),
    ).toBe(100);
  });

  it('a financial-assistance pointer alone keeps the risk very low', () => {
    const score = riskScore([finding({ type: 'financial_assistance', severity: 'low' })], 0, 100);
    expect(riskLevel(score)).toBe('Very Low');
  });

  it("bands and levels follow the spec's 0-33, 34-66, 67-100", () => {
    expect([0, 33, 34, 66, 67, 100].map(riskBand)).toEqual([
      'low',
      'low',
      'medium',
      'medium',
      'high',
      'high',
    ]);
    expect([0, 16, 17, 33, 50, 67, 83, 84].map(riskLevel)).toEqual([
      'Very Low',
      'Very Low',
      'Low',
      'Low',
      'Moderate',
      'High',
      'High',
      'Very High',
    ]);
  });
});

describe('appealLikelihood', () => {
  it('0 with nothing to dispute; financial assistance is not a dispute', () => {
    expect(appealLikelihood([])).toBe(0);
    expect(appealLikelihood([finding({ type: 'financial_assistance' })])).toBe(0);
  });

  it('strong findings score higher than weak ones, weighted by money, within 0-0.95', () => {
    const dup = appealLikelihood([finding({ type: 'duplicate_charge', savingsPotential: 100 })]);
    const price = appealLikelihood([finding({ type: 'excessive_pricing', savingsPotential: 100 })]);
    expect(dup).toBeGreaterThan(price);
    const mixed = appealLikelihood([
      finding({ type: 'duplicate_charge', savingsPotential: 10 }),
      finding({ type: 'excessive_pricing', savingsPotential: 1000 }),
    ]);
    expect(mixed).toBeLessThan(0.5);
    const many = Array.from({ length: 6 }, () => finding({ type: 'duplicate_charge', savingsPotential: 10 }));
    expect(appealLikelihood(many)).toBeLessThanOrEqual(0.95);
    const necessity = appealLikelihood([
      finding({ type: 'appeal_opportunity', reasonClass: 'medical_necessity' }),
    ]);
    const missing = appealLikelihood([
      finding({ type: 'appeal_opportunity', reasonClass: 'missing_information' }),
    ]);
    expect(missing).toBeGreaterThan(necessity);
  });
});

describe('answers in the score', () => {
  it('flags wrong personal information as high risk (01-patient-area.md §2), whatever the findings', () => {
    const { parsed } = buildInput();
    const answers = verificationAnswersSchema.parse({ personalInfoCorrect: false });
    expect(scoreFindings([], parsed, null).riskBand).toBe('low');
    const flagged = scoreFindings([], parsed, answers);
    expect(flagged.riskScore).toBe(67);
    expect(flagged.riskBand).toBe('high');
    const fine = scoreFindings([], parsed, verificationAnswersSchema.parse({ personalInfoCorrect: true }));
    expect(fine.riskBand).toBe('low');
  });
});
