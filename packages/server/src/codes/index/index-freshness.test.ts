import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../../context';
import { importCodeSets } from '../../importers/index';
import { writeFixtureCodesets } from '../../importers/test-fixtures';
import { describeEachDb, startHarness, type Harness } from '../../test/harness';
import { createAdminSession } from '../../test/factories';
import { testDatabaseKinds } from '../../test/test-db';
import { searchCodes } from '../search-service';
import { insertFixtures, multipartFile } from '../test/fixtures';
import { waitForCodeIndex } from './index-keeper';

const header = 'code,codeType,title,description,category\r\n';

/**
 * Searches until the answer comes from the index (the keeper rebuilds on its own after a change; the
 * searches in between go to SQL), then returns that answer. Fails when the index never catches up.
 */
async function searchOnceIndexed(ctx: AppContext, query: string, timeoutMs = 15_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const result = await searchCodes(ctx, { query, limit: 20, offset: 0 });
    if (result.source === 'index') return result;
    if (Date.now() > until) throw new Error(`the index did not catch up for "${query}"`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

const codesOf = (result: Awaited<ReturnType<typeof searchCodes>>) => result.hits.map((h) => h.row.code);

async function uploadCsv(h: Harness, csv: string, auth: Record<string, string>, app = h.app) {
  const body = multipartFile('codes.csv', 'text/csv', csv);
  const res = await app.inject({
    method: 'POST',
    url: '/api/admin/upload/medical-codes',
    payload: body.payload,
    headers: { ...body.headers, ...auth },
  });
  expect(res.statusCode).toBe(200);
}

describeEachDb(
  'code search index freshness',
  (h) => {
    let admin: Awaited<ReturnType<typeof createAdminSession>>;
    const dirs: string[] = [];

    beforeAll(async () => {
      await insertFixtures(h().ctx);
      admin = await createAdminSession(h());
      await waitForCodeIndex(h().ctx);
    });
    afterAll(() => {
      for (const d of dirs) rmSync(d, { recursive: true, force: true });
    });

    it('finds an uploaded code from the index after the upload, and an updated title', async () => {
      const before = await searchCodes(h().ctx, { query: 'zygomycosis', limit: 20, offset: 0 });
      expect(before).toMatchObject({ source: 'index', total: 0 });
      await uploadCsv(h(), `${header}B46.9,ICD-10-CM,Zygomycosis unspecified,,Infections\r\n`, admin.auth);
      // Straight after the upload the stale index is not used: SQL answers, with the new code.
      const straightAfter = await searchCodes(h().ctx, { query: 'zygomycosis', limit: 20, offset: 0 });
      expect(codesOf(straightAfter)).toEqual(['B46.9']);
      expect(codesOf(await searchOnceIndexed(h().ctx, 'zygomycosis'))).toEqual(['B46.9']);
      expect(codesOf(await searchOnceIndexed(h().ctx, 'B469'))).toEqual(['B46.9']);

      // Updated in place: the old title's words no longer find it, the new ones do.
      await uploadCsv(h(), `${header}B46.9,ICD-10-CM,Mucormycosis unspecified,,Infections\r\n`, admin.auth);
      expect(codesOf(await searchOnceIndexed(h().ctx, 'mucormycosis'))).toEqual(['B46.9']);
      expect((await searchOnceIndexed(h().ctx, 'zygomycosis')).hits.filter((x) => x.tier === 'text')).toEqual(
        [],
      );
    });

    it('finds imported codes from the index after an import', async () => {
      const dir = writeFixtureCodesets(mkdtempSync(path.join(tmpdir(), 'cb-codesets-')));
      dirs.push(dir);
      const summary = await importCodeSets(h().ctx, { dir, datasets: ['icd10cm'] });
      expect(summary.ran).toBe(true);
      const cholera = await searchOnceIndexed(h().ctx, 'cholera');
      expect(codesOf(cholera)).toContain('A00.0');
      expect(codesOf(await searchOnceIndexed(h().ctx, 'A000'))[0]).toBe('A00.0');
    });

    it('notices changes no code path announced (SQL typed by hand), through code_index_version', async () => {
      const version = async () =>
        Number(
          (
            (await h().ctx.db.execute(sql`SELECT version FROM code_index_version WHERE id = 1`)) as {
              rows: { version: number }[];
            }
          ).rows[0]?.version,
        );
      const v0 = await version();
      await h().ctx.db.execute(sql`DELETE FROM medical_codes WHERE code = 'I10'`);
      expect(await version()).toBeGreaterThan(v0);
      const result = await searchOnceIndexed(h().ctx, 'hypertension');
      expect(codesOf(result)).not.toContain('I10');
    });
  },
  { CODE_SEARCH_INDEX: 'on' },
);

// Two instances on one PostgreSQL: an upload on A reaches B's own index through the version row
// (B checks on its timer, as in production, here every 100 ms).
if (testDatabaseKinds().includes('postgres')) {
  describe('code search index across instances [postgres]', () => {
    let h: Harness;
    beforeAll(async () => {
      h = await startHarness('postgres', { CODE_SEARCH_INDEX: 'on', CODE_INDEX_CHECK_MS: '100' });
      await insertFixtures(h.ctx);
    });
    afterAll(async () => {
      await h.close();
    });

    it('an upload on instance A is found by search on instance B, from B index', async () => {
      const b = await h.secondInstanceWithContext();
      await waitForCodeIndex(b.ctx);
      const before = await searchCodes(b.ctx, { query: 'zygomycosis', limit: 20, offset: 0 });
      expect(before).toMatchObject({ source: 'index', total: 0 });
      const admin = await createAdminSession(h);
      await uploadCsv(h, `${header}B46.9,ICD-10-CM,Zygomycosis unspecified,,Infections\r\n`, admin.auth);
      // B may answer from its old index for up to one check interval; then from the rebuilt one.
      const started = Date.now();
      let found = await searchOnceIndexed(b.ctx, 'zygomycosis');
      while (found.total === 0 && Date.now() - started < 15_000) {
        await new Promise((r) => setTimeout(r, 50));
        found = await searchOnceIndexed(b.ctx, 'zygomycosis');
      }
      expect(codesOf(found)).toEqual(['B46.9']);
      expect(found.source).toBe('index');
      // Over HTTP on B too.
      const res = await b.app.inject({
        method: 'GET',
        url: '/api/medical-codes?query=zygomycosis',
        headers: admin.auth,
      });
      expect(res.json().codes.map((c: { code: string }) => c.code)).toEqual(['B46.9']);
    });
  });
}
