import { sql } from 'drizzle-orm';
import {
  formatWait,
  normalisePagePath,
  PAGE_VIEW_RETENTION_DAYS,
  pageStatsPeriodDays,
  type PageStats,
  type PageStatsPeriod,
  type PageViewRequest,
} from '@clearbill/shared';
import type { AdminCaller } from '../access/caller';
import type { AppContext } from '../context';
import { queryRows } from '../codes/sql-rows';
import { addressKey } from '../limits/address';
import { consumeLimits, type LimitRule } from '../limits/events';

const DAY_MS = 24 * 60 * 60 * 1000;
const TOP_PAGES = 10;

/** A tab sends a view per navigation; the default 120 in 10 minutes from one address is far past a person. */
export const pageViewRule = (max: number): LimitRule => ({
  scope: 'page-view:address',
  max,
  windowMs: 10 * 60 * 1000,
  message: (s) => `Too many page views. Try again in ${formatWait(s)}.`,
});

/** YYYY-MM-DD of a time, in UTC. */
export const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/**
 * Records one page view: the path normalised (null: refused, nothing stored), the server's time and
 * the tab's random id. The caller's address is used only for the rate limit, which keeps a hash of it
 * for the window (limits/events.ts); no account id is read. The session and daily figures are updated
 * in the same transaction, so page-stats never scans the raw views.
 */
export async function recordPageView(
  ctx: AppContext,
  input: PageViewRequest,
  ip: string,
): Promise<{ recorded: boolean }> {
  const path = normalisePagePath(input.path);
  if (!path) return { recorded: false };
  const now = ctx.clock.now();
  await consumeLimits(ctx.db, now, [
    { rule: pageViewRule(ctx.config.pageViewsPerAddress10Min), key: addressKey(ip) },
  ]);
  const day = utcDay(now);
  await ctx.db.transaction(async (tx) => {
    await tx.execute(
      sql`INSERT INTO page_views (occurred_at, path, session_id) VALUES (${now.toISOString()}, ${path}, ${input.sessionId})`,
    );
    await tx.execute(sql`
      INSERT INTO page_daily_views (day, path, views) VALUES (${day}, ${path}, 1)
      ON CONFLICT (day, path) DO UPDATE SET views = page_daily_views.views + 1`);
    const fresh = await queryRows(
      tx,
      sql`INSERT INTO page_sessions (session_id, day, started_at, last_at, views)
          VALUES (${input.sessionId}, ${day}, ${now.toISOString()}, ${now.toISOString()}, 1)
          ON CONFLICT (session_id) DO NOTHING RETURNING session_id`,
    );
    if (fresh.length > 0) {
      await tx.execute(sql`
        INSERT INTO page_daily_sessions (day, sessions, bounces, duration_ms) VALUES (${day}, 1, 1, 0)
        ON CONFLICT (day) DO UPDATE SET sessions = page_daily_sessions.sessions + 1,
          bounces = page_daily_sessions.bounces + 1`);
      return;
    }
    const [prev] = await queryRows(
      tx,
      sql`SELECT day::text AS day, last_at, views FROM page_sessions
          WHERE session_id = ${input.sessionId} FOR UPDATE`,
    );
    if (!prev) return;
    const lastAt = new Date(prev.last_at as string | Date);
    const addedMs = Math.max(0, now.getTime() - lastAt.getTime());
    const newLast = new Date(Math.max(now.getTime(), lastAt.getTime()));
    const wasBounce = Number(prev.views) === 1 ? 1 : 0;
    await tx.execute(sql`
      UPDATE page_sessions SET views = views + 1, last_at = ${newLast.toISOString()} WHERE session_id = ${input.sessionId}`);
    await tx.execute(sql`
      UPDATE page_daily_sessions SET bounces = bounces - ${wasBounce}, duration_ms = duration_ms + ${addedMs}
      WHERE day = ${String(prev.day)}`);
  });
  return { recorded: true };
}

