import { describe, expect, it } from 'vitest';
import { parseMoney } from './amounts';
import { parseAdjustmentCode, parseModifier, parseProcedureCode, parseRevenueCode } from './codes';
import { parseDate } from './dates';
import { parseDocument } from './index';
import { view } from './test-helpers';

describe('values read through OCR noise', () => {
  it('reads amounts in every common form', () => {
    const cases: [string, number | null][] = [
      ['$1,234.56', 1234.56],
      ['-$110.19', -110.19],
      ['$-110.19', -110.19],
      ['($110.19)', -110.19],
      ['110.19-', -110.19],
      ['110.19CR', -110.19],
      ['S134.87', 134.87],
      ['$l34.87', 134.87],
      ['$1O4.00', 104],
      ['134,87', 134.87],
      ['$250', 250],
      ['250', null],
      ['1,234,56', null],
      ['$1,2345.00', null],
    ];
    for (const [raw, value] of cases) expect(parseMoney(raw)?.value ?? null, raw).toBe(value);
  });

  it('reads codes with look-alike letters and never takes a word or an ID for one', () => {
    expect(parseProcedureCode('99Z13')?.code).toBe('99213');
    expect(parseProcedureCode('8l003')?.code).toBe('81003');
    expect(parseProcedureCode('JI885')?.code).toBe('J1885');
    expect(parseProcedureCode('0075T')).toMatchObject({ code: '0075T', codeType: 'CPT' });
    expect(parseProcedureCode('G0283')).toMatchObject({ code: 'G0283', codeType: 'HCPCS' });
    expect(parseProcedureCode('99213-25-59')?.modifiers).toEqual(['25', '59']);
    expect(parseProcedureCode('HELLO')).toBeNull();
    expect(parseProcedureCode('SOLDS')).toBeNull();
    expect(parseProcedureCode('D0120')).toMatchObject({ code: 'D0120', codeType: 'HCPCS' });
    expect(parseProcedureCode('D0012')).toBeNull();
    expect(parseRevenueCode('O450')).toBe('0450');
    expect(parseRevenueCode('1450')).toBeNull();
    expect(parseModifier('-xu')).toBe('XU');
    expect(parseModifier('12')).toBeNull();
    expect(parseAdjustmentCode('CO - 45')).toEqual({ group: 'CO', carc: '45' });
    expect(parseAdjustmentCode('PR2')).toEqual({ group: 'PR', carc: '2' });
    expect(parseAdjustmentCode('com.')).toBeNull();
  });

  it('reads dates in US forms and with look-alike letters', () => {
    expect(parseDate('O3/2l/2026')).toBe('2026-03-21');
    expect(parseDate('3/5/26')).toBe('2026-03-05');
    expect(parseDate('2026-03-21')).toBe('2026-03-21');
    expect(parseDate('Mar 21, 2026')).toBe('2026-03-21');
    expect(parseDate('21 March 2026')).toBe('2026-03-21');
    expect(parseDate('02/30/2026')).toBeNull();
    expect(parseDate('1.00')).toBeNull();
  });

  it('reads OCR rows with single spaces, look-alike letters and stray spaces', () => {
    const text = [
      'SUNRISE MEDICAL GROUP',
      'Statement Date 05/02/2026',
      'DATE OF SERVICE CPT DESCRIPTION QTY AMOUNT',
      '04/1O/2026 99Z13 Office visit est pt 1 $l42.00',
      '04/10/2026 8l003 Urinalysis auto 1 S12.50',
      'O4/10/2026 36415 Venipuncture l $ 18.00',
      '04/10/2026 J1885 Ketorolac inj, per 15 mg 2 $24.0O',
      '04/10/2026 7l046 Chest x-ray, 2 views 1 $1, 120.00',
      'Total Due $1,316.50',
    ].join('\n');
    const doc = parseDocument(text, 'bill');
    expect(view(doc.lines, ['date'])).toEqual([
      { code: '99213', units: 1, amount: 142, date: '2026-04-10' },
      { code: '81003', units: 1, amount: 12.5, date: '2026-04-10' },
      { code: '36415', units: 1, amount: 18, date: '2026-04-10' },
      { code: 'J1885', units: 2, amount: 24, date: '2026-04-10' },
      { code: '71046', units: 1, amount: 1120, date: '2026-04-10' },
    ]);
    expect(doc.lines[3]!.description).toBe('Ketorolac inj, per 15 mg');
    expect(doc.totals.patientBalance).toBe(1316.5);
    expect(doc.statementDate).toBe('2026-05-02');
  });

  it('reads OCR rows where table rules became bars and a header word is misread', () => {
    const text = [
      '| Date       | Code  | Descripti0n            | Units | Charges  |',
      '| 12/01/2025 | 97530 | Therapeutic activities | 2     | $140.00  |',
      '| 12/01/2025 | 97116 | Gait training          | 1     | $70.00   |',
    ].join('\n');
    expect(view(parseDocument(text, 'bill').lines)).toEqual([
      { code: '97530', units: 2, amount: 140 },
      { code: '97116', units: 1, amount: 70 },
    ]);
  });

  it('still finds the units column when OCR garbled its title, and a code split by a stray space', () => {
    const text = [
      'Dale\tRev\tCade\tDescriptlon\tQly\tCharges',
      '12/06/2025\t0420\t97110\tTherapeutic exercise, each 15 minutes\t2\t$134.87',
      '12/06/2025\tO420\t9714O\tManual therapy techniques\t3\t$l49.5O',
      '12/06/2025\t0420\t971 12\tNeuromuscular reeducation\t1\t$61.00',
    ].join('\n');
    expect(view(parseDocument(text, 'bill').lines, ['rev'])).toEqual([
      { code: '97110', rev: '0420', units: 2, amount: 134.87 },
      { code: '97140', rev: '0420', units: 3, amount: 149.5 },
      { code: '97112', rev: '0420', units: 1, amount: 61 },
    ]);
  });
});
