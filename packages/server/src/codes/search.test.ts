import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { CPT_LICENSED_LABEL, codeTypes } from '@clearbill/shared';
import { describeEachDb } from '../test/harness';
import { createAdminSession, createGuest, createUser } from '../test/factories';
import { insertFixtures } from './test/fixtures';
import { waitForCodeIndex } from './index/index-keeper';
import { CANDIDATE_CAP, searchCodes } from './search-service';

// The same expectations, answered by SQL and by the in-memory index.
for (const engine of ['database', 'index'] as const) {
  describeEachDb(
    `medical code search (${engine})`,
    (h) => {
      let user: Awaited<ReturnType<typeof createUser>>;
      let admin: Awaited<ReturnType<typeof createAdminSession>>;

      beforeAll(async () => {
        await insertFixtures(h().ctx);
        // A CPT row as a careless import might hold it: the API must still not show the description.
        await h().ctx.db.execute(
          sql`INSERT INTO medical_codes (code, code_type, code_key, title, description, official_source, source_version, updated_at)
          VALUES ('99215', 'CPT', '99215', ${'x'.repeat(120)}, 'Descriptor text that must never be shown', 't', 't', now())`,
        );
        user = await createUser(h());
        admin = await createAdminSession(h());
        if (engine === 'index') await waitForCodeIndex(h().ctx);
      });

      it(`answers from the ${engine}`, async () => {
        const result = await searchCodes(h().ctx, { query: 'diabetes', limit: 10, offset: 0 });
        expect(result.source).toBe(engine);
        expect(result.total).toBe(4);
      });

      const search = (query: Record<string, string>, headers: Record<string, string> = user.auth) =>
        h().request({
          method: 'GET',
          url: `/api/medical-codes?${new URLSearchParams(query).toString()}`,
          headers,
        });

      it('answers signed-in patients and admins; guests and callers without a credential get 401', async () => {
        expect((await search({ query: 'E11' })).statusCode).toBe(200);
        expect((await search({ query: 'E11' }, admin.auth)).statusCode).toBe(200);
        const guest = await createGuest(h());
        expect((await search({ query: 'E11' }, guest.headers)).statusCode).toBe(401);
        expect((await search({ query: 'E11' }, {})).statusCode).toBe(401);
        expect((await search({ query: 'E11' }, { authorization: 'Bearer cbu_not-a-token' })).statusCode).toBe(
          401,
        );
      });

      it('finds a code with or without its dot, the exact code first, then codes that start with it', async () => {
        for (const q of ['E119', 'E11.9', 'e11.9']) {
          const body = (await search({ query: q })).json();
          expect(body.codes[0].code).toBe('E11.9');
        }
        const prefix = (await search({ query: 'e11' })).json();
        expect(prefix.codes.map((c: any) => c.code)).toEqual(['E11', 'E11.65', 'E11.9']);
        expect(prefix.total).toBe(3);
      });

      it('matches words with English stemming and ranks general titles first', async () => {
        const body = (await search({ query: 'fractures' })).json();
        expect(body.codes.map((c: any) => c.code).sort()).toEqual(['S52.501A', 'S72.001A']);
        const knee = (await search({ query: 'knee replacement' })).json();
        expect(knee.codes.map((c: any) => c.code)).toContain('0SRC0J9');
        expect(knee.codes.map((c: any) => c.code)).not.toContain('0SR90J9');
      });

      it('corrects typos when the words find little', async () => {
        const body = (await search({ query: 'diabtes' })).json();
        expect(body.codes.length).toBeGreaterThan(0);
        expect(body.codes.every((c: any) => /diabetes/i.test(c.title))).toBe(true);
        const two = (await search({ query: 'hypertenstion' })).json();
        expect(two.codes[0].code).toBe('I10');
        expect((await search({ query: 'qqqzzzx' })).json()).toEqual({
          total: 0,
          totalIsEstimate: false,
          codes: [],
        });
      });

      it('filters by type and category and pages with a total', async () => {
        const icd = (await search({ codeType: 'ICD-10-CM', limit: '4', offset: '0' })).json();
        expect(icd.total).toBe(9);
        expect(icd.codes).toHaveLength(4);
        const next = (await search({ codeType: 'ICD-10-CM', limit: '4', offset: '4' })).json();
        const codes = [...icd.codes, ...next.codes].map((c: any) => c.code);
        expect(new Set(codes).size).toBe(8);
        const injury = (
          await search({ query: 'encounter', codeType: 'ICD-10-CM', category: 'Injury' })
        ).json();
        expect(injury.total).toBe(2);
        const none = (await search({ query: 'diabetes', codeType: 'HCPCS' })).json();
        expect(none.total).toBe(0);
      });

      it('never shows an AMA descriptor for CPT codes', async () => {
        const body = (await search({ query: '9921', codeType: 'CPT' })).json();
        expect(body.total).toBe(3);
        for (const c of body.codes) expect(c.description).toBeNull();
        expect(body.codes.find((c: any) => c.code === '99215').title).toBe(CPT_LICENSED_LABEL);
      });

      it('refuses bad input with a clear 400', async () => {
        const bad: Record<string, string>[] = [
          { limit: '500' },
          { codeType: 'ICD-9' },
          { offset: '-1' },
          { query: 'x'.repeat(201) },
        ];
        for (const q of bad) {
          const res = await search(q);
          expect(res.statusCode).toBe(400);
          expect(res.json().error).toBe('validation_failed');
        }
      });

      it('counts every type, zeros included, for readers and admins', async () => {
        const res = await h().request({
          method: 'GET',
          url: '/api/medical-codes/counts',
          headers: user.auth,
        });
        expect(res.statusCode).toBe(200);
        const body = res.json();
        expect(Object.keys(body.byType).sort()).toEqual([...codeTypes].sort());
        expect(body.byType['ICD-10-CM']).toBe(9);
        expect(body.total).toBe(19);
        const adminRes = await h().request({
          method: 'GET',
          url: '/api/admin/medical-codes/counts',
          headers: admin.auth,
        });
        expect(adminRes.json()).toEqual(body);
        expect(
          (await h().request({ method: 'GET', url: '/api/admin/medical-codes/counts', headers: user.auth }))
            .statusCode,
        ).toBe(403);
        expect(
          (await h().request({ method: 'GET', url: '/api/admin/medical-codes/counts' })).statusCode,
        ).toBe(401);
        expect((await h().request({ method: 'GET', url: '/api/medical-codes/counts' })).statusCode).toBe(401);
      });

      it('pages through a broad word in blocks without repeating or losing rows', async () => {
        const n = CANDIDATE_CAP + 150;
        await h().ctx.db.execute(
          sql`INSERT INTO medical_codes (code, code_type, code_key, title, official_source, source_version, updated_at)
          SELECT '9' || lpad(g::text, 9, '0'), 'NDC', '9' || lpad(g::text, 9, '0'), 'Widespread bandage roll ' || g, 't', 't', now()
          FROM generate_series(1, ${n}) g`,
        );
        await h().ctx.db.execute(sql`ANALYZE medical_codes`);
        if (engine === 'index') await waitForCodeIndex(h().ctx);
        const first = (await search({ query: 'widespread', limit: '100' })).json();
        if (engine === 'database') {
          expect(first.totalIsEstimate).toBe(true);
          expect(first.total).toBeGreaterThan(CANDIDATE_CAP);
        } else {
          // The index ranks the whole tier: the total is exact.
          expect(first.totalIsEstimate).toBe(false);
          expect(first.total).toBe(n);
        }
        const seen = new Set<string>();
        for (let offset = 0; offset < n; offset += 100) {
          const page = (await search({ query: 'widespread', limit: '100', offset: String(offset) })).json();
          for (const c of page.codes) seen.add(c.code);
        }
        expect(seen.size).toBe(n);
      });
    },
    engine === 'index' ? { CODE_SEARCH_INDEX: 'on' } : {},
  );
}
