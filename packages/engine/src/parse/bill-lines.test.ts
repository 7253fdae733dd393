import { describe, expect, it } from 'vitest';
import { parseDocument } from './index';
import { tsv, view } from './test-helpers';

// Made-up bills in layouts the dev corpus does not use.

describe('hospital itemizations', () => {
  it('reads a UB-04-like itemization: revenue code first, HCPCS column, lines with a revenue code only', () => {
    const text = [
      'MERCY VALLEY HOSPITAL',
      '[ADDRESS]',
      'DETAILED ITEMIZED BILL',
      'Patient: [NAME]\tAccount: [ACCOUNT]',
      'Admit Date: 02/03/2026\tDischarge Date: 02/05/2026\tPatient Type: Inpatient',
      'Primary Payer: Aetna Better Health',
      tsv([
        ['REV CD', 'DESCRIPTION', 'HCPCS/CPT', 'SERV DATE', 'UNITS', 'TOTAL CHARGES', 'NON-COVERED'],
        ['0120', 'ROOM & BOARD SEMI-PRIVATE', '02/03/26', '2', '$3,400.00'],
        ['0250', 'PHARMACY GENERAL', '02/03/26', '6', '$84.00'],
        ['0300', 'LAB GENERAL', '80053', '02/03/26', '1', '$212.00'],
        ['0300', 'LAB GENERAL', '85025', '02/04/26', '1', '$96.50'],
        ['0636', 'DRUGS REQUIRING DETAIL CODING', 'J2405', '02/03/26', '4', '$58.00'],
        ['0450', 'EMERGENCY ROOM', '99285-25', '02/03/26', '1', '$2,150.00'],
        ['0730', 'EKG/ECG', '93005', '02/03/26', '1', '$345.00', '$345.00'],
        ['TOTAL CHARGES', '', '', '', '', '$6,345.50'],
      ]),
    ].join('\n');
    const doc = parseDocument(text, 'bill');
    expect(view(doc.lines, ['rev', 'date'])).toEqual([
      { code: null, rev: '0120', units: 2, amount: 3400, date: '2026-02-03' },
      { code: null, rev: '0250', units: 6, amount: 84, date: '2026-02-03' },
      { code: '80053', rev: '0300', units: 1, amount: 212, date: '2026-02-03' },
      { code: '85025', rev: '0300', units: 1, amount: 96.5, date: '2026-02-04' },
      { code: 'J2405', rev: '0636', units: 4, amount: 58, date: '2026-02-03' },
      { code: '99285', rev: '0450', units: 1, amount: 2150, date: '2026-02-03' },
      { code: '93005', rev: '0730', units: 1, amount: 345, date: '2026-02-03' },
    ]);
    expect(doc.lines[5]!.modifiers).toEqual(['25']);
    expect(doc.lines[5]!.codeType).toBe('CPT');
    expect(doc.lines[4]!.codeType).toBe('HCPCS');
    expect(doc.totals.totalCharges).toBe(6345.5);
    expect(doc.setting).toBe('inpatient');
    expect(doc.payerName).toBe('Aetna Better Health');
    expect(doc.providerName).toBe('MERCY VALLEY HOSPITAL');
  });

  it('keeps the revenue code apart when it shares the code column with the CPT code', () => {
    const text = tsv([
      ['Service Date', 'Code', 'Description', 'Qty', 'Amount'],
      ['06/01/2025', '0450 99284', 'ER visit level 4', '1', '$1,980.00'],
      ['06/01/2025', '0320 71046', 'Chest x-ray 2 views', '1', '$410.25'],
      ['06/01/2025', '0250', 'Pharmacy', '3', '$27.00'],
    ]);
    const doc = parseDocument(text, 'bill');
    expect(view(doc.lines, ['rev'])).toEqual([
      { code: '99284', rev: '0450', units: 1, amount: 1980 },
      { code: '71046', rev: '0320', units: 1, amount: 410.25 },
      { code: null, rev: '0250', units: 3, amount: 27 },
    ]);
    expect(doc.setting).toBe('emergency');
  });
});

