import { describe, expect, it } from 'vitest';
import { formatSpan } from './time';

describe('formatSpan', () => {
  it('shows minutes and seconds, hours past an hour, and never a negative span', () => {
    expect(formatSpan(29 * 60_000 + 5_000)).toBe('29 min 05 s');
    expect(formatSpan(3 * 3_600_000 + 120_000)).toBe('3 h 2 min');
    expect(formatSpan(-5_000)).toBe('0 min 00 s');
  });
});
