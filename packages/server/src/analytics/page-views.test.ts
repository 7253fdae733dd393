import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { PageStats } from '@clearbill/shared';
import { hours, minutes } from '../clock';
import { queryRows } from '../codes/sql-rows';
import { createAdminSession, createUser } from '../test/factories';
import { describeEachDb, type Harness } from '../test/harness';
import { rebuildPageFigures, sweepOldPageViews } from './page-views';

const view = (h: Harness, body: unknown, extra: { ip?: string; headers?: Record<string, string> } = {}) =>
  h.request({ method: 'POST', url: '/api/page-views', payload: body as object, ...extra });

const viewCount = async (h: Harness) =>
  Number((await queryRows(h.ctx.db, sql`SELECT count(*)::int AS n FROM page_views`))[0]?.n ?? 0);

describeEachDb('POST /api/page-views', (harness) => {
  it('stores the path without query or fragment, ids replaced, with the tab session id', async () => {
    const h = harness();
    const sessionId = randomUUID();
    const res = await view(h, { path: `/analysis/${randomUUID()}?tab=2#findings`, sessionId });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ recorded: true });
    const rows = await queryRows(
      h.ctx.db,
      sql`SELECT path, session_id FROM page_views WHERE session_id = ${sessionId}`,
    );
    expect(rows).toEqual([{ path: '/analysis/:id', session_id: sessionId }]);
  });

  it('stores no account id and no address, even when a signed-in patient sends a token', async () => {
    const h = harness();
    const user = await createUser(h);
    const sessionId = randomUUID();
    const res = await view(h, { path: '/dashboard', sessionId }, { ip: '203.0.113.77', headers: user.auth });
    expect(res.statusCode).toBe(200);
    const [row] = await queryRows(h.ctx.db, sql`SELECT * FROM page_views WHERE session_id = ${sessionId}`);
    expect(Object.keys(row ?? {}).sort()).toEqual(['id', 'occurred_at', 'path', 'session_id']);
    const everything = JSON.stringify([
      await queryRows(h.ctx.db, sql`SELECT * FROM page_views`),
      await queryRows(h.ctx.db, sql`SELECT * FROM page_sessions`),
      await queryRows(h.ctx.db, sql`SELECT * FROM page_daily_views`),
      await queryRows(h.ctx.db, sql`SELECT * FROM page_daily_sessions`),
    ]);
    expect(everything).not.toContain(user.user.id);
    expect(everything).not.toContain('203.0.113.77');
    expect(everything).not.toContain(user.email);
  });

  it('refuses a path that is not plain route words (free text, an e-mail), storing nothing', async () => {
    const h = harness();
    const before = await viewCount(h);
    for (const path of ['/search/jane@example.com', '/notes/Jane Doe', 'dashboard', '/a/b/c/d/e/f/g/h/i']) {
      const res = await view(h, { path, sessionId: randomUUID() });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ recorded: false });
    }
    expect(await viewCount(h)).toBe(before);
  });

  it('answers 400 to bad input and stores nothing', async () => {
    const h = harness();
    const before = await viewCount(h);
    const bad: unknown[] = [
      {},
      { path: '/' },
      { path: '/', sessionId: 'not-a-uuid' },
      { path: '', sessionId: randomUUID() },
      { path: '/x'.repeat(200), sessionId: randomUUID() },
      { path: '/', sessionId: randomUUID(), userId: randomUUID() },
    ];
    for (const body of bad) {
      const res = await view(h, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ error: 'validation_failed' });
    }
    expect(await viewCount(h)).toBe(before);
  });

  it('limits one address to 120 views in 10 minutes (429 with Retry-After)', async () => {
    const h = harness();
    const sessionId = randomUUID();
    for (let i = 0; i < 120; i++) {
      const res = await view(h, { path: '/', sessionId }, { ip: '198.51.100.9' });
      expect(res.statusCode).toBe(200);
    }
    const refused = await view(h, { path: '/', sessionId }, { ip: '198.51.100.9' });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    const other = await view(h, { path: '/', sessionId }, { ip: '198.51.100.10' });
    expect(other.statusCode).toBe(200);
  });
});

