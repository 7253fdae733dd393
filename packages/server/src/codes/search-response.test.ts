import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { createUser } from '../test/factories';
import { describeEachDb } from '../test/harness';
import { waitForCodeIndex } from './index/index-keeper';
import { searchResponse } from './search-response';
import { insertFixtures } from './test/fixtures';

const page = { limit: 50, offset: 0 };

describeEachDb(
  'code search answers cached per index',
  (h) => {
    let auth: Record<string, string>;
    beforeAll(async () => {
      await insertFixtures(h().ctx);
      await waitForCodeIndex(h().ctx);
      auth = (await createUser(h())).auth;
    });

    it('answers a repeated search with the same answer, and the same JSON over HTTP', async () => {
      const first = await searchResponse(h().ctx, { query: 'diabetes', ...page });
      expect(first.codes.map((c) => c.code)).toContain('E11.9');
      expect(await searchResponse(h().ctx, { query: 'diabetes', ...page })).toBe(first);
      // Another page, type or text is another answer.
      expect(await searchResponse(h().ctx, { query: 'diabetes', limit: 1, offset: 1 })).not.toBe(first);
      expect(await searchResponse(h().ctx, { query: 'diabetes', codeType: 'CPT', ...page })).toMatchObject({
        total: 0,
      });
      const url = '/api/medical-codes?query=E11&codeType=ICD-10-CM';
      const bodies = [];
      for (let i = 0; i < 3; i++) {
        const res = await h().request({ method: 'GET', url, headers: auth });
        expect(res.statusCode).toBe(200);
        bodies.push(res.body);
      }
      expect(new Set(bodies).size).toBe(1);
      expect(JSON.parse(bodies[0] ?? '{}')).toMatchObject({
        total: 3,
        codes: [{ code: 'E11', codeType: 'ICD-10-CM', title: 'Type 2 diabetes mellitus' }, {}, {}],
      });
    });

    it('cached answers cannot be changed by a caller', async () => {
      const answer = await searchResponse(h().ctx, { query: 'asthma', ...page });
      expect(
        Object.isFrozen(answer) && Object.isFrozen(answer.codes) && Object.isFrozen(answer.codes[0]),
      ).toBe(true);
    });

    it('never answers from a cache older than the code tables', async () => {
      const before = await searchResponse(h().ctx, { query: 'zygomycosis', ...page });
      expect(before.total).toBe(0);
      await h().ctx.db.execute(
        sql`INSERT INTO medical_codes (code, code_type, code_key, title, official_source, source_version, updated_at)
            VALUES ('B46.9', 'ICD-10-CM', 'B469', 'Zygomycosis unspecified', 'test', 'test', now())`,
      );
      // Straight after the change (SQL answers until the index is rebuilt), then from the new index.
      const after = await searchResponse(h().ctx, { query: 'zygomycosis', ...page });
      expect(after.codes.map((c) => c.code)).toEqual(['B46.9']);
      await waitForCodeIndex(h().ctx);
      const indexed = await searchResponse(h().ctx, { query: 'zygomycosis', ...page });
      expect(indexed.codes.map((c) => c.code)).toEqual(['B46.9']);
      expect(await searchResponse(h().ctx, { query: 'zygomycosis', ...page })).toBe(indexed);
    });
  },
  { CODE_SEARCH_INDEX: 'on' },
);

describeEachDb(
  'the answer cache stays within CODE_ANSWER_CACHE_CODES',
  (h) => {
    it('lets the least recently used answers go first', async () => {
      await insertFixtures(h().ctx);
      await waitForCodeIndex(h().ctx);
      // Each answer counts its codes + 1: 'diabetes' (4 codes) and 'asthma' (1) fill the 7 allowed ...
      const diabetes = await searchResponse(h().ctx, { query: 'diabetes', ...page });
      expect(diabetes.codes).toHaveLength(4);
      const asthma = await searchResponse(h().ctx, { query: 'asthma', ...page });
      expect(await searchResponse(h().ctx, { query: 'diabetes', ...page })).toBe(diabetes);
      // ... and one more answer pushes out the least recently used ('asthma'), not the one just read.
      await searchResponse(h().ctx, { query: 'I10', ...page });
      expect(await searchResponse(h().ctx, { query: 'asthma', ...page })).not.toBe(asthma);
    });
  },
  { CODE_SEARCH_INDEX: 'on', CODE_ANSWER_CACHE_CODES: '7' },
);

const uncached: [string, Record<string, string>][] = [
  ['from SQL (the index off)', {}],
  ['with CODE_ANSWER_CACHE_CODES=0', { CODE_SEARCH_INDEX: 'on', CODE_ANSWER_CACHE_CODES: '0' }],
];
for (const [when, env] of uncached) {
  describeEachDb(
    `no cached answers ${when}`,
    (h) => {
      it('builds each answer anew', async () => {
        await insertFixtures(h().ctx);
        if (env.CODE_SEARCH_INDEX) await waitForCodeIndex(h().ctx);
        const first = await searchResponse(h().ctx, { query: 'diabetes', ...page });
        const second = await searchResponse(h().ctx, { query: 'diabetes', ...page });
        expect(second).toEqual(first);
        expect(second).not.toBe(first);
      });
    },
    env,
  );
}
