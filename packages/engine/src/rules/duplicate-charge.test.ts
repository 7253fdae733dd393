import { describe, expect, it } from 'vitest';
import { duplicateCharge } from './duplicate-charge';
import { buildInput } from './test-helpers';

const line = { code: '97110', date: '2026-03-28', units: 1, amount: 84.29 };

describe('duplicate_charge', () => {
  it('flags the same code, date, units and amount billed twice, counting the copy once', async () => {
    const input = buildInput({ lines: [line, { ...line, code: '97140', amount: 99.68 }, line] });
    const [f, ...rest] = await duplicateCharge(input);
    expect(rest).toEqual([]);
    expect(f).toMatchObject({
      type: 'duplicate_charge',
      severity: 'high',
      codes: ['97110'],
      amount: 84.29,
      savingsPotential: 84.29,
    });
    expect(f!.evidence.map((e) => e.lineIndex)).toEqual([0, 2]);
    expect(f!.evidence[0]!.text).toContain('97110');
    expect(f!.evidence[0]!.location?.page).toBe(1);
    expect(f!.recommendations.length).toBeLessThanOrEqual(3);
    expect(f!.source?.version).toBeTruthy();
  });

  it('counts every extra copy', async () => {
    const [f] = await duplicateCharge(buildInput({ lines: [line, line, line] }));
    expect(f).toMatchObject({ amount: 168.58, title: 'Charged 3 times for the same service' });
  });

  it.each([
    ['another date', { date: '2026-03-29' }],
    ['other units', { units: 2 }],
    ['another amount', { amount: 84.3 }],
    ['another modifier', { modifiers: ['59'] }],
    ['a repeat modifier (76)', { modifiers: ['76'] }],
  ])('does not flag a line with %s', async (_, change) => {
    const withRepeat = 'modifiers' in change && change.modifiers[0] === '76';
    const first = withRepeat ? { ...line, modifiers: ['76'] } : line;
    expect(await duplicateCharge(buildInput({ lines: [first, { ...line, ...change }] }))).toEqual([]);
  });

  it('does not flag a copy the payer already refused as a duplicate (CARC 18)', async () => {
    const input = buildInput({
      documentType: 'eob',
      lines: [line, { ...line, adjustments: [{ group: 'CO', carc: '18', amount: 84.29 }], denied: true }],
    });
    expect(await duplicateCharge(input)).toEqual([]);
  });

  it('compares lines without a procedure code by revenue code and description', async () => {
    const room = { code: null, revenueCode: '0120', description: 'Room and board', amount: 1200 };
    const [f] = await duplicateCharge(
      buildInput({ lines: [room, room, { ...room, description: 'Pharmacy' }] }),
    );
    expect(f).toMatchObject({ codes: [], amount: 1200 });
  });

  it('counts what the patient is asked to pay on an EOB as the saving', async () => {
    const eobLine = { ...line, allowed: 40, planPaid: 32, patientResponsibility: 8 };
    const [f] = await duplicateCharge(buildInput({ documentType: 'eob', lines: [eobLine, eobLine] }));
    expect(f).toMatchObject({ amount: 84.29, savingsPotential: 8 });
  });
});

describe('duplicate_charge: never blames the bill for what is not against the patient', () => {
  const eobLine = { code: '36415', amount: 112, allowed: 44.8, planPaid: 35.84, patientResponsibility: 8.96 };

  it('a copy the plan already denied, or one the patient owes nothing for, is not a finding', async () => {
    const zeroed = { ...eobLine, planPaid: 0, patientResponsibility: 0 };
    expect(await duplicateCharge(buildInput({ documentType: 'eob', lines: [eobLine, zeroed] }))).toEqual([]);
    const denied = { ...eobLine, denied: true };
    expect(await duplicateCharge(buildInput({ documentType: 'eob', lines: [eobLine, denied] }))).toEqual([]);
    // Both copies owed: still a duplicate.
    const [f] = await duplicateCharge(buildInput({ documentType: 'eob', lines: [eobLine, eobLine] }));
    expect(f).toMatchObject({ savingsPotential: 8.96 });
  });

  it('lines with neither a code nor a date are not compared', async () => {
    const undated = { code: null, date: null, revenueCode: '0300', description: 'Lab', amount: 40 };
    expect(await duplicateCharge(buildInput({ lines: [undated, undated] }))).toEqual([]);
  });

  it('an amount larger than the printed total is a misreading, not a charge', async () => {
    const big = { ...line, amount: 1850 };
    const input = buildInput({ lines: [big, big], totals: { totalCharges: 300 } });
    expect(await duplicateCharge(input)).toEqual([]);
  });
});
