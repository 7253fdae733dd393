import { describe, expect, it } from 'vitest';
import type { ReferenceFixtures } from '../memory-reference-data';
import { excessivePricing } from './excessive-pricing';
import { buildInput, V, type DocSpec, type LineSpec } from './test-helpers';

const reference: ReferenceFixtures = {
  pfs: [
    { code: '93000', facilityAmount: 13.91, nonFacilityAmount: 13.91, year: 2025, sourceVersion: V },
    { code: '73610', facilityAmount: 35.26, nonFacilityAmount: 35.26, year: 2025, sourceVersion: V },
    { code: '99285', facilityAmount: 168.85, nonFacilityAmount: 168.85, year: 2025, sourceVersion: V },
  ],
  opps: [
    { code: '73610', amount: 88.05, year: 2025, sourceVersion: V },
    { code: '99285', amount: 613.1, year: 2025, sourceVersion: V },
  ],
  clfs: [{ code: '85025', amount: 7.77, year: 2026, sourceVersion: V }],
};
const run = (lines: LineSpec[], extra: DocSpec = {}) =>
  excessivePricing(buildInput({ lines, reference, ...extra }));

describe('excessive_pricing', () => {
  it('flags a price 10 times the office fee schedule, with the benchmark and a typical range', async () => {
    const [f] = await run([{ code: '93000', amount: 358.29 }]);
    expect(f).toMatchObject({
      type: 'excessive_pricing',
      codes: ['93000'],
      amount: 358.29,
      severity: 'high',
    });
    expect(f!.description).toContain('$13.91');
    expect(f!.description).toMatch(/typical price is about \$20\.87 to \$41\.73/);
    expect(f!.savingsPotential).toBeCloseTo(358.29 - 41.73, 2);
    expect(f!.source).toEqual({ name: 'Medicare physician fee schedule', version: V });
  });

  it('does not flag a common markup', async () => {
    expect(await run([{ code: '93000', amount: 60 }])).toEqual([]);
  });

  it('compares the price per unit', async () => {
    expect(await run([{ code: '85025', units: 10, amount: 176 }])).toEqual([]);
    const [f] = await run([{ code: '85025', units: 2, amount: 422.34 }]);
    expect(f).toMatchObject({ codes: ['85025'], severity: 'high' });
    expect(f!.description).toContain('a unit');
    expect(f!.source?.name).toBe('Medicare clinical laboratory fee schedule');
  });

  it("in a hospital, also needs 5 times the hospital's own Medicare rate", async () => {
    // 40x the fee schedule, but under 5x what Medicare pays a hospital emergency department.
    expect(await run([{ code: '99285', amount: 2900 }], { setting: 'emergency' })).toEqual([]);
    const [f] = await run([{ code: '73610', amount: 918.83 }], { setting: 'emergency' });
    expect(f?.description).toContain('$88.05');
  });

  it('judges identical duplicate lines once', async () => {
    const line = { code: '93000', amount: 358.29 };
    const found = await run([line, line]);
    expect(found).toHaveLength(1);
    expect(found[0]!.evidence.map((e) => e.lineIndex)).toEqual([0, 1]);
    expect(found[0]!.savingsPotential).toBeLessThan(358.29);
  });

  it('the same price on many days is one finding with every line, its savings counted per day', async () => {
    const days = Array.from({ length: 300 }, (_, d) =>
      new Date(Date.UTC(2026, 0, 1 + d)).toISOString().slice(0, 10),
    );
    // Each day: the overpriced ECG, printed twice on the first day (a duplicate, judged once).
    const lines = [
      { code: '93000', amount: 358.29, date: days[0] },
      ...days.map((date) => ({ code: '93000', amount: 358.29, date })),
    ];
    const findings = await run(lines);
    expect(findings).toHaveLength(1);
    const [f] = findings;
    expect(f!.evidence).toHaveLength(301);
    expect(f!.amount).toBeCloseTo(300 * 358.29, 2);
    expect(f!.savingsPotential).toBeCloseTo(300 * (358.29 - 41.73), 2);
    expect(f!.description).toContain(
      '$358.29 each time, on 300 days from January 1, 2026 to October 27, 2026',
    );
    // Another price is judged on its own.
    expect(await run([...lines, { code: '93000', amount: 500, date: days[5] }])).toHaveLength(2);
  });

  it('on an EOB judges what the patient owes, never the billed amount, whatever the network', async () => {
    const line = { code: '93000', amount: 358.29, allowed: 14, planPaid: 11, patientResponsibility: 3 };
    for (const networkStatus of ['in_network', 'out_of_network', null] as const) {
      expect(await run([line], { documentType: 'eob', networkStatus })).toEqual([]);
    }
    // A large billed amount with a modest share: no finding (the allowed amount caps it).
    const capped = {
      code: '99285',
      amount: 15270,
      allowed: 6108,
      planPaid: 4886.4,
      patientResponsibility: 1221.6,
    };
    expect(await run([capped], { documentType: 'eob', setting: 'emergency' })).toEqual([]);
    // The patient's own share far above Medicare (an out-of-network balance): a finding on the share.
    const oon = { ...line, patientResponsibility: 347.29 };
    const [f] = await run([oon], { documentType: 'eob', networkStatus: 'out_of_network' });
    expect(f).toMatchObject({ amount: 347.29 });
    expect(f!.description).toContain('leaves you to pay $347.29');
    expect(f?.savingsPotential).toBeLessThanOrEqual(347.29);
  });

  it('an amount larger than the printed total is a misreading, not a price', async () => {
    const lines = [
      { code: '93000', amount: 1850 },
      { code: '85025', amount: 20 },
    ];
    expect(await run(lines, { totals: { totalCharges: 300 } })).toEqual([]);
  });

  it('says nothing without a benchmark', async () => {
    expect(await run([{ code: '12345', amount: 99999 }])).toEqual([]);
  });
});
