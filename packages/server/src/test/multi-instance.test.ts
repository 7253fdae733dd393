import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createUser } from './factories';
import { startHarness, type Harness } from './harness';

// Two server instances, each with its own connection pool, on one PostgreSQL database: nothing an
// instance needs lives in its memory. (PGlite is one process by design, so this runs on PostgreSQL.)
describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('two instances on one PostgreSQL', () => {
  let h: Harness;
  let other: FastifyInstance;
  beforeAll(async () => {
    h = await startHarness('postgres');
    other = await h.secondInstance();
  });
  afterAll(async () => {
    await h.close();
  });

  it("accepts each other's tokens and sign-outs", async () => {
    const u = await createUser(h);
    const onOther = await other.inject({ method: 'GET', url: '/api/auth/user', headers: u.auth });
    expect(onOther.statusCode).toBe(200);
    await other.inject({ method: 'POST', url: '/api/auth/logout', headers: u.auth });
    expect((await h.request({ method: 'GET', url: '/api/auth/user', headers: u.auth })).statusCode).toBe(401);
  });

  it('counts failed sign-ins together', async () => {
    const u = await createUser(h);
    const attempt = (app: FastifyInstance, password: string, ip: string) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: u.email, password },
        remoteAddress: ip,
      });
    for (let i = 0; i < 5; i++) {
      expect((await attempt(i % 2 ? other : h.app, 'wrong', '10.7.0.1')).statusCode).toBe(401);
    }
    expect((await attempt(h.app, u.password, '10.7.0.1')).statusCode).toBe(429);
    expect((await attempt(other, u.password, '10.7.0.1')).statusCode).toBe(429);
    // The guesses from that address do not lock the owner out elsewhere.
    expect((await attempt(other, u.password, '10.7.0.2')).statusCode).toBe(200);
  });

  it('shares guest sessions', async () => {
    const created = await other.inject({ method: 'POST', url: '/api/auth/guest' });
    const sessionId = created.json<{ sessionId: string }>().sessionId;
    const status = await h.request({
      method: 'GET',
      url: '/api/auth/guest/status',
      headers: { 'x-guest-session': sessionId },
    });
    expect(status.statusCode).toBe(200);
  });
});
