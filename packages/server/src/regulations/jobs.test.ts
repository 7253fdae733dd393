import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, expect, it } from 'vitest';
import {
  adminRegulationsResponseSchema,
  linksValidateResponseSchema,
  NO_NETWORK_MESSAGE,
  regulatoryResearchResponseSchema,
  regulatoryValidateLinksResponseSchema,
} from '@clearbill/shared';
import { createAdminSession } from '../test/factories';
import { describeEachDb } from '../test/harness';
import { seed } from './test/library';

function listen(server: Server): Promise<string> {
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    });
  });
}

/** A site whose pages answer as their names say: /ok 200, /gone 404, /head-refused 405 to HEAD. */
const site = createServer((req, res) => {
  const path = req.url ?? '/';
  if (path === '/head-refused' && req.method === 'HEAD') {
    res.statusCode = 405;
    res.end();
    return;
  }
  res.statusCode = path === '/gone' ? 404 : 200;
  res.end(req.method === 'GET' ? 'page' : undefined);
});
const siteBase = await listen(site);

/**
 * A stand-in for the Federal Register's documents search (GET /documents.json) answering in that API's
 * shape: { count, total_pages, results: [{ document_number, title, abstract, html_url, ... }] }.
 */
const asked: URL[] = [];
let frStatus = 200;
const documents = [
  {
    document_number: '2099-00001',
    title: 'Test final rule one',
    abstract: 'A test abstract.',
    html_url: 'https://www.federalregister.gov/documents/2099/01/01/2099-00001/test',
    publication_date: '2099-01-01',
    effective_on: '2099-03-01',
    type: 'Rule',
  },
  {
    document_number: '2099-00002',
    title: 'Test final rule two',
    abstract: null,
    html_url: 'https://www.federalregister.gov/documents/2099/01/02/2099-00002/test',
    publication_date: '2099-01-02',
    effective_on: null,
    type: 'Rule',
  },
  // Malformed: skipped, not fatal.
  { document_number: 'bad number!', title: '' },
];
const federalRegister = createServer((req: IncomingMessage, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  asked.push(url);
  res.setHeader('content-type', 'application/json');
  if (frStatus !== 200) {
    res.statusCode = frStatus;
    res.end('{"errors":["down"]}');
    return;
  }
  if (url.pathname !== '/api/v1/documents.json') {
    res.statusCode = 404;
    res.end('{}');
    return;
  }
  // Each subject finds the same documents: the job keeps one of each.
  res.end(JSON.stringify({ count: documents.length, total_pages: 1, results: documents }));
});
const frBase = await listen(federalRegister);

afterAll(async () => {
  await new Promise((r) => site.close(r));
  await new Promise((r) => federalRegister.close(r));
});

const library = () => [
  seed('link-ok', { sourceUrl: `${siteBase}/ok` }),
  seed('link-gone', { sourceUrl: `${siteBase}/gone` }),
  seed('link-head', { sourceUrl: `${siteBase}/head-refused` }),
  // Already in the library: research must not add this Federal Register document again.
  seed('known-fr', { sourceUrl: `${siteBase}/d/2099-00002` }),
];

