import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  adminPatientResourcesResponseSchema,
  adminResourceLoadResponseSchema,
  adminValidateUrlsResponseSchema,
  NO_NETWORK_MESSAGE,
  patientResourceListSchema,
  type PatientResource,
} from '@clearbill/shared';
import { createAdminSession, createGuest, createUser } from '../test/factories';
import { describeEachDb } from '../test/harness';

/** A local site: /ok 200, /gone 404, /old 410, /head-refused 405 on HEAD but 200 on GET, /slow never in time. */
function startSite(): Promise<{ server: Server; base: string; gone: Set<string> }> {
  const gone = new Set(['/gone', '/old']);
  const server = createServer((req, res) => {
    const path = req.url ?? '/';
    if (path === '/slow') {
      setTimeout(() => res.end('late'), 20_000).unref();
      return;
    }
    if (path === '/head-refused' && req.method === 'HEAD') {
      res.statusCode = 405;
      res.end();
      return;
    }
    res.statusCode = gone.has(path) ? (path === '/old' ? 410 : 404) : 200;
    res.end(req.method === 'GET' ? 'page' : undefined);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ server, base: `http://127.0.0.1:${port}`, gone });
    });
  });
}

function entry(
  id: string,
  website: string | undefined,
  extra: Partial<PatientResource> = {},
): PatientResource {
  return {
    id,
    name: `Test ${id}`,
    description: 'A test entry.',
    category: 'financial_assistance',
    urgencyLevel: 'standard',
    services: ['Help'],
    coverage: { national: true, states: [] },
    contactInfo: { phone: '1-800-000-0000', ...(website ? { website } : {}) },
    source: { url: null, checkedOn: '2026-11-27' },
    ...extra,
  };
}

/** The directory the suite hands in: rebuilt from `site` each time the app reads its sources. */
let site = 'http://127.0.0.1:9';
let extraEntries: PatientResource[] = [];
const sources = (): PatientResource[] => [
  entry('ok_site', `${site}/ok`, { category: 'billing_advocacy' }),
  entry('gone_site', `${site}/gone`),
  entry('old_site', `${site}/old`, { category: 'crisis_support' }),
  entry('head_refused', `${site}/head-refused`),
  entry('slow_site', `${site}/slow`, { coverage: { national: false, states: ['CA'] } }),
  entry('no_website', undefined, { category: 'charity_care' }),
  ...extraEntries,
];

const A = '/api/admin/patient-resources';
const routes = [
  { method: 'GET' as const, url: A },
  { method: 'POST' as const, url: `${A}/seed` },
  { method: 'POST' as const, url: `${A}/load-enhanced` },
  { method: 'POST' as const, url: `${A}/validate-urls` },
];

