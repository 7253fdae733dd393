import { describe, expect, it } from 'vitest';
import {
  adminCategoriesForManagement,
  adminCategoriesForPublic,
  managementCategories,
  managementCategoriesForAdmin,
  managementCategoriesOf,
  publicCategoriesForAdmin,
  publicCategoriesOf,
  publicRegulationCategories,
  regulationCategories,
  regulationCategorySchema,
  regulationJurisdictionSchema,
  regulationStatusSchema,
} from './regulation-categories';

describe('regulation categories', () => {
  it('every admin category shows under at least one management and one public category', () => {
    for (const c of regulationCategories) {
      expect(managementCategoriesForAdmin(c).length, c).toBeGreaterThan(0);
      expect(publicCategoriesForAdmin(c).length, c).toBeGreaterThan(0);
    }
  });

  it('every management and public category covers at least one admin category', () => {
    for (const m of managementCategories)
      expect(adminCategoriesForManagement(m).length, m).toBeGreaterThan(0);
    for (const p of publicRegulationCategories)
      expect(adminCategoriesForPublic(p).length, p).toBeGreaterThan(0);
  });

  it('the two directions agree', () => {
    for (const c of regulationCategories) {
      for (const m of managementCategories) {
        expect(adminCategoriesForManagement(m).includes(c)).toBe(managementCategoriesForAdmin(c).includes(m));
      }
      for (const p of publicRegulationCategories) {
        expect(adminCategoriesForPublic(p).includes(c)).toBe(publicCategoriesForAdmin(c).includes(p));
      }
    }
  });

  it('maps the obvious pairs', () => {
    expect(managementCategoriesForAdmin('drug_340b')).toEqual(['340B Program']);
    expect(managementCategoriesForAdmin('medicare_systems')).toEqual(['Medicare']);
    expect(publicCategoriesForAdmin('telehealth')).toEqual(['telehealth_updates']);
    expect(adminCategoriesForManagement('FQHC')).toEqual(['rural_health']);
  });

  it('state law also shows under the state categories', () => {
    const state = { category: 'network_adequacy' as const, jurisdiction: 'NY' };
    const federal = { category: 'network_adequacy' as const, jurisdiction: 'federal' };
    expect(managementCategoriesOf(state)).toContain('State Regulations');
    expect(managementCategoriesOf(federal)).not.toContain('State Regulations');
    expect(publicCategoriesOf(state)).toContain('state_regulations');
    expect(publicCategoriesOf(federal)).toEqual(['coding_updates']);
    // A state workers' comp law is listed once.
    const wc = managementCategoriesOf({ category: 'workers_comp', jurisdiction: 'CA' });
    expect(wc.filter((c) => c === 'State Regulations')).toHaveLength(1);
  });

  it('rejects values outside the sets', () => {
    expect(regulationCategorySchema.safeParse('Medicare').success).toBe(false);
    expect(regulationStatusSchema.safeParse('approved').success).toBe(false);
    expect(regulationJurisdictionSchema.safeParse('federal').success).toBe(true);
    expect(regulationJurisdictionSchema.safeParse('ny').success).toBe(false);
  });
});
