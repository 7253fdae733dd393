// Code search benchmark, over real HTTP on loopback at 10 connections (autocannon), on PGlite with the
// full code sets: requests/s, p50 and p97.5 of a realistic mix of code searches (codes with and without
// dots, prefixes, words, typos, broad words, type listings; 40% with a type filter) from the in-memory
// index, the same mix in SQL (the index turned off), and the health route, all in the same run; the
// index's memory (process.memoryUsage before and after a build); per-kind latencies in process.
// The codes are imported once through the importers from CODESETS_DIR (default ../shared/codesets) into
// .tmp/bench-code-search/pglite, which later runs reuse.
// Run: NODE_OPTIONS=--expose-gc npx tsx bench/code-search.ts
// Targets (2-core machine): >= 2,000 requests/s and p97.5 <= 10 ms at 10 connections; index <= 250 MB.
// BENCH_SECONDS (default 15) sets each load phase's length.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import type { CodeType } from '@clearbill/shared';
import { buildApp } from '../packages/server/src/app';
import { systemClock } from '../packages/server/src/clock';
import { buildCodeIndex } from '../packages/server/src/codes/index/build-index';
import { waitForCodeIndex } from '../packages/server/src/codes/index/index-keeper';
import { searchCodes, type SearchInput } from '../packages/server/src/codes/search-service';
import { queryRows } from '../packages/server/src/codes/sql-rows';
import { loadConfig } from '../packages/server/src/config';
import type { AppContext } from '../packages/server/src/context';
import { Encryptor } from '../packages/server/src/crypto/encryption';
import { openDatabase, type Database } from '../packages/server/src/db/client';
import { runMigrations } from '../packages/server/src/db/migrate';
import { createLogger } from '../packages/server/src/http/logging';
import { createOriginalStore } from '../packages/server/src/storage/original-store';
import { importCodeSets } from '../packages/server/src/importers/index';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const codesetsDir = path.resolve(root, process.env.CODESETS_DIR ?? '../shared/codesets');
const pgliteDir = path.join(root, '.tmp/bench-code-search/pglite');
const CODE_DATASETS = ['icd10cm', 'icd10pcs', 'hcpcs', 'cpt', 'drg', 'revenue', 'ndc'];
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const CONNECTIONS = 10;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const gc = () => (globalThis as { gc?: () => void }).gc?.();

