import { describe, expect, it } from 'vitest';
import { confidenceBand, fileNameFrom, formatCodeDate, isCsvOrJson, percentOfTarget } from './code-helpers';

describe('code screen helpers', () => {
  it('bands confidence at 0.9 and 0.8', () => {
    expect(confidenceBand(1)).toBe('High');
    expect(confidenceBand(0.9)).toBe('High');
    expect(confidenceBand(0.89)).toBe('Medium');
    expect(confidenceBand(0.8)).toBe('Medium');
    expect(confidenceBand(0.79)).toBe('Low');
  });

  it('accepts CSV or JSON by type or extension only', () => {
    expect(isCsvOrJson({ name: 'codes.csv', type: '' })).toBe(true);
    expect(isCsvOrJson({ name: 'codes.JSON', type: '' })).toBe(true);
    expect(isCsvOrJson({ name: 'export', type: 'text/csv' })).toBe(true);
    expect(isCsvOrJson({ name: 'codes.txt', type: 'text/plain' })).toBe(false);
    expect(isCsvOrJson({ name: 'codes.pdf', type: 'application/pdf' })).toBe(false);
  });

  it('shows the share of the 275K target', () => {
    expect(percentOfTarget(0)).toBe('0%');
    expect(percentOfTarget(10_000)).toBe('3.6%');
    expect(percentOfTarget(137_500)).toBe('50%');
    expect(percentOfTarget(400_000)).toBe('100%');
  });

  it('reads dates without slipping a day, and the suggested file name', () => {
    expect(formatCodeDate('2026-04-01')).toBe('Apr 1, 2026');
    expect(formatCodeDate(null)).toBe('Not recorded');
    expect(fileNameFrom('attachment; filename="codes.csv"', 'x')).toBe('codes.csv');
    expect(fileNameFrom("attachment; filename*=UTF-8''all%20codes.json", 'x')).toBe('all codes.json');
    expect(fileNameFrom(null, 'fallback.csv')).toBe('fallback.csv');
  });
});
