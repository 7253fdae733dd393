import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../test/harness';
import { testDatabaseKinds } from '../test/test-db';
import { createAdminSession, createGuest, createUser } from '../test/factories';
import { insertFixtures } from './test/fixtures';
import { startFakeLiveApis } from './test/fake-live-apis';
import { OFFLINE_NOTICE, BUDGET_NOTICE } from './hybrid/hybrid-service';

for (const kind of testDatabaseKinds()) {
  describe(`hybrid code search [${kind}]`, () => {
    let fake: Awaited<ReturnType<typeof startFakeLiveApis>>;
    let h: Harness;
    let offline: Harness;
    let auth: Record<string, string>;
    let offlineAuth: Record<string, string>;

    beforeAll(async () => {
      fake = await startFakeLiveApis();
      h = await startHarness(kind, fake.env({ EXTERNAL_API_DAILY_BUDGET: '12' }));
      offline = await startHarness(kind); // the harness default: EXTERNAL_APIS=off
      await insertFixtures(h.ctx);
      await insertFixtures(offline.ctx);
      auth = (await createUser(h)).auth;
      offlineAuth = (await createUser(offline)).auth;
    });
    afterAll(async () => {
      await h.close();
      await offline.close();
      await fake.close();
    });
    beforeEach(() => {
      fake.state.mode = 'ok';
      fake.state.calls.length = 0;
    });

    const hybrid = (harness: Harness, query: Record<string, string>, headers: Record<string, string>) =>
      harness.request({
        method: 'GET',
        url: `/api/medical-codes/hybrid-search?${new URLSearchParams(query).toString()}`,
        headers,
      });

    it('merges database and live results without duplicates (hybrid)', async () => {
      const res = await hybrid(h, { query: 'diabetes', codeType: 'ICD-10-CM', maxResults: '10' }, auth);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.searchStrategy).toBe('hybrid');
      expect(body.notice).toBeNull();
      const e119 = body.results.filter((r: any) => r.code === 'E11.9');
      expect(e119).toHaveLength(1);
      expect(e119[0]).toMatchObject({ source: 'database', apiSource: null });
      const live = body.results.find((r: any) => r.code === 'E11.8');
      expect(live).toMatchObject({ source: 'external', apiSource: 'nlm-icd10cm', codeType: 'ICD-10-CM' });
      expect(live.confidence).toBeGreaterThan(0);
      expect(live.confidence).toBeLessThan(0.9);
      expect(body.sources.external.count).toBe(1);
      expect(body.sources.database.count).toBe(4);
      expect(body.sources.external.apis.find((a: any) => a.name === 'nlm-icd10cm').status).toBe('ok');
      expect(body.sources.external.apis.find((a: any) => a.name === 'rxnav').status).toBe('skipped');
      expect(fake.state.calls).toEqual(['/api/icd10cm/v3/search']);
      for (const r of body.results) expect(r.confidence).toBeLessThanOrEqual(1);
      const exact = (await hybrid(h, { query: 'E11.9', codeType: 'ICD-10-CM' }, auth)).json();
      expect(exact.results[0]).toMatchObject({ code: 'E11.9', source: 'database', confidence: 1 });
    });

    it('falls back to live sources when the database has nothing (external_fallback)', async () => {
      const body = (await hybrid(h, { query: 'aspirin', codeType: 'NDC' }, auth)).json();
      expect(body.searchStrategy).toBe('external_fallback');
      expect(body.sources.database.count).toBe(0);
      const sources = new Set(body.results.map((r: any) => r.apiSource));
      expect(sources).toEqual(new Set(['openfda-ndc', 'nlm-rxterms', 'rxnav']));
      expect(body.results.find((r: any) => r.apiSource === 'openfda-ndc')).toMatchObject({
        code: '0280-2000',
        codeType: 'NDC',
      });
      // RxTerms and RxNav both name RXCUI 243670: it is shown once.
      expect(body.results.filter((r: any) => r.code === '243670')).toHaveLength(1);
      const notFound = (await hybrid(h, { query: 'nothingknown', codeType: 'NDC' }, auth)).json();
      expect(notFound.sources.external.apis.find((a: any) => a.name === 'openfda-ndc').status).toBe('ok');
    });

    it('makes no live call when includeExternal is false (database_only)', async () => {
      const body = (await hybrid(h, { query: 'diabetes', includeExternal: 'false' }, auth)).json();
      expect(body.searchStrategy).toBe('database_only');
      expect(body.notice).toBeNull();
      expect(fake.state.calls).toEqual([]);
      expect(body.results.every((r: any) => r.source === 'database')).toBe(true);
    });

    it('answers from the database, with a notice, when the live APIs time out', async () => {
      fake.state.mode = 'slow';
      const body = (await hybrid(h, { query: 'diabetes' }, auth)).json();
      expect(body.notice).toBe(OFFLINE_NOTICE);
      expect(body.searchStrategy).toBe('database_only');
      expect(body.sources.database.count).toBe(4);
      expect(body.sources.external.apis.every((a: any) => a.status === 'timeout')).toBe(true);
    });

    it('treats 500s and garbage as errors and still answers', async () => {
      for (const mode of ['error', 'garbage'] as const) {
        fake.state.mode = mode;
        const body = (await hybrid(h, { query: 'aspirin' }, auth)).json();
        expect(body.notice).toBe(OFFLINE_NOTICE);
        expect(body.results).toEqual([]);
        expect(body.sources.external.apis.every((a: any) => a.status === 'error')).toBe(true);
      }
      const status = (
        await h.request({ method: 'GET', url: '/api/medical-codes/api-status', headers: auth })
      ).json();
      expect(status.apis.map((a: any) => a.status)).toEqual(Array(5).fill('unavailable'));
    });

    it('says live sources are unavailable when they are off, and calls nothing', async () => {
      const body = (await hybrid(offline, { query: 'diabetes' }, offlineAuth)).json();
      expect(body.notice).toBe(OFFLINE_NOTICE);
      expect(body.searchStrategy).toBe('database_only');
      expect(body.results.length).toBe(4);
      expect(fake.state.calls).toEqual([]);
      const status = (
        await offline.request({ method: 'GET', url: '/api/medical-codes/api-status', headers: offlineAuth })
      ).json();
      expect(status.apis).toHaveLength(5);
      expect(status.apis.every((a: any) => a.status === 'unavailable')).toBe(true);
    });

    it('counts requests per API and day and refuses past the budget', async () => {
      const rows = async () =>
        (
          (await h.ctx.db.execute(
            sql`SELECT api, requests, failures FROM external_api_usage WHERE api = 'nlm-icd10cm'`,
          )) as { rows: { requests: number; failures: number }[] }
        ).rows[0];
      const before = await rows();
      expect(before!.requests).toBeGreaterThan(0);
      expect(before!.failures).toBeGreaterThan(0);
      // Spend the rest of the budget (12 a day), then one more.
      for (let i = before!.requests; i < 12; i++)
        await hybrid(h, { query: 'diabetes', codeType: 'ICD-10-CM' }, auth);
      fake.state.calls.length = 0;
      const body = (await hybrid(h, { query: 'diabetes', codeType: 'ICD-10-CM' }, auth)).json();
      expect(fake.state.calls).toEqual([]);
      expect(body.sources.external.apis.find((a: any) => a.name === 'nlm-icd10cm').status).toBe(
        'budget_exhausted',
      );
      expect(body.notice).toBe(BUDGET_NOTICE);
      expect((await rows())!.requests).toBe(12);
      const status = (
        await h.request({ method: 'GET', url: '/api/medical-codes/api-status', headers: auth })
      ).json();
      expect(status.apis.find((a: any) => a.name === 'nlm-icd10cm')).toMatchObject({
        status: 'budget_exhausted',
        remainingRequests: 0,
      });
      // A new day, a new budget.
      h.clock.advance(24 * 60 * 60 * 1000);
      auth = (await createUser(h)).auth; // the old session has expired meanwhile
      const next = (await hybrid(h, { query: 'diabetes', codeType: 'ICD-10-CM' }, auth)).json();
      expect(next.searchStrategy).toBe('hybrid');
    });

    it('refuses callers without a signed-in session and bad input', async () => {
      const guest = await createGuest(h);
      for (const url of [
        '/api/medical-codes/hybrid-search?query=diabetes',
        '/api/medical-codes/api-status',
      ]) {
        expect((await h.request({ method: 'GET', url })).statusCode).toBe(401);
        expect((await h.request({ method: 'GET', url, headers: guest.headers })).statusCode).toBe(401);
      }
      const admin = await createAdminSession(h);
      expect((await hybrid(h, { query: 'diabetes', includeExternal: 'false' }, admin.auth)).statusCode).toBe(
        200,
      );
      const bad: Record<string, string>[] = [
        { query: 'd' },
        { query: 'diabetes', maxResults: '7' },
        { query: 'diabetes', includeExternal: 'maybe' },
      ];
      for (const q of bad) {
        const res = await hybrid(h, q, auth);
        expect(res.statusCode).toBe(400);
        expect(res.json().error).toBe('validation_failed');
      }
    });
  });
}
