// Abuse-limit benchmark: what the database-backed counters cost per request, and the password check.
// - POST /api/auth/guest (one limit row checked and written under an advisory lock) against
//   GET /api/health in the same run, each from many client addresses so no limit refuses them;
// - the limit bookkeeping alone (lock, check, count one key);
// - 40 guest-session requests at once from ONE address: exactly 20 pass, the rest are refused;
// - the common-password list: first load, then the cost of one check.
// Run: npx tsx bench/abuse-limits.ts   (PGlite; PostgreSQL too when BENCH_DATABASE_URL is set)
import type { FastifyInstance } from 'fastify';
import { isCommonPassword } from '../packages/server/src/auth/password-policy';
import type { AppContext } from '../packages/server/src/context';
import type { DatabaseTarget } from '../packages/server/src/db/client';
import { createEphemeralApp } from '../packages/server/src/ephemeral-app';
import { consumeLimits } from '../packages/server/src/limits/events';
import { abuseRules } from '../packages/server/src/limits/rules';

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function load(app: FastifyInstance, method: 'GET' | 'POST', url: string, total: number) {
  const concurrency = 10;
  const times: number[] = [];
  let issued = 0;
  let failed = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (issued < total) {
        const i = issued++;
        const t = performance.now();
        // A different address per request (10.x.y.z), so the per-address limit never refuses here.
        const ip = `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
        const res = await app.inject({ method, url, remoteAddress: ip });
        if (res.statusCode >= 400) failed++;
        times.push(performance.now() - t);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  return `${(total / seconds).toFixed(0)} req/s, p50 ${percentile(times, 50).toFixed(2)} ms, p97.5 ${percentile(times, 97.5).toFixed(2)} ms, ${failed} failed`;
}

/** The limit bookkeeping alone: lock, check and count one key, in its own transaction, 10 at a time. */
async function bookkeeping(ctx: AppContext, total: number): Promise<string> {
  const rule = abuseRules(ctx.config.abuseLimits).guestSession;
  const times: number[] = [];
  let issued = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: 10 }, async () => {
      while (issued < total) {
        const key = `bench-${issued++}`;
        const t = performance.now();
        await consumeLimits(ctx.db, ctx.clock.now(), [{ rule, key }]);
        times.push(performance.now() - t);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  return `${(total / seconds).toFixed(0)} per s, p50 ${percentile(times, 50).toFixed(2)} ms, p97.5 ${percentile(times, 97.5).toFixed(2)} ms`;
}

async function bench(target: DatabaseTarget, label: string): Promise<void> {
  const { app, ctx, close } = await createEphemeralApp(target);
  await load(app, 'POST', '/api/auth/guest', 200); // warm-up
  console.log(`\n${label} (in-process requests, 10 at a time)`);
  console.log(`  GET /api/health, 3000 requests:         ${await load(app, 'GET', '/api/health', 3000)}`);
  console.log(
    `  POST /api/auth/guest, 3000 requests:    ${await load(app, 'POST', '/api/auth/guest', 3000)}`,
  );
  console.log(`  limit bookkeeping alone, 3000 keys:     ${await bookkeeping(ctx, 3000)}`);
  const burst = await Promise.all(
    Array.from({ length: 40 }, () =>
      app.inject({ method: 'POST', url: '/api/auth/guest', remoteAddress: '192.0.2.1' }),
    ),
  );
  const passed = burst.filter((r) => r.statusCode === 201).length;
  const refused = burst.filter((r) => r.statusCode === 429).length;
  console.log(`  40 at once from one address:            ${passed} created, ${refused} refused (429)`);
  await close();
}

const t0 = performance.now();
await isCommonPassword('warm-up-password');
const loadMs = performance.now() - t0;
const samples = ['correct-horse-battery', 'Password1234!', 'sunshine-in-august', 'qwertyuiop123'];
const t1 = performance.now();
for (let i = 0; i < 10_000; i++) await isCommonPassword(samples[i % samples.length] ?? '');
const perCheckUs = ((performance.now() - t1) / 10_000) * 1000;
console.log(
  `Common-password list: first load ${loadMs.toFixed(0)} ms; one check ${perCheckUs.toFixed(1)} µs`,
);

await bench({ kind: 'pglite', dataDir: null }, 'PGlite (in memory)');
if (process.env.BENCH_DATABASE_URL)
  await bench({ kind: 'postgres', url: process.env.BENCH_DATABASE_URL }, 'PostgreSQL');
