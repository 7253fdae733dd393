import { describe, expect, it } from 'vitest';
import { patientResourceQuerySchema, patientResourceSchema, usStates } from '@clearbill/shared';
import {
  builtInResources,
  filterResources,
  insuranceDepartmentResources,
  medicaidAgencyResources,
  nationalResources,
  SHIP_UNVERIFIED,
  shipResources,
} from '../index';

const query = (q: Record<string, unknown> = {}) => patientResourceQuerySchema.parse(q);

/** 1-800-555-0100 or 555-555-0100; the national short codes 988 and 211. */
const phoneFormat = /^(1-\d{3}|\d{3})-\d{3}-\d{4}$/;

describe('state SHIP entries', () => {
  it('are valid, state advocacy, standard urgency, and serve exactly their own state', () => {
    for (const r of shipResources) {
      expect(patientResourceSchema.safeParse(r).success, r.id).toBe(true);
      expect(r, r.id).toMatchObject({ category: 'state_advocacy', urgencyLevel: 'standard' });
      expect(r.coverage.national, r.id).toBe(false);
      expect(r.coverage.states, r.id).toHaveLength(1);
      expect(r.id).toBe(`ship_${r.coverage.states[0]?.toLowerCase()}`);
      expect(r.services.length, r.id).toBeGreaterThanOrEqual(3);
      expect(r.description, r.id).not.toMatch(/undefined/);
    }
  });

  it('cover every state and DC, or name it as unverified with a reason, never both', () => {
    const listed = new Set(shipResources.map((r) => r.coverage.states[0]));
    expect(listed.size).toBe(shipResources.length);
    for (const state of usStates) {
      const reason = SHIP_UNVERIFIED[state];
      expect(listed.has(state) !== (reason !== undefined), state).toBe(true);
      if (reason !== undefined) expect(reason.trim().length, state).toBeGreaterThan(10);
    }
    expect(listed.size + Object.keys(SHIP_UNVERIFIED).length).toBe(51);
  });

  it('each has at least one checked contact, a source page and the check date', () => {
    for (const r of shipResources) {
      expect(r.contactInfo.phone ?? r.contactInfo.website, r.id).toBeDefined();
      expect(r.source.url, r.id).toMatch(/^https?:\/\//);
      expect(r.source.checkedOn, r.id).toBe('2026-11-27');
      expect(r.source.note?.length ?? 0, r.id).toBeGreaterThan(0);
    }
  });
});

describe('the programs in code', () => {
  it('have distinct ids and sane phone numbers', () => {
    const ids = builtInResources.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(builtInResources).toHaveLength(
      nationalResources.length +
        shipResources.length +
        insuranceDepartmentResources.length +
        medicaidAgencyResources.length,
    );
    for (const r of builtInResources) {
      const phone = r.contactInfo.phone;
      if (phone === undefined) continue;
      expect(phoneFormat.test(phone) || ['988', '211'].includes(phone), `${r.id}: ${phone}`).toBe(true);
      if (phone.startsWith('1-')) expect(phone, r.id).toMatch(/^1-8(00|33|44|55|66|77|88)-/);
    }
  });

  it('every national program has an https source and the check date', () => {
    for (const r of nationalResources) {
      expect(patientResourceSchema.safeParse(r).success, r.id).toBe(true);
      expect(r.source.url, r.id).toMatch(/^https:\/\//);
      expect(r.source.checkedOn, r.id).toBe('2026-11-27');
      expect(r.contactInfo.phone ?? r.contactInfo.website, r.id).toBeDefined();
    }
  });

  it("a state filter gives that state's SHIP plus the national programs", () => {
    const national = nationalResources.map((r) => r.id).sort();
    const ga = filterResources(builtInResources, query({ state: 'ga', limit: 500 }));
    expect(ga.resources.map((r) => r.id).sort()).toEqual(
      [...national, 'ship_ga', 'doi_ga', 'medicaid_ga'].sort(),
    );
    const unverified = Object.keys(SHIP_UNVERIFIED)[0];
    if (unverified) {
      const other = filterResources(builtInResources, query({ state: unverified, limit: 500 }));
      expect(other.resources.map((r) => r.id).sort()).toEqual(
        [...national, `doi_${unverified.toLowerCase()}`, `medicaid_${unverified.toLowerCase()}`].sort(),
      );
    }
    const advocacy = filterResources(builtInResources, query({ category: 'state_advocacy', limit: 500 }));
    expect(advocacy.total).toBe(shipResources.length + insuranceDepartmentResources.length);
  });
});
