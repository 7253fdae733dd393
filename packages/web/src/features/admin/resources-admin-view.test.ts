import { describe, expect, it } from 'vitest';
import { enhancedButtonLabel, validationSummary } from './resources-admin-view';

describe('patient resources tab texts', () => {
  it('keeps the spec label at 150 or more, and says the real count below it', () => {
    expect(enhancedButtonLabel(undefined)).toBe('Load Enhanced Resources (150+)');
    expect(enhancedButtonLabel(163)).toBe('Load Enhanced Resources (150+)');
    expect(enhancedButtonLabel(12)).toBe('Load Enhanced Resources (12)');
  });

  it('summarises a link check with valid and invalid counts', () => {
    const base = { success: true, skipped: 0, networkAvailable: true, message: '' };
    expect(validationSummary({ ...base, validated: 10, removed: 2, unreachable: 0 })).toBe(
      '10 valid, 2 invalid (hidden from the public page).',
    );
    expect(validationSummary({ ...base, validated: 1, removed: 0, unreachable: 3 })).toBe(
      '1 valid, 0 invalid (hidden from the public page), 3 not reachable (kept).',
    );
  });
});
