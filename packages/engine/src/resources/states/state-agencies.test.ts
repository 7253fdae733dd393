import { describe, expect, it } from 'vitest';
import { patientResourceSchema, usStates, type PatientResource } from '@clearbill/shared';
import {
  builtInResources,
  filterResources,
  insuranceDepartmentResources,
  medicaidAgencyResources,
} from '../index';
import { patientResourceQuerySchema } from '@clearbill/shared';

/** 1-800-555-0100 or 555-555-0100; 211 (Texas). */
const phoneFormat = /^((1-\d{3}|\d{3})-\d{3}-\d{4}|211)$/;

function checkEntries(
  list: readonly PatientResource[],
  prefix: string,
  category: PatientResource['category'],
) {
  for (const r of list) {
    expect(patientResourceSchema.safeParse(r).success, r.id).toBe(true);
    expect(r, r.id).toMatchObject({ category, urgencyLevel: 'standard' });
    expect(r.coverage.national, r.id).toBe(false);
    expect(r.coverage.states, r.id).toHaveLength(1);
    expect(r.id).toBe(`${prefix}_${r.coverage.states[0]?.toLowerCase()}`);
    expect(r.services.length, r.id).toBeGreaterThanOrEqual(3);
    expect(r.contactInfo.phone ?? r.contactInfo.website, `${r.id} has no checked contact`).toBeDefined();
    if (r.contactInfo.phone !== undefined) expect(r.contactInfo.phone, r.id).toMatch(phoneFormat);
    expect(r.source.url, r.id).toMatch(/^https?:\/\//);
    expect(r.source.checkedOn, r.id).toBe('2026-11-27');
    expect(r.source.note?.trim().length ?? 0, r.id).toBeGreaterThan(10);
  }
  const ids = list.map((r) => r.id);
  expect(new Set(ids).size).toBe(ids.length);
}

describe('state departments of insurance', () => {
  it('are valid state advocacy entries, each with a checked contact and its source', () => {
    checkEntries(insuranceDepartmentResources, 'doi', 'state_advocacy');
  });

  it('cover every state and DC exactly once', () => {
    expect(insuranceDepartmentResources.map((r) => r.coverage.states[0]).sort()).toEqual(
      [...usStates].sort(),
    );
  });

  it('are served with the programs in code', () => {
    const ids = new Set(builtInResources.map((r) => r.id));
    for (const r of insuranceDepartmentResources) expect(ids.has(r.id), r.id).toBe(true);
  });
});

describe('state Medicaid agencies', () => {
  it('are valid financial assistance entries, each with a checked contact and its source', () => {
    checkEntries(medicaidAgencyResources, 'medicaid', 'financial_assistance');
  });

  it('cover every state and DC exactly once', () => {
    expect(medicaidAgencyResources.map((r) => r.coverage.states[0]).sort()).toEqual([...usStates].sort());
  });

  it('state an income limit only with a source note, and name the program', () => {
    const withLimit = medicaidAgencyResources.filter((r) => r.coverage.incomeThreshold !== undefined);
    expect(withLimit.length).toBeGreaterThan(0);
    for (const r of withLimit) expect(r.coverage.incomeThreshold, r.id).toMatch(/poverty level/);
    expect(medicaidAgencyResources.find((r) => r.id === 'medicaid_ca')?.name).toMatch(/Medi-Cal/);
    expect(medicaidAgencyResources.find((r) => r.id === 'medicaid_ma')?.name).toMatch(/MassHealth/);
    expect(medicaidAgencyResources.find((r) => r.id === 'medicaid_tn')?.name).toMatch(/TennCare/);
  });

  it("a state filter finds that state's insurance department and Medicaid agency, not another state's", () => {
    const query = patientResourceQuerySchema.parse({ state: 'tn', limit: 500 });
    const ids = filterResources(builtInResources, query).resources.map((r) => r.id);
    expect(ids).toEqual(expect.arrayContaining(['doi_tn', 'medicaid_tn']));
    expect(ids).not.toContain('medicaid_ky');
    const search = patientResourceQuerySchema.parse({ search: 'TennCare' });
    expect(filterResources(builtInResources, search).resources.map((r) => r.id)).toContain('medicaid_tn');
  });
});
