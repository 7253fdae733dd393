import { describe, expect, it } from 'vitest';
import {
  codeTypesSubtitle,
  formatBytes,
  formatPercent,
  humanize,
  pageCount,
  queryString,
  refreshAllowed,
  successRateClass,
} from './back-office-view';

describe('back office view helpers', () => {
  it('skips a users refresh within 5 seconds of the last fetch', () => {
    expect(refreshAllowed(null, 1000)).toBe(true);
    expect(refreshAllowed(1000, 5999)).toBe(false);
    expect(refreshAllowed(1000, 6000)).toBe(true);
  });

  it('colours success rates green at 70 or above, orange below, grey when unknown', () => {
    expect(successRateClass(70)).toContain('green');
    expect(successRateClass(69.9)).toContain('orange');
    expect(successRateClass(null)).toContain('slate');
  });

  it('leaves empty and "all" filters out of the query string', () => {
    expect(queryString({ search: '', status: 'all', page: 2, severity: null })).toBe('?page=2');
    expect(queryString({ search: 'a b&c' })).toBe('?search=a+b%26c');
    expect(queryString({})).toBe('');
  });

  it('formats percents, sizes, labels and pages', () => {
    expect(formatPercent(null)).toBe('Nothing to measure yet');
    expect(formatPercent(50)).toBe('50.0%');
    expect(formatBytes(52_000)).toBe('50.8 KB');
    expect(humanize('duplicate_charge')).toBe('Duplicate charge');
    expect(humanize(null)).toBe('—');
    expect(pageCount(0, 50)).toBe(1);
    expect(pageCount(101, 50)).toBe(3);
  });

  it('lists the code types in the spec order with thousands separators', () => {
    expect(codeTypesSubtitle({ CPT: 1200, 'ICD-10-CM': 74000 })).toBe('ICD-10-CM 74,000 · CPT 1,200');
  });
});
