import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { signupInput } from '../test/factories';
import { realLimits, startHarness, type Harness } from '../test/harness';

// Two app instances, each with its own connection pool, on one PostgreSQL database: the abuse limits
// are rows there, so one address gets the same allowance however the load balancer spreads it.
describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('abuse limits across two instances', () => {
  let h: Harness;
  let other: FastifyInstance;
  beforeAll(async () => {
    h = await startHarness('postgres', realLimits);
    other = await h.secondInstance();
  });
  afterAll(async () => {
    await h.close();
  });

  const startGuest = (app: FastifyInstance, ip: string) =>
    app.inject({ method: 'POST', url: '/api/auth/guest', remoteAddress: ip });

  it('gives one address 20 guest sessions an hour in all, even in parallel over both', async () => {
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) => startGuest(i % 2 ? other : h.app, '10.50.0.1')),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(20);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
    expect((await startGuest(other, '10.50.0.1')).headers['retry-after']).toBe('3600');
  });

  it('gives one address 10 sign-ups an hour in all', async () => {
    const results = await Promise.all(
      Array.from({ length: 14 }, (_, i) =>
        (i % 2 ? other : h.app).inject({
          method: 'POST',
          url: '/api/auth/signup',
          payload: signupInput(),
          remoteAddress: '10.51.0.1',
        }),
      ),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(4);
  });

  it('counts failed sign-ins from both instances against one pair', async () => {
    const email = signupInput().email;
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        (i % 2 ? other : h.app).inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email, password: `guess-${i}` },
          remoteAddress: '10.52.0.1',
        }),
      ),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(7);
  });
});
