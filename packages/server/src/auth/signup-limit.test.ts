import { expect, it } from 'vitest';
import { messages } from '@clearbill/shared';
import { minutes } from '../clock';
import { users } from '../db/schema';
import { signupInput } from '../test/factories';
import { describeEachDb, realLimits, type Harness } from '../test/harness';

const signUp = (h: Harness, ip: string, overrides: Parameters<typeof signupInput>[0] = {}) =>
  h.request({ method: 'POST', url: '/api/auth/signup', payload: signupInput(overrides), ip });

// The deployed default: 10 sign-ups per address per hour.
describeEachDb(
  'sign-ups per address',
  (h) => {
    it('refuses the 11th attempt in an hour (a taken e-mail counts too), then recovers', async () => {
      const ip = '10.30.0.1';
      const first = await signUp(h(), ip);
      expect(first.statusCode).toBe(201);
      const taken = await signUp(h(), ip, { email: first.json().user.email });
      expect(taken.statusCode).toBe(409);
      for (let i = 0; i < 8; i++) expect((await signUp(h(), ip)).statusCode).toBe(201);

      const before = (await h().ctx.db.select().from(users)).length;
      const refused = await signUp(h(), ip);
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBe(String(60 * 60));
      expect(refused.json()).toMatchObject({
        error: 'rate_limited',
        message: 'Too many accounts created from your network. Please try again in 60 minutes.',
      });
      expect((await h().ctx.db.select().from(users)).length).toBe(before);
      expect((await signUp(h(), '10.30.0.2')).statusCode).toBe(201);

      h().clock.advance(minutes(60));
      expect((await signUp(h(), ip)).statusCode).toBe(201);
    });

    it('does not count a sign-up refused for its password', async () => {
      const ip = '10.31.0.1';
      for (let i = 0; i < 12; i++) {
        const res = await signUp(h(), ip, { password: 'password1234' });
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe(messages.passwordTooCommon);
      }
      expect((await signUp(h(), ip)).statusCode).toBe(201);
    });

    it('does not let parallel sign-ups slip past the limit', async () => {
      const results = await Promise.all(Array.from({ length: 14 }, () => signUp(h(), '10.32.0.1')));
      const statuses = results.map((r) => r.statusCode);
      expect(statuses.filter((s) => s === 201)).toHaveLength(10);
      expect(statuses.filter((s) => s === 429)).toHaveLength(4);
    });
  },
  realLimits,
);
