import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messages } from '@clearbill/shared';
import { resetAdminTotp } from '../admin/service';
import { minutes } from '../clock';
import { sha256 } from '../crypto/tokens';
import { sessions } from '../db/schema';
import { createAdminSession, createUser } from '../test/factories';
import { describeEachDb } from '../test/harness';
import { SessionCache, sessionCacheOf, type CachedCaller } from './session-cache';

// Code look-ups remember a checked token for SESSION_CACHE_MS (5 s by default); everything else
// still reads the session every time.
const counts = '/api/medical-codes/counts';

describeEachDb('the session cache of code look-ups', (h) => {
  const get = (url: string, headers: Record<string, string>) => h().request({ method: 'GET', url, headers });

  it('answers a token checked moments ago from memory (a revocation written behind its back waits)', async () => {
    const u = await createUser(h());
    expect((await get(counts, u.auth)).statusCode).toBe(200);
    // As another instance's sign-out would: straight in the table, not through this process.
    await h()
      .ctx.db.update(sessions)
      .set({ revokedAt: h().clock.now() })
      .where(eq(sessions.tokenHash, sha256(u.token)));
    expect((await get(counts, u.auth)).statusCode).toBe(200);
    // Routes with personal data never use it.
    expect((await get('/api/auth/user', u.auth)).statusCode).toBe(401);
    sessionCacheOf(h().ctx).forget(sha256(u.token));
    expect((await get(counts, u.auth)).statusCode).toBe(401);
  });

  it('ends a token at once when it signs out on this instance', async () => {
    const u = await createUser(h());
    expect((await get(counts, u.auth)).statusCode).toBe(200);
    const out = await h().request({ method: 'POST', url: '/api/auth/logout', headers: u.auth });
    expect(out.statusCode).toBe(200);
    const res = await get(counts, u.auth);
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe('unauthorized');
  });

  it("ends an admin's cached tokens at once when the operator ends the admin's sessions", async () => {
    const admin = await createAdminSession(h());
    expect((await get(counts, admin.auth)).statusCode).toBe(200);
    await resetAdminTotp(h().ctx, admin.username);
    expect((await get(counts, admin.auth)).statusCode).toBe(401);
  });

  it("an admin's sign-out ends the cached token too", async () => {
    const admin = await createAdminSession(h());
    expect((await get(counts, admin.auth)).statusCode).toBe(200);
    await h().request({ method: 'POST', url: '/api/admin/logout', headers: admin.auth });
    expect((await get(counts, admin.auth)).statusCode).toBe(401);
  });

  it('never outlives the idle limit, whatever is cached', async () => {
    const u = await createUser(h());
    expect((await get(counts, u.auth)).statusCode).toBe(200);
    h().clock.advance(minutes(31));
    const res = await get(counts, u.auth);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'session_expired', message: messages.sessionExpired });
  });

  it('never widens access: a cached patient token stays a patient token, a refusal is not cached', async () => {
    const u = await createUser(h());
    expect((await get(counts, u.auth)).statusCode).toBe(200);
    expect((await get('/api/admin/medical-codes/counts', u.auth)).statusCode).toBe(403);
    expect((await get('/api/enterprise/manual-review/summary', u.auth)).statusCode).toBe(403);
    // An admin who must still enrol is refused every time, not let in by a cached answer.
    const pending = await createAdminSession(h(), { enrolled: false });
    for (let i = 0; i < 2; i++) {
      expect((await get(counts, pending.auth)).json().error).toBe('totp_enrolment_required');
    }
    // A guest's header is no bearer token, cached or not.
    const guest = await h().request({ method: 'POST', url: '/api/auth/guest' });
    const guestHeader = { 'x-guest-session': guest.json<{ sessionId: string }>().sessionId };
    expect((await get(counts, guestHeader)).statusCode).toBe(401);
  });
});

describe('SessionCache', () => {
  const entry = (now: number): CachedCaller => ({
    caller: { kind: 'user', userId: 'u1' },
    expiresAt: now + minutes(60),
    lastSeenAt: now,
    userId: 'u1',
    adminId: null,
  });
  const idle = minutes(30);

  it('forgets an entry after its time to live (real time)', async () => {
    const cache = new SessionCache(30);
    const now = Date.now();
    cache.set('h', entry(now), cache.epoch);
    expect(cache.get('h', now, idle)).toEqual({ kind: 'user', userId: 'u1' });
    await new Promise((r) => setTimeout(r, 40));
    expect(cache.get('h', now, idle)).toBeNull();
  });

  it('never stores a look-up that raced a sign-out', () => {
    const cache = new SessionCache(5000);
    const now = Date.now();
    const epoch = cache.epoch; // the look-up starts reading the session
    cache.forget('h'); // a sign-out is written meanwhile
    cache.set('h', entry(now), epoch);
    expect(cache.get('h', now, idle)).toBeNull();
  });

  it("stops at the session's hard end, forgets by subject, keeps nothing when off", () => {
    const cache = new SessionCache(5000);
    const now = Date.now();
    cache.set('h', entry(now), cache.epoch);
    expect(cache.get('h', now + minutes(61), idle)).toBeNull();
    cache.set('h', entry(now), cache.epoch);
    cache.forgetSubject({ userId: 'u1' });
    expect(cache.get('h', now, idle)).toBeNull();
    const off = new SessionCache(0);
    off.set('h', entry(now), off.epoch);
    expect(off.size).toBe(0);
  });
});
