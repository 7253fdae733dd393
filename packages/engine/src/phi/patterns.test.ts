import { describe, expect, it } from 'vitest';
import { detected } from './test-helpers';

describe('patterns', () => {
  it('validates SSNs: area 000, 666 and 9xx, group 00 and serial 0000 are not SSNs', () => {
    expect(detected('SSN 123-45-6789')).toEqual([{ type: 'ssn', text: '123-45-6789' }]);
    for (const bad of ['000-12-3456', '666-12-3456', '912-34-5678', '123-00-4567', '123-45-0000']) {
      expect(detected(`ref ${bad} ok`).filter((s) => s.type === 'ssn')).toEqual([]);
    }
    expect(detected('SSN: XXX-XX-4321')).toEqual([{ type: 'ssn', text: 'XXX-XX-4321' }]);
  });

  it('finds phones in the usual forms', () => {
    for (const phone of [
      '555.123.4567',
      '+1 415 234 5678',
      '(555)123-4567 ext 12',
      '1-555-234-5678',
      '555/234/5678',
    ]) {
      expect(detected(`Reach her at ${phone} tonight`)).toEqual([{ type: 'phone', text: phone }]);
    }
  });

  it('needs NANP rules for loosely written numbers, and a label for bare digits', () => {
    expect(detected('Counts 155 123 4567 noted')).toEqual([]);
    expect(detected('Total 5551234567 items').filter((s) => s.type === 'phone')).toEqual([]);
    expect(detected('Phone: 5551234567')).toEqual([{ type: 'phone', text: '5551234567' }]);
    expect(detected('Pager #54321')).toEqual([{ type: 'phone', text: '54321' }]);
  });

  it('finds e-mail addresses', () => {
    expect(detected('write to j.doe+bills@example.org.')).toEqual([
      { type: 'email', text: 'j.doe+bills@example.org' },
    ]);
  });

  it('finds identifiers with letters and dashes without a label, not codes', () => {
    expect(detected('see MRN7341231 and XKP-448812-03')).toEqual([
      { type: 'mrn', text: 'MRN7341231' },
      { type: 'insurance_id', text: 'XKP-448812-03' },
    ]);
    expect(detected('codes 99213 J2405 0450 E11.9 G0439 0001U 3074F')).toEqual([]);
  });
});
