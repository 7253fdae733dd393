import { describe, expect, it } from 'vitest';
import { balanceBilling } from './balance-billing';
import { buildInput, type LineSpec } from './test-helpers';

const run = (lines: LineSpec[], networkStatus: 'in_network' | 'out_of_network' = 'in_network') =>
  balanceBilling(buildInput({ documentType: 'eob', lines, networkStatus }));

describe('balance_billing', () => {
  it('a CO (provider liability) amount counted in what the patient owes', async () => {
    const line = {
      code: '80053',
      amount: 23.76,
      allowed: 0,
      planPaid: 0,
      patientResponsibility: 23.76,
      adjustments: [{ group: 'CO' as const, carc: '197', amount: null }],
    };
    const [f] = await run([line]);
    expect(f).toMatchObject({
      type: 'balance_billing',
      severity: 'high',
      codes: ['80053'],
      amount: 23.76,
      savingsPotential: 23.76,
    });
    expect(f!.description).toContain('CO-197');
  });

  it('caps the amount at the printed CO adjustment', async () => {
    const line = {
      code: '99214',
      amount: 300,
      allowed: 150,
      planPaid: 120,
      patientResponsibility: 130,
      adjustments: [{ group: 'CO' as const, carc: '45', amount: 50 }],
    };
    const [f] = await run([line]);
    expect(f?.amount).toBe(50);
  });

  it('cost sharing alone, or an out-of-network PR balance, is not balance billing', async () => {
    const share = {
      code: '99214',
      amount: 300,
      allowed: 150,
      planPaid: 120,
      patientResponsibility: 30,
      adjustments: [{ group: 'CO' as const, carc: '45', amount: 150 }],
    };
    const oon = {
      code: '74177',
      amount: 999.4,
      allowed: 363,
      planPaid: 217.8,
      patientResponsibility: 781.6,
      adjustments: [{ group: 'PR' as const, carc: '242', amount: null }],
    };
    expect(await run([share])).toEqual([]);
    expect(await run([oon], 'out_of_network')).toEqual([]);
  });
});
