import { truncatedPdf } from '@clearbill/engine/testing';
import { expect, it } from 'vitest';
import { routeTable } from '../http/route-table';
import { createAdminSession, createGuest, createUser } from './factories';
import { describeEachDb } from './harness';
import type { Part } from './fuzz/multipart-cases';
import { Random } from './fuzz/random';
import { essentialCases, routeCases, strayCases, type FuzzRequest } from './fuzz/request-cases';
import { mergeRoutes, routesFromOpenApi } from './fuzz/route-specs';
import { judge } from './fuzz/run-case';

// A fixed seed: the same few hundred requests every run, so a failure replays. The bench (bench/fuzz.ts)
// runs thousands more over real HTTP with a seed of its choosing.
const SEED = 0x9c1ea2b1;
const CASES_PER_ROUTE = 4;
const STRAY_CASES = 60;

describeEachDb('fuzz: malformed input on every route', (h) => {
  it('answers every generated request with a 4xx (or 2xx) in the one error body, and stays healthy', async () => {
    const random = new Random(SEED);
    const docs = await h().request({ method: 'GET', url: '/api/docs/json' });
    const routes = mergeRoutes([...routeTable(h().app)], routesFromOpenApi(docs.json()));
    expect(routes.length).toBeGreaterThan(40);

    const cutPdf = Buffer.from(await truncatedPdf());
    const files: (() => Part)[] = [
      () => ({ name: 'document', fileName: 'bill.txt', type: 'text/plain', value: 'Visit 99213 $50.00' }),
      () => ({
        name: 'document',
        fileName: 'x.png',
        type: 'image/png',
        value: random.bytes(random.int(1, 900)),
      }),
      () => ({ name: 'document', fileName: 'cut.pdf', type: 'application/pdf', value: cutPdf }),
    ];
    const file = () => random.pick(files)();

    const guest = await createGuest(h());
    const user = await createUser(h());
    const admin = await createAdminSession(h());
    const identities: [string, Record<string, string>][] = [
      ['no credential', {}],
      ['guest', guest.headers],
      ['user', user.auth],
      ['admin', admin.auth],
    ];

    const failures: string[] = [];
    const hit = new Set<string>();
    let sent = 0;
    const send = async (who: string, credentials: Record<string, string>, c: FuzzRequest, route: string) => {
      const res = await h().request({
        method: c.method,
        url: c.url,
        headers: { ...credentials, ...c.headers },
        ...(c.body !== undefined ? { payload: c.body } : {}),
      });
      sent++;
      const contentType = res.headers['content-type'];
      const verdict = judge(
        res.statusCode,
        c.method,
        typeof contentType === 'string' ? contentType : undefined,
        res.body,
      );
      if (!verdict.ok) failures.push(`${who} ${c.method} ${route} [${c.label}]: ${verdict.problem ?? ''}`);
    };

    for (const [who, credentials] of identities) {
      for (const route of routes) {
        // Signing out would end the session the rest of the run uses; it is fuzzed without one.
        if (who !== 'no credential' && route.url.endsWith('/logout')) continue;
        hit.add(`${route.method} ${route.url}`);
        const cases = [...essentialCases(route, random), ...routeCases(route, random, CASES_PER_ROUTE, file)];
        for (const c of cases) await send(who, credentials, c, route.url);
      }
      for (const c of strayCases(routes, random, STRAY_CASES / identities.length))
        await send(who, credentials, c, c.url.slice(0, 60));
    }

    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(700);
    expect(hit.size).toBe(routes.length);
    const health = await h().request({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
  }, 120_000);
});
