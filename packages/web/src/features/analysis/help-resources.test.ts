import { describe, expect, it } from 'vitest';
import type { PatientResource } from '@clearbill/shared';
import { helpKinds, pickResources } from './help-resources';

function r(id: string, category: PatientResource['category'], states: string[] = []): PatientResource {
  return {
    id,
    name: id,
    description: '',
    category,
    urgencyLevel: 'standard',
    services: [],
    coverage: { national: states.length === 0, states: states as PatientResource['coverage']['states'] },
    contactInfo: {},
    source: { url: null, checkedOn: '2026' },
  };
}

describe('result page help', () => {
  it('asks for assistance help on a financial assistance finding and appeal help on an appeal route', () => {
    expect(helpKinds([{ type: 'financial_assistance' }])).toEqual(['assistance']);
    expect(helpKinds([{ type: 'appeal_opportunity' }, { type: 'financial_assistance' }])).toEqual([
      'assistance',
      'appeal',
    ]);
    expect(helpKinds([{ type: 'surprise_billing' }])).toEqual(['appeal']);
    expect(helpKinds([{ type: 'duplicate_charge' }])).toEqual([]);
  });

  it('picks up to 3 of the right categories, the state first, never the crisis line', () => {
    const all = [
      r('988_crisis', 'crisis_support'),
      r('fund_a', 'financial_assistance'),
      r('fund_b', 'charity_care'),
      r('ca_help', 'hospital_financial_assistance', ['CA']),
      r('ny_help', 'financial_assistance', ['NY']),
      r('fund_c', 'financial_assistance'),
      r('advocate', 'billing_advocacy'),
      r('ca_insurance', 'state_advocacy', ['CA']),
    ];
    expect(pickResources(all, 'assistance', 'CA').map((x) => x.id)).toEqual(['ca_help', 'fund_a', 'fund_b']);
    expect(pickResources(all, 'assistance', null).map((x) => x.id)).toEqual(['fund_a', 'fund_b', 'fund_c']);
    expect(pickResources(all, 'appeal', 'CA').map((x) => x.id)).toEqual(['ca_insurance', 'advocate']);
    expect(pickResources(all, 'appeal', 'TX').map((x) => x.id)).toEqual(['advocate']);
  });
});
