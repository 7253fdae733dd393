import { describe, expect, it } from 'vitest';
import { createMemoryReferenceData } from './memory-reference-data';
import { codeKeyOf, pfsModifier } from './reference-data';

const v = 'fixture v1';
const ref = createMemoryReferenceData({
  ncci: [
    {
      column1: '27447',
      column2: '20610',
      modifierIndicator: 1,
      rationale: 'Misuse',
      deletionDate: null,
      sourceVersion: v,
    },
    {
      column1: '80053',
      column2: '82947',
      modifierIndicator: 0,
      rationale: null,
      deletionDate: null,
      sourceVersion: v,
    },
  ],
  mue: [
    {
      code: 'J1100',
      serviceType: 'practitioner',
      maxUnits: 40,
      adjudicationIndicator: 3,
      rationale: null,
      sourceVersion: v,
    },
    {
      code: 'J1100',
      serviceType: 'outpatient_hospital',
      maxUnits: 60,
      adjudicationIndicator: 3,
      rationale: null,
      sourceVersion: v,
    },
  ],
  pfs: [
    {
      code: '99213',
      facilityAmount: 63.4,
      nonFacilityAmount: 88.95,
      status: 'A',
      year: 2025,
      sourceVersion: v,
    },
    {
      code: '71046',
      modifier: '26',
      facilityAmount: 14.56,
      nonFacilityAmount: 14.56,
      year: 2025,
      sourceVersion: v,
    },
    { code: '27447', facilityAmount: 1164.47, nonFacilityAmount: null, year: 2025, sourceVersion: v },
  ],
  opps: [{ code: '71046', amount: 92.23, status: 'Q1', year: 2025, sourceVersion: v }],
  clfs: [{ code: '80053', amount: 10.56, year: 2026, sourceVersion: v }],
  carc: [{ code: '45', explanation: 'Above the allowed amount.', patientAction: null, sourceVersion: v }],
  poverty: [{ year: 2026, region: 'contiguous', base: 15960, perExtraPerson: 5680, sourceVersion: v }],
  codes: [
    {
      code: 'E11.9',
      codeType: 'ICD-10-CM',
      title: 'Type 2 diabetes',
      category: null,
      billable: true,
      expirationDate: null,
      sourceVersion: v,
    },
  ],
});

describe('in-memory ReferenceData', () => {
  it('finds an NCCI edit in either order, with its indicator and version', async () => {
    expect(await ref.ncciEdit('20610', '27447')).toMatchObject({
      column1: '27447',
      modifierIndicator: 1,
      sourceVersion: v,
    });
    expect(await ref.ncciEdit('27447', '20610')).toMatchObject({ column2: '20610' });
    expect(await ref.ncciEdit('99213', '27447')).toBeNull();
    const among = await ref.ncciEditsAmong(['82947', '27447', '80053', '20610', '80053']);
    expect(among.map((e) => e.column1).sort()).toEqual(['27447', '80053']);
  });

  it('answers the MUE of the service type asked, else any', async () => {
    expect((await ref.mue('J1100', 'outpatient_hospital'))?.maxUnits).toBe(60);
    expect((await ref.mue('j1100'))?.maxUnits).toBe(40);
    expect(await ref.mue('99999')).toBeNull();
  });

  it('prices a code per setting from the right schedule', async () => {
    expect(await ref.medicareRate('99213', 'non_facility')).toMatchObject({
      amount: 88.95,
      basis: 'pfs',
      status: 'A',
    });
    expect(await ref.medicareRate('99213', 'facility', '25')).toMatchObject({ amount: 63.4, modifier: '' });
    expect(await ref.medicareRate('71046', 'facility', '26')).toMatchObject({
      amount: 14.56,
      modifier: '26',
    });
    expect(await ref.medicareRate('27447', 'non_facility')).toBeNull();
    expect(await ref.medicareRate('71046', 'outpatient_hospital')).toMatchObject({
      amount: 92.23,
      basis: 'opps',
    });
    expect(await ref.medicareRate('80053', 'lab', 'QW')).toMatchObject({ amount: 10.56, basis: 'clfs' });
  });

  it('explains CARC codes, gives poverty guidelines and looks codes up with or without the dot', async () => {
    expect((await ref.carc('45'))?.explanation).toBe('Above the allowed amount.');
    expect(await ref.povertyGuideline(2026, 'contiguous')).toMatchObject({ base: 15960 });
    expect(await ref.povertyGuideline(2026, 'AK')).toBeNull();
    expect(await ref.lookupCode('e119')).toMatchObject({ code: 'E11.9' });
    expect(await ref.lookupCode('E11.9', 'CPT')).toBeNull();
  });

  it('normalises codes and PFS modifiers', () => {
    expect(codeKeyOf(' e11.9 ')).toBe('E119');
    expect(pfsModifier('tc')).toBe('TC');
    expect(pfsModifier('59')).toBe('');
  });
});
