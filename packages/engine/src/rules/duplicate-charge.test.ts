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

describe('duplicate_charge: one finding per service, however many days it was doubled on', () => {
  const on = (date: string) => ({ ...line, date });

  it('the same line doubled on three days is one finding that points at all six lines', async () => {
    const days = ['2026-03-28', '2026-03-29', '2026-03-30'];
    const other = { ...line, code: '97140', amount: 99.68 };
    const input = buildInput({ lines: days.flatMap((d) => [on(d), { ...other, date: d }, on(d)]) });
    const [f, ...rest] = await duplicateCharge(input);
    expect(rest).toEqual([]);
    expect(f).toMatchObject({
      codes: ['97110'],
      amount: 252.87,
      savingsPotential: 252.87,
      title: 'Charged more than once a day for the same service, on 3 days',
    });
    expect(f!.evidence.map((e) => e.lineIndex)).toEqual([0, 2, 3, 5, 6, 8]);
    expect(f!.description).toContain('twice a day on 3 days, from March 28, 2026 to March 30, 2026');
    expect(f!.description).toContain('the extra 3 charges of $252.87');
  });

  it('a line printed once on other days is no duplicate, and only its doubled day counts', async () => {
    const input = buildInput({
      lines: [on('2026-03-28'), on('2026-03-29'), on('2026-03-29'), on('2026-03-30')],
    });
    const [f, ...rest] = await duplicateCharge(input);
    expect(rest).toEqual([]);
    expect(f).toMatchObject({ amount: 84.29, title: 'Charged twice for the same service' });
    expect(f!.evidence.map((e) => e.lineIndex)).toEqual([1, 2]);
  });

  it('another amount or other units on another day is another finding', async () => {
    const dearer = { ...line, amount: 90 };
    const input = buildInput({
      lines: [
        on('2026-03-28'),
        on('2026-03-28'),
        { ...dearer, date: '2026-03-29' },
        { ...dearer, date: '2026-03-29' },
      ],
    });
    const findings = await duplicateCharge(input);
    expect(findings.map((f) => f.amount)).toEqual([84.29, 90]);
  });

  it('a 200-page statement (8,000 lines, every service doubled each day) gives one finding per service', async () => {
    const services = [
      { code: '97110', amount: 84.29 },
      { code: '97140', amount: 99.68 },
      { code: '85025', amount: 45 },
      { code: '36415', amount: 24 },
    ];
    const lines = Array.from({ length: 8000 }, (_, i) => {
      const day = Math.floor(i / 8);
      const date = new Date(Date.UTC(2026, 0, 1 + day)).toISOString().slice(0, 10);
      return { ...services[i % 4], date, units: 1 };
    });
    const findings = await duplicateCharge(buildInput({ lines }));
    expect(findings.map((f) => f.codes[0])).toEqual(['97110', '97140', '85025', '36415']);
    const [first] = findings;
    expect(first!.evidence).toHaveLength(2000);
    expect(first!.title).toBe('Charged more than once a day for the same service, on 1,000 days');
    // Each extra copy counted once: 1,000 days x one extra copy.
    expect(first!.amount).toBe(84290);
    expect(findings.reduce((s, f) => s + (f.savingsPotential ?? 0), 0)).toBeCloseTo(
      1000 * (84.29 + 99.68 + 45 + 24),
      2,
    );
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