describeEachDb(
  'regulation jobs (live calls on, local servers)',
  (h) => {
    it('checks every source link, records each check and answers both call shapes', async () => {
      const admin = await createAdminSession(h());
      await h().request({ method: 'POST', url: '/api/admin/regulatory/seed-all', headers: admin.auth });
      const res = await h().request({
        method: 'POST',
        url: '/api/admin/regulatory/validate-links',
        headers: admin.auth,
      });
      expect(res.statusCode, res.body).toBe(200);
      const body = regulatoryValidateLinksResponseSchema.parse(res.json());
      expect(body).toMatchObject({ success: true, networkAvailable: true, totalChecked: 4, broken: 1 });
      expect(body.updated).toBe(4);

      const list = adminRegulationsResponseSchema.parse(
        (await h().request({ method: 'GET', url: '/api/admin/regulations', headers: admin.auth })).json(),
      );
      const status = (id: string) => list.regulations.find((r) => r.id === id);
      expect(status('link-ok')).toMatchObject({ linkStatus: 'ok' });
      expect(status('link-head')).toMatchObject({ linkStatus: 'ok' });
      expect(status('link-gone')).toMatchObject({ linkStatus: 'broken' });
      expect(status('link-gone')?.linkCheckedAt).not.toBeNull();
      const checks = await h().ctx.sql(
        "SELECT outcome, http_status FROM regulation_link_checks WHERE regulation_id = 'link-gone'",
      );
      expect(checks.rows).toEqual([{ outcome: 'broken', http_status: 404 }]);

      const again = await h().request({
        method: 'POST',
        url: '/api/admin/links/validate',
        headers: admin.auth,
      });
      const second = linksValidateResponseSchema.parse(again.json());
      // Nothing changed since the first run.
      expect(second.results).toMatchObject({ totalChecked: 4, brokenLinks: 1, updatedLinks: 0 });
    });

    it('adds new Federal Register documents as pending, once, and skips those already stored', async () => {
      const admin = await createAdminSession(h());
      const res = await h().request({
        method: 'POST',
        url: '/api/admin/regulatory/research',
        headers: admin.auth,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(regulatoryResearchResponseSchema.parse(res.json())).toMatchObject({
        success: true,
        found: 2,
        added: 1,
      });
      // The query has the documents search's shape: term, final rules, newest first, the fields we read.
      const first = asked[0];
      expect(first?.searchParams.get('conditions[term]')).toBeTruthy();
      expect(first?.searchParams.getAll('conditions[type][]')).toEqual(['RULE']);
      expect(first?.searchParams.get('order')).toBe('newest');
      expect(first?.searchParams.getAll('fields[]')).toContain('document_number');

      const list = adminRegulationsResponseSchema.parse(
        (
          await h().request({
            method: 'GET',
            url: '/api/admin/regulations?search=test%20final',
            headers: admin.auth,
          })
        ).json(),
      );
      expect(list.regulations).toEqual([
        expect.objectContaining({
          id: 'fr-2099-00001',
          title: 'Test final rule one',
          description: 'A test abstract.',
          source: 'Federal Register document 2099-00001',
          status: 'pending',
          origin: 'research',
          effectiveDate: '2099-03-01',
          keyChanges: [],
        }),
      ]);
      const again = await h().request({
        method: 'POST',
        url: '/api/admin/regulatory/research',
        headers: admin.auth,
      });
      expect(regulatoryResearchResponseSchema.parse(again.json())).toMatchObject({ success: true, added: 0 });
    });

    it('reports a failing Federal Register without adding anything', async () => {
      const admin = await createAdminSession(h());
      frStatus = 503;
      const res = await h().request({
        method: 'POST',
        url: '/api/admin/regulatory/research',
        headers: admin.auth,
      });
      frStatus = 200;
      expect(regulatoryResearchResponseSchema.parse(res.json())).toMatchObject({
        success: false,
        networkAvailable: true,
        added: 0,
        message: 'The Federal Register answered HTTP 503.',
      });
    });
  },
  { EXTERNAL_APIS: 'on', FEDERAL_REGISTER_URL: `${frBase}/api/v1`, LINK_CHECK_TIMEOUT_MS: '3000' },
  { regulationSources: library },
);

describeEachDb(
  'regulation jobs (live calls off)',
  (h) => {
    it('checks nothing and researches nothing, and says so', async () => {
      const admin = await createAdminSession(h());
      await h().request({ method: 'POST', url: '/api/admin/regulatory/seed-all', headers: admin.auth });
      const links = regulatoryValidateLinksResponseSchema.parse(
        (
          await h().request({
            method: 'POST',
            url: '/api/admin/regulatory/validate-links',
            headers: admin.auth,
          })
        ).json(),
      );
      expect(links).toMatchObject({ success: false, networkAvailable: false, totalChecked: 0, updated: 0 });
      expect(links.message).toBe(NO_NETWORK_MESSAGE);
      const list = adminRegulationsResponseSchema.parse(
        (await h().request({ method: 'GET', url: '/api/admin/regulations', headers: admin.auth })).json(),
      );
      expect(list.regulations.every((r) => r.linkStatus === null)).toBe(true);
      const skipped = await h().ctx.sql(
        "SELECT count(*)::int AS n FROM regulation_link_checks WHERE outcome = 'skipped'",
      );
      expect(skipped.rows[0]?.n).toBe(4);

      const research = regulatoryResearchResponseSchema.parse(
        (
          await h().request({ method: 'POST', url: '/api/admin/regulatory/research', headers: admin.auth })
        ).json(),
      );
      expect(research).toMatchObject({ success: false, networkAvailable: false, added: 0 });
    });
  },
  {},
  { regulationSources: library },
);
