import { describe, expect, it } from 'vitest';
import { isClaimForm } from './claim-form';
import { parseDocument } from './index';
import { view } from './test-helpers';

describe('claim forms', () => {
  it('reads CMS-1500 box 24 rows: MM DD YY dates, place of service, modifiers, pointers, cents in their own box', () => {
    const text = [
      'HEALTH INSURANCE CLAIM FORM',
      'APPROVED BY NATIONAL UNIFORM CLAIM COMMITTEE (NUCC) 02/12',
      '1. MEDICARE  MEDICAID  TRICARE  CHAMPVA  GROUP HEALTH PLAN',
      "1a. INSURED'S I.D. NUMBER [MEMBER ID]",
      "2. PATIENT'S NAME [NAME]",
      '21. DIAGNOSIS OR NATURE OF ILLNESS OR INJURY  A. M54.50  B. M25.561',
      '24. A. DATE(S) OF SERVICE  B. PLACE OF SERVICE  C. EMG  D. PROCEDURES, SERVICES, OR SUPPLIES  E. DIAGNOSIS POINTER  F. $ CHARGES  G. DAYS OR UNITS',
      'From MM DD YY  To MM DD YY          CPT/HCPCS   MODIFIER',
      '1  03 14 26  03 14 26  11    99214  25        AB   185 00   1   NPI 1457382910',
      '2  03 14 26  03 14 26  11    20610  RT        B    320 00   1   NPI 1457382910',
      '3  03 14 26  03 14 26  11    J3301            B     42 50   4   NPI 1457382910',
      '4  03 14 26  03 14 26  11    97110  GP 59     A    120 00   3',
      '25. FEDERAL TAX I.D. NUMBER  12-3456789   28. TOTAL CHARGE $ 667 50   29. AMOUNT PAID $ 0 00',
      '32. SERVICE FACILITY LOCATION INFORMATION  Coastal Spine & Joint',
      '33. BILLING PROVIDER INFO & PH #  Coastal Spine & Joint  NPI 1457382910',
    ].join('\n');
    const doc = parseDocument(text, 'bill');
    expect(view(doc.lines, ['date', 'modifiers'])).toEqual([
      { code: '99214', units: 1, amount: 185, date: '2026-03-14', modifiers: ['25'] },
      { code: '20610', units: 1, amount: 320, date: '2026-03-14', modifiers: ['RT'] },
      { code: 'J3301', units: 4, amount: 42.5, date: '2026-03-14', modifiers: [] },
      { code: '97110', units: 3, amount: 120, date: '2026-03-14', modifiers: ['GP', '59'] },
    ]);
    expect(doc.totals.totalCharges).toBe(667.5);
    expect(doc.diagnosisCodes).toEqual(['M54.50', 'M25.561']);
    expect(doc.providerNpi).toBe('1457382910');
    expect(doc.setting).toBe('office');
  });

  it('reads UB-04 form locators 42-47 with MMDDYY dates and split cents', () => {
    const text = [
      'UB-04 CMS-1450',
      '42 REV. CD.  43 DESCRIPTION                44 HCPCS / RATE / HIPPS CODE  45 SERV. DATE  46 SERV. UNITS  47 TOTAL CHARGES  48 NON-COVERED CHARGES',
      '0450  EMERGENCY ROOM                99284                         031426   1     1,850 00',
      '0300  LABORATORY                    80053                         031426   1       212 00',
      '0636  DRUGS/DETAIL CODE             J2405                         031426   4        58 00',
      '0250  PHARMACY                                                    031426   6        84 00',
      '0001  TOTAL                                                                       2,204 00',
    ].join('\n');
    const doc = parseDocument(text, 'bill');
    expect(view(doc.lines, ['rev', 'date'])).toEqual([
      { code: '99284', rev: '0450', units: 1, amount: 1850, date: '2026-03-14' },
      { code: '80053', rev: '0300', units: 1, amount: 212, date: '2026-03-14' },
      { code: 'J2405', rev: '0636', units: 4, amount: 58, date: '2026-03-14' },
      { code: null, rev: '0250', units: 6, amount: 84, date: '2026-03-14' },
    ]);
    expect(doc.setting).toBe('emergency');
  });
});

