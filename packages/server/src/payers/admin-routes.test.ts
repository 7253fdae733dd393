import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  NO_NETWORK_MESSAGE,
  payerDocumentDetailResponseSchema,
  payerDocumentsResponseSchema,
  payerExpandResponseSchema,
  payerSeedResponseSchema,
  payerStatsResponseSchema,
  payerValidateUrlsResponseSchema,
} from '@clearbill/shared';
import { auditEvents } from '../db/schema';
import { createAdminSession, createGuest, createUser } from '../test/factories';
import { describeEachDb } from '../test/harness';
import type { PayerSource, SourceDocument } from './source';

/** A local site: /ok 200, /gone 404, /slow never in time. */
function startSite(): Promise<{ server: Server; base: string }> {
  const server = createServer((req, res) => {
    if (req.url === '/slow') {
      setTimeout(() => res.end('late'), 20_000).unref();
      return;
    }
    res.statusCode = req.url === '/gone' ? 404 : 200;
    res.end(req.method === 'GET' ? 'page' : undefined);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ server, base: `http://127.0.0.1:${port}` });
    });
  });
}

let site = 'http://127.0.0.1:9';

function doc(
  id: string,
  payerId: string,
  payerName: string,
  extra: Partial<SourceDocument> = {},
): SourceDocument {
  return {
    id,
    payerId,
    document_title: `Title ${id}`,
    payer_name: payerName,
    document_type: 'appeals_and_grievances',
    plan_year: null,
    state_specific: null,
    last_verified: '2026-11-27',
    document_url: `${site}/ok`,
    summary: `Summary of ${id}.`,
    coverageDetails: [],
    firstSet: true,
    ...extra,
  };
}

const coverage = Array.from({ length: 7 }, (_, i) => ({
  service_type: `Service ${i + 1}`,
  coverage_category: 'In network',
  copayment: i === 0 ? null : `$${(i + 1) * 10}`,
}));

/** Two national payers (first set) and a state one that only Expand loads. */
const sources = (): PayerSource => ({
  payers: [
    { id: 'alpha', name: 'Alpha Health', category: 'commercial' },
    { id: 'medi', name: 'Medi Program', category: 'government' },
    { id: 'regio', name: 'Regio Plan of Ohio', category: 'regional' },
  ],
  documents: [
    doc('alpha-appeals', 'alpha', 'Alpha Health'),
    doc('alpha-sbc', 'alpha', 'Alpha Health', {
      document_type: 'summary_of_benefits',
      plan_year: 2026,
      coverageDetails: coverage,
      document_url: `${site}/gone`,
    }),
    doc('medi-policy', 'medi', 'Medi Program', {
      document_type: 'medical_policy_index',
      summary: 'Coverage rules 100% of the time.',
      document_url: `${site}/slow`,
    }),
    doc('regio-appeals', 'regio', 'Regio Plan of Ohio', { state_specific: 'OH', firstSet: false }),
    doc('regio-claims', 'regio', 'Regio Plan of Ohio', {
      document_type: 'claims_address',
      state_specific: 'OH',
      firstSet: false,
    }),
  ],
});

const A = '/api/admin';
const routes = [
  { method: 'GET' as const, url: `${A}/payer-documents` },
  { method: 'GET' as const, url: `${A}/payer-documents/alpha-appeals` },
  { method: 'GET' as const, url: `${A}/payer-stats` },
  { method: 'POST' as const, url: `${A}/payer-documentation/seed-fast` },
  { method: 'POST' as const, url: `${A}/payer-documentation/validate-urls` },
  { method: 'POST' as const, url: `${A}/payer-documentation/expand` },
];

