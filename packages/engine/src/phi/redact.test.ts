import { phiTypes } from '@clearbill/shared';
import { describe, expect, it } from 'vitest';
import { redactionMarkers, redactText } from './redact';

describe('redactText', () => {
  it('has a marker without digits for every PHI type', () => {
    for (const type of phiTypes) expect(redactionMarkers[type]).toMatch(/^\[[A-Z ]+\]$/);
  });

  it('replaces spans with markers and keeps the rest', () => {
    const text = 'Name: Ann Lee  DOB: 01/02/1950';
    const out = redactText(text, [
      { start: 6, end: 13, phiType: 'name', confidence: 0.9 },
      { start: 20, end: 30, phiType: 'date_of_birth', confidence: 0.9 },
    ]);
    expect(out).toBe('Name: [NAME]  DOB: [DOB]');
  });

  it('keeps the line structure when a span crosses a line break', () => {
    const text = 'Address: 12 Elm St\nSpringfield, IL 62704\nTotal $5.00';
    const out = redactText(text, [{ start: 9, end: 40, phiType: 'address', confidence: 0.9 }]);
    expect(out.split('\n')).toHaveLength(3);
    expect(out).toContain('Total $5.00');
  });

  it('tolerates unsorted and overlapping spans', () => {
    const text = 'abc 123-45-6789 xyz';
    const out = redactText(text, [
      { start: 8, end: 15, phiType: 'ssn', confidence: 0.9 },
      { start: 4, end: 11, phiType: 'ssn', confidence: 0.9 },
    ]);
    expect(out).toBe('abc [SSN] xyz');
  });
});