/** Page views, visitors (tab sessions), bounce rate and average session over the last N days (UTC). */
export async function pageStats(
  ctx: AppContext,
  _caller: AdminCaller,
  period: PageStatsPeriod,
): Promise<PageStats> {
  const now = ctx.clock.now();
  const to = utcDay(now);
  const from = utcDay(new Date(now.getTime() - (pageStatsPeriodDays[period] - 1) * DAY_MS));
  const [views] = await queryRows(
    ctx.db,
    sql`SELECT coalesce(sum(views), 0)::bigint AS n FROM page_daily_views WHERE day >= ${from}`,
  );
  const [sessions] = await queryRows(
    ctx.db,
    sql`SELECT coalesce(sum(sessions), 0)::bigint AS sessions, coalesce(sum(bounces), 0)::bigint AS bounces,
          coalesce(sum(duration_ms), 0)::bigint AS duration FROM page_daily_sessions WHERE day >= ${from}`,
  );
  const top = await queryRows(
    ctx.db,
    sql`SELECT path, sum(views)::bigint AS views FROM page_daily_views WHERE day >= ${from}
        GROUP BY path ORDER BY sum(views) DESC, path LIMIT ${TOP_PAGES}`,
  );
  const sessionCount = Number(sessions?.sessions ?? 0);
  return {
    period,
    from,
    to,
    totalPageViews: Number(views?.n ?? 0),
    uniqueVisitors: sessionCount,
    bounceRate: sessionCount === 0 ? 0 : Number(sessions?.bounces ?? 0) / sessionCount,
    averageSessionDuration: sessionCount === 0 ? 0 : Number(sessions?.duration ?? 0) / sessionCount / 60_000,
    topPages: top.map((r) => ({ path: String(r.path), views: Number(r.views) })),
  };
}

/**
 * Rebuilds the session and daily figures from the raw views (after a bulk load, e.g. the benchmark's
 * seed; also how a test checks the incremental figures). Sessions count on the day of their first view.
 */
export async function rebuildPageFigures(ctx: Pick<AppContext, 'db'>): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`DELETE FROM page_sessions`);
    await tx.execute(sql`DELETE FROM page_daily_sessions`);
    await tx.execute(sql`DELETE FROM page_daily_views`);
    await tx.execute(sql`
      INSERT INTO page_sessions (session_id, day, started_at, last_at, views)
      SELECT session_id, (min(occurred_at) AT TIME ZONE 'UTC')::date, min(occurred_at), max(occurred_at), count(*)
      FROM page_views GROUP BY session_id`);
    await tx.execute(sql`
      INSERT INTO page_daily_sessions (day, sessions, bounces, duration_ms)
      SELECT day, count(*), count(*) FILTER (WHERE views = 1),
        coalesce(sum(round(extract(epoch FROM last_at - started_at) * 1000)), 0)::bigint
      FROM page_sessions GROUP BY day`);
    await tx.execute(sql`
      INSERT INTO page_daily_views (day, path, views)
      SELECT (occurred_at AT TIME ZONE 'UTC')::date, path, count(*) FROM page_views GROUP BY 1, 2`);
  });
}

/** The retention sweep: page views and their figures older than 13 months go. Idempotent. */
export async function sweepOldPageViews(ctx: AppContext): Promise<{ deleted: number }> {
  const cutoff = new Date(ctx.clock.now().getTime() - PAGE_VIEW_RETENTION_DAYS * DAY_MS);
  const cutoffDay = utcDay(cutoff);
  const gone = await queryRows(
    ctx.db,
    sql`WITH d AS (DELETE FROM page_views WHERE occurred_at < ${cutoff.toISOString()} RETURNING 1) SELECT count(*)::int AS n FROM d`,
  );
  await ctx.db.execute(sql`DELETE FROM page_sessions WHERE day < ${cutoffDay}`);
  await ctx.db.execute(sql`DELETE FROM page_daily_sessions WHERE day < ${cutoffDay}`);
  await ctx.db.execute(sql`DELETE FROM page_daily_views WHERE day < ${cutoffDay}`);
  return { deleted: Number(gone[0]?.n ?? 0) };
}
