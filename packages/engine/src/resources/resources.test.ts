import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { patientResourceQuerySchema, patientResourceSchema, type PatientResource } from '@clearbill/shared';
import {
  filterResources,
  mergeDirectory,
  nationalResources,
  resourcesFromVerifiedOrgs,
  VERIFIED_ORGS_FILE,
} from './index';

const query = (q: Record<string, unknown> = {}) => patientResourceQuerySchema.parse(q);

const stateOnly: PatientResource = {
  id: 'ohio_test_program',
  name: 'A program serving Ohio only',
  description: 'Helps with hospital bills.',
  category: 'hospital_financial_assistance',
  urgencyLevel: 'standard',
  services: ['Applications'],
  coverage: { national: false, states: ['OH'] },
  contactInfo: {},
  source: { url: null, checkedOn: '2026-11-27' },
};

const codesetsDir = process.env.CODESETS_DIR ?? path.resolve(__dirname, '../../../../../shared/codesets');
const sharedFile = path.join(codesetsDir, VERIFIED_ORGS_FILE);

describe('national resources', () => {
  it('are valid, have distinct ids, and the crisis line is 988_crisis, immediate, phone 988', () => {
    for (const r of nationalResources) expect(patientResourceSchema.safeParse(r).success, r.id).toBe(true);
    expect(new Set(nationalResources.map((r) => r.id)).size).toBe(nationalResources.length);
    const crisis = nationalResources.find((r) => r.id === '988_crisis');
    expect(crisis).toMatchObject({
      urgencyLevel: 'immediate',
      category: 'crisis_support',
      contactInfo: { phone: '988' },
    });
    for (const r of nationalResources) {
      expect(r.source.url, r.id).toMatch(/^https:\/\//);
      expect(r.source.checkedOn, r.id).toBe('2026-11-27');
    }
  });
});

describe('filterResources', () => {
  const all = mergeDirectory(nationalResources, [stateOnly]);

  it('puts the most urgent first and counts the whole directory per category', () => {
    const list = filterResources(all, query());
    expect(list.resources[0]?.id).toBe('988_crisis');
    expect(list.total).toBe(all.length);
    expect(list.countsByCategory.crisis_support).toBe(2);
    expect(list.countsByCategory.hospital_financial_assistance).toBe(1);
    expect(Object.values(list.countsByCategory).reduce((a, b) => a + b, 0)).toBe(all.length);
  });

  it('a state keeps national resources and those serving it, drops others', () => {
    expect(filterResources(all, query({ state: 'oh' })).resources.map((r) => r.id)).toContain(
      'ohio_test_program',
    );
    const tx = filterResources(all, query({ state: 'TX' }));
    expect(tx.resources.map((r) => r.id)).not.toContain('ohio_test_program');
    expect(tx.total).toBe(nationalResources.length);
    expect(tx.countsByCategory.hospital_financial_assistance).toBe(1);
  });

  it('filters by category, urgency and every word of the search, and applies the limit last', () => {
    expect(filterResources(all, query({ category: 'crisis_support' })).resources.map((r) => r.id)).toEqual([
      '988_crisis',
      'samhsa_national_helpline',
    ]);
    expect(filterResources(all, query({ urgency: 'urgent' })).resources.map((r) => r.id)).toEqual([
      'no_surprises_help_desk',
      'samhsa_national_helpline',
    ]);
    expect(filterResources(all, query({ search: 'SURPRISE complaints' })).resources.map((r) => r.id)).toEqual(
      ['no_surprises_help_desk'],
    );
    expect(filterResources(all, query({ search: 'surprise nothing-like-this' })).total).toBe(0);
    const one = filterResources(all, query({ limit: 1 }));
    expect(one.resources).toHaveLength(1);
    expect(one.total).toBe(all.length);
  });

  it('mergeDirectory keeps the first of two entries with one id', () => {
    const dup = { ...stateOnly, id: '988_crisis', name: 'Impostor' };
    const merged = mergeDirectory(nationalResources, [dup]);
    expect(merged.filter((r) => r.id === '988_crisis').map((r) => r.name)).toEqual([
      '988 Suicide & Crisis Lifeline',
    ]);
  });
});

describe('resourcesFromVerifiedOrgs', () => {
  it('keeps what an entry states, leaves out what it does not, and skips malformed entries', () => {
    const { resources, skipped } = resourcesFromVerifiedOrgs([
      {
        name: 'Example Aid (EA)',
        type: 'copay assistance; free helpline',
        url: 'https://example.org',
        phone: '800-555-0100',
      },
      { name: 'No Link Fund', type: 'hospital charity-care application help', url: null },
      { name: '', type: 'nameless' },
      { name: 'Bad Link', type: 'copay', url: 'not a url' },
      'not an object',
    ]);
    expect(skipped).toBe(3);
    expect(resources[0]).toMatchObject({
      id: 'example_aid',
      category: 'financial_assistance',
      services: ['Copay assistance', 'Free helpline'],
      contactInfo: { phone: '800-555-0100', website: 'https://example.org' },
      source: { url: 'https://example.org', checkedOn: '2026' },
    });
    expect(resources[1]).toMatchObject({ category: 'charity_care', contactInfo: {}, source: { url: null } });
    expect(() => resourcesFromVerifiedOrgs({ not: 'a list' })).toThrow();
  });

  it.skipIf(!existsSync(sharedFile))('reads all seven organizations of the shared file', () => {
    const raw: unknown = JSON.parse(readFileSync(sharedFile, 'utf8'));
    const { resources, skipped } = resourcesFromVerifiedOrgs(raw);
    expect(skipped).toBe(0);
    expect(resources).toHaveLength(7);
    const needy = resources.find((r) => r.name === 'NeedyMeds');
    expect(needy).toMatchObject({
      category: 'prescription_assistance',
      contactInfo: { phone: '800-503-6897' },
    });
    expect(new Set(mergeDirectory(nationalResources, resources).map((r) => r.id)).size).toBe(
      nationalResources.length + 7,
    );
  });
});
