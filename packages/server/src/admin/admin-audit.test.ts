import { expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { AdminAuditResponse, CreateAdminResponse } from '@clearbill/shared';
import { adminAuditLog, admins } from '../db/schema';
import { createAdminSession, createGuest, createUser } from '../test/factories';
import { describeEachDb } from '../test/harness';
import { totpCodeAt } from './totp';

/** The back office's routes, each with a valid request, for the authorization matrix. */
const backOfficeRoutes = [
  { method: 'GET', url: '/api/admin/analytics' },
  { method: 'GET', url: '/api/admin/users' },
  {
    method: 'POST',
    url: '/api/admin/admins',
    payload: { username: 'matrix-admin', password: 'a-long-password-9x' },
  },
  { method: 'GET', url: '/api/admin/documents' },
  { method: 'GET', url: '/api/admin/analyses' },
  { method: 'GET', url: '/api/admin/letters' },
  { method: 'GET', url: '/api/admin/audit-log' },
  { method: 'GET', url: '/api/admin/audit-log/export' },
] as const;

describeEachDb('admins, the admin audit log and sign-out', (h) => {
  it('opens the back office to enrolled admins only', async () => {
    const user = await createUser(h());
    const guest = await createGuest(h());
    const enrolling = await createAdminSession(h(), { enrolled: false });
    for (const route of backOfficeRoutes) {
      const label = `${route.method} ${route.url}`;
      const as = (headers: Record<string, string>) => h().request({ ...route, headers });
      expect((await as({})).statusCode, `${label} no credential`).toBe(401);
      expect((await as(guest.headers)).statusCode, `${label} guest`).toBe(401);
      expect((await as(user.auth)).statusCode, `${label} user token`).toBe(403);
      const early = await as(enrolling.auth);
      expect(early.statusCode, `${label} before enrolment`).toBe(403);
      expect(early.json<{ error: string }>().error).toBe('totp_enrolment_required');
    }
    expect(await h().ctx.db.select().from(admins).where(eq(admins.username, 'matrix-admin'))).toEqual([]);
  });

  it('lets an admin create another, who must enrol two-step sign-in first; logged with who and where', async () => {
    const admin = await createAdminSession(h());
    const password = 'second-admin-password-42';
    const res = await h().request({
      method: 'POST',
      url: '/api/admin/admins',
      headers: admin.auth,
      payload: { username: 'second.admin', password, firstName: 'Sam' },
      ip: '10.20.30.40',
    });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json<CreateAdminResponse>().admin;
    expect(created).toMatchObject({
      username: 'second.admin',
      firstName: 'Sam',
      totpEnabled: false,
      isAdmin: true,
    });
    expect(res.body).not.toContain(password);

    // The new admin signs in with the password alone and reaches only the enrolment.
    const login = await h().request({
      method: 'POST',
      url: '/api/admin/login',
      payload: { username: 'second.admin', password },
    });
    expect(login.statusCode).toBe(200);
    const token = login.json<{ token: string }>().token;
    const blocked = await h().request({
      method: 'GET',
      url: '/api/admin/analytics',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(blocked.json<{ error: string }>().error).toBe('totp_enrolment_required');
    const setup = await h().request({
      method: 'POST',
      url: '/api/admin/totp/setup',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(setup.statusCode).toBe(200);

    const again = await h().request({
      method: 'POST',
      url: '/api/admin/admins',
      headers: admin.auth,
      payload: { username: 'second.admin', password: 'another-password-77' },
    });
    expect(again.statusCode).toBe(409);

    const log = await h().request({
      method: 'GET',
      url: `/api/admin/audit-log?adminId=${admin.id}&action=admins`,
      headers: admin.auth,
    });
    const entries = log.json<AdminAuditResponse>().data;
    expect(entries.map((e) => [e.action, e.statusCode])).toEqual([
      ['POST /api/admin/admins', 409],
      ['POST /api/admin/admins', 201],
    ]);
    expect(entries[1]).toMatchObject({
      adminUsername: admin.username,
      ipAddress: '10.20.30.40',
      target: null,
    });

    // The new admin's own sign-in and set-up are theirs in the log (a request the gate refused did nothing).
    const theirs = await h().request({
      method: 'GET',
      url: `/api/admin/audit-log?adminId=${created.id}`,
      headers: admin.auth,
    });
    expect(theirs.json<AdminAuditResponse>().data.map((e) => e.action)).toEqual([
      'POST /api/admin/totp/setup',
      'POST /api/admin/login',
    ]);

    // Nothing secret in the whole log.
    const rows = JSON.stringify(await h().ctx.db.select().from(adminAuditLog));
    for (const secret of [password, admin.password, admin.token, token]) expect(rows).not.toContain(secret);
  });

  it('refuses a weak or malformed new admin with a 400 and creates nothing', async () => {
    const admin = await createAdminSession(h());
    for (const payload of [
      {},
      { username: 'ab', password: 'long-enough-password-1' },
      { username: 'has space', password: 'long-enough-password-1' },
      { username: 'short.pw', password: 'short' },
      { username: 'common.pw', password: 'password1234' },
      { username: 'extra', password: 'long-enough-password-1', isSuper: true, firstName: 'x'.repeat(101) },
    ]) {
      const res = await h().request({
        method: 'POST',
        url: '/api/admin/admins',
        headers: admin.auth,
        payload,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const names = (await h().ctx.db.select({ u: admins.username }).from(admins)).map((r) => r.u);
    for (const name of ['ab', 'has space', 'short.pw', 'common.pw', 'extra'])
      expect(names).not.toContain(name);
  });

  it('pages, filters and exports the log as CSV', async () => {
    const admin = await createAdminSession(h());
    for (let i = 0; i < 3; i++) {
      await h().request({ method: 'GET', url: '/api/admin/documents', headers: admin.auth });
    }
    const page = await h().request({
      method: 'GET',
      url: `/api/admin/audit-log?adminId=${admin.id}&pageSize=2&page=1`,
      headers: admin.auth,
    });
    const body = page.json<AdminAuditResponse>();
    expect(body.data).toHaveLength(2);
    // Its sign-in, three lists; this read is written as its answer leaves.
    expect(body.paging.total).toBe(4);
    const since = new Date(h().clock.now().getTime() + 1000).toISOString();
    const empty = await h().request({
      method: 'GET',
      url: `/api/admin/audit-log?from=${encodeURIComponent(since)}`,
      headers: admin.auth,
    });
    expect(empty.json<AdminAuditResponse>().paging.total).toBe(0);
    const csv = await h().request({
      method: 'GET',
      url: `/api/admin/audit-log/export?adminId=${admin.id}&action=documents`,
      headers: admin.auth,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toMatch(
      /attachment; filename="admin-audit-log-\d{4}-\d\d-\d\d\.csv"/,
    );
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe('id,occurred_at,admin_id,admin_username,action,target,status,ip_address');
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain('"GET /api/admin/documents"');
  });

  it('GET /api/logout ends the admin session of the sign-out cookie and goes to /', async () => {
    const admin = await createAdminSession(h());
    const login = await h().request({
      method: 'POST',
      url: '/api/admin/login',
      payload: {
        username: admin.username,
        password: admin.password,
        totpCode: totpCodeAt(admin.totpSecret ?? '', new Date(h().clock.now().getTime() + 30_000)),
      },
    });
    expect(login.statusCode, login.body).toBe(200);
    const cookie = String(login.headers['set-cookie']);
    expect(cookie).toMatch(
      /^cb_admin_session=cba_[^;]+; Path=\/api\/logout; Max-Age=\d+; HttpOnly; SameSite=Strict$/,
    );
    const token = login.json<{ token: string }>().token;

    const out = await h().request({
      method: 'GET',
      url: '/api/logout',
      headers: { cookie: cookie.split(';')[0] ?? '' },
    });
    expect(out.statusCode).toBe(302);
    expect(out.headers.location).toBe('/');
    expect(String(out.headers['set-cookie'])).toContain('cb_admin_session=; Path=/api/logout; Max-Age=0');
    const check = await h().request({
      method: 'GET',
      url: '/api/admin/session',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(check.statusCode).toBe(401);
    // The first session (another token) still stands.
    const first = await h().request({ method: 'GET', url: '/api/admin/session', headers: admin.auth });
    expect(first.statusCode).toBe(200);
  });

  it('GET /api/logout ends a user session from its bearer token, and without one only redirects', async () => {
    const user = await createUser(h());
    const out = await h().request({ method: 'GET', url: '/api/logout', headers: user.auth });
    expect(out.statusCode).toBe(302);
    const me = await h().request({ method: 'GET', url: '/api/auth/user', headers: user.auth });
    expect(me.statusCode).toBe(401);
    const bare = await h().request({ method: 'GET', url: '/api/logout' });
    expect(bare.statusCode).toBe(302);
    expect(bare.headers.location).toBe('/');
    const junk = await h().request({
      method: 'GET',
      url: '/api/logout',
      headers: { cookie: 'cb_admin_session=%00;x' },
    });
    expect(junk.statusCode).toBe(302);
  });
});
