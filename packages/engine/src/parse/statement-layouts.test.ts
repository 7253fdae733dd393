import { describe, expect, it } from 'vitest';
import { parseDocument } from './index';
import { tsv, view } from './test-helpers';

// More made-up statement layouts: two-line titles, word-processor tables, summaries, payment history.

describe('statement layouts', () => {
  it('reads a header printed over two lines', () => {
    const text = tsv([
      ['Service', 'Revenue', 'Procedure', 'Service', 'Qty', 'Charge'],
      ['Date', 'Code', 'Code', 'Description', '', 'Amount'],
      ['04/02/2026', '0360', '27447', 'Total knee arthroplasty', '1', '$42,500.00'],
      ['04/02/2026', '0272', '', 'Sterile supplies', '12', '$1,140.00'],
    ]);
    const doc = parseDocument(text, 'bill');
    expect(view(doc.lines, ['rev', 'date'])).toEqual([
      { code: '27447', rev: '0360', units: 1, amount: 42500, date: '2026-04-02' },
      { code: null, rev: '0272', units: 12, amount: 1140, date: '2026-04-02' },
    ]);
    expect(doc.lines[0]!.description).toBe('Total knee arthroplasty');
  });

  it('keeps empty cells of a word-processor table in their columns', () => {
    const text = tsv([
      [
        'Date',
        'CPT',
        'Modifier',
        'Description',
        'Qty',
        'Charge',
        'Insurance Paid',
        'Adjustment',
        'Patient Owes',
      ],
      ['03/05/2026', '99214', '', 'Office visit', '1', '$250.00', '$120.00', '$80.00', '$50.00'],
      ['03/05/2026', '36415', '', 'Venipuncture', '1', '$25.00', '', '', '$25.00'],
    ]);
    const [visit, draw] = parseDocument(text, 'bill').lines;
    expect(visit).toMatchObject({ code: '99214', amount: 250, planPaid: 120, patientResponsibility: 50 });
    expect(draw).toMatchObject({ code: '36415', amount: 25, planPaid: null, patientResponsibility: 25 });
  });

  it('reads hospital-system rows: 06-DEC-25 dates, units as 1.00, amounts without a dollar sign', () => {
    const text = [
      'POST DATE   SERVICE DATE   CODE    DESCRIPTION                QTY     AMOUNT',
      '06-DEC-25   05-DEC-25      99283   ED VISIT LEVEL 3           1.00    1,245.00',
      '06-DEC-25   05-DEC-25      96374   IV PUSH SINGLE             2.00      612.00',
      '06-DEC-25   05-DEC-25      J2405   ONDANSETRON INJ 1MG        4.00       96.00',
    ].join('\n');
    const doc = parseDocument(text, 'bill');
    expect(view(doc.lines, ['date'])).toEqual([
      { code: '99283', units: 1, amount: 1245, date: '2025-12-05' },
      { code: '96374', units: 2, amount: 612, date: '2025-12-05' },
      { code: 'J2405', units: 4, amount: 96, date: '2025-12-05' },
    ]);
    expect(doc.lines[0]!.description).toBe('ED VISIT LEVEL 3');
  });

  it('does not count a summary by revenue code again when the detail follows', () => {
    const text = [
      'SUMMARY OF CHARGES',
      tsv([
        ['Rev Code', 'Description', 'Amount'],
        ['0300', 'Laboratory', '$250.00'],
        ['0450', 'Emergency Room', '$1,200.00'],
      ]),
      'DETAIL OF CHARGES',
      tsv([
        ['Date', 'Rev', 'CPT', 'Description', 'Qty', 'Amount'],
        ['03/01/2026', '0300', '80053', 'CMP', '1', '$150.00'],
        ['03/01/2026', '0300', '85025', 'CBC', '1', '$100.00'],
        ['03/01/2026', '0450', '99284', 'ER visit', '1', '$1,200.00'],
      ]),
    ].join('\n');
    expect(view(parseDocument(text, 'bill').lines)).toEqual([
      { code: '80053', units: 1, amount: 150 },
      { code: '85025', units: 1, amount: 100 },
      { code: '99284', units: 1, amount: 1200 },
    ]);
  });

  it('skips payments with check numbers and credits in the same table', () => {
    const text = tsv([
      ['Date', 'Description', 'Code', 'Charges', 'Credits', 'Balance'],
      ['03/01/2026', 'Office visit', '99213', '$150.00', '', '$150.00'],
      ['03/20/2026', 'Payment Check 10234', '', '', '$50.00', '$100.00'],
      ['03/20/2026', 'Patient payment - Ref # 55512', '', '-$20.00', '', '$80.00'],
    ]);
    expect(view(parseDocument(text, 'bill').lines)).toEqual([{ code: '99213', units: 1, amount: 150 }]);
  });

  it('reads visits grouped under a dated heading with codes in parentheses and dot leaders', () => {
    const text = [
      'Northside Pediatrics',
      'Visit 02/02/2026 - Dr. [NAME]',
      '  Office visit, est. patient, level 4 (99214) .......... $198.00',
      '  Flu vaccine (90686) .................................. $38.00',
      '  Vaccine admin (90471) ................................ $25.00',
      'Visit 02/16/2026 - Dr. [NAME]',
      '  Office visit, est. patient, level 3 (99213) .......... $142.00',
      'Total charges .......................................... $403.00',
    ].join('\n');
    const doc = parseDocument(text, 'bill');
    expect(view(doc.lines, ['date'])).toEqual([
      { code: '99214', units: 1, amount: 198, date: '2026-02-02' },
      { code: '90686', units: 1, amount: 38, date: '2026-02-02' },
      { code: '90471', units: 1, amount: 25, date: '2026-02-02' },
      { code: '99213', units: 1, amount: 142, date: '2026-02-16' },
    ]);
    expect(doc.lines[1]!.description).toBe('Flu vaccine');
    expect(doc.totals.totalCharges).toBe(403);
    expect(doc.providerName).toBe('Northside Pediatrics');
  });

  it('reads services written as labelled values, one block or one line each', () => {
    const blocks = [
      'Service detail',
      'Date of service: 03/21/2026',
      'Procedure: 99203 Office visit, new patient',
      'Units: 1',
      'Charge: $307.92',
      '',
      'Date of service: 03/22/2026',
      'Procedure: 97110 Therapeutic exercise',
      'Units: 3',
      'Charge: $195.00',
      '',
      'Total charges: $502.92',
    ].join('\n');
    const doc = parseDocument(blocks, 'bill');
    expect(view(doc.lines, ['date'])).toEqual([
      { code: '99203', units: 1, amount: 307.92, date: '2026-03-21' },
      { code: '97110', units: 3, amount: 195, date: '2026-03-22' },
    ]);
    expect(doc.lines[1]!.description).toBe('Therapeutic exercise');
    expect(doc.totals.totalCharges).toBe(502.92);

    const oneLine = [
      'Service date: 03/21/2026  Code: 99203  Units: 1  Charge: $307.92',
      'Service date: 03/21/2026  Code: 97110  Units: 2  Charge: $130.00',
      'Amount due: $437.92',
    ].join('\n');
    expect(view(parseDocument(oneLine, 'bill').lines)).toEqual([
      { code: '99203', units: 1, amount: 307.92 },
      { code: '97110', units: 2, amount: 130 },
    ]);
  });

  it('keeps section subtotals out of rows and does not count a service shown again by insurance twice', () => {
    const text = [
      'CHARGES',
      tsv([
        ['Date', 'Code', 'Description', 'Charge'],
        ['09/03/2025', '80053', 'Metabolic panel', '$110.00'],
        ['09/03/2025', '85025', 'Blood count', '$45.00'],
      ]),
      'Laboratory subtotal\t$155.00',
      tsv([['09/03/2025', '99213', 'Office visit', '$180.00']]),
      'INSURANCE PROCESSING',
      tsv([
        ['Date', 'Code', 'Billed', 'Allowed', 'Insurance Paid', 'You Owe'],
        ['09/03/2025', '99213', '$180.00', '$92.00', '$73.60', '$18.40'],
      ]),
    ].join('\n');
    expect(view(parseDocument(text, 'bill').lines)).toEqual([
      { code: '80053', units: 1, amount: 110 },
      { code: '85025', units: 1, amount: 45 },
      { code: '99213', units: 1, amount: 180 },
    ]);
  });

  it('reads a one-cell-per-line table in its header order, with an empty cell and a wrapped description', () => {
    const text = [
      'Description',
      'Charges',
      'Code',
      'Units',
      'Service Date',
      'Therapeutic exercise,',
      'each 15 minutes',
      '$134.87',
      '97110',
      '2',
      '12/06/2025',
      'Manual therapy',
      '$99.69',
      '97140',
      '12/06/2025',
      'Total Charges',
      '$234.56',
    ].join('\n');
    const doc = parseDocument(text, 'bill');
    expect(view(doc.lines, ['date'])).toEqual([
      { code: '97110', units: 2, amount: 134.87, date: '2025-12-06' },
      { code: '97140', units: 1, amount: 99.69, date: '2025-12-06' },
    ]);
    expect(doc.lines[0]!.description).toBe('Therapeutic exercise, each 15 minutes');
    expect(doc.totals.totalCharges).toBe(234.56);
  });
});
