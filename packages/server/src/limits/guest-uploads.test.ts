import { expect, it } from 'vitest';
import { hours } from '../clock';
import { createGuest, createUser } from '../test/factories';
import { documentCounts, upload } from '../test/documents';
import { describeEachDb, type Harness } from '../test/harness';

const small = { files: [{ name: 'b.txt', bytes: 'Office visit 99213 $120.00' }] };

const guestStatus = async (h: Harness, headers: Record<string, string>) =>
  (await h.request({ method: 'GET', url: '/api/auth/guest/status', headers })).json<{
    uploadsRemaining: number | null;
  }>();

// 4 per address per day (the default is 30), so a test needs few uploads.
describeEachDb(
  'guest uploads per address per day, across guest sessions',
  (h) => {
    it('refuses past the limit with 429 and Retry-After, keeps the allowance, and recovers after a day', async () => {
      const ip = '10.40.0.1';
      const a = await createGuest(h());
      const b = await createGuest(h());
      for (let i = 0; i < 3; i++) {
        expect((await upload(h(), { ...small, headers: a.headers, ip })).res.statusCode).toBe(201);
      }
      expect((await upload(h(), { ...small, headers: b.headers, ip })).res.statusCode).toBe(201);

      const before = await documentCounts(h());
      const refused = await upload(h(), { ...small, headers: b.headers, ip });
      expect(refused.res.statusCode).toBe(429);
      expect(refused.res.headers['retry-after']).toBe(String(24 * 60 * 60));
      expect(refused.res.json()).toMatchObject({
        error: 'rate_limited',
        message:
          'Too many free uploads from your network today. Create a free account to keep going, or try again in 24 hours.',
      });
      // Nothing stored, and the guest's own allowance is not spent by the refusal.
      expect(await documentCounts(h())).toEqual(before);
      expect((await guestStatus(h(), b.headers)).uploadsRemaining).toBe(4);

      expect((await upload(h(), { ...small, headers: b.headers, ip: '10.40.0.2' })).res.statusCode).toBe(201);
      const user = await createUser(h());
      expect((await upload(h(), { ...small, headers: user.auth, ip })).res.statusCode).toBe(201);

      h().clock.advance(hours(24));
      const c = await createGuest(h());
      expect((await upload(h(), { ...small, headers: c.headers, ip })).res.statusCode).toBe(201);
    });

    it('does not let parallel uploads slip past the limit', async () => {
      const guests = await Promise.all(Array.from({ length: 2 }, () => createGuest(h())));
      const results = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          upload(h(), { ...small, headers: guests[i % 2]!.headers, ip: '10.41.0.1' }),
        ),
      );
      const statuses = results.map((r) => r.res.statusCode);
      expect(statuses.filter((s) => s === 201)).toHaveLength(4);
      expect(statuses.filter((s) => s === 429)).toHaveLength(4);
    });
  },
  { GUEST_UPLOADS_PER_ADDRESS_DAY: '4' },
);
