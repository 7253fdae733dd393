// Public regulatory search benchmark (issue 14 "Done when"): GET /api/regulatory/updates over loopback
// HTTP, 20 requests in flight at once (20 keep-alive connections, each sending its next request when the
// last is answered), a mix of the page's queries: everything, one public category, an Effective After
// date, both. Target: p97.5 <= 20 ms. The database holds the whole library plus made-up rows up to
// BENCH_REGULATIONS (default 402, the spec's "default total"), all verified so every one is public.
// Prints p50, p97.5, p99, slowest and requests/s, and the size of the largest answer.
// Run: npx tsx bench/regulatory.ts   (BENCH_REQUESTS=4000, BENCH_CONCURRENCY=20; PostgreSQL too when
// BENCH_DATABASE_URL is set)
import { Agent, request } from 'node:http';
import { regulationCategories } from '@clearbill/shared';
import type { DatabaseTarget } from '../packages/server/src/db/client';
import { regulations } from '../packages/server/src/db/schema';
import { librarySources, seedRow } from '../packages/server/src/regulations/seed';
import { searchTextOf } from '../packages/server/src/regulations/views';
import { percentile, startBenchApi } from './lib/api-client';

const TOTAL = Number(process.env.BENCH_REGULATIONS ?? 402);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 4000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 20);
const TARGET_MS = 20;

const queries = [
  '',
  '?category=medicare_updates',
  '?category=coding_updates',
  '?category=state_regulations',
  '?effectiveAfter=2022-01-01',
  '?category=prior_authorization&effectiveAfter=2020-06-30',
];

function get(agent: Agent, port: number, path: string): Promise<{ status: number; bytes: number }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, agent, method: 'GET' }, (res) => {
      let bytes = 0;
      res.on('data', (c: Buffer) => {
        bytes += c.length;
      });
      res.on('end', () => {
        resolve({ status: res.statusCode ?? 0, bytes });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

async function bench(target: DatabaseTarget, label: string): Promise<boolean> {
  const api = await startBenchApi(target);
  const now = new Date();
  const library = librarySources(api.ctx).map((e) => ({ ...seedRow(e, now), status: 'verified' }));
  const extra = Array.from({ length: Math.max(0, TOTAL - library.length) }, (_, i) => {
    const title = `Bench regulation ${i + 1}`;
    const description = `A made-up row for the benchmark, number ${i + 1}, about nothing in particular.`;
    const keyChanges = ['First bench change', 'Second bench change', 'Third bench change', 'Fourth'];
    const source = `Bench citation ${i + 1}`;
    return {
      id: `bench-${i + 1}`,
      title,
      description,
      source,
      sourceUrl: `https://example.org/bench/${i + 1}`,
      category: regulationCategories[i % regulationCategories.length] ?? 'medicaid',
      impactLevel: 'medium',
      status: 'verified',
      effectiveDate: `20${String(10 + (i % 20)).padStart(2, '0')}-0${1 + (i % 9)}-15`,
      affectedPrograms: ['Program one', 'Program two'],
      keyChanges,
      jurisdiction: i % 5 === 0 ? 'CA' : 'federal',
      topics: ['appeals'],
      origin: 'upload' as const,
      researchedAt: now,
      verifiedAt: now,
      searchText: searchTextOf({ title, description, keyChanges, source }),
      createdAt: now,
      updatedAt: now,
    };
  });
  await api.ctx.db.insert(regulations).values([...library, ...extra]);
  const port = Number(new URL(api.base).port);

  let largest = 0;
  for (const q of queries) {
    const r = await get(new Agent({ keepAlive: true }), port, `/api/regulatory/updates${q}`);
    if (r.status !== 200) throw new Error(`${q} answered ${r.status}`);
    largest = Math.max(largest, r.bytes);
  }
  // Warm-up.
  const warm = new Agent({ keepAlive: true });
  for (let i = 0; i < 50; i++) await get(warm, port, `/api/regulatory/updates${queries[i % queries.length]}`);

  /** `count` requests, `concurrency` in flight, each connection sending its next when the last is answered. */
  const run = async (paths: readonly string[], count: number, concurrency: number) => {
    const times: number[] = [];
    let sent = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        const agent = new Agent({ keepAlive: true, maxSockets: 1 });
        for (;;) {
          const i = sent++;
          if (i >= count) return;
          const t = performance.now();
          const r = await get(agent, port, paths[i % paths.length] ?? '/');
          times.push(performance.now() - t);
          if (r.status !== 200) throw new Error(`answered ${r.status}`);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    times.sort((a, b) => a - b);
    return {
      rps: count / seconds,
      p50: percentile(times, 50),
      p975: percentile(times, 97.5),
      p99: percentile(times, 99),
      max: times.at(-1) ?? 0,
    };
  };
  const line = (name: string, r: Awaited<ReturnType<typeof run>>) =>
    `${label}: ${name}: ${r.rps.toFixed(0)} req/s, p50 ${r.p50.toFixed(1)} ms, p97.5 ${r.p975.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms, slowest ${r.max.toFixed(1)} ms`;

  const paths = queries.map((q) => `/api/regulatory/updates${q}`);
  console.log(
    `${label}: ${library.length + extra.length} regulations (${library.length} from the library), largest answer ${(largest / 1024).toFixed(0)} KB`,
  );
  // What the machine gives any route right now (other work on it shows here first).
  console.log(
    line(
      `GET /api/health, ${CONCURRENCY} at once (baseline)`,
      await run(['/api/health'], REQUESTS, CONCURRENCY),
    ),
  );
  console.log(line('updates, one at a time', await run(paths, Math.min(REQUESTS, 500), 1)));
  const main = await run(paths, REQUESTS, CONCURRENCY);
  console.log(
    line(`updates, ${REQUESTS} requests, ${CONCURRENCY} at once (target p97.5 <= ${TARGET_MS} ms)`, main),
  );
  await api.close();
  return main.p975 <= TARGET_MS;
}

let ok = await bench({ kind: 'pglite', dataDir: null }, 'PGlite (in memory)');
if (process.env.BENCH_DATABASE_URL)
  ok = (await bench({ kind: 'postgres', url: process.env.BENCH_DATABASE_URL }, 'PostgreSQL')) && ok;
if (!ok) process.exitCode = 1;
