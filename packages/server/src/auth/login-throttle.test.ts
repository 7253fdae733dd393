import { expect, it } from 'vitest';
import { messages } from '@clearbill/shared';
import { minutes } from '../clock';
import { createAdminSession, createUser } from '../test/factories';
import { describeEachDb, type Harness } from '../test/harness';

const login = (h: Harness, email: string, password: string, ip: string) =>
  h.request({ method: 'POST', url: '/api/auth/login', payload: { email, password }, ip });

const adminLogin = (h: Harness, username: string, password: string, ip: string) =>
  h.request({ method: 'POST', url: '/api/admin/login', payload: { username, password }, ip });

describeEachDb('sign-in throttle: 5 failures per account and address in 15 minutes', (h) => {
  it('answers the 6th attempt from the address with 429, even with the right password, until the window passes', async () => {
    const u = await createUser(h());
    const ip = '10.1.0.1';
    for (let i = 1; i <= 5; i++) {
      expect((await login(h(), u.email, `wrong-${i}`, ip)).statusCode).toBe(401);
      h().clock.advance(minutes(1));
    }
    const blocked = await login(h(), u.email, u.password, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ error: 'rate_limited', retryAfterSeconds: 10 * 60 });
    // Failures at minutes 0-4, now minute 5: the first leaves the window at minute 15.
    expect(blocked.json().message).toBe(messages.tooManyAttempts(10));
    expect(Number(blocked.headers['retry-after'])).toBe(10 * 60);

    h().clock.advance(minutes(9));
    expect((await login(h(), u.email, u.password, ip)).statusCode).toBe(429);
    h().clock.advance(minutes(1));
    expect((await login(h(), u.email, u.password, ip)).statusCode).toBe(200);
  });

  it('does not lock another account out from the same address', async () => {
    const a = await createUser(h());
    const b = await createUser(h());
    const ip = '10.2.0.1';
    for (let i = 0; i < 5; i++) expect((await login(h(), a.email, 'guess-guess', ip)).statusCode).toBe(401);
    expect((await login(h(), a.email, a.password, ip)).statusCode).toBe(429);
    expect((await login(h(), b.email, b.password, ip)).statusCode).toBe(200);
    // Guesses at accounts that do not exist do not block real ones either.
    for (let i = 0; i < 5; i++) await login(h(), `nobody-${i}@example.org`, 'guess-guess', ip);
    expect((await login(h(), b.email, b.password, ip)).statusCode).toBe(200);
  });

  it("does not lock the owner out from their own address after an attacker's failures", async () => {
    const u = await createUser(h());
    for (let i = 0; i < 8; i++) await login(h(), u.email, `attack-${i}`, '203.0.113.66');
    expect((await login(h(), u.email, u.password, '203.0.113.66')).statusCode).toBe(429);
    expect((await login(h(), u.email, u.password, '198.51.100.7')).statusCode).toBe(200);
  });

  it('clears the pair count after a successful sign-in', async () => {
    const u = await createUser(h());
    const ip = '10.3.0.1';
    for (let i = 0; i < 4; i++) await login(h(), u.email, 'wrong-wrong', ip);
    expect((await login(h(), u.email, u.password, ip)).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) await login(h(), u.email, 'wrong-wrong', ip);
    expect((await login(h(), u.email, u.password, ip)).statusCode).toBe(200);
  });

  it('counts an IPv6 /64 as one address', async () => {
    const u = await createUser(h());
    for (let i = 1; i <= 5; i++) await login(h(), u.email, 'wrong-wrong', `2001:db8:aa:bb::${i}`);
    expect((await login(h(), u.email, u.password, '2001:db8:aa:bb:ffff::99')).statusCode).toBe(429);
    expect((await login(h(), u.email, u.password, '2001:db8:aa:bc::1')).statusCode).toBe(200);
  });

  it('holds under parallel guessing: no more than 5 failures get through', async () => {
    const u = await createUser(h());
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => login(h(), u.email, `parallel-${i}`, '10.4.0.1')),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(7);
  });

  it('keeps admin and patient counters apart', async () => {
    // Not enrolled: the password alone then signs in (to the enrolment screens), which is all this counts.
    const admin = await createAdminSession(h(), { enrolled: false });
    const u = await createUser(h());
    const ip = '10.5.0.1';
    // The same name used as admin username and as patient e-mail is two different accounts.
    for (let i = 0; i < 5; i++) await adminLogin(h(), u.email, 'wrong-wrong', ip);
    expect((await login(h(), u.email, u.password, ip)).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) await login(h(), admin.username, 'wrong-wrong', ip);
    expect((await adminLogin(h(), admin.username, admin.password, ip)).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) await adminLogin(h(), admin.username, 'wrong-wrong', ip);
    expect((await adminLogin(h(), admin.username, admin.password, ip)).statusCode).toBe(429);
    expect((await login(h(), u.email, u.password, ip)).statusCode).toBe(200);
  });
});

// Lower bars than the defaults (50 per address, 100 per account), so each test makes few attempts.
describeEachDb(
  'sign-in throttle: the per-address and per-account bars',
  (h) => {
    it('stops one address guessing across many accounts at the per-address bar', async () => {
      const ip = '10.6.0.1';
      const u = await createUser(h());
      for (let i = 0; i < 8; i++) {
        expect((await login(h(), `spray-${i}@example.org`, 'Summer2026!!', ip)).statusCode).toBe(401);
      }
      const blocked = await login(h(), u.email, u.password, ip);
      expect(blocked.statusCode).toBe(429);
      expect(Number(blocked.headers['retry-after'])).toBe(15 * 60);
      expect((await login(h(), u.email, u.password, '10.6.0.2')).statusCode).toBe(200);
      h().clock.advance(minutes(15));
      expect((await login(h(), u.email, u.password, ip)).statusCode).toBe(200);
    });

    it('stops guessing at one account from many addresses at the per-account bar, for an hour', async () => {
      const u = await createUser(h());
      for (let i = 0; i < 12; i++) {
        expect((await login(h(), u.email, `distributed-${i}`, `10.7.${i}.1`)).statusCode).toBe(401);
      }
      const blocked = await login(h(), u.email, u.password, '10.7.99.1');
      expect(blocked.statusCode).toBe(429);
      expect(Number(blocked.headers['retry-after'])).toBe(60 * 60);
      h().clock.advance(minutes(60));
      expect((await login(h(), u.email, u.password, '10.7.99.1')).statusCode).toBe(200);
    });

    it('holds the per-address bar under parallel guesses at different accounts', async () => {
      const results = await Promise.all(
        Array.from({ length: 14 }, (_, i) => login(h(), `par-${i}@example.org`, 'guess-guess', '10.8.0.1')),
      );
      const statuses = results.map((r) => r.statusCode);
      expect(statuses.filter((s) => s === 401)).toHaveLength(8);
      expect(statuses.filter((s) => s === 429)).toHaveLength(6);
    });
  },
  { SIGNIN_FAILURES_PER_ADDRESS_15MIN: '8', SIGNIN_FAILURES_PER_ACCOUNT_HOUR: '12' },
);
