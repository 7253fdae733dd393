import { describe, expect, it } from 'vitest';
import { codeKeyOf, hasValidCodeFormat } from '@clearbill/shared';
import { canonicalCode, codeLikeKey } from './code-format';
import { validateRow } from './upload/validate-rows';
import { editDistance, trigrams } from './vocabulary';
import { databaseConfidence, externalConfidence } from './hybrid/confidence';

describe('code formats', () => {
  it('accepts each type in its own shape only', () => {
    const good: [Parameters<typeof hasValidCodeFormat>[0], string][] = [
      ['ICD-10-CM', 'E11.9'],
      ['ICD-10-CM', 'e119'],
      ['ICD-10-CM', 'S72.001A'],
      ['ICD-10-PCS', '0SR90J9'],
      ['CPT', '99213'],
      ['CPT', '0001F'],
      ['CPT', '0042T'],
      ['HCPCS', 'J1100'],
      ['DRG', '470'],
      ['NDC', '0002-3227-30'],
      ['NDC', '00002322730'],
      ['REVENUE', '0450'],
    ];
    for (const [t, c] of good) expect(hasValidCodeFormat(t, c), `${t} ${c}`).toBe(true);
    const bad: [Parameters<typeof hasValidCodeFormat>[0], string][] = [
      ['ICD-10-CM', '119'],
      ['ICD-10-PCS', '0SR90JI'],
      ['CPT', '9921'],
      ['HCPCS', 'W1100'],
      ['DRG', '47'],
      ['NDC', '12-34'],
      ['REVENUE', '45A'],
    ];
    for (const [t, c] of bad) expect(hasValidCodeFormat(t, c), `${t} ${c}`).toBe(false);
  });

  it('stores ICD-10-CM with its dot and revenue codes as four digits; keys have neither dots nor dashes', () => {
    expect(canonicalCode('ICD-10-CM', 'e119')).toBe('E11.9');
    expect(canonicalCode('ICD-10-CM', 'E11')).toBe('E11');
    expect(canonicalCode('REVENUE', '450')).toBe('0450');
    expect(codeKeyOf('0002-3227-30')).toBe('0002322730');
    expect(codeLikeKey('e11.9')).toBe('E119');
    expect(codeLikeKey('chest pain')).toBeNull();
  });
});

describe('uploaded rows follow the same code formats as validation', () => {
  const row = (code: string, codeType: string) => ({
    code,
    codeType,
    title: 'A short title of our own',
    officialSource: 'Test',
    sourceVersion: '2026',
  });

  it('accepts CPT MAAA codes (####M), which the importers also load', () => {
    expect(validateRow(row('0002M', 'CPT')).ok).toBe(true);
  });

  it('accepts a three-digit revenue code as its four-digit form, and refuses a bad shape with its rule', () => {
    expect(validateRow(row('450', 'REVENUE')).ok).toBe(true);
    const bad = validateRow(row('45A', 'REVENUE'));
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.reason).toContain('4 digits (for example 0450)');
  });
});

describe('typo helpers', () => {
  it('counts transpositions as one edit', () => {
    expect(editDistance('pnuemonia', 'pneumonia', 2)).toBe(1);
    expect(editDistance('fractre', 'fracture', 2)).toBe(1);
    expect(editDistance('abc', 'xyzabc', 2)).toBe(3);
  });

  it('pads trigrams as pg_trgm does', () => {
    expect([...trigrams('cat')]).toEqual(['  c', ' ca', 'cat', 'at ']);
  });
});

describe('confidence', () => {
  it('stays within 0..1 and in the documented bands', () => {
    expect(databaseConfidence('exact', 1, 1)).toBe(1);
    expect(databaseConfidence('prefix', 1, 1)).toBe(0.9);
    expect(databaseConfidence('text', 0.5, 1)).toBeCloseTo(0.7);
    expect(databaseConfidence('text', 1, 1)).toBe(0.8);
    expect(databaseConfidence('similar', 0.9, 0)).toBeLessThanOrEqual(0.7);
    expect(externalConfidence(true, 3, 10)).toBe(0.95);
    expect(externalConfidence(false, 0, 10)).toBe(0.85);
    expect(externalConfidence(false, 9, 10)).toBe(0.6);
  });
});
