import { expect, it } from 'vitest';
import { messages } from '@clearbill/shared';
import { minutes } from '../clock';
import { adminRecoveryCodes } from '../db/schema';
import { createAdminSession, createUser } from '../test/factories';
import { describeEachDb, type Harness } from '../test/harness';
import { totpCodeAt } from './totp';

type Admin = Awaited<ReturnType<typeof createAdminSession>>;

/** Routes an admin without an authenticator must not reach, with a valid body. */
const lockedRoutes = [
  { method: 'GET', url: '/api/admin/beta-codes' },
  { method: 'POST', url: '/api/admin/beta-codes', payload: { validForDays: 5 } },
  { method: 'GET', url: '/api/admin/review-flags' },
  { method: 'GET', url: '/api/admin/no-such-route' },
  { method: 'POST', url: '/api/admin/totp/recovery-codes', payload: { code: '123456' } },
  { method: 'POST', url: '/api/enterprise/code-updates/schedule' },
  { method: 'GET', url: '/api/enterprise/manual-review/summary' },
  { method: 'GET', url: '/api/medical-codes?query=diabetes' },
] as const;

async function enrol(h: Harness, admin: Admin): Promise<{ secret: string; recoveryCodes: string[] }> {
  const setup = await h.request({ method: 'POST', url: '/api/admin/totp/setup', headers: admin.auth });
  expect(setup.statusCode, setup.body).toBe(200);
  const { secret } = setup.json<{ secret: string }>();
  const res = await h.request({
    method: 'POST',
    url: '/api/admin/totp/enable',
    headers: admin.auth,
    payload: { code: totpCodeAt(secret, h.clock.now()) },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { secret, recoveryCodes: res.json<{ recoveryCodes: string[] }>().recoveryCodes };
}

const login = (h: Harness, admin: Admin, extra: Record<string, string> = {}) =>
  h.request({
    method: 'POST',
    url: '/api/admin/login',
    payload: { username: admin.username, password: admin.password, ...extra },
  });

describeEachDb('mandatory two-step sign-in for admins', (h) => {
  it('lets an admin without an authenticator reach only the enrolment routes until enrolled', async () => {
    const admin = await createAdminSession(h(), { enrolled: false });
    const session = await h().request({ method: 'GET', url: '/api/admin/session', headers: admin.auth });
    expect(session.statusCode).toBe(200);
    expect(session.json().admin).toMatchObject({ totpEnabled: false, recoveryCodesLeft: 0 });
    for (const route of lockedRoutes) {
      const res = await h().request({ ...route, headers: admin.auth });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(res.json()).toEqual({
        error: 'totp_enrolment_required',
        message: 'Set up two-step sign-in to continue.',
      });
    }

    const { recoveryCodes } = await enrol(h(), admin);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes)
      expect(code).toMatch(/^[0-9a-hjkmnp-tv-z]{4}(-[0-9a-hjkmnp-tv-z]{4}){3}$/);
    // The same session now opens everything.
    const open = await h().request({ method: 'GET', url: '/api/admin/beta-codes', headers: admin.auth });
    expect(open.statusCode).toBe(200);
    const unknown = await h().request({
      method: 'GET',
      url: '/api/admin/no-such-route',
      headers: admin.auth,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses a wrong enrolment code, a second set-up, and confirming without a set-up', async () => {
    const admin = await createAdminSession(h(), { enrolled: false });
    const early = await h().request({
      method: 'POST',
      url: '/api/admin/totp/enable',
      headers: admin.auth,
      payload: { code: '123456' },
    });
    expect(early.statusCode).toBe(409);
    await h().request({ method: 'POST', url: '/api/admin/totp/setup', headers: admin.auth });
    const wrong = await h().request({
      method: 'POST',
      url: '/api/admin/totp/enable',
      headers: admin.auth,
      payload: { code: '000000' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error).toBe('invalid_totp');
    const fresh = await createAdminSession(h());
    const again = await h().request({ method: 'POST', url: '/api/admin/totp/setup', headers: fresh.auth });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(messages.totpAlreadyEnrolled);
  });

  it('asks an enrolled admin for a code, accepts a fresh one once and refuses a replay', async () => {
    const admin = await createAdminSession(h(), { enrolled: false });
    const { secret } = await enrol(h(), admin);
    const noCode = await login(h(), admin);
    expect(noCode.statusCode).toBe(401);
    expect(noCode.json()).toEqual({ error: 'totp_required', message: messages.totpRequired });

    h().clock.advance(30_000);
    const code = totpCodeAt(secret, h().clock.now());
    const ok = await login(h(), admin, { totpCode: code });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().admin).toMatchObject({ totpEnabled: true, recoveryCodesLeft: 10 });
    const replay = await login(h(), admin, { totpCode: code });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().error).toBe('invalid_totp');
    expect((await login(h(), admin, { totpCode: '12ab' })).statusCode).toBe(400);
    h().clock.advance(minutes(16));
  });

  it('takes each recovery code once in place of a code, in any case and spacing', async () => {
    const admin = await createAdminSession(h(), { enrolled: false });
    const { recoveryCodes } = await enrol(h(), admin);
    const [first, second] = recoveryCodes;
    if (!first || !second) throw new Error('expected recovery codes');
    const ok = await login(h(), admin, { recoveryCode: first });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().admin.recoveryCodesLeft).toBe(9);
    const reused = await login(h(), admin, { recoveryCode: first });
    expect(reused.statusCode).toBe(401);
    expect(reused.json()).toEqual({ error: 'invalid_totp', message: messages.invalidRecoveryCode });
    const typed = await login(h(), admin, { recoveryCode: ` ${second.toUpperCase().replace(/-/g, ' ')} ` });
    expect(typed.statusCode).toBe(200);
    const made = await login(h(), admin, { recoveryCode: 'abcd-efgh-jkmn-pqrs' });
    expect(made.statusCode).toBe(401);
    h().clock.advance(minutes(16));
  });

  it('keeps only hashes of the recovery codes, and the TOTP secret encrypted', async () => {
    const admin = await createAdminSession(h(), { enrolled: false });
    const { secret, recoveryCodes } = await enrol(h(), admin);
    const rows = await h().ctx.db.select().from(adminRecoveryCodes);
    const stored = JSON.stringify(rows);
    for (const code of recoveryCodes) {
      expect(stored).not.toContain(code);
      expect(stored).not.toContain(code.replace(/-/g, ''));
    }
    const { rows: adminRows } = await h().testDb.database.execute(
      'SELECT totp_secret_enc FROM admins WHERE id = $1',
      [admin.id],
    );
    expect(String(adminRows[0]?.totp_secret_enc)).toMatch(/^v1\./);
    expect(String(adminRows[0]?.totp_secret_enc)).not.toContain(secret);
  });

  it('renews the recovery codes against a current code; the old ones stop working', async () => {
    const admin = await createAdminSession(h());
    if (!admin.totpSecret) throw new Error('expected an enrolled admin');
    const stale = await h().request({
      method: 'POST',
      url: '/api/admin/totp/recovery-codes',
      headers: admin.auth,
      payload: { code: totpCodeAt(admin.totpSecret, h().clock.now()) },
    });
    expect(stale.statusCode, 'the code used to sign in cannot be used again').toBe(401);
    h().clock.advance(30_000);
    const first = await h().request({
      method: 'POST',
      url: '/api/admin/totp/recovery-codes',
      headers: admin.auth,
      payload: { code: totpCodeAt(admin.totpSecret, h().clock.now()) },
    });
    expect(first.statusCode).toBe(200);
    const oldCodes = first.json<{ recoveryCodes: string[] }>().recoveryCodes;
    h().clock.advance(30_000);
    const second = await h().request({
      method: 'POST',
      url: '/api/admin/totp/recovery-codes',
      headers: admin.auth,
      payload: { code: totpCodeAt(admin.totpSecret, h().clock.now()) },
    });
    const newCodes = second.json<{ recoveryCodes: string[] }>().recoveryCodes;
    expect(newCodes).toHaveLength(10);
    expect((await login(h(), admin, { recoveryCode: oldCodes[0] ?? '' })).statusCode).toBe(401);
    expect((await login(h(), admin, { recoveryCode: newCodes[0] ?? '' })).statusCode).toBe(200);
    h().clock.advance(minutes(16));
  });

  it('has no way to turn two-step sign-in off from a session', async () => {
    const admin = await createAdminSession(h());
    const res = await h().request({
      method: 'POST',
      url: '/api/admin/totp/disable',
      headers: admin.auth,
      payload: { code: '123456' },
    });
    expect(res.statusCode).toBe(404);
  });

  it("never opens the enrolment routes to a patient's token or to no credential", async () => {
    const user = await createUser(h());
    for (const url of ['/api/admin/totp/setup', '/api/admin/totp/enable']) {
      const payload = { code: '123456' };
      expect((await h().request({ method: 'POST', url, payload })).statusCode).toBe(401);
      expect((await h().request({ method: 'POST', url, payload, headers: user.auth })).statusCode).toBe(403);
    }
  });
});