describe('claim forms read as positioned text or OCR', () => {
  it('fillable fields: a printed code that is no code keeps its charge; whole dollars alone in their box', () => {
    const text = [
      'HEALTH INSURANCE CLAIM FORM',
      '02 23 25 08 12 25\tA8z29\tNH\tA2\t1500\t9937245x82',
      '04 18 25 07 11 25\t99213\t25\tA\t748.57\t1\t1457382910',
      '65-4503265\tEIN\t[ACCOUNT]\tYES\t28. TOTAL CHARGE\t3100.78\t10.00',
    ].join('\n');
    const doc = parseDocument(text, 'claim_form');
    expect(view(doc.lines, ['date', 'modifiers'])).toEqual([
      { code: null, units: 1, amount: 1500, date: '2025-02-23', modifiers: [] },
      { code: '99213', units: 1, amount: 748.57, date: '2025-04-18', modifiers: ['25'] },
    ]);
    expect(doc.lines[0]?.description).toBe('A8z29');
    expect(doc.totals.totalCharges).toBe(3100.78);
  });

  it('OCR rows with form rules between values; a row with an illegible date keeps its charge', () => {
    const text = [
      'HEALTH INSURANCE CLAIM FORM',
      '24. A\tDATE(S) OF SERVICE\tB\tC.\tD. PROCEDURES, SERVICES, OR SUPPLIES\tE\tF.\tG.',
      'MM\tDD\tYY\tMM\tDD\tYY [SERVICE | EMG\tCPT/HCPCS\tMODIFIER\tPOINTER\t$ CHARGES\tUNITS',
      '1\t)\t)\t|\t1\tli\t1\tI',
      '22a las [os] 2los|\t|\t|\tmee\t[wml\t|\ta\t|\t1500.00 |\t|\t[wei | o937245x82',
      '04 | 18 | 25 | 07 | 11 | 25\t99214\t| 25 |\t|\t!\tA2\t748.57\tNPI | 1457382910',
      '01130 | 22 | 07] 11 | 23\tA5c28\tNH |\t|\t|\tA3\t654.90\tNPI | 9937245x82',
      "25. FEDERAL TAX I.D. NUMBER\tSSN EIN\t26. PATIENT'S ACCOUNT NO.\t28. TOTAL CHARGE [+] 29. AMOUNT PAID",
      '65-4503265\t[x\t[ACCOUNT]\t[X]ves [\tIno\t$\t2902.90 |\t10.00\t!',
    ].join('\n');
    const doc = parseDocument(text, 'claim_form');
    expect(view(doc.lines, ['date'])).toEqual([
      { code: null, units: 1, amount: 1500, date: null },
      { code: '99214', units: 1, amount: 748.57, date: '2025-04-18' },
      // '01130' is a date run together, not an anesthesia code.
      { code: null, units: 1, amount: 654.9, date: '2023-07-11' },
    ]);
    expect(doc.totals.totalCharges).toBe(2902.9);
    expect(doc.providerName).toBeNull();
  });

  it('a total printed below its caption with cents in their own box; never the next box number', () => {
    const lines = [
      'HEALTH INSURANCE CLAIM FORM',
      '03 14 26  03 14 26  11  99213  A  150 00  1',
      "25. FEDERAL TAX I.D. NUMBER  26. PATIENT'S ACCOUNT NO.  28. TOTAL CHARGE  29. AMOUNT PAID",
      '12-3456789  [ACCOUNT]  150 00  0 00',
    ];
    expect(parseDocument(lines.join('\n'), 'claim_form').totals.totalCharges).toBe(150);
  });

  it('a claim form with no service lines reads none and invents no total (blank form, empty table)', () => {
    const text = [
      'UB-04 CMS-1450',
      '42 REV. CD.  43 DESCRIPTION  44 HCPCS / RATE / HIPPS CODE  45 SERV. DATE  46 SERV. UNITS  47 TOTAL CHARGES',
      '0001  PAGE ___ OF ___  CREATION DATE  TOTALS',
      '50 PAYER NAME  51 HEALTH PLAN ID  54 PRIOR PAYMENTS  55 EST. AMOUNT DUE  56 NPI',
    ].join('\n');
    const doc = parseDocument(text, 'claim_form');
    expect(doc.lines).toEqual([]);
    expect(doc.totals.totalCharges).toBeNull();
  });
});

describe('claim forms: bad input', () => {
  it('text in another language reads no line and no total, and is no claim form', () => {
    const text = [
      'FORMULARIO DE RECLAMACIÓN DE SEGURO MÉDICO',
      'Nombre del paciente: [NAME]   Fecha de nacimiento: [DOB]',
      'Fecha del servicio 14 de marzo de 2026   Consulta médica   ciento ochenta dólares',
      'Importe total: ciento ochenta dólares',
    ].join('\n');
    expect(isClaimForm(text)).toBe(false);
    const doc = parseDocument(text, 'claim_form');
    expect(doc.lines).toEqual([]);
    expect(doc.totals.totalCharges).toBeNull();
  });

  it('an empty box 24 under its caption invents nothing', () => {
    const text = [
      'HEALTH INSURANCE CLAIM FORM',
      '24. A. DATE(S) OF SERVICE  B. PLACE OF SERVICE  D. PROCEDURES, SERVICES, OR SUPPLIES  F. $ CHARGES',
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      "25. FEDERAL TAX I.D. NUMBER  26. PATIENT'S ACCOUNT NO.  28. TOTAL CHARGE  29. AMOUNT PAID",
      '',
    ].join('\n');
    const doc = parseDocument(text, 'claim_form');
    expect(doc.lines).toEqual([]);
    expect(doc.totals.totalCharges).toBeNull();
  });
});

describe('claim form header fields', () => {
  it('the billing provider is box 33, the right-hand cell under its caption', () => {
    const text = [
      'HEALTH INSURANCE CLAIM FORM',
      'Keystone Health Plan',
      '31. SIGNATURE OF PHYSICIAN OR SUPPLIER\t32. SERVICE FACILITY LOCATION INFORMATION\t33. BILLING PROVIDER INFO & PH # (412) 7523889',
      'INCLUDING DEGREES OR CREDENTIALS',
      '(I certify that the statements on the reverse\tLakeview Surgery Center\tNorthgate Family Medicine',
    ].join('\n');
    expect(parseDocument(text, 'claim_form').providerName).toBe('Northgate Family Medicine');
  });
});
