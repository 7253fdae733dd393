import { describe, expect, it } from 'vitest';
import { hasValidCodeFormat, type ValidationCodeType } from '@clearbill/shared';
import { lookupKeys } from './code-formats';
import { diagnosisFits, surgeryFamilyOf } from './fit-rules';
import { matchingTerms, stem } from './terms';
import { nextUpdateDate } from './update-schedule';

const cases: Record<ValidationCodeType, { good: string[]; bad: string[] }> = {
  'ICD-10-CM': {
    good: ['A00.0', 'Z99.9', 'E11.9', 'E119', 'e11.65', 'S72.001A', 'M17.11', 'E11'],
    bad: ['E1', '11.9', 'E11.', 'E11.12345', 'E11-9', 'EE1.9'],
  },
  'ICD-10-PCS': { good: ['0SR9019', 'BW28ZZZ'], bad: ['0SR901', '0SR90199', '0SRI019', '0SR9O19'] },
  CPT: { good: ['99213', '0042T', '3008F', '0001U', '0503M'], bad: ['9921', '992134', '9921A', 'A9921'] },
  'Category-III': { good: ['0042T', '0813T'], bad: ['00421', '0042F', '042T'] },
  HCPCS: { good: ['J1100', 'A0425', 'v2020'], bad: ['W1234', 'J110', 'J11000', '1100J'] },
  DRG: { good: ['470', '001'], bad: ['47', '4700', 'A70'] },
  NDC: {
    good: ['0002-3227-30', '00002-3227-30', '50090-3470-1', '12345-678-90', '1234567890', '12345678901'],
    bad: ['0002-3227-3', '123456789', '123456789012', '123-4567-89', '50090-347-0', '00002-3227-300'],
  },
  REVENUE: { good: ['0450', '0001'], bad: ['450', '04500', '045A'] },
};

describe('code formats', () => {
  for (const [type, { good, bad }] of Object.entries(cases) as [ValidationCodeType, typeof cases.CPT][]) {
    it(`accepts ${type} codes of the published shape and refuses the rest`, () => {
      for (const code of good) expect(hasValidCodeFormat(type, code), code).toBe(true);
      for (const code of bad) expect(hasValidCodeFormat(type, code), code).toBe(false);
    });
  }

  it('looks a dashed NDC up in its 10-digit and 11-digit forms', () => {
    expect(lookupKeys('0002-3227-30', 'NDC')).toEqual(['0002322730', '00002322730']);
    expect(lookupKeys('e11.9', 'ICD-10-CM')).toEqual(['E119']);
  });
});

describe('terms and fit rules', () => {
  it('stems the common endings so related words meet', () => {
    expect(stem('fractured')).toBe(stem('fracture'));
    expect(stem('diabetic')).toBe(stem('diabetes'));
    expect(stem('knees')).toBe(stem('knee'));
    expect(stem('injections')).toBe(stem('injection'));
  });

  it('lists the title words found in the documentation', () => {
    expect(
      matchingTerms(
        'Unilateral primary osteoarthritis, right knee',
        'Osteoarthritic changes... severe osteoarthritis of the right knees',
      ),
    ).toEqual(['osteoarthritis', 'knee']);
    expect(matchingTerms('Pneumonia, unspecified organism', 'Sprained ankle')).toEqual([]);
  });

  it('matches a surgery section with diagnosis chapters', () => {
    const knee = surgeryFamilyOf('27447');
    expect(knee?.name).toBe('musculoskeletal surgery');
    if (!knee) return;
    expect(diagnosisFits(knee, 'M17.11')).toBe(true);
    expect(diagnosisFits(knee, 'S82.001A')).toBe(true);
    expect(diagnosisFits(knee, 'J18.9')).toBe(false);
    expect(surgeryFamilyOf('99213')).toBeNull();
    expect(surgeryFamilyOf('0042T')).toBeNull();
  });
});

describe('update calendar', () => {
  it('finds the next first-of-month among the listed months', () => {
    expect(nextUpdateDate('2026-01-15', [1])).toBe('2027-01-01');
    expect(nextUpdateDate('2026-01-01', [1])).toBe('2026-01-01');
    expect(nextUpdateDate('2026-01-15', [10])).toBe('2026-10-01');
    expect(nextUpdateDate('2026-11-02', [10])).toBe('2027-10-01');
    expect(nextUpdateDate('2026-01-15', [1, 4, 7, 10])).toBe('2026-04-01');
    expect(nextUpdateDate('2026-12-31', [1, 4, 7, 10])).toBe('2027-01-01');
  });
});
