import type { RegulationSeed } from '@clearbill/engine';
import type { RegulationCategory, RegulationStatus } from '@clearbill/shared';

/** A test library entry (not a real rule: the suites hand these in through `regulationSources`). */
export function seed(id: string, extra: Partial<RegulationSeed> = {}): RegulationSeed {
  return {
    id,
    title: `Test rule ${id}`,
    description: `Description of ${id}.`,
    source: `Test citation ${id}`,
    sourceUrl: `http://127.0.0.1:9/${id}`,
    category: 'denied_services' satisfies RegulationCategory,
    topics: ['appeals'],
    impactLevel: 'medium',
    status: 'verified' satisfies RegulationStatus,
    effectiveDate: '2022-01-01',
    affectedPrograms: ['Program A'],
    keyChanges: ['First change'],
    jurisdiction: 'federal',
    researchedAt: '2026-11-27',
    verifiedAt: '2026-11-27',
    checked: { url: 'http://127.0.0.1:9/checked', on: '2026-11-27' },
    ...extra,
  };
}

/** 30 entries: one batch of 25 leaves 5. A few stand out for the filters. */
export function testLibrary(): RegulationSeed[] {
  const list = Array.from({ length: 26 }, (_, i) => seed(`rule-${String(i + 1).padStart(2, '0')}`));
  return [
    ...list,
    seed('medicare-appeals', {
      title: 'Medicare appeal levels',
      category: 'medicare_systems',
      effectiveDate: '2025-06-01',
      keyChanges: ['Redetermination within 120 days', 'Reconsideration', 'Hearing', 'Council review'],
      affectedPrograms: ['Medicare Part A', 'Medicare Part B', 'Medicare Advantage', 'Medigap'],
    }),
    seed('state-surprise', {
      title: 'A state surprise billing law',
      category: 'network_adequacy',
      jurisdiction: 'NY',
    }),
    seed('prior-auth-pending', {
      title: 'Prior authorization timing',
      category: 'prior_authorization',
      status: 'pending',
      verifiedAt: null,
      effectiveDate: '2026-01-01',
    }),
    seed('no-date', { title: 'Undated telehealth rule', category: 'telehealth', effectiveDate: null }),
  ];
}