describeEachDb('GET /api/admin/page-stats', (harness) => {
  it('refuses no credential (401), a patient (403), an unenrolled admin (403) and a bad period (400)', async () => {
    const h = harness();
    expect((await h.request({ method: 'GET', url: '/api/admin/page-stats' })).statusCode).toBe(401);
    const user = await createUser(h);
    expect(
      (await h.request({ method: 'GET', url: '/api/admin/page-stats', headers: user.auth })).statusCode,
    ).toBe(403);
    const unenrolled = await createAdminSession(h, { enrolled: false });
    const res = await h.request({ method: 'GET', url: '/api/admin/page-stats', headers: unenrolled.auth });
    expect(res.statusCode).toBe(403);
    const admin = await createAdminSession(h);
    const bad = await h.request({
      method: 'GET',
      url: '/api/admin/page-stats?period=week',
      headers: admin.auth,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('matches a hand count over seeded views, and the rebuilt figures match the running ones', async () => {
    const h = harness();
    const at = async (path: string, sessionId: string) => {
      const res = await view(h, { path, sessionId });
      expect(res.json()).toEqual({ recorded: true });
    };
    const [a, b, c, d, e] = [randomUUID(), randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    // 2026-01-15 12:00 (the clock's start): session E, two views a minute apart.
    await at('/', e);
    h.clock.advance(minutes(1));
    await at('/pricing', e);
    // 2026-02-23 09:00: session D, one view (a bounce).
    h.clock.advance(hours(38 * 24 + 21) - minutes(1));
    await at('/pricing', d);
    // 2026-02-24 10:00 ('today'): A three views over 10 minutes, B one view, C two views 6 minutes apart.
    h.clock.advance(hours(25));
    await at('/', a);
    h.clock.advance(minutes(3));
    await at('/pricing', a);
    h.clock.advance(minutes(2));
    await at('/', b);
    h.clock.advance(minutes(5));
    await at(`/analysis/${randomUUID()}`, a);
    h.clock.advance(minutes(10));
    await at('/pricing', c);
    h.clock.advance(minutes(6));
    await at('/', c);
    const admin = await createAdminSession(h);
    const stats = async (period: string) => {
      const res = await h.request({
        method: 'GET',
        url: `/api/admin/page-stats?period=${period}`,
        headers: admin.auth,
      });
      expect(res.statusCode).toBe(200);
      return res.json<PageStats>();
    };

    const today = await stats('1d');
    expect(today).toMatchObject({
      from: '2026-02-24',
      to: '2026-02-24',
      totalPageViews: 6,
      uniqueVisitors: 3,
    });
    expect(today.bounceRate).toBeCloseTo(1 / 3, 10);
    expect(today.averageSessionDuration).toBeCloseTo((10 + 0 + 6) / 3, 10);
    expect(today.topPages).toEqual([
      { path: '/', views: 3 },
      { path: '/pricing', views: 2 },
      { path: '/analysis/:id', views: 1 },
    ]);

    const week = await stats('7d');
    expect(week).toMatchObject({
      totalPageViews: 7,
      uniqueVisitors: 4,
      bounceRate: 0.5,
      averageSessionDuration: 4,
    });
    expect(week.topPages.slice(0, 2)).toEqual([
      { path: '/', views: 3 },
      { path: '/pricing', views: 3 },
    ]);
    expect(await stats('30d')).toMatchObject({ totalPageViews: 7, uniqueVisitors: 4 });
    const quarter = await stats('90d');
    expect(quarter).toMatchObject({ totalPageViews: 9, uniqueVisitors: 5, bounceRate: 0.4 });
    expect(quarter.averageSessionDuration).toBeCloseTo((10 + 0 + 6 + 0 + 1) / 5, 10);
    // The default period is 30 days.
    expect(
      (await h.request({ method: 'GET', url: '/api/admin/page-stats', headers: admin.auth })).json(),
    ).toMatchObject({ period: '30d', totalPageViews: 7 });

    await rebuildPageFigures(h.ctx);
    expect(await stats('1d')).toEqual(today);
    expect(await stats('90d')).toEqual(quarter);
  });

  it('the retention sweep removes views and figures older than 13 months', async () => {
    const h = harness();
    expect(await viewCount(h)).toBeGreaterThan(0);
    h.clock.advance(hours(24 * 396) - hours(1));
    await sweepOldPageViews(h.ctx);
    // Nothing is old enough yet: the newest views are from "today" minus under 13 months.
    const kept = await viewCount(h);
    h.clock.advance(hours(48));
    const { deleted } = await sweepOldPageViews(h.ctx);
    expect(deleted).toBe(kept);
    expect(await viewCount(h)).toBe(0);
    const left = await queryRows(h.ctx.db, sql`SELECT count(*)::int AS n FROM page_daily_views`);
    expect(left[0]?.n).toBe(0);
  });
});
