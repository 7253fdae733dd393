import { describe, expect, it } from 'vitest';
import { carcNumber, reasonClassOf } from './reason-class';

describe('reason class', () => {
  it.each([
    [['CO-197'], 'prior_authorization'],
    [['CO-50'], 'medical_necessity'],
    [['PR 242'], 'out_of_network'],
    [['16'], 'missing_information'],
    [['CO-45', 'CO-18'], 'other'],
  ])('%j -> %s', (codes, cls) => {
    expect(reasonClassOf(codes, null)).toBe(cls);
  });

  it('falls back on the wording', () => {
    expect(reasonClassOf([], 'This is not deemed a medical necessity by the payer.')).toBe(
      'medical_necessity',
    );
    expect(reasonClassOf([], 'Precertification/authorization absent.')).toBe('prior_authorization');
    expect(reasonClassOf([], 'Please send us more.')).toBe('other');
  });

  it('reads bare CARC numbers', () => {
    expect(['CO-197', 'PR 1', '50', 'CARC 16'].map(carcNumber)).toEqual(['197', '1', '50', '16']);
  });
});