/** Imports the code sets (files already imported, by checksum, are skipped: later runs reuse the data). */
async function loadCodes(ctx: AppContext, database: Database): Promise<number> {
  const started = performance.now();
  const summary = await importCodeSets(ctx, {
    dir: codesetsDir,
    datasets: CODE_DATASETS,
    onProgress: (p) => {
      if (p.status === 'done' || p.status === 'failed') {
        console.log(`  ${p.dataset} ${p.status} ${p.rows} rows ${p.seconds.toFixed(1)} s ${p.error ?? ''}`);
      }
    },
  });
  if (summary.rows > 0) {
    await database.execute('VACUUM ANALYZE medical_codes');
    console.log(`imported ${summary.rows} codes in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  return Number((await queryRows(ctx.db, sql`SELECT count(*)::int AS n FROM medical_codes`))[0]?.n ?? 0);
}

type Kind = 'code' | 'code-dotless' | 'prefix' | 'prefix-dot' | 'words' | 'broad-word' | 'typo' | 'type-only';

const words = [
  'diabetes',
  'type 2 diabetes',
  'chest pain',
  'fracture femur',
  'knee replacement',
  'hypertension',
  'asthma',
  'pneumonia',
  'ambulance',
  'office visit',
  'insulin',
  'migraine',
  'appendicitis',
  'colonoscopy',
  'heart failure',
  'wheelchair',
  'injection',
  'kidney disease',
  'hip replacement',
  'sepsis',
];
const broad = ['fracture', 'encounter', 'open approach', 'injury', 'left'];
const typos = [
  'diabtes',
  'pnuemonia',
  'hypertenstion',
  'fractre femur',
  'asthmma',
  'migrane',
  'apendicitis',
  'colonoscpy',
  'wheelchiar',
  'ambulence',
  'septsis',
  'kidny disease',
];

/** A realistic mix: mostly codes and specific words, some broad words and typos, 40% with a type filter. */
async function buildMix(ctx: AppContext): Promise<{ kind: Kind; input: SearchInput }[]> {
  // Every n-th row by id: spread over all types in their share of the table.
  const sample = await queryRows(
    ctx.db,
    sql`SELECT code, code_type, code_key FROM medical_codes
        WHERE id % (SELECT greatest(1, count(*) / 300) FROM medical_codes) = 0 ORDER BY id LIMIT 300`,
  );
  const mix: { kind: Kind; input: SearchInput }[] = [];
  const page = { limit: 50, offset: 0 };
  let i = 0;
  const typeOf = (row: Record<string, unknown>) =>
    i++ % 5 < 2 ? (String(row.code_type) as CodeType) : undefined;
  for (const row of sample) {
    const code = String(row.code);
    const key = String(row.code_key);
    const codeType = typeOf(row);
    mix.push({ kind: 'code', input: { query: code, codeType, ...page } });
    mix.push({ kind: 'code-dotless', input: { query: key.toLowerCase(), ...page } });
    mix.push({ kind: 'prefix', input: { query: key.slice(0, 3), codeType, ...page } });
    if (code.includes('.')) mix.push({ kind: 'prefix-dot', input: { query: code.slice(0, 5), ...page } });
  }
  const types: (CodeType | undefined)[] = [
    undefined,
    undefined,
    undefined,
    'ICD-10-CM',
    'ICD-10-PCS',
    'HCPCS',
  ];
  for (let r = 0; r < 6; r++) {
    for (const q of words) mix.push({ kind: 'words', input: { query: q, codeType: types[r], ...page } });
    for (const q of typos) mix.push({ kind: 'typo', input: { query: q, codeType: types[r], ...page } });
  }
  for (const q of broad) mix.push({ kind: 'broad-word', input: { query: q, ...page } });
  for (const q of broad) mix.push({ kind: 'broad-word', input: { query: q, ...page, offset: 100 } });
  for (const t of ['ICD-10-CM', 'ICD-10-PCS', 'CPT', 'HCPCS', 'DRG', 'NDC', 'REVENUE'] as const) {
    mix.push({ kind: 'type-only', input: { codeType: t, ...page } });
    mix.push({ kind: 'type-only', input: { codeType: t, limit: 50, offset: 500 } });
  }
  // Shuffled with a fixed seed, so the connections do not walk the kinds in step.
  let seed = 42;
  for (let k = mix.length - 1; k > 0; k--) {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    const j = seed % (k + 1);
    [mix[k], mix[j]] = [mix[j]!, mix[k]!];
  }
  return mix;
}

const urlOf = (input: SearchInput) => {
  const params = new URLSearchParams();
  if (input.query) params.set('query', input.query);
  if (input.codeType) params.set('codeType', input.codeType);
  params.set('limit', String(input.limit));
  params.set('offset', String(input.offset));
  return `/api/medical-codes?${params.toString()}`;
};

async function load(base: string, paths: string[], headers: Record<string, string>) {
  let next = 0;
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: [
      {
        method: 'GET',
        headers,
        setupRequest: (req) => ({ ...req, path: paths[next++ % paths.length] ?? '/' }),
      },
    ],
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p975: result.latency.p97_5,
    p99: result.latency.p99,
    total: result.requests.total,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/** The index's memory: one build on its own, measured between two garbage collections, then dropped. */
async function measureIndexMemory(ctx: AppContext): Promise<void> {
  if (!(globalThis as { gc?: unknown }).gc) {
    console.log('(run with NODE_OPTIONS=--expose-gc for exact memory figures)');
  }
  gc();
  const m0 = process.memoryUsage();
  const t0 = performance.now();
  const ix = await buildCodeIndex(ctx.db);
  const buildMs = performance.now() - t0;
  gc();
  const m1 = process.memoryUsage();
  const heap = m1.heapUsed - m0.heapUsed;
  const buffers = m1.arrayBuffers - m0.arrayBuffers;
  console.log(
    `\nindex over ${(ix?.size ?? 0).toLocaleString('en-US')} codes: built in ${(buildMs / 1000).toFixed(1)} s; ` +
      `memory ${mb(heap + buffers)} (heap ${mb(heap)}, typed arrays ${mb(buffers)}; rss +${mb(m1.rss - m0.rss)}); ` +
      'target <= 250 MB',
  );
}

async function main(): Promise<void> {
  const database = await openDatabase({ kind: 'pglite', dataDir: pgliteDir });
  await runMigrations(database);
  const ctx: AppContext = {
    db: database.db,
    databaseKind: database.kind,
    sql: database.execute,
    withAdvisoryLock: database.withAdvisoryLock,
    clock: systemClock,
    encryptor: new Encryptor(randomBytes(32)),
    originals: createOriginalStore(database.kind, null),
    config: loadConfig({ EXTERNAL_APIS: 'off', CODESETS_DIR: codesetsDir, JOB_WORKER: 'off' }),
  };
  const total = await loadCodes(ctx, database);

  await measureIndexMemory(ctx);

  const app = await buildApp({ ctx, logger: createLogger('silent') });
  await waitForCodeIndex(ctx);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const signup = await fetch(`${base}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `bench-${randomBytes(4).toString('hex')}@example.org`,
      password: `Bench-${randomBytes(12).toString('hex')}`,
      firstName: 'Bench',
      lastName: 'Search',
    }),
  });
  if (!signup.ok) throw new Error(`signup ${signup.status}`);
  const { token } = (await signup.json()) as { token: string };
  const auth = { authorization: `Bearer ${token}` };

  const mix = await buildMix(ctx);
  const paths = mix.map((m) => urlOf(m.input));

  // In process, from the index: latency by kind, the first time each query is seen (nothing cached for
  // it: a new word is ranked, a new typo corrected) and repeated (three more rounds).
  const first = new Map<string, number[]>();
  const repeated = new Map<string, number[]>();
  let fromSql = 0;
  for (let round = 0; round < 4; round++) {
    for (const m of mix) {
      const t = performance.now();
      const r = await searchCodes(ctx, m.input);
      const ms = performance.now() - t;
      if (r.source !== 'index') fromSql++;
      const into = round === 0 ? first : repeated;
      for (const k of [m.kind, 'overall']) into.set(k, [...(into.get(k) ?? []), ms]);
    }
  }
  console.log(
    `\nin process, index: ${total.toLocaleString('en-US')} codes, ${mix.length} queries, first time and x 3 ` +
      `repeated (${fromSql} answered by SQL)`,
  );
  console.log('  kind             n   first p50  first p97.5   rep. p50  rep. p97.5   (ms)');
  for (const [kind, list] of first) {
    const again = repeated.get(kind) ?? [];
    list.sort((x, y) => x - y);
    again.sort((x, y) => x - y);
    const cell = (v: number) => v.toFixed(2).padStart(11);
    console.log(
      `  ${kind.padEnd(12)} ${String(list.length).padStart(5)} ${cell(percentile(list, 50))} ${cell(percentile(list, 97.5))}` +
        ` ${cell(percentile(again, 50))} ${cell(percentile(again, 97.5))}`,
    );
  }

  console.log(
    `\nover HTTP, ${CONNECTIONS} connections, ${SECONDS} s each (loadavg before: ${(await import('node:os'))
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')})`,
  );
  await load(base, paths.slice(0, 200), auth); // warm-up (JIT, connections)
  const health = await load(base, ['/api/health'], {});
  const indexed = await load(base, paths, auth);
  ctx.config.codeIndex.enabled = false;
  const viaSql = await load(base, paths, auth);
  ctx.config.codeIndex.enabled = true;
  const health2 = await load(base, ['/api/health'], {});
  const line = (label: string, r: Awaited<ReturnType<typeof load>>) => {
    console.log(
      `  ${label.padEnd(24)} ${r.rps.toFixed(0).padStart(6)} req/s   p50 ${String(r.p50).padStart(4)} ms   ` +
        `p97.5 ${String(r.p975).padStart(4)} ms   p99 ${String(r.p99).padStart(4)} ms   (${r.total} requests, ${r.errors} errors)`,
    );
  };
  line('health route', health);
  line('code search, index', indexed);
  line('code search, SQL only', viaSql);
  line('health route, again', health2);
  console.log(
    `  (loadavg after: ${(await import('node:os'))
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}; 2 cores shared)`,
  );
  console.log(
    '  (the mix repeats: after its first pass, ranked word tiers and corrections come from the index cache;\n' +
      '   first-time costs are in the in-process table above)',
  );
  console.log('  targets: code search >= 2,000 req/s and p97.5 <= 10 ms');

  await app.close();
  await database.close();
}

await main();
