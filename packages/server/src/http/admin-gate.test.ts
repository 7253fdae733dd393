import { describe, expect, it } from 'vitest';
import { messages } from '@clearbill/shared';
import { createAdminSession, createGuest, createUser } from '../test/factories';
import { describeEachDb } from '../test/harness';
import { isAdminPath } from './admin-gate';

/** Paths no route answers, in the spellings a router or a proxy might still read as /api/admin. */
const unknownAdminPaths = [
  { method: 'GET', url: '/api/admin' },
  { method: 'GET', url: '/api/admin/' },
  { method: 'GET', url: '/api/admin/no-such-list' },
  { method: 'POST', url: '/api/admin/regulations/seed', payload: { all: true } },
  { method: 'DELETE', url: '/api/admin/users/00000000-0000-4000-8000-000000000000' },
  { method: 'GET', url: '/api/admin/login' }, // the sign-in is public only as a POST
  { method: 'GET', url: '/api/admin/no-such-figures?range=30d' },
  { method: 'GET', url: '/API/Admin/no-such-list' },
  { method: 'GET', url: '/api//admin/no-such-list' },
  { method: 'GET', url: '/api/%61dmin/no-such-list' },
  { method: 'PUT', url: '/api/admin/beta-codes' }, // a known path with a method it does not take
] as const;

describe('what counts as an admin path', () => {
  it('reads the raw URL the way a router could', () => {
    for (const url of [
      '/api/admin',
      '/api/admin/',
      '/api/admin/x?y=1',
      '/API/ADMIN/x',
      '/api//admin/x',
      '/api/%61dmin/x',
      '/api/admin%2Fx',
      '/api/admin/%zz',
    ]) {
      expect(isAdminPath(url), url).toBe(true);
    }
    for (const url of ['/api/administrator', '/api/adminx/y', '/admin/dashboard', '/api/codes?q=admin/']) {
      expect(isAdminPath(url), url).toBe(false);
    }
  });
});

describeEachDb('the admin gate on paths no route answers', (h) => {
  it('answers 401 without a usable credential, 403 to a patient, 404 only to an admin', async () => {
    const user = await createUser(h());
    const guest = await createGuest(h());
    const admin = await createAdminSession(h());
    for (const route of unknownAdminPaths) {
      const label = `${route.method} ${route.url}`;
      for (const headers of [{}, guest.headers, { authorization: 'Bearer cba_forged' }]) {
        const res = await h().request({ ...route, headers });
        expect(res.statusCode, label).toBe(401);
        expect(res.headers['cache-control'], label).toBe('no-store');
      }
      const patient = await h().request({ ...route, headers: user.auth });
      expect(patient.statusCode, label).toBe(403);
      expect(patient.json(), label).toEqual({ error: 'forbidden', message: messages.adminOnly });
      const asAdmin = await h().request({ ...route, headers: admin.auth });
      expect(asAdmin.statusCode, label).toBe(404);
    }
  });

  it('leaves the admin sign-in open and other API paths as they were', async () => {
    const signIn = await h().request({
      method: 'POST',
      url: '/api/admin/login',
      payload: { username: 'nobody-here', password: 'whatever-password' },
      ip: '10.77.0.1',
    });
    expect(signIn.statusCode).toBe(401);
    expect(signIn.json().error).toBe('invalid_credentials');
    const other = await h().request({ method: 'GET', url: '/api/administrator' });
    expect(other.statusCode).toBe(404);
  });
});
