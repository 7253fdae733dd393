import { expect, it } from 'vitest';
import { minutes } from '../clock';
import { createUser } from '../test/factories';
import { describeEachDb } from '../test/harness';

const login = (
  h: ReturnType<Parameters<Parameters<typeof describeEachDb>[1]>[0]>,
  email: string,
  password: string,
  ip: string,
) => h.request({ method: 'POST', url: '/api/auth/login', payload: { email, password }, ip });

describeEachDb('sign-in throttle: 5 failures per 15 minutes', (h) => {
  it('answers the 6th attempt on an account with 429, even with the right password, until the window passes', async () => {
    const u = await createUser(h());
    for (let i = 1; i <= 5; i++) {
      const res = await login(h(), u.email, `wrong-${i}`, `10.1.0.${i}`);
      expect(res.statusCode).toBe(401);
      h().clock.advance(minutes(1));
    }
    const blocked = await login(h(), u.email, u.password, '10.1.0.99');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error).toBe('rate_limited');
    // Failures at minutes 0-4, now minute 5: the first leaves the window at minute 15.
    expect(blocked.json().message).toMatch(/Try again in 10 minutes/);
    expect(Number(blocked.headers['retry-after'])).toBe(10 * 60);

    h().clock.advance(minutes(9));
    expect((await login(h(), u.email, u.password, '10.1.0.99')).statusCode).toBe(429);
    h().clock.advance(minutes(1));
    expect((await login(h(), u.email, u.password, '10.1.0.99')).statusCode).toBe(200);
  });

  it('counts failures from one address across accounts', async () => {
    const ip = '10.2.0.1';
    for (let i = 0; i < 5; i++) {
      expect((await login(h(), `someone-${i}@example.org`, 'guess', ip)).statusCode).toBe(401);
    }
    const u = await createUser(h());
    expect((await login(h(), u.email, u.password, ip)).statusCode).toBe(429);
    expect((await login(h(), u.email, u.password, '10.2.0.2')).statusCode).toBe(200);
  });

  it('clears the account count after a successful sign-in', async () => {
    const u = await createUser(h());
    for (let i = 0; i < 4; i++) await login(h(), u.email, 'wrong', `10.3.0.${i}`);
    expect((await login(h(), u.email, u.password, '10.3.1.1')).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) await login(h(), u.email, 'wrong', `10.3.2.${i}`);
    expect((await login(h(), u.email, u.password, '10.3.3.1')).statusCode).toBe(200);
  });

  it('holds under parallel guessing: no more than 5 failures get through', async () => {
    const u = await createUser(h());
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => login(h(), u.email, `parallel-${i}`, `10.4.0.${i}`)),
    );
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(7);
  });
});
