import { describe, expect, it } from 'vitest';
import {
  clampRiskScore,
  evidenceLineText,
  formatUsd,
  linksAsText,
  riskBandFor,
  riskLevelFor,
  safeHref,
  specificRecommendations,
  splitLinks,
  typicalRangeHint,
} from './analysis-display';

describe('risk bands and levels', () => {
  it('bands at 33/34 and 66/67', () => {
    expect([0, 33, 34, 66, 67, 100].map(riskBandFor)).toEqual([
      'low',
      'low',
      'medium',
      'medium',
      'high',
      'high',
    ]);
  });

  it('levels nest inside the bands', () => {
    expect([0, 16, 17, 33, 34, 66, 67, 83, 84, 100].map(riskLevelFor)).toEqual([
      'Very Low',
      'Very Low',
      'Low',
      'Low',
      'Moderate',
      'Moderate',
      'High',
      'High',
      'Very High',
      'Very High',
    ]);
  });

  it('a missing score is 75; others are clamped and rounded', () => {
    expect(clampRiskScore(null)).toBe(75);
    expect(clampRiskScore(Number.NaN)).toBe(75);
    expect(clampRiskScore(-4)).toBe(0);
    expect(clampRiskScore(140)).toBe(100);
    expect(clampRiskScore(66.6)).toBe(67);
  });
});

describe('link markers', () => {
  it('splits text around safe links', () => {
    expect(splitLinks('Apply for [charity care](https://example.org/help) today.')).toEqual([
      { text: 'Apply for ' },
      { text: 'charity care', href: 'https://example.org/help' },
      { text: ' today.' },
    ]);
    expect(splitLinks('Write an [appeal letter](/appeal?document=1)')).toEqual([
      { text: 'Write an ' },
      { text: 'appeal letter', href: '/appeal?document=1' },
    ]);
  });

  it('keeps only the label of an unsafe link', () => {
    expect(splitLinks('Click [here](javascript:alert(1)) now')).toEqual([{ text: 'Click here) now' }]);
    expect(splitLinks('[x](//evil.example) and [y](data:text/html,hi)')).toEqual([{ text: 'x and y' }]);
    expect(safeHref('/\\evil.example')).toBeNull();
    expect(safeHref('mailto:a@b.c')).toBeNull();
  });

  it('plain text and text without markers pass through', () => {
    expect(splitLinks('No links [here] (really).')).toEqual([{ text: 'No links [here] (really).' }]);
    expect(splitLinks('')).toEqual([]);
  });

  it('writes links as label (address) for plain text', () => {
    expect(linksAsText('See [the rules](https://www.cms.gov/nosurprises).')).toBe(
      'See the rules (https://www.cms.gov/nosurprises).',
    );
  });
});

describe('formatting', () => {
  it('formats dollars', () => {
    expect(formatUsd(1234)).toBe('$1,234');
    expect(formatUsd(95.5)).toBe('$95.50');
  });

  it('typical ranges by charge size', () => {
    expect(typicalRangeHint(6000)).toEqual({ low: 4000, high: 6500 });
    expect(typicalRangeHint(2000)).toEqual({ low: 1200, high: 1600 });
    expect(typicalRangeHint(300)).toEqual({ low: 80, high: 120 });
  });
});

describe('evidence lines', () => {
  it('turns column gaps into separators', () => {
    expect(evidenceLineText('01/15/2025\t99213\tOffice visit\t$180.00')).toBe(
      '01/15/2025 · 99213 · Office visit · $180.00',
    );
    expect(evidenceLineText('01/15/2025        99213   Office  visit   $180.00 ')).toBe(
      '01/15/2025 · 99213 · Office visit · $180.00',
    );
  });
});

describe('recommendations', () => {
  it('leaves out the severity advice shown once as the recommended action', () => {
    expect(
      specificRecommendations({
        severity: 'high',
        recommendations: ['Start an appeal or dispute right away.', 'Ask for an itemized bill.'],
      }),
    ).toEqual(['Ask for an itemized bill.']);
  });
});