describeEachDb(
  'payer documentation admin routes',
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

    it('refuses bad input with a 400 and loads nothing', async () => {
      const admin = await createAdminSession(h());
      const bodies = [
        { url: `${A}/payer-documentation/seed-fast`, payload: { everything: true } },
        { url: `${A}/payer-documentation/expand`, payload: { count: 10 } },
        { url: `${A}/payer-documentation/validate-urls`, payload: { timeoutMs: 1 } },
      ];
      for (const c of bodies) {
        const res = await h().request({ method: 'POST', ...c, headers: admin.auth });
        expect(res.statusCode, JSON.stringify(c.payload)).toBe(400);
        expect(res.json<{ error: string }>().error).toBe('validation_failed');
      }
      for (const url of [
        `${A}/payer-documents?limit=0`,
        `${A}/payer-documents?limit=101`,
        `${A}/payer-documents?limit=many`,
        `${A}/payer-documents?search=${'x'.repeat(201)}`,
      ]) {
        const res = await h().request({ method: 'GET', url, headers: admin.auth });
        expect(res.statusCode, url).toBe(400);
      }
      const stats = payerStatsResponseSchema.parse(
        (await h().request({ method: 'GET', url: `${A}/payer-stats`, headers: admin.auth })).json(),
      );
      expect(stats.stats.totalDocuments).toBe(0);
      const unknown = await h().request({
        method: 'GET',
        url: `${A}/payer-documents/nope`,
        headers: admin.auth,
      });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json<{ error: string }>().error).toBe('not_found');
    });

    it('seeds the first set idempotently, then expands with the rest and the new payers', async () => {
      const admin = await createAdminSession(h());
      const post = (path: string) =>
        h().request({ method: 'POST', url: `${A}/payer-documentation/${path}`, headers: admin.auth });
      const first = payerSeedResponseSchema.parse((await post('seed-fast')).json());
      expect(first).toMatchObject({ documentsAdded: 3, totalDocuments: 3, totalPayers: 2 });
      const again = payerSeedResponseSchema.parse((await post('seed-fast')).json());
      expect(again).toMatchObject({ documentsAdded: 0, totalDocuments: 3, totalPayers: 2 });
      expect(again.message).toContain('already loaded');

      let stats = payerStatsResponseSchema.parse(
        (await h().request({ method: 'GET', url: `${A}/payer-stats`, headers: admin.auth })).json(),
      );
      expect(stats.stats).toMatchObject({
        totalDocuments: 3,
        totalPayers: 2,
        notYetLoaded: 2,
        documentTypeCounts: { appeals_and_grievances: 1, summary_of_benefits: 1, medical_policy_index: 1 },
        payerCounts: { 'Alpha Health': 2, 'Medi Program': 1 },
      });

      const expanded = payerExpandResponseSchema.parse((await post('expand')).json());
      expect(expanded.stats).toEqual({
        documentsAdded: 2,
        newPayersAdded: 1,
        totalDocuments: 5,
        totalPayers: 3,
      });
      const noMore = payerExpandResponseSchema.parse((await post('expand')).json());
      expect(noMore.stats).toMatchObject({ documentsAdded: 0, newPayersAdded: 0, totalDocuments: 5 });

      stats = payerStatsResponseSchema.parse(
        (await h().request({ method: 'GET', url: `${A}/payer-stats`, headers: admin.auth })).json(),
      );
      expect(stats.stats.notYetLoaded).toBe(0);
      expect(stats.payers.map((p) => [p.name, p.category, p.documentCount])).toEqual([
        ['Alpha Health', 'commercial', 2],
        ['Medi Program', 'government', 1],
        ['Regio Plan of Ohio', 'regional', 2],
      ]);

      const actions = (await h().ctx.db.select().from(auditEvents)).map((e) => e.action);
      expect(actions.filter((a) => a === 'payers.seeded')).toHaveLength(2);
      expect(actions.filter((a) => a === 'payers.expanded')).toHaveLength(2);
    });

    it('searches, filters by payer name (any case; "all" means every payer) and caps at the limit', async () => {
      const admin = await createAdminSession(h());
      const list = async (query: string) =>
        payerDocumentsResponseSchema.parse(
          (
            await h().request({ method: 'GET', url: `${A}/payer-documents${query}`, headers: admin.auth })
          ).json(),
        ).data;
      expect(await list('')).toHaveLength(5);
      expect((await list('?payerName=regio%20plan%20of%20ohio')).map((d) => d.id).sort()).toEqual([
        'regio-appeals',
        'regio-claims',
      ]);
      expect(await list('?payerName=all')).toHaveLength(5);
      expect((await list('?search=claims_address')).map((d) => d.id)).toEqual(['regio-claims']);
      // Wildcards are searched as text: "100%" matches the one summary that says it.
      expect((await list('?search=100%25')).map((d) => d.id)).toEqual(['medi-policy']);
      expect(await list('?search=_')).toHaveLength(5);
      expect(await list('?limit=2')).toHaveLength(2);
      expect(await list('?search=nothing-like-this')).toEqual([]);
    });

    it('gives a document with its coverage details in order', async () => {
      const admin = await createAdminSession(h());
      const res = await h().request({
        method: 'GET',
        url: `${A}/payer-documents/alpha-sbc`,
        headers: admin.auth,
      });
      const body = payerDocumentDetailResponseSchema.parse(res.json());
      expect(body.document).toMatchObject({
        document_title: 'Title alpha-sbc',
        payer_name: 'Alpha Health',
        plan_year: 2026,
        last_verified: '2026-11-27',
        hidden_from_patients: false,
        last_link_check: null,
      });
      expect(body.coverageDetails.map((c) => c.service_type)).toEqual(coverage.map((c) => c.service_type));
      expect(body.coverageDetails[0]?.copayment).toBeNull();
    });

    it('checks every link, records each outcome with its time, hides gone pages and deletes nothing', async () => {
      const admin = await createAdminSession(h());
      const res = await h().request({
        method: 'POST',
        url: `${A}/payer-documentation/validate-urls`,
        headers: admin.auth,
      });
      const body = payerValidateUrlsResponseSchema.parse(res.json());
      expect(body).toMatchObject({
        success: true,
        validated: 3,
        removed: 1,
        unreachable: 1,
        networkAvailable: true,
      });
      const list = payerDocumentsResponseSchema.parse(
        (await h().request({ method: 'GET', url: `${A}/payer-documents`, headers: admin.auth })).json(),
      ).data;
      expect(list).toHaveLength(5);
      const byId = new Map(list.map((d) => [d.id, d]));
      expect(byId.get('alpha-sbc')).toMatchObject({
        hidden_from_patients: true,
        last_link_check: { outcome: 'broken', httpStatus: 404 },
      });
      expect(byId.get('medi-policy')).toMatchObject({
        hidden_from_patients: false,
        last_link_check: { outcome: 'unreachable', httpStatus: null },
      });
      expect(byId.get('alpha-appeals')?.last_link_check?.checkedAt).toBe(h().clock.now().toISOString());
      const stats = payerStatsResponseSchema.parse(
        (await h().request({ method: 'GET', url: `${A}/payer-stats`, headers: admin.auth })).json(),
      );
      expect(stats.stats).toMatchObject({ totalDocuments: 5, hiddenDocuments: 1 });
    }, 30_000);
  },
  { EXTERNAL_APIS: 'on', LINK_CHECK_TIMEOUT_MS: '2000', LINK_CHECK_CONCURRENCY: '3' },
  { payerSources: sources },
);

describeEachDb(
  'payer documentation link check without network',
  (h) => {
    it('says the network is off, records the skip and hides nothing', async () => {
      const admin = await createAdminSession(h());
      await h().request({ method: 'POST', url: `${A}/payer-documentation/seed-fast`, headers: admin.auth });
      const res = await h().request({
        method: 'POST',
        url: `${A}/payer-documentation/validate-urls`,
        headers: admin.auth,
      });
      const body = payerValidateUrlsResponseSchema.parse(res.json());
      expect(body).toMatchObject({
        success: false,
        networkAvailable: false,
        validated: 0,
        removed: 0,
        skipped: 3,
        message: NO_NETWORK_MESSAGE,
      });
      const list = payerDocumentsResponseSchema.parse(
        (await h().request({ method: 'GET', url: `${A}/payer-documents`, headers: admin.auth })).json(),
      ).data;
      expect(list.every((d) => !d.hidden_from_patients && d.last_link_check?.outcome === 'skipped')).toBe(
        true,
      );
    });
  },
  {},
  { payerSources: sources },
);
