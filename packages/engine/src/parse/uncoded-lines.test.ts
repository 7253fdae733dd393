// Lines without a code, dental codes, receipts, key-value EOBs and unread rows, on made-up layouts.
import { describe, expect, it } from 'vitest';
import { parseDocument } from './index';
import { view } from './test-helpers';

describe('services without a code', () => {
  it('reads every row under a described money header, the first one included', () => {
    const text = [
      'Willowmere Surgery Center',
      'Charges for your visit',
      'Trans Date | Item                     | Charge',
      '-------+--------------------------+---------',
      '03/14/2026 | Operating room, first hour | $2,410.00',
      '03/14/2026 | Anesthesia Services        | $880.50',
      '03/14/2026 | 99214 Office consult       | $210.00',
      '03/14/2026 | Supplies                   | $64.25',
      'Total charges: $3,564.75',
      'Notes: glucose 1,850 reported by the lab',
      'Amount due: $3,564.75',
    ].join('\n');
    const parsed = parseDocument(text, 'bill');
    expect(view(parsed.lines, ['date'])).toEqual([
      { code: null, units: 1, amount: 2410, date: '2026-03-14' },
      { code: null, units: 1, amount: 880.5, date: '2026-03-14' },
      { code: '99214', units: 1, amount: 210, date: '2026-03-14' },
      { code: null, units: 1, amount: 64.25, date: '2026-03-14' },
    ]);
    expect(parsed.unreadRows).toEqual([]);
  });

  it('takes units from a units column, never from words such as "Level 3"', () => {
    const text = [
      'Date\tService\tQty\tAmount',
      '2026-05-02\tEmergency visit Level 3\t1\t$950.00',
      '2026-05-02\tIV fluids bag\t3\t$120.00',
    ].join('\n');
    expect(view(parseDocument(text, 'bill').lines)).toEqual([
      { code: null, units: 1, amount: 950 },
      { code: null, units: 3, amount: 120 },
    ]);
  });

  it('keeps a header whose title the redaction replaced, and a dated payment row is no total', () => {
    const text = [
      'Svc Date     Details            [NAME]   Units   Total',
      '04/25/2026   Blood draw         36415       1       $18.99',
      '04/25/2026   Recovery Room                  1       $643.21',
      '04/26/2026   Payment - thank you                    -$100.00',
      'Payments received: $100.00',
    ].join('\n');
    const parsed = parseDocument(text, 'bill');
    expect(view(parsed.lines)).toEqual([
      { code: '36415', units: 1, amount: 18.99 },
      { code: null, units: 1, amount: 643.21 },
    ]);
    expect(parsed.totals.payments).toBeNull();
    expect(parsed.unreadRows).toEqual([]);
  });

  it('never takes totals printed a cell per line, or amounts before their label, for unread rows', () => {
    const text = [
      'Date\tCode\tDescription\tAmount',
      '03/02/2026\t99213\tOffice visit\t$180.00',
      'Total Charges',
      '$180.00',
      'Insurance Payments',
      '-$100.00',
      '$80.00  Amount Due',
      'Remark CO-45: Charge exceeds fee schedule.',
    ].join('\n');
    const parsed = parseDocument(text, 'bill');
    expect(view(parsed.lines)).toEqual([{ code: '99213', units: 1, amount: 180 }]);
    expect(parsed.unreadRows).toEqual([]);
    expect(parsed.totals.patientBalance).toBe(80);
  });

  it('reads amounts written with USD', () => {
    const text = [
      'Date\tDescription\tFee',
      'Jan 5, 2026\tNursing care\tUSD 1,234.50',
      'Subtotal: USD 1,234.50',
    ].join('\n');
    const parsed = parseDocument(text, 'bill');
    expect(view(parsed.lines)).toEqual([{ code: null, units: 1, amount: 1234.5 }]);
    expect(parsed.totals.totalCharges).toBe(1234.5);
  });

  it('reads dispensed prescriptions on a pharmacy receipt', () => {
    const text = [
      'HILLTOP DRUG #88',
      'Receipt',
      'Rx #4451239  Omeprazole 20 mg  Qty 30  $11.40',
      'Rx #4451240  Albuterol inhaler  Qty 1  $38.00',
      'Total: $49.40',
    ].join('\n');
    expect(view(parseDocument(text, 'bill').lines).map((l) => [l.code, l.amount])).toEqual([
      [null, 11.4],
      [null, 38],
    ]);
  });

  it('reports a table row with money it could not place, and not a payment row', () => {
    const text = [
      'Date\tCode\tDescription\tAmount',
      '04/01/2026\t97110\tExercise therapy\t$90.00',
      '04/01/2026\t\t\t$45.00',
      '04/02/2026\t\tInsurance payment\t-$40.00',
      'Balance due: $95.00',
    ].join('\n');
    const parsed = parseDocument(text, 'bill');
    expect(view(parsed.lines)).toEqual([{ code: '97110', units: 1, amount: 90 }]);
    expect(parsed.unreadRows?.map((r) => r.amounts)).toEqual([[45]]);
  });
});

