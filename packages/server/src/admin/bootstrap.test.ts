import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { admins } from '../db/schema';
import { startHarness, type Harness } from '../test/harness';
import { bootstrapAdmin } from './service';

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
    expect(first).toEqual({ created: true, username: 'ops', generatedPassword: null });
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

  it('refuses an admin password shorter than 12 characters', async () => {
    await expect(bootstrapAdmin(h.ctx, { username: 'ops', password: 'short-pass' })).rejects.toThrow(
      /12 characters/,
    );
    expect(await h.ctx.db.select().from(admins)).toHaveLength(0);
  });
});
