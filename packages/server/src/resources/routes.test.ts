import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { builtInResources, servesState, VERIFIED_ORGS_FILE } from '@clearbill/engine';
import { patientResourceListSchema, type PatientResourceList } from '@clearbill/shared';
import { createAdminSession, createGuest, createUser } from '../test/factories';
import { describeEachDb } from '../test/harness';

const sharedCodesets = process.env.CODESETS_DIR ?? path.resolve(__dirname, '../../../../../shared/codesets');
const haveSharedFile = existsSync(path.join(sharedCodesets, VERIFIED_ORGS_FILE));

const list = (body: string): PatientResourceList => patientResourceListSchema.parse(JSON.parse(body));

describeEachDb('patient resources route (no codesets folder)', (h) => {
  it('answers without any credential, and the same with a bad token, a guest, a user and an admin', async () => {
    // the whole directory (over the default limit of 100 since the state agencies were added)
    const url = '/api/patient-resources?limit=500';
    const open = await h().request({ method: 'GET', url });
    expect(open.statusCode, open.body).toBe(200);
    const body = list(open.body);
    expect(body.resources.map((r) => r.id).sort()).toEqual(builtInResources.map((r) => r.id).sort());
    expect(body.resources[0]?.id).toBe('988_crisis');
    const guest = await createGuest(h());
    const user = await createUser(h());
    const admin = await createAdminSession(h());
    for (const headers of [{ authorization: 'Bearer not-a-token' }, guest.headers, user.auth, admin.auth]) {
      const res = await h().request({ method: 'GET', url, headers });
      expect(res.statusCode).toBe(200);
      expect(list(res.body)).toEqual(body);
    }
  });

  it('filters by state, category, urgency and search', async () => {
    const get = async (qs: string) => {
      const res = await h().request({ method: 'GET', url: `/api/patient-resources?${qs}` });
      expect(res.statusCode, res.body).toBe(200);
      return list(res.body);
    };
    const ca = await get('state=ca');
    expect(ca.total).toBe(builtInResources.filter((r) => servesState(r, 'CA')).length);
    expect(ca.resources.map((r) => r.id)).toContain('ship_ca');
    expect(ca.resources.map((r) => r.id)).not.toContain('ship_tx');
    expect(ca.resources.map((r) => r.id)).toEqual(expect.arrayContaining(['doi_ca', 'medicaid_ca']));
    expect(ca.resources.map((r) => r.id)).not.toContain('medicaid_tx');
    expect((await get('category=crisis_support')).resources.map((r) => r.id)).toEqual([
      '988_crisis',
      'samhsa_national_helpline',
    ]);
    expect((await get('urgency=urgent')).resources.map((r) => r.id)).toEqual([
      'no_surprises_help_desk',
      'samhsa_national_helpline',
    ]);
    expect((await get('search=1-800-medicare')).resources.map((r) => r.id)).toEqual(['medicare']);
    const none = await get('search=zzzz-nothing&category=charity_care');
    expect(none).toMatchObject({ resources: [], total: 0 });
    expect(none.countsByCategory.crisis_support).toBe(2);
    const one = await get('limit=1');
    expect(one.resources).toHaveLength(1);
    expect(one.total).toBe(builtInResources.length);
  });

  it('refuses bad values with a 400 naming the problem', async () => {
    const cases: [string, RegExp][] = [
      ['limit=501', /500/],
      ['limit=0', /./],
      ['limit=ten', /./],
      ['state=XX', /./],
      ['category=lottery', /./],
      ['urgency=whenever', /./],
      [`search=${'a'.repeat(201)}`, /200 characters/],
    ];
    for (const [qs, message] of cases) {
      const res = await h().request({ method: 'GET', url: `/api/patient-resources?${qs}` });
      expect(res.statusCode, qs).toBe(400);
      const err = res.json<{ error: string; message: string }>();
      expect(err.error, qs).toBe('validation_failed');
      expect(err.message, qs).toMatch(message);
    }
  });
});

// Without the shared folder (a checkout without ../shared) this suite is not registered.
if (haveSharedFile) {
  describeEachDb(
    'patient resources route (shared codesets)',
    (h) => {
      it('adds the seven verified organizations to the programs in code', async () => {
        const res = await h().request({ method: 'GET', url: '/api/patient-resources?limit=500' });
        expect(res.statusCode).toBe(200);
        const body = list(res.body);
        expect(body.total).toBe(builtInResources.length + 7);
        expect(body.resources.map((r) => r.name)).toContain('NeedyMeds');
        expect(body.countsByCategory.prescription_assistance).toBeGreaterThan(0);
        const rx = await h().request({
          method: 'GET',
          url: '/api/patient-resources?category=prescription_assistance',
        });
        expect(list(rx.body).resources.map((r) => r.name)).toContain('NeedyMeds');
      });
    },
    { CODESETS_DIR: sharedCodesets },
  );
}

const brokenDir = mkdtempSync(path.join(os.tmpdir(), 'cb-resources-'));
mkdirSync(path.join(brokenDir, 'financial-assistance'));
writeFileSync(path.join(brokenDir, VERIFIED_ORGS_FILE), '{ not json');
afterAll(() => {
  rmSync(brokenDir, { recursive: true, force: true });
});

describeEachDb(
  'patient resources route (unreadable shared file)',
  (h) => {
    it('serves the programs in code and logs the problem without the content', async () => {
      const res = await h().request({ method: 'GET', url: '/api/patient-resources' });
      expect(res.statusCode).toBe(200);
      expect(list(res.body).total).toBe(builtInResources.length);
      expect(h().logs.text()).toContain('verified organizations file could not be read');
      expect(h().logs.text()).not.toContain('not json');
    });
  },
  { CODESETS_DIR: brokenDir },
);
