import { describe, expect, it } from 'vitest';
import type { PovertyGuideline } from '../reference-data';
import { financialAssistance } from './financial-assistance';
import { buildInput, type DocSpec } from './test-helpers';

const poverty: PovertyGuideline[] = [
  { year: 2025, region: 'contiguous', base: 15650, perExtraPerson: 5500, sourceVersion: 'HHS 2025' },
];
const run = (spec: DocSpec) =>
  financialAssistance(
    buildInput({
      lines: [{ code: '99213', amount: 200 }],
      totals: { patientBalance: 180 },
      reference: { poverty },
      statementDate: '2026-02-01',
      ...spec,
    }),
  );

describe('financial_assistance', () => {
  it('under 200% of the poverty guideline: free care likely (latest guideline year found)', async () => {
    // Household of 3: 15,650 + 2 x 5,500 = 26,650; 40,000 is 150%.
    const [f] = await run({ household: { income: 40000, size: 3 } });
    expect(f).toMatchObject({ type: 'financial_assistance', severity: 'high', savingsPotential: 180 });
    expect(f!.description).toContain('150%');
    expect(f!.source).toEqual({ name: 'HHS poverty guidelines', version: 'HHS 2025' });
  });

  it('under 400%: a discount', async () => {
    const [f] = await run({ household: { income: 80000, size: 3 } });
    expect(f).toMatchObject({ severity: 'medium', savingsPotential: null });
  });

  it('above 400%, or no income given: a pointer to charity care only when the bill mentions it', async () => {
    expect(await run({ household: { income: 200000, size: 1 } })).toEqual([]);
    const [f] = await run({ mentionsFinancialAssistance: true });
    expect(f).toMatchObject({ severity: 'low', savingsPotential: null });
    expect(await run({ footer: 'Charity care is available: ask us.' })).toHaveLength(1);
  });

  it('not on EOBs or letters', async () => {
    expect(await run({ documentType: 'eob', household: { income: 10000, size: 1 } })).toEqual([]);
  });
});
