import { describe, expect, it } from 'vitest';
import { buildInput, type DocSpec } from '../rules/test-helpers';
import { readingIncomplete, readingNoticeFor } from './reading-notice';

const lines = [
  { code: '99285', amount: 1200 },
  { code: '85025', amount: 45 },
];
const notice = (spec: DocSpec) => readingNoticeFor(buildInput(spec).parsed);

describe('reading notice', () => {
  it('lines short of the printed total with a row we could not read: a notice with the amounts', () => {
    expect(notice({ lines, unread: [[300]], totals: { totalCharges: 1545 } })).toEqual({
      message: 'We could not read every line of this bill',
      linesTotal: 1245,
      printedTotal: 1545,
      unreadRows: 1,
    });
  });

  it('a line read without its amount is a sign too', () => {
    const n = notice({ lines: [...lines, { code: '36415', amount: null }], totals: { totalCharges: 1357 } });
    expect(n).toMatchObject({ linesTotal: 1245, printedTotal: 1357, unreadRows: 0 });
  });

  it('a line amount above the printed total is a misreading: a notice, not an error', () => {
    const n = notice({ lines: [...lines, { code: '80053', amount: 1850 }], totals: { totalCharges: 1300 } });
    expect(n).toMatchObject({ linesTotal: 3095, printedTotal: 1300, unreadRows: 0 });
  });

  it("on a claim form a charge above box 28 is the form's own error: no notice", () => {
    const form = [...lines, { code: '80053', amount: 1850 }];
    expect(notice({ documentType: 'claim_form', lines: form, totals: { totalCharges: 1300 } })).toBeNull();
  });

  it('no notice when the lines add up (the unread rows were not charges) or every row was read', () => {
    expect(notice({ lines, unread: [[20]], totals: { totalCharges: 1245 } })).toBeNull();
    // Every row read and the lines do not add up: that is the bill's arithmetic, not our reading.
    expect(notice({ lines, totals: { totalCharges: 1545 } })).toBeNull();
    expect(readingIncomplete(buildInput({ lines }).parsed)).toBe(false);
  });

  it('unread rows and no printed total: still a notice, without a total to compare', () => {
    expect(notice({ lines, unread: [[80, 80]] })).toMatchObject({ printedTotal: null, linesTotal: 1245 });
  });

  it("an EOB's 'you owe' total and a claim form's box 28 are compared too", () => {
    const eob = [{ code: '99285', amount: 1200, allowed: 600, planPaid: 480, patientResponsibility: 120 }];
    expect(
      notice({ documentType: 'eob', lines: eob, unread: [[50]], totals: { patientResponsibility: 170 } }),
    ).toMatchObject({
      message: 'We could not read every line of this explanation of benefits',
      linesTotal: 120,
    });
    expect(
      notice({ documentType: 'claim_form', lines, unread: [[10]], totals: { totalCharges: 1255 } }),
    ).toMatchObject({ message: 'We could not read every line of this claim form', printedTotal: 1255 });
  });
});
