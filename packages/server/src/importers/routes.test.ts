import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE_TARGET_TOTAL, messages } from '@clearbill/shared';
import { createAdminSession, createGuest, createUser } from '../test/factories';
import { describeEachDb, startHarness, type Harness } from '../test/harness';
import { testDatabaseKinds } from '../test/test-db';
import { writeFixtureCodesets } from './test-fixtures';

const routes = [
  { method: 'POST', url: '/api/admin/medical-codes/seed-fast' },
  { method: 'POST', url: '/api/admin/medical-codes/seed-large-batch', payload: { batchSize: 5 } },
  { method: 'GET', url: '/api/admin/medical-codes/import-status' },
] as const;

describeEachDb('import endpoints without code sets', (h) => {
  it('refuses a guest, no credential and a forged token (401) and a patient (403)', async () => {
    const user = await createUser(h());
    const guest = await createGuest(h());
    for (const route of routes) {
      for (const headers of [{}, guest.headers, { authorization: 'Bearer cba_forged' }]) {
        const res = await h().request({ ...route, headers });
        expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
      }
      const res = await h().request({ ...route, headers: user.auth });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: 'forbidden', message: messages.adminOnly });
    }
  });

  it('says how to import when nothing is imported and CODESETS_DIR is unset', async () => {
    const admin = await createAdminSession(h());
    const status = await h().request({
      method: 'GET',
      url: '/api/admin/medical-codes/import-status',
      headers: admin.auth,
    });
    expect(status.statusCode).toBe(200);
    expect(status.json()).toMatchObject({ codesetsDir: null, running: false, sources: [] });
    expect(status.json().help).toMatch(/npm run cli -- import --from/);
    for (const route of routes.slice(0, 2)) {
      const res = await h().request({ ...route, headers: admin.auth });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toMatch(/CODESETS_DIR is not set.*import --from/);
    }
  });

  it('rejects a bad batch size', async () => {
    const admin = await createAdminSession(h());
    for (const payload of [
      { batchSize: 0 },
      { batchSize: 10_001 },
      { batchSize: 'many' },
      { batchSize: 2.5 },
    ]) {
      const res = await h().request({
        method: 'POST',
        url: '/api/admin/medical-codes/seed-large-batch',
        headers: admin.auth,
        payload,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error).toBe('validation_failed');
    }
  });
});

for (const kind of testDatabaseKinds()) {
  describe(`import endpoints with staged code sets [${kind}]`, () => {
    let h: Harness;
    let dir: string;
    beforeAll(async () => {
      dir = writeFixtureCodesets(mkdtempSync(path.join(tmpdir(), 'cb-staged-')));
      h = await startHarness(kind, { CODESETS_DIR: dir });
    });
    afterAll(async () => {
      await h.close();
      rmSync(dir, { recursive: true, force: true });
    });

    it('seed-large-batch imports the next codes, then seed-fast the rest, and the status lists them', async () => {
      const admin = await createAdminSession(h);
      const first = await h.request({
        method: 'POST',
        url: '/api/admin/medical-codes/seed-large-batch',
        headers: admin.auth,
        payload: { batchSize: 5 },
      });
      expect(first.statusCode).toBe(200);
      expect(first.json()).toMatchObject({ success: true, imported: 5, total: 5 });
      expect(first.json().percentOfTarget).toBeCloseTo((5 / CODE_TARGET_TOTAL) * 100, 1);
      const second = await h.request({
        method: 'POST',
        url: '/api/admin/medical-codes/seed-large-batch',
        headers: admin.auth,
        payload: { batchSize: 4 },
      });
      expect(second.json()).toMatchObject({ imported: 4, total: 9 });

      const fast = await h.request({
        method: 'POST',
        url: '/api/admin/medical-codes/seed-fast',
        headers: admin.auth,
      });
      expect(fast.statusCode).toBe(200);
      expect(fast.json()).toMatchObject({ success: true, total: 24 });
      // The reference tables continue in the background: wait until they are done (on a loaded
      // machine this takes seconds; the test's own timeout bounds it).
      // The import runs in phases, each taking the lock in turn: done means not running and every
      // dataset recorded.
      const expected = ['icd10cm', 'cpt', 'ncci_ptp', 'pfs', 'carc'];
      let body: { running: boolean; codesetsDir: string; help: unknown; sources: { dataset: string }[] };
      for (;;) {
        const s = await h.request({
          method: 'GET',
          url: '/api/admin/medical-codes/import-status',
          headers: admin.auth,
        });
        body = s.json();
        const recorded = new Set(body.sources.map((x) => x.dataset));
        if (!body.running && expected.every((d) => recorded.has(d))) break;
        await new Promise((r) => setTimeout(r, 100));
      }
      expect(body).toMatchObject({ codesetsDir: dir, running: false, help: null });
      expect(body.sources.map((s: { dataset: string }) => s.dataset)).toEqual(
        expect.arrayContaining(['icd10cm', 'cpt', 'ncci_ptp', 'pfs', 'carc']),
      );
      const again = await h.request({
        method: 'POST',
        url: '/api/admin/medical-codes/seed-fast',
        headers: admin.auth,
      });
      expect(again.json()).toMatchObject({
        imported: 0,
        message: 'Every code set in the folder was already imported.',
      });
    }, 120_000);
  });
}
