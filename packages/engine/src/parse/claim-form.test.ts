import { describe, expect, it } from 'vitest';
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
