import { expect, it } from 'vitest';
import { formatWait, messages } from '@clearbill/shared';
import { minutes } from '../clock';
import { describeEachDb, realLimits, type Harness } from '../test/harness';

const startGuest = (h: Harness, ip: string) => h.request({ method: 'POST', url: '/api/auth/guest', ip });

// The deployed default: 20 new guest sessions per address per hour.
describeEachDb(
  'guest sessions per address',
  (h) => {
    it('refuses the 21st in an hour with 429 and Retry-After, other addresses unaffected, and recovers', async () => {
      const ip = '10.20.0.1';
      for (let i = 0; i < 10; i++) expect((await startGuest(h(), ip)).statusCode).toBe(201);
      h().clock.advance(minutes(30));
      for (let i = 0; i < 10; i++) expect((await startGuest(h(), ip)).statusCode).toBe(201);

      const refused = await startGuest(h(), ip);
      expect(refused.statusCode).toBe(429);
      // The first ten leave the window 30 minutes from now.
      expect(refused.headers['retry-after']).toBe(String(30 * 60));
      expect(refused.json()).toEqual({
        error: 'rate_limited',
        message: messages.tooManyGuestSessions(formatWait(30 * 60)),
        retryAfterSeconds: 30 * 60,
      });
      expect(refused.json().message).toBe(
        'Too many guest sessions from your network. Please try again in 30 minutes.',
      );
      expect((await startGuest(h(), '10.20.0.2')).statusCode).toBe(201);

      h().clock.advance(minutes(30));
      for (let i = 0; i < 10; i++) expect((await startGuest(h(), ip)).statusCode).toBe(201);
      expect((await startGuest(h(), ip)).statusCode).toBe(429);
    });

    it('does not let parallel requests slip past the limit', async () => {
      const results = await Promise.all(Array.from({ length: 30 }, () => startGuest(h(), '10.21.0.1')));
      const statuses = results.map((r) => r.statusCode);
      expect(statuses.filter((s) => s === 201)).toHaveLength(20);
      expect(statuses.filter((s) => s === 429)).toHaveLength(10);
    });

    it('counts an IPv4 address written IPv4-mapped as the same address', async () => {
      for (let i = 0; i < 20; i++) expect((await startGuest(h(), '10.22.0.1')).statusCode).toBe(201);
      expect((await startGuest(h(), '::ffff:10.22.0.1')).statusCode).toBe(429);
    });
  },
  realLimits,
);
