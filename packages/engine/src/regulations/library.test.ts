import {
  impactLevelSchema,
  regulationCategories,
  regulationCategorySchema,
  regulationJurisdictionSchema,
  regulationStatusSchema,
  regulationTopicSchema,
} from '@clearbill/shared';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CHECKED_ON, regulationById, regulationLibrary } from './index';
import { publishedRegulationIds } from './published-ids';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const officialHosts = [
  'www.ecfr.gov',
  'www.govinfo.gov',
  'uscode.house.gov',
  'www.federalregister.gov',
  'www.law.cornell.edu',
  'www.cms.gov',
];

const seedSchema = z.object({
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  title: z.string().min(5),
  description: z.string().min(40),
  source: z.string().min(4),
  sourceUrl: z.url({ protocol: /^https$/ }),
  category: regulationCategorySchema,
  topics: z.array(regulationTopicSchema).min(1),
  impactLevel: impactLevelSchema,
  status: regulationStatusSchema,
  effectiveDate: isoDate.nullable(),
  affectedPrograms: z.array(z.string().min(2)).min(1),
  keyChanges: z.array(z.string().min(5)).min(2).max(5),
  jurisdiction: regulationJurisdictionSchema,
  researchedAt: isoDate,
  verifiedAt: isoDate.nullable(),
  checked: z.object({ url: z.url(), on: isoDate }),
});

describe('regulation library', () => {
  it('every entry is complete: citation, official text, the page it was checked on and when', () => {
    for (const r of regulationLibrary) {
      const parsed = seedSchema.safeParse(r);
      expect(parsed.success, `${r.id}: ${parsed.error?.message ?? ''}`).toBe(true);
      expect(r.checked.on, r.id).toBe(CHECKED_ON);
      expect(r.verifiedAt !== null, r.id).toBe(r.status !== 'pending');
    }
  });

  it('ids are unique and findable', () => {
    const ids = regulationLibrary.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(regulationById(id)?.id).toBe(id);
    expect(regulationById('no-such-rule')).toBeUndefined();
  });

  it('federal entries link to an official federal text; state entries name their state', () => {
    for (const r of regulationLibrary) {
      const host = new URL(r.sourceUrl).host;
      if (r.jurisdiction === 'federal') expect(officialHosts, `${r.id} ${host}`).toContain(host);
      else expect(r.source, r.id).not.toMatch(/CFR/);
    }
  });

  it('ids are stable: every published id is still in the library, every library id is published', () => {
    const ids = new Set(regulationLibrary.map((r) => r.id));
    for (const id of publishedRegulationIds) expect(ids.has(id), `${id} was removed or renamed`).toBe(true);
    const published = new Set(publishedRegulationIds);
    for (const id of ids) expect(published.has(id), `${id}: add it to published-ids.ts`).toBe(true);
  });

  it('has at least 80 entries, at least 20 states, and an entry in every admin category', () => {
    expect(regulationLibrary.length).toBeGreaterThanOrEqual(80);
    const states = new Set(
      regulationLibrary.filter((r) => r.jurisdiction !== 'federal').map((r) => r.jurisdiction),
    );
    expect(states.size).toBeGreaterThanOrEqual(20);
    for (const c of regulationCategories) {
      expect(
        regulationLibrary.some((r) => r.category === c),
        c,
      ).toBe(true);
    }
  });

  it('the library is frozen', () => {
    expect(Object.isFrozen(regulationLibrary)).toBe(true);
  });
});
