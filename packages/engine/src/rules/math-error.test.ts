import { describe, expect, it } from 'vitest';
import { carriedBalance, mathError } from './math-error';
import { buildInput, type DocSpec, type LineSpec } from './test-helpers';

const lines = [
  { code: '97110', amount: 84.29 },
  { code: '97140', amount: 99.68 },
];
const run = (spec: DocSpec) => mathError(buildInput(spec));

describe('math_error: bills', () => {
  it('nothing when the figures add up', async () => {
    expect(
      await run({
        lines,
        totals: { totalCharges: 183.97, payments: 100, adjustments: 20, patientBalance: 63.97 },
      }),
    ).toEqual([]);
  });

  it('lines that do not add up to the printed total', async () => {
    const [f] = await run({ lines, totals: { totalCharges: 283.97, patientBalance: 283.97 } });
    expect(f).toMatchObject({
      type: 'math_error',
      severity: 'high',
      amount: 100,
      savingsPotential: 100,
      codes: [],
    });
    expect(f!.evidence[0]!.text).toContain('Total Charges');
    expect(f!.evidence.filter((e) => e.lineIndex !== null)).toHaveLength(2);
  });

  it('a total under the lines is reported without a saving', async () => {
    const [f] = await run({ lines, totals: { totalCharges: 150 } });
    expect(f).toMatchObject({ severity: 'low', savingsPotential: 0, amount: 33.97 });
  });

  it('a balance that ignores an adjustment', async () => {
    const [f] = await run({
      lines,
      totals: { totalCharges: 183.97, payments: 100, adjustments: 50.45, patientBalance: 83.97 },
    });
    expect(f).toMatchObject({ amount: 50.45, savingsPotential: 50.45 });
    expect(f!.description).toContain('$33.52');
  });

  it('patient payments printed on the statement are subtracted', async () => {
    const totals = { totalCharges: 183.97, payments: 100, patientPayments: 20, patientBalance: 63.97 };
    expect(await run({ lines, totals })).toEqual([]);
  });

  it('the deposit the patient told us about is subtracted in the balance check', async () => {
    const totals = { totalCharges: 183.97, payments: 100, patientBalance: 83.97 };
    const answers = { additionalQuestions: { depositsOrCopays: true, depositsOrCopaysAmount: 25 } };
    const [f] = await run({ lines, totals, answers });
    expect(f).toMatchObject({ title: 'Your deposit or copay is not credited', savingsPotential: 25 });
    // Already on the statement as a patient payment: not subtracted twice.
    expect(
      await run({ lines, totals: { ...totals, patientPayments: 25, patientBalance: 58.97 }, answers }),
    ).toEqual([]);
  });

  it('a balance lower than the figures give is not an overcharge', async () => {
    expect(await run({ lines, totals: { totalCharges: 183.97, payments: 100, patientBalance: 40 } })).toEqual(
      [],
    );
  });
});

describe('math_error: EOBs', () => {
  const eob = (l: LineSpec[], totals: DocSpec['totals'] = {}) =>
    run({ documentType: 'eob', lines: l, totals });

  it('nothing when billed, allowed, paid and owed agree', async () => {
    const l = { code: '99214', amount: 321.23, allowed: 169, planPaid: 135.2, patientResponsibility: 33.8 };
    expect(await eob([l], { patientResponsibility: 33.8 })).toEqual([]);
  });

  it('allowed minus plan paid is not what the patient is asked for', async () => {
    const l = { code: '99214', amount: 321.23, allowed: 169, planPaid: 135.2, patientResponsibility: 53.8 };
    const [f] = await eob([l]);
    expect(f).toMatchObject({ savingsPotential: 20, severity: 'high' });
    expect(f!.evidence[0]!.lineIndex).toBe(0);
  });

  it('billed minus allowed is not the printed adjustment', async () => {
    const l = {
      code: '99214',
      amount: 321.23,
      allowed: 169,
      planPaid: 135.2,
      patientResponsibility: 33.8,
      adjustments: [{ group: 'CO' as const, carc: '45', amount: 100 }],
    };
    const [f] = await eob([l]);
    expect(f!.description).toMatch(/adjustments are \$100\.00/);
  });

  it('an out-of-network balance (billed minus paid) and a denied line are not arithmetic errors', async () => {
    const oon = { code: '74177', amount: 999.4, allowed: 363, planPaid: 217.8, patientResponsibility: 781.6 };
    const denied = { code: '80053', amount: 23.76, allowed: 0, planPaid: 0, patientResponsibility: 23.76 };
    expect(await eob([oon, denied])).toEqual([]);
  });

  it("the 'you owe' total does not match the lines", async () => {
    const l = { code: '99214', amount: 321.23, allowed: 169, planPaid: 135.2, patientResponsibility: 33.8 };
    const [f] = await eob([l, { ...l, code: '85025' }], { patientResponsibility: 77.6 });
    expect(f).toMatchObject({ amount: 10, savingsPotential: 10 });
  });
});

describe('math_error: a balance carried from an earlier statement', () => {
  it('is added to the charges', async () => {
    const spec = {
      lines,
      totals: { totalCharges: 183.97, payments: 100, patientBalance: 133.97 },
      footer: 'Previous balance  $50.00',
    };
    expect(await run(spec)).toEqual([]);
    expect(carriedBalance('Balance forward: $1,200.50\n')).toBe(1200.5);
    expect(carriedBalance('no carried amount')).toBe(0);
  });

  it('unreadable: no balance check', async () => {
    const totals = { totalCharges: 183.97, payments: 100, patientBalance: 133.97 };
    expect(await run({ lines, totals, footer: 'Previous balance see enclosed' })).toEqual([]);
  });
});

describe('math_error: only when every row was read', () => {
  it('lines short of the total with a row we could not read: no math error (a reading notice)', async () => {
    expect(await run({ lines, unread: [[100]], totals: { totalCharges: 283.97 } })).toEqual([]);
    // A line read without its amount: the same.
    const partial = [...lines, { code: '97530', amount: null }];
    expect(await run({ lines: partial, totals: { totalCharges: 283.97 } })).toEqual([]);
    // A 'charge' larger than the whole total was not a charge (a result, an identifier).
    const misread = [...lines, { code: '80053', amount: 1850 }];
    expect(await run({ lines: misread, totals: { totalCharges: 283.97 } })).toEqual([]);
  });

  it('no balance check from the lines alone when some went unread', async () => {
    expect(await run({ lines, unread: [[100]], totals: { payments: 50, patientBalance: 233.97 } })).toEqual(
      [],
    );
  });

  it("a claim form's box 28 total against its box 24 lines", async () => {
    const [f, ...rest] = await run({
      documentType: 'claim_form',
      lines,
      totals: { totalCharges: 150, patientBalance: 200 },
    });
    expect(f).toMatchObject({ type: 'math_error', amount: 33.97 });
    // Its balance box is the provider's claim, not a patient balance: no balance check.
    expect(rest).toEqual([]);
    expect(f!.evidence.filter((e) => e.lineIndex !== null)).toHaveLength(2);
  });

  it('an EOB line the plan denied or wrote off (nothing paid, nothing owed) is not an arithmetic error', async () => {
    const paid = { code: '36415', amount: 112, allowed: 44.8, planPaid: 35.84, patientResponsibility: 8.96 };
    const deniedCopy = { ...paid, planPaid: 0, patientResponsibility: 0 };
    expect(
      await run({ documentType: 'eob', lines: [paid, deniedCopy], totals: { patientResponsibility: 8.96 } }),
    ).toEqual([]);
  });
});
