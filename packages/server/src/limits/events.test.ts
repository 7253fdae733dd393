import { expect, it } from 'vitest';
import { minutes } from '../clock';
import { loadConfig } from '../config';
import { sweepExpiredSessions } from '../auth/sweep';
import { limitEvents } from '../db/schema';
import { describeEachDb } from '../test/harness';
import { consumeLimits, type LimitRule } from './events';

const rule = (scope: string, max: number, windowMinutes: number): LimitRule => ({
  scope,
  max,
  windowMs: minutes(windowMinutes),
  message: (s) => `wait ${s}`,
});

it('has the documented defaults and reads each setting', () => {
  expect(loadConfig({}).abuseLimits).toEqual({
    guestSessionsPerAddressHour: 20,
    guestUploadsPerAddressDay: 30,
    signupsPerAddressHour: 10,
    signInFailuresPerAccountAddress15Min: 5,
    signInFailuresPerAddress15Min: 50,
    signInFailuresPerAccountHour: 100,
    chatMessagesPerMinute: 30,
    adminUsersListPerMinute: 30,
  });
  const set = loadConfig({
    GUEST_SESSIONS_PER_ADDRESS_HOUR: '1',
    GUEST_UPLOADS_PER_ADDRESS_DAY: '2',
    SIGNUPS_PER_ADDRESS_HOUR: '3',
    SIGNIN_FAILURES_PER_ACCOUNT_ADDRESS_15MIN: '4',
    SIGNIN_FAILURES_PER_ADDRESS_15MIN: '5',
    SIGNIN_FAILURES_PER_ACCOUNT_HOUR: '6',
    CHAT_MESSAGES_PER_MINUTE: '7',
    ADMIN_USERS_LIST_PER_MINUTE: '8',
  }).abuseLimits;
  expect(Object.values(set)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  expect(() => loadConfig({ SIGNUPS_PER_ADDRESS_HOUR: '0' })).toThrow(/SIGNUPS_PER_ADDRESS_HOUR/);
});

describeEachDb('limit counters', (h) => {
  it('counts keys case-insensitively and scopes apart', async () => {
    const now = h().clock.now();
    const a = rule('test:a', 2, 10);
    const b = rule('test:b', 2, 10);
    await consumeLimits(h().ctx.db, now, [{ rule: a, key: 'Key-1' }]);
    await consumeLimits(h().ctx.db, now, [{ rule: a, key: 'key-1' }]);
    await expect(consumeLimits(h().ctx.db, now, [{ rule: a, key: 'KEY-1' }])).rejects.toMatchObject({
      code: 'rate_limited',
      retryAfterSeconds: 600,
      message: 'wait 600',
    });
    await consumeLimits(h().ctx.db, now, [{ rule: b, key: 'key-1' }]);
    await consumeLimits(h().ctx.db, now, [{ rule: a, key: 'key-2' }]);
  });

  it('refuses when any key is at its limit and then counts none of them', async () => {
    const now = h().clock.now();
    const tight = rule('test:tight', 1, 10);
    const loose = rule('test:loose', 100, 10);
    await consumeLimits(h().ctx.db, now, [{ rule: tight, key: 'x' }]);
    await expect(
      consumeLimits(h().ctx.db, now, [
        { rule: loose, key: 'y' },
        { rule: tight, key: 'x' },
      ]),
    ).rejects.toMatchObject({ code: 'rate_limited' });
    const rows = await h().ctx.db.select().from(limitEvents);
    expect(rows.filter((r) => r.scope === 'test:loose')).toHaveLength(0);
  });

  it('stores keys only as hashes, and the sweep deletes rows whose window has ended', async () => {
    const db = h().ctx.db;
    await consumeLimits(db, h().clock.now(), [{ rule: rule('test:short', 5, 15), key: '192.0.2.44' }]);
    await consumeLimits(db, h().clock.now(), [{ rule: rule('test:long', 5, 60), key: '192.0.2.44' }]);
    const stored = await db.select().from(limitEvents);
    expect(JSON.stringify(stored)).not.toContain('192.0.2.44');

    h().clock.advance(minutes(16));
    const first = await sweepExpiredSessions(h().ctx);
    expect(first.limitEvents).toBeGreaterThanOrEqual(1);
    const scopes = (await db.select().from(limitEvents)).map((r) => r.scope);
    expect(scopes).toContain('test:long');
    expect(scopes).not.toContain('test:short');
    h().clock.advance(minutes(45));
    await sweepExpiredSessions(h().ctx);
    expect((await db.select().from(limitEvents)).map((r) => r.scope)).not.toContain('test:long');
  });
});
