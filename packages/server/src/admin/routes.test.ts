import { expect, it } from 'vitest';
import { messages } from '@clearbill/shared';
import { minutes } from '../clock';
import { betaCodes } from '../db/schema';
import { createAdminSession, createBetaCodeViaApi, createGuest, createUser } from '../test/factories';
import { describeEachDb } from '../test/harness';

/** Every admin route with a valid body, for the authorization matrix. */
const adminRoutes = [
  { method: 'GET', url: '/api/admin/session' },
  { method: 'POST', url: '/api/admin/logout' },
  { method: 'POST', url: '/api/admin/totp/setup' },
  { method: 'POST', url: '/api/admin/totp/enable', payload: { code: '123456' } },
  { method: 'POST', url: '/api/admin/totp/recovery-codes', payload: { code: '123456' } },
  { method: 'GET', url: '/api/admin/beta-codes' },
  { method: 'POST', url: '/api/admin/beta-codes', payload: { validForDays: 5 } },
  { method: 'DELETE', url: '/api/admin/beta-codes/00000000-0000-4000-8000-000000000000' },
] as const;

describeEachDb('admin sign-in, session and beta codes', (h) => {
  it('signs an admin in with password and code, and reports the session', async () => {
    const admin = await createAdminSession(h());
    expect(admin.token).toMatch(/^cba_/);
    const res = await h().request({ method: 'GET', url: '/api/admin/session', headers: admin.auth });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toMatchObject({
      authenticated: true,
      admin: { username: admin.username, totpEnabled: true, recoveryCodesLeft: 0 },
    });
  });

  it("answers a wrong password or unknown admin with 'Invalid credentials'", async () => {
    const admin = await createAdminSession(h());
    for (const payload of [
      { username: admin.username, password: 'not-the-password' },
      { username: 'nobody-here', password: 'whatever-password' },
    ]) {
      const res = await h().request({ method: 'POST', url: '/api/admin/login', payload, ip: '10.9.0.1' });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: 'invalid_credentials', message: messages.adminInvalidCredentials });
    }
  });

  it('throttles admin sign-in like patient sign-in', async () => {
    const admin = await createAdminSession(h());
    for (let i = 0; i < 5; i++) {
      await h().request({
        method: 'POST',
        url: '/api/admin/login',
        payload: { username: admin.username, password: 'bad' },
        ip: '10.8.0.1',
      });
    }
    const res = await h().request({
      method: 'POST',
      url: '/api/admin/login',
      payload: { username: admin.username, password: admin.password },
      ip: '10.8.0.1',
    });
    expect(res.statusCode).toBe(429);
    h().clock.advance(minutes(15));
  });

  it('refuses every admin route to a guest, no credential and a forged token (401) and to a patient (403)', async () => {
    const user = await createUser(h());
    const guest = await createGuest(h());
    for (const route of adminRoutes) {
      for (const headers of [{}, guest.headers, { authorization: 'Bearer cba_forged' }]) {
        const res = await h().request({ ...route, headers });
        expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
      }
      const res = await h().request({ ...route, headers: user.auth });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(res.json()).toEqual({ error: 'forbidden', message: messages.adminOnly });
    }
  });

  it('checks authorization before the body: a bad body without credentials is 401, not 400', async () => {
    const res = await h().request({
      method: 'POST',
      url: '/api/admin/beta-codes',
      payload: { validForDays: 'x' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('signs out an admin: the token stops working', async () => {
    const admin = await createAdminSession(h());
    expect(
      (await h().request({ method: 'POST', url: '/api/admin/logout', headers: admin.auth })).statusCode,
    ).toBe(200);
    expect(
      (await h().request({ method: 'GET', url: '/api/admin/session', headers: admin.auth })).statusCode,
    ).toBe(401);
  });

  it('creates, lists and revokes beta codes, refusing bad input without writing', async () => {
    const admin = await createAdminSession(h());
    const made = await createBetaCodeViaApi(h(), admin, { maxUses: 3, validForDays: 7 });
    expect(made.code).toMatch(/^BETA-[A-Z2-9]{8}$/);
    const before = (await h().ctx.db.select().from(betaCodes)).length;
    for (const payload of [
      { validForDays: 0 },
      { validForDays: 'soon' },
      { code: 'no spaces allowed' },
      { maxUses: -1 },
    ]) {
      const res = await h().request({
        method: 'POST',
        url: '/api/admin/beta-codes',
        headers: admin.auth,
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('validation_failed');
    }
    const dup = await h().request({
      method: 'POST',
      url: '/api/admin/beta-codes',
      headers: admin.auth,
      payload: { code: made.code },
    });
    expect(dup.statusCode).toBe(409);
    expect((await h().ctx.db.select().from(betaCodes)).length).toBe(before);

    const list = await h().request({ method: 'GET', url: '/api/admin/beta-codes', headers: admin.auth });
    expect(list.json().codes.some((c: { id: string }) => c.id === made.id)).toBe(true);

    const badId = await h().request({
      method: 'DELETE',
      url: '/api/admin/beta-codes/not-a-uuid',
      headers: admin.auth,
    });
    expect(badId.statusCode).toBe(400);
    const missing = await h().request({
      method: 'DELETE',
      url: '/api/admin/beta-codes/00000000-0000-4000-8000-000000000000',
      headers: admin.auth,
    });
    expect(missing.statusCode).toBe(404);
    const revoke = await h().request({
      method: 'DELETE',
      url: `/api/admin/beta-codes/${made.id}`,
      headers: admin.auth,
    });
    expect(revoke.statusCode).toBe(200);
  });

  it('idles out an admin session after 30 minutes', async () => {
    const admin = await createAdminSession(h());
    h().clock.advance(minutes(30));
    const res = await h().request({ method: 'GET', url: '/api/admin/session', headers: admin.auth });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe('session_expired');
  });
});
