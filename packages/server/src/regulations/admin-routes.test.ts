import { expect, it } from 'vitest';
import {
  adminRegulationsResponseSchema,
  regulationMessages,
  regulationMutationResponseSchema,
  regulatoryCountsSchema,
  regulatorySeedResponseSchema,
  regulatoryUpdatesResponseSchema,
  regulatoryUploadResponseSchema,
} from '@clearbill/shared';
import { multipartFile } from '../codes/test/fixtures';
import { createAdminSession, createGuest, createUser } from '../test/factories';
import { describeEachDb, type Harness } from '../test/harness';
import { testLibrary } from './test/library';

const routes = [
  { method: 'GET' as const, url: '/api/admin/regulations' },
  { method: 'GET' as const, url: '/api/admin/regulations/rule-01' },
  { method: 'PUT' as const, url: '/api/admin/regulations/rule-01', payload: { title: 'x' } },
  { method: 'PUT' as const, url: '/api/admin/regulations/rule-01/status', payload: { status: 'verified' } },
  { method: 'DELETE' as const, url: '/api/admin/regulations/rule-01' },
  { method: 'GET' as const, url: '/api/admin/regulatory/counts' },
  { method: 'GET' as const, url: '/api/admin/regulatory/search?query=rule' },
  { method: 'POST' as const, url: '/api/admin/regulatory/seed' },
  { method: 'POST' as const, url: '/api/admin/regulatory/seed-all' },
  { method: 'POST' as const, url: '/api/admin/upload/regulatory' },
  { method: 'GET' as const, url: '/api/admin/download/regulatory-templates?format=csv' },
  { method: 'GET' as const, url: '/api/admin/export/regulatory?format=json' },
  { method: 'POST' as const, url: '/api/admin/links/validate' },
  { method: 'POST' as const, url: '/api/admin/regulatory/validate-links' },
  { method: 'POST' as const, url: '/api/admin/regulatory/research' },
];