describe('physician statements', () => {
  it('reads a space-aligned statement with modifiers, units and payment columns', () => {
    const text = [
      'Lakeside Orthopaedic Associates, PC',
      'Tax ID 12-3456789   NPI 1326048917',
      'STATEMENT DATE: March 30, 2026          ACCOUNT NO: [ACCOUNT]',
      'PATIENT: [NAME]',
      '',
      'Svc Date    Proc   Mod     Description                         Svc   Charge     Ins Pmt    Adj        Balance',
      '03/02/2026  99214  25      Office/outpatient visit est           1   $245.00    $98.12     $61.88     $85.00',
      '03/02/2026  20610  RT      Arthrocentesis major joint            1   $310.00    $142.50    $110.00    $57.50',
      '03/02/2026  J1030          Methylprednisolone 40 mg inj          2    $36.00     $12.00     $10.00    $14.00',
      '03/02/2026  97110  GP 59   Therapeutic exercises                 3   $195.00     $80.00     $60.00    $55.00',
      '03/09/2026  73562  LT      X-ray knee 3 views                    1   $128.00      $0.00      $0.00   $128.00',
      '',
      '                                                   Total charges:    $914.00',
      '                                                   Insurance paid:   $332.62',
      '                                                   Adjustments:      $241.88',
      '                                                   Amount due:       $339.50',
    ].join('\n');
    const doc = parseDocument(text, 'bill');
    expect(view(doc.lines, ['modifiers'])).toEqual([
      { code: '99214', units: 1, amount: 245, modifiers: ['25'] },
      { code: '20610', units: 1, amount: 310, modifiers: ['RT'] },
      { code: 'J1030', units: 2, amount: 36, modifiers: [] },
      { code: '97110', units: 3, amount: 195, modifiers: ['GP', '59'] },
      { code: '73562', units: 1, amount: 128, modifiers: ['LT'] },
    ]);
    expect(doc.lines[0]!.planPaid).toBe(98.12);
    expect(doc.lines[2]!.description).toBe('Methylprednisolone 40 mg inj');
    const { spans: _spans, ...totals } = doc.totals;
    expect(totals).toEqual({
      totalCharges: 914,
      payments: 332.62,
      adjustments: 241.88,
      patientBalance: 339.5,
      patientResponsibility: null,
      patientPayments: null,
    });
    expect(doc.providerName).toBe('Lakeside Orthopaedic Associates, PC');
    expect(doc.providerNpi).toBe('1326048917');
    expect(doc.statementDate).toBe('2026-03-30');
    expect(doc.setting).toBe('office');
  });

  it('reads modifiers written onto the code, unit price columns and dates printed once per visit', () => {
    const text = [
      'Dr. Office Billing',
      tsv([
        ['Date', 'CPT/HCPCS', 'Service', 'Units', 'Unit Price', 'Line Total'],
        ['01/14/2026'],
        ['', '99213-25', 'Established patient visit', '1', '$150.00', '$150.00'],
        ['', '96372', 'Injection, therapeutic', '2', '$45.00', '$90.00'],
        ['', 'J3301', 'Triamcinolone 10 mg', '4', '$6.25', '$25.00'],
        ['01/21/2026'],
        ['', '97140-59-GP', 'Manual therapy', '2', '$60.00', '$120.00'],
        ['Subtotal', '', '', '', '', '$385.00'],
      ]),
      'Less payments received\t($100.00)',
      'Please pay\t$285.00',
    ].join('\n');
    const doc = parseDocument(text, 'bill');
    expect(view(doc.lines, ['date', 'modifiers'])).toEqual([
      { code: '99213', units: 1, amount: 150, date: '2026-01-14', modifiers: ['25'] },
      { code: '96372', units: 2, amount: 90, date: '2026-01-14', modifiers: [] },
      { code: 'J3301', units: 4, amount: 25, date: '2026-01-14', modifiers: [] },
      { code: '97140', units: 2, amount: 120, date: '2026-01-21', modifiers: ['59', 'GP'] },
    ]);
    expect(doc.totals.totalCharges).toBe(385);
    expect(doc.totals.patientBalance).toBe(285);
  });

  it('reads a table printed one cell per line, totals included', () => {
    const text = [
      'Riverbend Clinic',
      'Date',
      'Code',
      'Description',
      'Units',
      'Charge',
      '07/08/2025',
      '99203',
      'New patient visit',
      '1',
      '$210.00',
      '07/08/2025',
      '81002',
      'Urinalysis, non-automated,',
      'without microscopy',
      '1',
      '$14.00',
      '07/08/2025',
      '96110',
      'Developmental screening',
      '3',
      '$90.00',
      'Total Charges',
      '$314.00',
      'Balance Due',
      '$114.00',
    ].join('\n');
    const doc = parseDocument(text, 'bill');
    expect(view(doc.lines)).toEqual([
      { code: '99203', units: 1, amount: 210 },
      { code: '81002', units: 1, amount: 14 },
      { code: '96110', units: 3, amount: 90 },
    ]);
    expect(doc.lines[1]!.description).toBe('Urinalysis, non-automated, without microscopy');
    expect(doc.totals.totalCharges).toBe(314);
    expect(doc.totals.patientBalance).toBe(114);
  });

  it('reads amounts with parentheses, minus signs and CR suffixes', () => {
    const text = tsv([
      ['DOS', 'CPT', 'Description', 'Amount'],
      ['10/02/2025', '99395', 'Preventive visit 18-39', '$265.00'],
      ['10/02/2025', '99395', 'Preventive visit reversal', '($265.00)'],
      ['10/02/2025', '99395', 'Preventive visit rebilled', '265.00'],
      ['10/02/2025', '80061', 'Lipid panel', '48.00-'],
      ['10/02/2025', '80061', 'Lipid panel', '48.00 CR'],
    ]);
    expect(view(parseDocument(text, 'bill').lines)).toEqual([
      { code: '99395', units: 1, amount: 265 },
      { code: '99395', units: 1, amount: -265 },
      { code: '99395', units: 1, amount: 265 },
      { code: '80061', units: 1, amount: -48 },
      { code: '80061', units: 1, amount: -48 },
    ]);
  });
});

