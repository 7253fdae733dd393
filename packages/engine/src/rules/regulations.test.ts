import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { findingTypes } from '@clearbill/shared';
import { describe, expect, it } from 'vitest';
import { regulationById } from '../regulations/index';
import { citedRegulationIds, regulationIdsFor, ruleRegulationIds } from './regulations';

const here = dirname(fileURLToPath(import.meta.url));

/** Ids a rule file sets on its own findings (`regulationIds: ['a', 'b']`). */
function idsSetInRuleFiles(): string[] {
  const ids: string[] = [];
  for (const file of readdirSync(here).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
    const text = readFileSync(join(here, file), 'utf8');
    for (const m of text.matchAll(/regulationIds: \[([^\]]*)\]/g)) {
      for (const id of m[1]!.matchAll(/'([a-z0-9-]+)'/g)) ids.push(id[1]!);
    }
  }
  return ids;
}

describe('rule to regulation mapping', () => {
  it('every finding type rests on at least one regulation', () => {
    for (const t of findingTypes) expect(ruleRegulationIds[t].length, t).toBeGreaterThan(0);
  });

  it('every cited id exists in the library, including ids rules set themselves', () => {
    const setByRules = idsSetInRuleFiles();
    expect(setByRules.length).toBeGreaterThan(0);
    for (const id of [...citedRegulationIds(), ...setByRules]) {
      expect(regulationById(id), id).toBeDefined();
    }
  });

  it('a finding keeps the ids its rule set, else gets its type’s', () => {
    expect(
      regulationIdsFor({ type: 'surprise_billing', reasonClass: null, regulationIds: ['nsa-air-ambulance'] }),
    ).toEqual(['nsa-air-ambulance']);
    expect(regulationIdsFor({ type: 'unbundling', reasonClass: null })).toEqual([
      ...ruleRegulationIds.unbundling,
    ]);
  });

  it('a prior authorization denial also cites the prior authorization rule', () => {
    const ids = regulationIdsFor({ type: 'appeal_opportunity', reasonClass: 'prior_authorization' });
    expect(ids).toContain('cms-interoperability-prior-authorization-2024');
    expect(ids).toContain('aca-internal-appeals-external-review');
    expect(regulationIdsFor({ type: 'appeal_opportunity', reasonClass: 'other' })).not.toContain(
      'cms-interoperability-prior-authorization-2024',
    );
  });

  it('cites no entry a reviewer flagged as not in force', () => {
    for (const id of citedRegulationIds()) expect(regulationById(id)?.status, id).not.toBe('flagged');
  });
});