async function rowCount(h: Harness, table: string): Promise<number> {
  return (await h.ctx.sql(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]?.n as number;
}

describeEachDb(
  'regulations admin routes',
  (h) => {
    it('answer only an admin: no credential 401, a bad token 401, a user 403, a guest 401 or 403', async () => {
      const user = await createUser(h());
      const guest = await createGuest(h());
      const before = await rowCount(h(), 'regulations');
      for (const route of routes) {
        expect((await h().request(route)).statusCode, route.url).toBe(401);
        const bad = await h().request({ ...route, headers: { authorization: 'Bearer nope' } });
        expect(bad.statusCode, route.url).toBe(401);
        expect((await h().request({ ...route, headers: user.auth })).statusCode, route.url).toBe(403);
        expect([401, 403]).toContain((await h().request({ ...route, headers: guest.headers })).statusCode);
      }
      expect(await rowCount(h(), 'regulations')).toBe(before);
    });

    it('seeds a batch, then the rest, idempotently; a deleted entry stays deleted', async () => {
      const admin = await createAdminSession(h());
      const post = async (url: string) => {
        const res = await h().request({ method: 'POST', url, headers: admin.auth });
        expect(res.statusCode, res.body).toBe(200);
        return regulatorySeedResponseSchema.parse(res.json());
      };
      const batch = await post('/api/admin/regulatory/seed');
      expect(batch).toMatchObject({ added: 25, remaining: 5, totalRegulations: 30, databaseTotal: 25 });
      const all = await post('/api/admin/regulatory/seed-all');
      expect(all).toMatchObject({ added: 5, remaining: 0, databaseTotal: 30 });
      const again = await post('/api/admin/regulatory/seed-all');
      expect(again).toMatchObject({ added: 0, databaseTotal: 30 });
      expect(again.message).toContain(regulationMessages.alreadyComplete);
      expect((await post('/api/admin/regulatory/seed')).added).toBe(0);

      const del = await h().request({
        method: 'DELETE',
        url: '/api/admin/regulations/rule-26',
        headers: admin.auth,
      });
      expect(del.statusCode).toBe(200);
      expect(await post('/api/admin/regulatory/seed-all')).toMatchObject({ added: 0, databaseTotal: 29 });
      const gone = await h().request({
        method: 'GET',
        url: '/api/admin/regulations/rule-26',
        headers: admin.auth,
      });
      expect(gone.statusCode).toBe(404);
      const again404 = await h().request({
        method: 'DELETE',
        url: '/api/admin/regulations/rule-26',
        headers: admin.auth,
      });
      expect(again404.statusCode).toBe(404);
      const audits = await h().ctx.sql(
        "SELECT action FROM audit_events WHERE action LIKE 'regulations.%' ORDER BY id",
      );
      expect(audits.rows.map((r) => r.action)).toEqual(
        expect.arrayContaining(['regulations.seeded', 'regulations.seeded_all', 'regulations.deleted']),
      );
    });

    it('lists, searches (limit 100), filters by category and counts', async () => {
      const admin = await createAdminSession(h());
      const get = async (url: string) => {
        const res = await h().request({ method: 'GET', url, headers: admin.auth });
        expect(res.statusCode, res.body).toBe(200);
        return res.json();
      };
      const all = adminRegulationsResponseSchema.parse(await get('/api/admin/regulations'));
      expect(all.total).toBe(29);
      expect(all.regulations.some((r) => r.status === 'pending')).toBe(true);
      const medicare = adminRegulationsResponseSchema.parse(
        await get('/api/admin/regulations?category=medicare_systems'),
      );
      expect(medicare.regulations.map((r) => r.id)).toEqual(['medicare-appeals']);
      // Key changes are searched too, case-insensitively; % is a literal.
      const byChange = adminRegulationsResponseSchema.parse(
        await get('/api/admin/regulations?search=REDETERMINATION'),
      );
      expect(byChange.regulations.map((r) => r.id)).toEqual(['medicare-appeals']);
      expect(adminRegulationsResponseSchema.parse(await get('/api/admin/regulations?search=%25')).total).toBe(
        0,
      );
      const searched = adminRegulationsResponseSchema.parse(
        await get('/api/admin/regulatory/search?query=test%20rule&limit=100'),
      );
      expect(searched.total).toBe(25);
      const limited = adminRegulationsResponseSchema.parse(
        await get('/api/admin/regulatory/search?query=rule&limit=3'),
      );
      expect(limited.total).toBe(3);
      const counts = regulatoryCountsSchema.parse(await get('/api/admin/regulatory/counts'));
      expect(counts.total).toBe(29);
      expect(counts.byCategory).toMatchObject({
        medicare_systems: 1,
        denied_services: 25,
        network_adequacy: 1,
      });
      expect(counts.byStatus.pending).toBe(1);

      for (const url of [
        '/api/admin/regulations?category=nope',
        '/api/admin/regulatory/search?limit=101',
        '/api/admin/regulatory/search?category=medicare_updates',
      ]) {
        const res = await h().request({ method: 'GET', url, headers: admin.auth });
        expect(res.statusCode, url).toBe(400);
      }
    });

    it('edits, sets a status with notes in the history, and the public page follows', async () => {
      const admin = await createAdminSession(h());
      const publicIds = async (query = '') =>
        regulatoryUpdatesResponseSchema
          .parse((await h().request({ method: 'GET', url: `/api/regulatory/updates${query}` })).json())
          .updates.map((r) => r.id);
      expect(await publicIds()).not.toContain('prior-auth-pending');

      const edit = await h().request({
        method: 'PUT',
        url: '/api/admin/regulations/prior-auth-pending',
        headers: admin.auth,
        payload: {
          title: 'Prior authorization decision times',
          impactLevel: 'high',
          keyChanges: ['Seven days'],
        },
      });
      expect(edit.statusCode, edit.body).toBe(200);
      expect(regulationMutationResponseSchema.parse(edit.json()).regulation).toMatchObject({
        title: 'Prior authorization decision times',
        impactLevel: 'high',
        keyChanges: ['Seven days'],
        description: 'Description of prior-auth-pending.',
      });

      const status = await h().request({
        method: 'PUT',
        url: '/api/admin/regulations/prior-auth-pending/status',
        headers: admin.auth,
        payload: { status: 'verified', notes: 'Read the final rule.' },
      });
      expect(status.statusCode, status.body).toBe(200);
      const body = regulationMutationResponseSchema.parse(status.json());
      expect(body.regulation.status).toBe('verified');
      expect(body.regulation.verifiedAt).not.toBeNull();
      expect(body.history).toEqual([
        expect.objectContaining({
          fromStatus: 'pending',
          toStatus: 'verified',
          notes: 'Read the final rule.',
          changedBy: admin.username,
        }),
      ]);
      expect(await publicIds('?category=prior_authorization')).toEqual(['prior-auth-pending']);
      // Searchable by its new key change.
      const found = adminRegulationsResponseSchema.parse(
        (
          await h().request({
            method: 'GET',
            url: '/api/admin/regulations?search=seven%20days',
            headers: admin.auth,
          })
        ).json(),
      );
      expect(found.regulations.map((r) => r.id)).toEqual(['prior-auth-pending']);

      const flagged = await h().request({
        method: 'PUT',
        url: '/api/admin/regulations/prior-auth-pending/status',
        headers: admin.auth,
        payload: { status: 'flagged' },
      });
      expect(regulationMutationResponseSchema.parse(flagged.json()).history).toHaveLength(2);
      expect(await publicIds()).not.toContain('prior-auth-pending');
    });

    it('refuses bad input with a clear 4xx and changes nothing', async () => {
      const admin = await createAdminSession(h());
      const snapshot = async () =>
        JSON.stringify(
          (await h().ctx.sql('SELECT id, title, status, impact_level FROM regulations ORDER BY id')).rows,
        );
      const before = await snapshot();
      const cases = [
        {
          method: 'PUT' as const,
          url: '/api/admin/regulations/rule-01/status',
          payload: { status: 'done' },
          code: 400,
        },
        { method: 'PUT' as const, url: '/api/admin/regulations/rule-01/status', payload: {}, code: 400 },
        { method: 'PUT' as const, url: '/api/admin/regulations/rule-01', payload: {}, code: 400 },
        {
          method: 'PUT' as const,
          url: '/api/admin/regulations/rule-01',
          payload: { impactLevel: 'huge' },
          code: 400,
        },
        { method: 'PUT' as const, url: '/api/admin/regulations/rule-01', payload: { title: '' }, code: 400 },
        {
          method: 'PUT' as const,
          url: '/api/admin/regulations/rule-01',
          payload: { status: 'verified' },
          code: 400,
        },
        { method: 'PUT' as const, url: '/api/admin/regulations/nope', payload: { title: 'x' }, code: 404 },
        {
          method: 'PUT' as const,
          url: '/api/admin/regulations/nope/status',
          payload: { status: 'verified' },
          code: 404,
        },
        { method: 'POST' as const, url: '/api/admin/regulatory/seed', payload: { all: true }, code: 400 },
      ];
      for (const c of cases) {
        const res = await h().request({ ...c, headers: admin.auth });
        expect(res.statusCode, `${c.url} ${JSON.stringify(c.payload)}`).toBe(c.code);
      }
      for (const url of [
        '/api/regulatory/updates?effectiveAfter=2024-13-01',
        '/api/regulatory/updates?effectiveAfter=yesterday',
        '/api/regulatory/updates?effectiveAfter=2023-02-30',
        '/api/regulatory/updates?category=medicare_systems',
        '/api/export/regulatory?format=xml',
      ]) {
        const res = await h().request({ method: 'GET', url });
        expect(res.statusCode, url).toBe(400);
        expect(res.json<{ error: string }>().error).toBe('validation_failed');
      }
      expect(await snapshot()).toBe(before);
    });

    it('uploads CSV and JSON; one bad row rejects the file with every bad row reported', async () => {
      const admin = await createAdminSession(h());
      const upload = (filename: string, type: string, content: string) => {
        const body = multipartFile(filename, type, content);
        return h().request({
          method: 'POST',
          url: '/api/admin/upload/regulatory',
          payload: body.payload,
          headers: { ...body.headers, ...admin.auth },
        });
      };
      const before = await rowCount(h(), 'regulations');
      const bad = [
        'title,category,description,effectiveDate,status',
        'Good row,medicaid,Fine,2024-01-01,pending',
        ',medicaid,No title,,',
        'Bad category,dentistry,Text,,',
        'Bad date,medicaid,Text,2024-02-31,',
        'Bad status,medicaid,Text,,done',
      ].join('\n');
      const res = await upload('regs.csv', 'text/csv', bad);
      expect(res.statusCode).toBe(400);
      const issues = res.json<{ issues: { path: string; message: string }[] }>().issues;
      expect(issues.map((i) => i.path)).toEqual(['row 2', 'row 3', 'row 4', 'row 5']);
      expect(issues[0]?.message).toContain('title');
      expect(await rowCount(h(), 'regulations')).toBe(before);

      expect(
        (await upload('regs.csv', 'text/csv', 'title,category,description\n"unterminated,x,y')).statusCode,
      ).toBe(400);
      expect((await upload('regs.csv', 'text/csv', 'name,kind\nx,y')).statusCode).toBe(400);
      expect((await upload('regs.json', 'application/json', '{"regulations": [')).statusCode).toBe(400);
      expect((await upload('regs.json', 'application/json', '{"rules": []}')).statusCode).toBe(400);
      expect(
        (await upload('regs.json', 'application/json', '[{"title":"T","category":"medicaid"}]')).statusCode,
      ).toBe(400);
      expect((await upload('regs.txt', 'text/plain', 'hello')).statusCode).toBe(415);
      expect(await rowCount(h(), 'regulations')).toBe(before);

      const good = [
        'id,title,category,description,keyChanges,affectedPrograms,status,effectiveDate,sourceUrl',
        'uploaded-one,Uploaded rule,medicaid,"A rule, with a comma",One; Two,Medicaid,verified,2024-03-01,https://example.gov/a',
        ',Second uploaded rule,telehealth,Another,,,,,',
      ].join('\r\n');
      const ok = await upload('regs.csv', 'text/csv', good);
      expect(ok.statusCode, ok.body).toBe(200);
      expect(regulatoryUploadResponseSchema.parse(ok.json())).toMatchObject({ added: 2, updated: 0 });
      const json = JSON.stringify({
        regulations: [
          { id: 'uploaded-one', title: 'Uploaded rule, renamed', category: 'medicaid', description: 'D' },
        ],
      });
      const again = await upload('regs.json', 'application/json', json);
      expect(regulatoryUploadResponseSchema.parse(again.json())).toMatchObject({ added: 0, updated: 1 });
      const detail = regulationMutationResponseSchema.parse(
        (
          await h().request({
            method: 'GET',
            url: '/api/admin/regulations/uploaded-one',
            headers: admin.auth,
          })
        ).json(),
      );
      expect(detail.regulation).toMatchObject({
        title: 'Uploaded rule, renamed',
        origin: 'upload',
        status: 'pending',
      });
    });

    it('downloads the templates and the exports; the template reads back as a valid file', async () => {
      const admin = await createAdminSession(h());
      const csvTemplate = await h().request({
        method: 'GET',
        url: '/api/admin/download/regulatory-templates?format=csv',
        headers: admin.auth,
      });
      expect(csvTemplate.statusCode).toBe(200);
      expect(csvTemplate.headers['content-disposition']).toContain('regulations-template.csv');
      expect(csvTemplate.body.split('\r\n')[0]).toMatch(/^id,title,description,category/);
      const jsonTemplate = await h().request({
        method: 'GET',
        url: '/api/admin/download/regulatory-templates?format=json',
        headers: admin.auth,
      });
      expect(jsonTemplate.json<{ regulations: unknown[] }>().regulations).toHaveLength(1);

      const adminJson = await h().request({
        method: 'GET',
        url: '/api/admin/export/regulatory?format=json',
        headers: admin.auth,
      });
      const exported = adminJson.json<{ total: number; regulations: { status: string }[] }>();
      expect(exported.total).toBe(await rowCount(h(), 'regulations WHERE deleted_at IS NULL'));
      const adminCsv = await h().request({
        method: 'GET',
        url: '/api/admin/export/regulatory?format=csv',
        headers: admin.auth,
      });
      expect(adminCsv.headers['content-type']).toContain('text/csv');
      expect(adminCsv.body).toContain('"Uploaded rule, renamed"');

      const pub = await h().request({
        method: 'GET',
        url: '/api/export/regulatory?format=json&category=medicare_updates',
      });
      expect(pub.statusCode).toBe(200);
      const pubBody = pub.json<{ regulations: { id: string; status: string }[] }>();
      expect(pubBody.regulations.map((r) => r.id)).toEqual(['medicare-appeals']);
      const pubCsv = await h().request({ method: 'GET', url: '/api/export/regulatory?format=csv' });
      expect(pubCsv.body).not.toContain('Second uploaded rule');
    });

    it('filters the public updates by public category and effective date', async () => {
      const ids = async (query: string) =>
        regulatoryUpdatesResponseSchema
          .parse((await h().request({ method: 'GET', url: `/api/regulatory/updates${query}` })).json())
          .updates.map((r) => r.id);
      expect(await ids('?category=state_regulations')).toEqual(['state-surprise']);
      expect(await ids('?category=telehealth_updates')).toEqual(['no-date']);
      expect(await ids('?effectiveAfter=2024-12-31')).toEqual(['medicare-appeals']);
      expect(await ids('?category=medicare_updates&effectiveAfter=2025-06-01')).toEqual([]);
      const all = await ids('');
      expect(all[0]).toBe('medicare-appeals');
      expect(all.at(-1)).toBe('no-date');
    });
  },
  {},
  { regulationSources: testLibrary },
);
