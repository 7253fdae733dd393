import { describe, expect, it } from 'vitest';
import { extractedFrom } from './extracted-data';
import { parseDocument } from './index';

describe('who, where and when', () => {
  it('reads labelled provider, NPI, payer, network, place of service and statement date', () => {
    const text = [
      'STATEMENT',
      'Billing Provider: Cedar Ridge Surgical Group, LLC (NPI: 1881726354)',
      'Primary Insurance: UnitedHealthcare Choice Plus\tGroup #: [MEMBER ID]',
      'Provider network status: Non-participating',
      'Place of Service: 23 - Emergency Room - Hospital',
      'Date of statement: 11/30/2025',
      'We are a nonprofit hospital. Ask about our charity care program.',
    ].join('\n');
    const doc = parseDocument(text, 'bill');
    expect(doc).toMatchObject({
      providerName: 'Cedar Ridge Surgical Group, LLC',
      providerNpi: '1881726354',
      payerName: 'UnitedHealthcare Choice Plus',
      networkStatus: 'out_of_network',
      setting: 'emergency',
      statementDate: '2025-11-30',
      mentionsFinancialAssistance: true,
    });
  });

  it('falls back to the letterhead, a known payer name and the codes billed', () => {
    const text = [
      '[ADDRESS]',
      'Brookline Imaging Partners',
      'Account\tStatement total\tAmount due',
      '[ACCOUNT]\t$120.00\t$45.00',
      'Invoice date 2026-02-09',
      'Your plan: billed to Cigna on 02/01/2026',
      'Date\tCPT\tDescription\tCharge',
      '01/20/2026\t71046\tChest x-ray\t$120.00',
    ].join('\n');
    const doc = parseDocument(text, 'bill');
    expect(doc.providerName).toBe('Brookline Imaging Partners');
    expect(doc.totals).toMatchObject({ totalCharges: 120, patientBalance: 45 });
    expect(doc.payerName).toBe('Cigna');
    expect(doc.statementDate).toBe('2026-02-09');
    expect(doc.mentionsFinancialAssistance).toBe(false);
    expect(doc.networkStatus).toBeNull();
  });

  it('reads the setting from revenue codes and words when no place of service is printed', () => {
    const inpatient = parseDocument(
      [
        'Date\tRev\tDescription\tUnits\tCharges',
        '05/01/2026\t0120\tRoom and board, semi-private\t3\t$5,100.00',
      ].join('\n'),
      'bill',
    );
    expect(inpatient.setting).toBe('inpatient');
    const lab = parseDocument(
      [
        'Date\tCPT\tTest\tCharge',
        '05/01/2026\t80053\tCMP\t$60.00',
        '05/01/2026\t36415\tVenipuncture\t$15.00',
      ].join('\n'),
      'bill',
    );
    expect(lab.setting).toBe('lab');
  });

  it('fills the CLI and API fields from a parsed document', () => {
    const doc = parseDocument(
      [
        'Riverside Clinic',
        'Insurance: Humana',
        'Date\tCode\tDescription\tUnits\tAmount',
        '02/02/2026\t0450 99283\tER visit\t1\t$640.00',
        '02/02/2026\t0250\tPharmacy\t2\t$30.00',
        'Balance due\t$120.00',
      ].join('\n'),
      'bill',
    );
    expect(extractedFrom(doc)).toEqual({
      totalAmount: 670,
      patientBalance: 120,
      providerInfo: { name: 'Riverside Clinic', npi: null },
      insuranceInfo: { payerName: 'Humana' },
      services: [
        { code: '99283', description: 'ER visit', date: '2026-02-02', units: 1, amount: 640 },
        { code: '0250', description: 'Pharmacy', date: '2026-02-02', units: 2, amount: 30 },
      ],
    });
  });

  it('gives DICOM files no lines and their institution as the provider', () => {
    const doc = parseDocument('Modality: CT\nInstitution Name: Bayside Imaging\nRows: 512', 'dicom');
    expect(doc.lines).toEqual([]);
    expect(doc.providerName).toBe('Bayside Imaging');
  });
});

describe('the date of service printed once in the header', () => {
  const eob = (dos: string) =>
    [
      'Explanation of Benefits',
      `Provider:\tStanford Health Care\tDate of Service:\t${dos}`,
      'CPT\tBilled\tAllowed\tPlan Paid\tPatient Resp.',
      '99285\t$15,270.00\t$6,108.00\t$4,886.40\t$1,221.60',
      '36415\t$112.00\t$44.80\t$35.84\t$8.96',
    ].join('\n');

  it('dates the coded lines that print no date of their own', () => {
    const doc = parseDocument(eob('07/10/2026'), 'eob');
    expect(doc.lines.map((l) => [l.code, l.date])).toEqual([
      ['99285', '2026-07-10'],
      ['36415', '2026-07-10'],
    ]);
  });

  it('leaves them undated when the header prints a range of dates', () => {
    const doc = parseDocument(eob('07/10/2026 - 07/12/2026'), 'eob');
    expect(doc.lines.map((l) => l.date)).toEqual([null, null]);
  });
});
