import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../server/src/test/harness';
import { createAdminSession } from '../../server/src/test/factories';
import { totpCodeAt } from '../../server/src/admin/totp';
import { adminCommands } from './admin-commands';

describe('operator commands', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness('pglite');
  });
  afterAll(async () => {
    await h.close();
  });

  it('resets a lost authenticator and ends the admin sessions; the admin must enrol again', async () => {
    const admin = await createAdminSession(h);
    const code = await adminCommands(h.ctx, {
      group: 'admin',
      action: 'reset-totp',
      values: { username: admin.username },
      password: undefined,
    });
    expect(code).toBe(0);
    expect(
      (await h.request({ method: 'GET', url: '/api/admin/session', headers: admin.auth })).statusCode,
    ).toBe(401);
    const login = await h.request({
      method: 'POST',
      url: '/api/admin/login',
      payload: { username: admin.username, password: admin.password },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().admin).toMatchObject({ totpEnabled: false, recoveryCodesLeft: 0 });
    const auth = { authorization: `Bearer ${login.json().token as string}` };
    const locked = await h.request({ method: 'GET', url: '/api/admin/beta-codes', headers: auth });
    expect(locked.statusCode).toBe(403);
    expect(locked.json().error).toBe('totp_enrolment_required');
    const { secret } = (
      await h.request({ method: 'POST', url: '/api/admin/totp/setup', headers: auth })
    ).json();
    const enable = await h.request({
      method: 'POST',
      url: '/api/admin/totp/enable',
      headers: auth,
      payload: { code: totpCodeAt(secret, h.clock.now()) },
    });
    expect(enable.statusCode).toBe(200);
  });

  it('sets a new admin password (12+ characters only)', async () => {
    const admin = await createAdminSession(h);
    await expect(
      adminCommands(h.ctx, {
        group: 'admin',
        action: 'set-password',
        values: { username: admin.username },
        password: 'short',
      }),
    ).rejects.toThrow(/12 characters/);
    await adminCommands(h.ctx, {
      group: 'admin',
      action: 'set-password',
      values: { username: admin.username },
      password: 'a-brand-new-password',
    });
    const login = await h.request({
      method: 'POST',
      url: '/api/admin/login',
      payload: { username: admin.username, password: 'a-brand-new-password' },
    });
    // The password is accepted: the second step (the authenticator's code) is what is asked next.
    expect(login.json().error).toBe('totp_required');
  });

  it('creates a beta code a guest can use', async () => {
    expect(
      await adminCommands(h.ctx, {
        group: 'beta-code',
        action: 'create',
        values: { code: 'cli-code-1', days: '3' },
        password: undefined,
      }),
    ).toBe(0);
    const guest = (await h.request({ method: 'POST', url: '/api/auth/guest' })).json().sessionId;
    const res = await h.request({
      method: 'POST',
      url: '/api/auth/guest/apply-discount',
      headers: { 'x-guest-session': guest },
      payload: { code: 'CLI-CODE-1' },
    });
    expect(res.statusCode).toBe(200);
  });

  it('refuses unknown commands and missing options', async () => {
    expect(
      await adminCommands(h.ctx, { group: 'nope', action: undefined, values: {}, password: undefined }),
    ).toBe(1);
    await expect(
      adminCommands(h.ctx, { group: 'admin', action: 'reset-totp', values: {}, password: undefined }),
    ).rejects.toThrow(/--username/);
  });
});
