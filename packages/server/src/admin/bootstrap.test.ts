import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { admins } from '../db/schema';
import { startHarness, type Harness } from '../test/harness';
import { bootstrapAdmin } from './service';
import { totpCodeAt } from './totp';

describe('first-start admin', () => {
  let h: Harness;
  beforeEach(async () => {
    h = await startHarness('pglite');
  });
  afterEach(async () => {
    await h.close();
  });

  it('creates the admin from ADMIN_USERNAME and ADMIN_PASSWORD, once', async () => {
    const first = await bootstrapAdmin(h.ctx, { username: 'ops', password: 'a-long-admin-password' });
    expect(first).toEqual({
      created: true,
      username: 'ops',
      generatedPassword: null,
      totpProvisioned: false,
    });
    const again = await bootstrapAdmin(h.ctx, { username: 'other', password: 'another-long-password' });
    expect(again).toEqual({ created: false });
    const rows = await h.ctx.db.select().from(admins);
    expect(rows.map((r) => r.username)).toEqual(['ops']);
    const login = await h.request({
      method: 'POST',
      url: '/api/admin/login',
      payload: { username: 'ops', password: 'a-long-admin-password' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('generates a one-time random password when none is configured', async () => {
    const result = await bootstrapAdmin(h.ctx, { username: undefined, password: undefined });
    if (!result.created || !result.generatedPassword) throw new Error('expected a generated password');
    expect(result.username).toBe('admin');
    expect(result.generatedPassword.length).toBeGreaterThanOrEqual(20);
    const login = await h.request({
      method: 'POST',
      url: '/api/admin/login',
      payload: { username: 'admin', password: result.generatedPassword },
    });
    expect(login.statusCode).toBe(200);
  });

  it('gives the first admin the authenticator of ADMIN_TOTP_SECRET: sign-in then needs its code', async () => {
    const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    const result = await bootstrapAdmin(h.ctx, {
      username: 'ops',
      password: 'a-long-admin-password',
      totpSecret: secret,
    });
    expect(result).toMatchObject({ created: true, totpProvisioned: true });
    const payload = { username: 'ops', password: 'a-long-admin-password' };
    const noCode = await h.request({ method: 'POST', url: '/api/admin/login', payload });
    expect(noCode.json().error).toBe('totp_required');
    const login = await h.request({
      method: 'POST',
      url: '/api/admin/login',
      payload: { ...payload, totpCode: totpCodeAt(secret, h.clock.now()) },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().admin).toMatchObject({ totpEnabled: true });
    const [row] = await h.ctx.db.select().from(admins);
    expect(row?.totpSecretEnc).not.toContain(secret);
    const auth = { authorization: `Bearer ${login.json().token as string}` };
    expect((await h.request({ method: 'GET', url: '/api/admin/beta-codes', headers: auth })).statusCode).toBe(
      200,
    );
  });

  it('leaves an admin created without ADMIN_TOTP_SECRET to enrol at first sign-in', async () => {
    await bootstrapAdmin(h.ctx, { username: 'ops', password: 'a-long-admin-password' });
    const login = await h.request({
      method: 'POST',
      url: '/api/admin/login',
      payload: { username: 'ops', password: 'a-long-admin-password' },
    });
    expect(login.json().admin).toMatchObject({ totpEnabled: false });
    const auth = { authorization: `Bearer ${login.json().token as string}` };
    const locked = await h.request({ method: 'GET', url: '/api/admin/beta-codes', headers: auth });
    expect(locked.statusCode).toBe(403);
    expect(locked.json().error).toBe('totp_enrolment_required');
  });

  it('refuses an admin password shorter than 12 characters', async () => {
    await expect(bootstrapAdmin(h.ctx, { username: 'ops', password: 'short-pass' })).rejects.toThrow(
      /12 characters/,
    );
    expect(await h.ctx.db.select().from(admins)).toHaveLength(0);
  });
});