describe('what is not a service line', () => {
  it('skips totals, payments, addresses, phones and prose that mention codes and amounts', () => {
    const text = [
      'Harbor Lab Services',
      'Remit to: PO Box 40210, Dallas, TX 75201',
      'Questions? 1-800-555-0199 or (972) 555-0142',
      tsv([
        ['Date', 'Test', 'CPT', 'Charge'],
        ['08/19/2025', 'Hemoglobin A1c', '83036', '$62.00'],
        ['08/19/2025', 'TSH', '84443', '$88.00'],
        ['Total', '', '', '$150.00'],
        ['08/30/2025', 'Payment - thank you', '', '-$40.00'],
      ]),
      'Your payment of $40.00 for 83036 on 08/30/2025 was received. The remaining balance of $110.00 is due by 09/30/2025.',
      'Amount Due: $110.00',
    ].join('\n');
    const doc = parseDocument(text, 'bill');
    expect(view(doc.lines)).toEqual([
      { code: '83036', units: 1, amount: 62 },
      { code: '84443', units: 1, amount: 88 },
    ]);
    expect(doc.totals.totalCharges).toBe(150);
    expect(doc.totals.patientBalance).toBe(110);
    expect(doc.setting).toBe('lab');
  });

  it('reads rows without a header only when they look like rows', () => {
    const text = [
      'Valley Family Practice',
      'Statement',
      '1  02/11/2026  99212  Office visit, brief  $95.00',
      '2  02/11/2026  87804  Flu test  $38.50',
      'Balance due: $133.50',
    ].join('\n');
    expect(view(parseDocument(text, 'bill').lines)).toEqual([
      { code: '99212', units: 1, amount: 95 },
      { code: '87804', units: 1, amount: 38.5 },
    ]);
  });

  it('carries the header across a page break', () => {
    const text = [
      tsv([
        ['Date', 'Rev', 'CPT', 'Description', 'Qty', 'Charges'],
        ['05/05/2026', '0360', '29881', 'Knee arthroscopy/surgery', '1', '$8,450.00'],
      ]),
      'Page 1 of 2',
      '\f',
      'Statement continued',
      tsv([
        ['05/05/2026', '0370', '01400', 'Anesthesia, knee procedure', '1', '$1,920.00'],
        ['05/05/2026', '0278', 'C1713', 'Anchor/screw implant', '2', '$1,100.00'],
        ['Total Charges', '$11,470.00'],
      ]),
    ].join('\n');
    const doc = parseDocument(text, 'bill');
    expect(view(doc.lines, ['rev'])).toEqual([
      { code: '29881', rev: '0360', units: 1, amount: 8450 },
      { code: '01400', rev: '0370', units: 1, amount: 1920 },
      { code: 'C1713', rev: '0278', units: 2, amount: 1100 },
    ]);
    expect(doc.totals.totalCharges).toBe(11470);
  });
});
