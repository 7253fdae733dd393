// Page-stats benchmark (issue 16): 1,000,000 page views over the last 13 months (400,000 tab
// sessions: 200,000 of 4 views, 200,000 of one; 40 paths), then GET /api/admin/page-stats over HTTP for each period.
// Target: p97.5 <= 200 ms. Prints seed time, p50, p97.5 and slowest of BENCH_RUNS (default 200) each.
// Run: npx tsx bench/admin-page-stats.ts   (PGlite in memory; PostgreSQL too when BENCH_DATABASE_URL is set;
// BENCH_VIEWS=N to seed another count)
import { sql } from 'drizzle-orm';
import { pageStatsPeriods, type PageStats } from '../packages/shared/src/index';
import { createAdmin } from '../packages/server/src/admin/service';
import { newTotpSecret, totpCodeAt } from '../packages/server/src/admin/totp';
import { rebuildPageFigures } from '../packages/server/src/analytics/page-views';
import { queryRows } from '../packages/server/src/codes/sql-rows';
import type { DatabaseTarget } from '../packages/server/src/db/client';
import { percentile, startBenchApi, type BenchApi } from './lib/api-client';

const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const VIEWS = Number(process.env.BENCH_VIEWS ?? 1_000_000);
const TARGET_MS = 200;
const CHUNK = 100_000;

/**
 * Views in bulk, in SQL: group s has 4 views 3 minutes apart on a day in the last 396; every fifth group is
 * instead 4 one-view sessions (bounces).
 */
async function seed(api: BenchApi): Promise<void> {
  const db = api.ctx.db;
  const now = api.ctx.clock.now().toISOString();
  for (let start = 0; start < VIEWS; start += CHUNK) {
    const end = Math.min(VIEWS, start + CHUNK);
    await db.execute(sql`
      INSERT INTO page_views (occurred_at, path, session_id)
      SELECT ${now}::timestamptz - make_interval(days => (s * 7919) % 396)
               - make_interval(mins => (s * 13) % 600) + make_interval(mins => v * 3),
             '/page-' || ((s * 31 + v) % 40),
             md5('session' || s || CASE WHEN s % 5 = 0 AND v > 0 THEN '-' || v ELSE '' END)::uuid
      FROM (SELECT i / 4 AS s, i % 4 AS v FROM generate_series(${start}::int, ${end - 1}::int) AS i) x`);
  }
  await rebuildPageFigures(api.ctx);
  await db.execute(sql`ANALYZE`);
}

async function adminAuth(api: BenchApi): Promise<Record<string, string>> {
  const secret = newTotpSecret();
  const username = `bench-admin-${Date.now()}`;
  const password = 'bench-admin-password-1';
  await createAdmin(api.ctx, { username, password, firstName: 'Bench', totpSecret: secret });
  const res = await fetch(`${api.base}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password, totpCode: totpCodeAt(secret, api.ctx.clock.now()) }),
  });
  const { token } = (await res.json()) as { token: string };
  return { authorization: `Bearer ${token}` };
}

async function measure(api: BenchApi, auth: Record<string, string>, url: string) {
  const get = () => fetch(api.base + url, { headers: auth });
  for (let i = 0; i < 5; i++) await (await get()).arrayBuffer(); // warm-up
  const times: number[] = [];
  let last: PageStats | null = null;
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    const res = await get();
    if (!res.ok) throw new Error(`${url} ${res.status}`);
    last = (await res.json()) as PageStats;
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p975: percentile(times, 97.5), max: times.at(-1) ?? 0, last };
}

async function bench(target: DatabaseTarget, label: string): Promise<boolean> {
  const api = await startBenchApi(target);
  const t = performance.now();
  await seed(api);
  const [count] = await queryRows(api.ctx.db, sql`SELECT count(*)::int AS n FROM page_views`);
  console.log(
    `${label}: seeded ${Number(count?.n ?? 0)} page views in ${((performance.now() - t) / 1000).toFixed(1)} s`,
  );
  const auth = await adminAuth(api);
  // The floor on this machine: the cheapest admin call (session check only), measured the same way.
  const floor = await measure(api, auth, '/api/admin/session');
  console.log(
    `${label}: baseline GET /api/admin/session ${RUNS} runs p50 ${floor.p50.toFixed(1)} ms, p97.5 ${floor.p975.toFixed(1)} ms`,
  );
  let ok = true;
  for (const period of pageStatsPeriods) {
    const s = await measure(api, auth, `/api/admin/page-stats?period=${period}`);
    if (s.p975 > TARGET_MS) ok = false;
    console.log(
      `${label}: period ${period}: ${s.last?.totalPageViews ?? 0} views, ${s.last?.uniqueVisitors ?? 0} visitors; ` +
        `${RUNS} runs p50 ${s.p50.toFixed(1)} ms, p97.5 ${s.p975.toFixed(1)} ms, slowest ${s.max.toFixed(1)} ms (target p97.5 <= ${TARGET_MS} ms)`,
    );
  }
  await api.close();
  return ok;
}

let ok = await bench({ kind: 'pglite', dataDir: null }, 'PGlite (in memory)');
if (process.env.BENCH_DATABASE_URL)
  ok = (await bench({ kind: 'postgres', url: process.env.BENCH_DATABASE_URL }, 'PostgreSQL')) && ok;
if (!ok) process.exitCode = 1;
