import { describe, expect, it } from 'vitest';
import { mergeOverlappingSpans } from './overlapping-spans';

const span = (start: number, end: number, phiType: 'name' | 'address' = 'name') => ({
  start,
  end,
  phiType,
  confidence: 0.9,
});

describe('mergeOverlappingSpans', () => {
  it('joins spans that overlap into one covering them all, and keeps the others', () => {
    expect(
      mergeOverlappingSpans([span(10, 14), span(10, 16), span(30, 40, 'address'), span(35, 45)]),
    ).toEqual([span(10, 16), span(30, 45, 'address')]);
  });

  it('keeps adjacent spans apart and drops empty ones', () => {
    expect(mergeOverlappingSpans([span(5, 8), span(0, 5), span(9, 9)])).toEqual([span(0, 5), span(5, 8)]);
  });
});