describe('layouts written by hand, unlike the generated sets', () => {
  it('reads a statement of account: wrapped descriptions, a code in the text, a balance forward row', () => {
    const text = [
      'Meadowlark Urgent Care',
      'Statement of Account',
      'Dt.        Particulars                         Amount (USD)',
      '2/3/2026   Urgent care visit                   245.00',
      '2/3/2026   Rapid strep test (87880)            38.00',
      '2/3/2026   Splint application,',
      '           forearm                             96.00',
      '           Balance forward                     12.00',
      'Amount Due                                     391.00',
    ].join('\n');
    const parsed = parseDocument(text, 'bill');
    expect(view(parsed.lines)).toEqual([
      { code: null, units: 1, amount: 245 },
      { code: '87880', units: 1, amount: 38 },
      { code: null, units: 1, amount: 96 },
    ]);
    expect(parsed.unreadRows).toEqual([]);
  });

  it('reads key-value EOB blocks written with dot leaders', () => {
    const text = [
      'Your Explanation of Benefits',
      'Service 1: Physical therapy (97140) on 04/04/2026',
      '  Amount Billed ........ $250.00',
      '  Plan Discount ........ $90.00',
      '  Plan Paid ............ $128.00',
      '  Your Share ........... $32.00',
    ].join('\n');
    const lines = parseDocument(text, 'eob').lines;
    expect(lines.map((l) => [l.code, l.date, l.amount, l.planPaid, l.patientResponsibility])).toEqual([
      ['97140', '2026-04-04', 250, 128, 32],
    ]);
  });

  it('takes a block of labelled amounts beside an itemised table for a summary, not a service', () => {
    const text = [
      'Date\tCode\tDescription\tAmount',
      '03/02/2026\t99213\tOffice visit\t$180.00',
      '03/02/2026\t\tSupplies\t$20.00',
      '',
      'Visit of 03/02/2026',
      'Charges: $200.00',
      'Insurance paid: $120.00',
    ].join('\n');
    expect(view(parseDocument(text, 'bill').lines)).toEqual([
      { code: '99213', units: 1, amount: 180 },
      { code: null, units: 1, amount: 20 },
    ]);
  });

  it("reads an EOB's codes printed after 'Office visit'", () => {
    const text = [
      'Explanation of Benefits',
      'Date       Service              Billed    Allowed   Paid    You Owe',
      '03/01/26   Office visit 99203   210.00    120.00    96.00   24.00',
    ].join('\n');
    expect(view(parseDocument(text, 'eob').lines)).toEqual([{ code: '99203', units: 1, amount: 210 }]);
  });
});

describe('lists with dot leaders', () => {
  it('reads each service, its count cue and the date printed above it; never a level as units', () => {
    const text = [
      'Eastbrook Medical Group',
      'Kestrel, WY 82001',
      'Date of service: 2026-02-11',
      '  99213 Office Visit Level 3 ......... $131.00',
      '  Splint, wrist x2 ................... $48.00',
      'Date of service: 2026-02-19',
      '  Nurse visit ........................ 55.00',
      'Previous balance ..................... $20.00',
      'Total ................................ $234.00',
    ].join('\n');
    expect(view(parseDocument(text, 'bill').lines, ['date'])).toEqual([
      { code: '99213', units: 1, amount: 131, date: '2026-02-11' },
      { code: null, units: 2, amount: 48, date: '2026-02-11' },
      { code: null, units: 1, amount: 55, date: '2026-02-19' },
    ]);
  });
});

describe('dental bills', () => {
  it('reads CDT codes as procedure codes', () => {
    const text = [
      'Tooth\tProcedure\tDescription\tDate\tFee',
      '14\tD2740\tCrown, ceramic\t02/10/2026\t$1,310.00',
      '\tD0274\tBitewing films\t02/10/2026\t$72.00',
    ].join('\n');
    const lines = parseDocument(text, 'bill').lines;
    expect(lines.map((l) => [l.code, l.codeType, l.amount])).toEqual([
      ['D2740', 'HCPCS', 1310],
      ['D0274', 'HCPCS', 72],
    ]);
  });
});

describe('EOB tables', () => {
  it("reads the patient's share from deductible and 'Co-ins' columns", () => {
    const text = [
      'Code\tService\tDate\tCharged\tAllowed\tPaid by Plan\tDeductible\tCo-ins',
      '93000\tHeart tracing\t05-04-2026\t106.40\t45.14\t36.11\t0.00\t9.03',
    ].join('\n');
    const [line] = parseDocument(text, 'eob').lines;
    expect(line).toMatchObject({
      code: '93000',
      amount: 106.4,
      allowed: 45.14,
      planPaid: 36.11,
      patientResponsibility: 9.03,
    });
  });
});

describe('key-value EOBs', () => {
  it('reads one service per block of labelled values, and not the summary', () => {
    const text = [
      'Explanation of Benefits',
      'Line 1 - 06/03/2026 - 70450 Head CT',
      'Amount billed: $1,420.00',
      'Allowed amount: $388.00',
      'Plan paid: $310.40',
      'You owe: $77.60',
      '',
      'Service: Ambulance transport',
      'Date: 06/03/2026',
      'Billed: $900.00',
      'Allowed: $450.00',
      'Plan paid: $450.00',
      'You owe: $0.00',
      '',
      'Amount billed: $2,320.00',
      'Plan paid: $760.40',
      'You owe: $77.60',
    ].join('\n');
    const parsed = parseDocument(text, 'eob');
    expect(
      parsed.lines.map((l) => [l.code, l.date, l.amount, l.allowed, l.planPaid, l.patientResponsibility]),
    ).toEqual([
      ['70450', '2026-06-03', 1420, 388, 310.4, 77.6],
      [null, '2026-06-03', 900, 450, 450, 0],
    ]);
  });
});