describeEachDb(
  'patient resources admin routes',
  (h) => {
    let local: Awaited<ReturnType<typeof startSite>>;
    beforeAll(async () => {
      local = await startSite();
      site = local.base;
    });
    afterAll(async () => {
      await new Promise((r) => local.server.close(r));
    });

    it('answer only an admin: no credential 401, a bad token 401, a user 403, a guest 401 or 403', async () => {
      const user = await createUser(h());
      const guest = await createGuest(h());
      for (const route of routes) {
        expect((await h().request(route)).statusCode, route.url).toBe(401);
        const bad = await h().request({ ...route, headers: { authorization: 'Bearer nope' } });
        expect(bad.statusCode, route.url).toBe(401);
        expect((await h().request({ ...route, headers: user.auth })).statusCode, route.url).toBe(403);
        expect([401, 403]).toContain((await h().request({ ...route, headers: guest.headers })).statusCode);
      }
    });

    it('refuses bad bodies with a 400', async () => {
      const admin = await createAdminSession(h());
      const cases = [
        { url: `${A}/seed`, payload: { everything: true } },
        { url: `${A}/load-enhanced`, payload: { count: 150 } },
        { url: `${A}/validate-urls`, payload: { resourceIds: [] } },
        { url: `${A}/validate-urls`, payload: { resourceIds: 'ok_site' } },
        { url: `${A}/validate-urls`, payload: { timeoutMs: 1 } },
      ];
      for (const c of cases) {
        const res = await h().request({ method: 'POST', ...c, headers: admin.auth });
        expect(res.statusCode, JSON.stringify(c.payload)).toBe(400);
        expect(res.json<{ error: string }>().error).toBe('validation_failed');
      }
    });

    it('re-reads the sources on seed and load-enhanced, idempotently, and lists the counters', async () => {
      const admin = await createAdminSession(h());
      const seed = async (url: string) => {
        const res = await h().request({ method: 'POST', url, headers: admin.auth });
        expect(res.statusCode, res.body).toBe(200);
        return adminResourceLoadResponseSchema.parse(res.json());
      };
      extraEntries = [entry('late_state', undefined, { coverage: { national: false, states: ['NY'] } })];
      const first = await seed(`${A}/seed`);
      expect(first).toMatchObject({ success: true, loaded: 5, total: 7, stateOrLocal: 2 });
      expect(first.message).toContain('5 national');
      expect(await seed(`${A}/seed`)).toEqual(first);
      const enhanced = await seed(`${A}/load-enhanced`);
      expect(enhanced).toMatchObject({ loaded: 7, total: 7 });
      expect(enhanced.message).toBe('Loaded 7 patient resources (5 national, 2 state or local).');

      const list = adminPatientResourcesResponseSchema.parse(
        (await h().request({ method: 'GET', url: A, headers: admin.auth })).json(),
      );
      expect(list.total).toBe(7);
      expect(list.countsByCategory).toMatchObject({
        billing_advocacy: 1,
        financial_assistance: 4,
        crisis_support: 1,
        charity_care: 1,
      });
      expect(list.resources.find((r) => r.id === 'ok_site')?.contactInfo.website).toBe(`${site}/ok`);
      extraEntries = [];
      await seed(`${A}/load-enhanced`);
    });

    it('counts one gone link as a result, not as a network failure', async () => {
      const admin = await createAdminSession(h());
      const res = await h().request({
        method: 'POST',
        url: `${A}/validate-urls`,
        headers: admin.auth,
        payload: { resourceIds: ['gone_site', 'no_website'] },
      });
      expect(res.statusCode).toBe(200);
      // A single reachable site answering 404 is a real result, not a network failure.
      expect(adminValidateUrlsResponseSchema.parse(res.json())).toMatchObject({
        networkAvailable: true,
        removed: 1,
        skipped: 1,
      });
    });

    it('checks every website against the local server and hides the gone ones on the public page', async () => {
      const admin = await createAdminSession(h());
      const started = Date.now();
      const res = await h().request({ method: 'POST', url: `${A}/validate-urls`, headers: admin.auth });
      expect(res.statusCode, res.body).toBe(200);
      const body = adminValidateUrlsResponseSchema.parse(res.json());
      expect(body).toMatchObject({
        success: true,
        networkAvailable: true,
        validated: 2,
        removed: 2,
        unreachable: 1,
        skipped: 1,
      });
      // The slow page is cut at the configured time-out (1.5 s), never waited for (it answers after 20 s).
      expect(Date.now() - started).toBeLessThan(20_000);

      const list = adminPatientResourcesResponseSchema.parse(
        (await h().request({ method: 'GET', url: A, headers: admin.auth })).json(),
      );
      const check = (id: string) => list.resources.find((r) => r.id === id)?.lastLinkCheck;
      expect(check('ok_site')).toMatchObject({ outcome: 'ok', httpStatus: 200 });
      expect(check('head_refused')).toMatchObject({ outcome: 'ok', httpStatus: 200 });
      expect(check('gone_site')).toMatchObject({ outcome: 'broken', httpStatus: 404 });
      expect(check('old_site')).toMatchObject({ outcome: 'broken', httpStatus: 410 });
      expect(check('slow_site')).toMatchObject({
        outcome: 'unreachable',
        httpStatus: null,
        detail: 'timed out',
      });
      expect(check('no_website')).toBeNull();
      expect(list.brokenLinks).toBe(2);

      const pub = patientResourceListSchema.parse(
        (await h().request({ method: 'GET', url: '/api/patient-resources' })).json(),
      );
      const shown = (id: string) => pub.resources.find((r) => r.id === id)?.contactInfo;
      expect(shown('gone_site')).toEqual({ phone: '1-800-000-0000' });
      expect(shown('old_site')?.website).toBeUndefined();
      expect(shown('ok_site')?.website).toBe(`${site}/ok`);
      // Not reachable in time is not gone: the website stays.
      expect(shown('slow_site')?.website).toBe(`${site}/slow`);

      // The page comes back: the next check shows it again.
      local.gone.delete('/gone');
      const again = adminValidateUrlsResponseSchema.parse(
        (
          await h().request({
            method: 'POST',
            url: `${A}/validate-urls`,
            headers: admin.auth,
            payload: { resourceIds: ['gone_site'] },
          })
        ).json(),
      );
      expect(again).toMatchObject({ validated: 1, removed: 0 });
      const after = patientResourceListSchema.parse(
        (await h().request({ method: 'GET', url: '/api/patient-resources' })).json(),
      );
      expect(after.resources.find((r) => r.id === 'gone_site')?.contactInfo.website).toBe(`${site}/gone`);
      expect(h().logs.text()).not.toContain('page');
    });

    it('answers a second call for the same links with the run in progress, checking once', async () => {
      const admin = await createAdminSession(h());
      const rows = async () =>
        (
          await h().ctx.sql(
            "SELECT count(*)::int AS n FROM resource_link_checks WHERE resource_id = 'slow_site'",
          )
        ).rows[0]?.n as number;
      const before = await rows();
      const call = () =>
        h().request({
          method: 'POST',
          url: `${A}/validate-urls`,
          headers: admin.auth,
          payload: { resourceIds: ['slow_site'] },
        });
      // The slow page holds the first run for its 1.5 s time-out, so the second call surely meets it running
      // (with a page that answers at once, the first run could end before the second call arrives).
      const [a, b] = await Promise.all([call(), call()]);
      expect(a.json()).toEqual(b.json());
      expect(await rows()).toBe(before + 1);
    });

    it('marks nothing broken when no link can be reached at all', async () => {
      const admin = await createAdminSession(h());
      // Nothing listens there any more: every link is refused.
      const closed = await startSite();
      await new Promise((r) => closed.server.close(r));
      site = closed.base;
      await h().request({ method: 'POST', url: `${A}/load-enhanced`, headers: admin.auth });
      const res = await h().request({ method: 'POST', url: `${A}/validate-urls`, headers: admin.auth });
      const body = adminValidateUrlsResponseSchema.parse(res.json());
      expect(body).toMatchObject({ success: false, networkAvailable: false, removed: 0, validated: 0 });
      expect(body.message).toBe(NO_NETWORK_MESSAGE);
      const list = adminPatientResourcesResponseSchema.parse(
        (await h().request({ method: 'GET', url: A, headers: admin.auth })).json(),
      );
      expect(list.resources.find((r) => r.id === 'ok_site')?.lastLinkCheck).toMatchObject({
        outcome: 'unreachable',
        detail: 'connection refused',
      });
      site = local.base;
      await h().request({ method: 'POST', url: `${A}/load-enhanced`, headers: admin.auth });
    });
  },
  { EXTERNAL_APIS: 'on', LINK_CHECK_TIMEOUT_MS: '1500', LINK_CHECK_CONCURRENCY: '3' },
  { resourceSources: sources },
);

describeEachDb(
  'patient resources admin routes (live calls off)',
  (h) => {
    it('checks nothing, says so and hides nothing', async () => {
      const admin = await createAdminSession(h());
      const res = await h().request({ method: 'POST', url: `${A}/validate-urls`, headers: admin.auth });
      expect(res.statusCode).toBe(200);
      const body = adminValidateUrlsResponseSchema.parse(res.json());
      expect(body).toMatchObject({ success: false, networkAvailable: false, validated: 0, removed: 0 });
      expect(body.message).toBe(NO_NETWORK_MESSAGE);
      const pub = patientResourceListSchema.parse(
        (await h().request({ method: 'GET', url: '/api/patient-resources' })).json(),
      );
      expect(pub.resources.find((r) => r.id === 'gone_site')?.contactInfo.website).toMatch(/\/gone$/);
    });
  },
  {},
  { resourceSources: sources },
);
