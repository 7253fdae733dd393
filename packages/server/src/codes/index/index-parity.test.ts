import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, afterAll, expect, it } from 'vitest';
import { importCodeSets } from '../../importers/index';
import { writeFixtureCodesets } from '../../importers/test-fixtures';
import { describeEachDb } from '../../test/harness';
import { searchCodesInDatabase } from '../search-sql';
import { searchCodes } from '../search-service';
import type { SearchInput, SearchResult } from '../search-types';
import { insertFixtures } from '../test/fixtures';
import { waitForCodeIndex } from './index-keeper';

// Titles where ranking turns on repeated words, word distance and title length.
const rankingRows: Parameters<typeof insertFixtures>[1] = [
  ['M17.11', 'ICD-10-CM', 'Unilateral primary osteoarthritis, right knee', 'Musculoskeletal'],
  ['M17.0', 'ICD-10-CM', 'Bilateral primary osteoarthritis of knee', 'Musculoskeletal'],
  ['M25.561', 'ICD-10-CM', 'Pain in right knee', 'Musculoskeletal'],
  [
    'S83.511A',
    'ICD-10-CM',
    'Sprain of anterior cruciate ligament of right knee, initial encounter',
    'Injury',
  ],
  ['Z96.651', 'ICD-10-CM', 'Presence of right artificial knee joint', 'Factors'],
  [
    'T84.032A',
    'ICD-10-CM',
    'Mechanical loosening of internal right knee prosthetic joint, initial encounter',
    'Injury',
  ],
  ['E11.40', 'ICD-10-CM', 'Type 2 diabetes mellitus with diabetic neuropathy, unspecified', 'Endocrine'],
  ['E11.22', 'ICD-10-CM', 'Type 2 diabetes mellitus with diabetic chronic kidney disease', 'Endocrine'],
  ['N18.3', 'ICD-10-CM', 'Chronic kidney disease, stage 3 (moderate)', 'Genitourinary'],
  ['I50.9', 'ICD-10-CM', 'Heart failure, unspecified', 'Circulatory'],
  ['I11.0', 'ICD-10-CM', 'Hypertensive heart disease with heart failure', 'Circulatory'],
  ['E0114', 'HCPCS', 'Crutch underarm, other than wood, adjustable or fixed, pair', 'DME'],
  ['K0001', 'HCPCS', 'Standard wheelchair', 'DME'],
  [
    'E1130',
    'HCPCS',
    'Standard wheelchair, fixed full length arms, fixed or swing away detachable footrests',
    'DME',
  ],
];

const queries: SearchInput[] = [
  'diabetes',
  'type 2 diabetes',
  'diabetic kidney',
  'kidney disease',
  'chronic kidney disease stage 3',
  'knee',
  'right knee',
  'knee replacement',
  'osteoarthritis knee',
  'heart failure',
  'wheelchair',
  'standard wheelchair fixed',
  'fracture',
  'fractures of the femur',
  'encounter',
  'initial encounter right',
  'cholera',
  'the of',
  'E11',
  'e11.9',
  'E1',
  'S72',
  '0SR',
  '992',
  'A0428',
  '0450',
  '0002-3227',
  'diabtes',
  'hypertenstion',
  'wheelchiar standard',
  'kidny disease',
  'qqqzzzx',
  'type-2 diabetes',
  'knee, right',
  'pain (knee)',
].flatMap((query) => [
  { query, limit: 50, offset: 0 },
  { query, codeType: 'ICD-10-CM' as const, limit: 50, offset: 0 },
]);
queries.push(
  { query: 'knee', limit: 3, offset: 2 },
  { query: 'E11', limit: 2, offset: 1 },
  { limit: 5, offset: 0 },
  { codeType: 'HCPCS', limit: 50, offset: 0 },
  { codeType: 'ICD-10-CM', category: 'Injury', limit: 50, offset: 0 },
  { query: 'encounter', codeType: 'ICD-10-CM', category: 'Injury', limit: 50, offset: 0 },
  { query: 'knee', category: 'Nothing like this', limit: 50, offset: 0 },
);

const shape = (r: SearchResult) => ({
  total: r.total,
  hits: r.hits.map((h) => ({ code: h.row.code, type: h.row.codeType, tier: h.tier })),
});

describeEachDb(
  'code search index answers as SQL does',
  (h) => {
    const dirs: string[] = [];
    beforeAll(async () => {
      await insertFixtures(h().ctx);
      await insertFixtures(h().ctx, rankingRows);
      const dir = writeFixtureCodesets(mkdtempSync(path.join(tmpdir(), 'cb-codesets-')));
      dirs.push(dir);
      await importCodeSets(h().ctx, {
        dir,
        datasets: ['icd10cm', 'icd10pcs', 'hcpcs', 'drg', 'revenue', 'ndc'],
      });
      await waitForCodeIndex(h().ctx);
    });
    afterAll(() => {
      for (const d of dirs) rmSync(d, { recursive: true, force: true });
    });

    it('gives the same codes, tiers, order and totals for words, codes, typos, filters and pages', async () => {
      const viaDatabase: string[] = [];
      for (const input of queries) {
        const viaSql = await searchCodesInDatabase(h().ctx, input);
        const viaIndex = await searchCodes(h().ctx, input);
        if (viaIndex.source === 'database') viaDatabase.push(`${input.query ?? ''}|${input.codeType ?? ''}`);
        expect(viaSql.totalIsEstimate, JSON.stringify(input)).toBe(false);
        expect(shape(viaIndex), JSON.stringify(input)).toEqual(shape(viaSql));
        // Text ranks are ts_rank's float4 values, reproduced.
        viaIndex.hits.forEach((hit, i) => {
          const expected = viaSql.hits[i]?.score ?? NaN;
          expect(Math.abs(hit.score - expected), `${JSON.stringify(input)} #${i}`).toBeLessThanOrEqual(
            Math.abs(expected) * 1e-6,
          );
        });
      }
      // Only phrases (a hyphen between word parts makes one) leave the index: SQL answers those.
      expect(viaDatabase.sort()).toEqual([
        '0002-3227|ICD-10-CM',
        'type-2 diabetes|',
        'type-2 diabetes|ICD-10-CM',
      ]);
    });
  },
  { CODE_SEARCH_INDEX: 'on' },
);
