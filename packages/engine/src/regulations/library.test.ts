import {
  impactLevelSchema,
  regulationCategorySchema,
  regulationJurisdictionSchema,
  regulationStatusSchema,
  regulationTopicSchema,
} from '@clearbill/shared';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CHECKED_ON, regulationById, regulationLibrary } from './index';

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

  it('the library is frozen', () => {
    expect(Object.isFrozen(regulationLibrary)).toBe(true);
  });
});
