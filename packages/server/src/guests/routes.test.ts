import { expect, it } from 'vitest';
import { messages } from '@clearbill/shared';
import { hours, minutes } from '../clock';
import { guestSessions } from '../db/schema';
import { createAdminSession, createBetaCodeViaApi, createGuest, createUser } from '../test/factories';
import { describeEachDb } from '../test/harness';

describeEachDb('guest sessions and beta codes', (h) => {
  it('starts a guest session with 5 uploads and reports it through x-guest-session', async () => {
    const res = await h().request({ method: 'POST', url: '/api/auth/guest' });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      success: true,
      session: { hasUnlimitedAccess: false, uploadsRemaining: 5 },
    });
    expect(body.sessionId).toMatch(/^cbg_/);
    const status = await h().request({
      method: 'GET',
      url: '/api/auth/guest/status',
      headers: { 'x-guest-session': body.sessionId },
    });
    expect(status.json()).toEqual({ hasGuestSession: true, uploadsRemaining: 5, hasUnlimitedAccess: false });
  });

  it('refuses status without a session, with a forged one, or with a user token instead', async () => {
    const u = await createUser(h());
    for (const headers of [{}, { 'x-guest-session': 'cbg_forged' }, u.auth]) {
      const res = await h().request({ method: 'GET', url: '/api/auth/guest/status', headers });
      expect(res.statusCode).toBe(401);
    }
  });

  it('ends a guest session after 30 minutes idle', async () => {
    const g = await createGuest(h());
    h().clock.advance(minutes(31));
    const res = await h().request({ method: 'GET', url: '/api/auth/guest/status', headers: g.headers });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe('session_expired');
  });

  it('applies a valid beta code, trimmed and upper-cased: unlimited uploads', async () => {
    const admin = await createAdminSession(h());
    const code = await createBetaCodeViaApi(h(), admin, { code: 'spring-2026', validForDays: 10 });
    expect(code.code).toBe('SPRING-2026');
    const g = await createGuest(h());
    const res = await h().request({
      method: 'POST',
      url: '/api/auth/guest/apply-discount',
      headers: g.headers,
      payload: { code: '  spring-2026 ' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().session).toEqual({ hasUnlimitedAccess: true, uploadsRemaining: null });
    const status = await h().request({ method: 'GET', url: '/api/auth/guest/status', headers: g.headers });
    expect(status.json()).toMatchObject({ hasUnlimitedAccess: true, uploadsRemaining: null });
  });

  it("refuses unknown, expired, revoked and used-up codes with the spec's text", async () => {
    const admin = await createAdminSession(h());
    const expiring = await createBetaCodeViaApi(h(), admin, { validForDays: 1 });
    const revoked = await createBetaCodeViaApi(h(), admin, {});
    await h().request({ method: 'DELETE', url: `/api/admin/beta-codes/${revoked.id}`, headers: admin.auth });
    const once = await createBetaCodeViaApi(h(), admin, { maxUses: 1 });

    const apply = async (code: string) => {
      const g = await createGuest(h());
      return h().request({
        method: 'POST',
        url: '/api/auth/guest/apply-discount',
        headers: g.headers,
        payload: { code },
      });
    };
    expect((await apply(once.code)).statusCode).toBe(200);
    h().clock.advance(hours(25));
    for (const code of ['NO-SUCH-CODE', expiring.code, revoked.code, once.code]) {
      const res = await apply(code);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'invalid_code', message: messages.invalidCodeBody });
    }
  });

  it('refuses an empty or missing code, and a code without a guest session', async () => {
    const g = await createGuest(h());
    for (const payload of [{ code: '   ' }, {}]) {
      const res = await h().request({
        method: 'POST',
        url: '/api/auth/guest/apply-discount',
        headers: g.headers,
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: 'validation_failed', message: messages.codeRequired });
    }
    const none = await h().request({
      method: 'POST',
      url: '/api/auth/guest/apply-discount',
      payload: { code: 'X' },
    });
    expect(none.statusCode).toBe(401);
    const rows = await h().ctx.db.select().from(guestSessions);
    expect(rows.every((r) => !r.hasUnlimitedAccess || r.betaCodeId)).toBe(true);
  });
});
