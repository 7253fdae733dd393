// Code search benchmark, over real HTTP on loopback at 10 connections, on PGlite with the full code
// sets. The server is the real `main.ts` in its own process (bench/lib/search-server.ts) and the load
// comes from another (wrk, else autocannon in a child: bench/lib/http-load.ts), so neither takes CPU
// from the other's event loop. In the same run: requests/s, p50, p97.5 and p99 of a realistic mix of
// code searches (codes with and without dots, prefixes, words, typos, broad words, type listings; 40%
// with a type filter) from the in-memory index, and of the health route, before and after; then the
// same mix with the server restarted without its answer cache (CODE_ANSWER_CACHE_CODES=0), and in SQL
// (restarted with CODE_SEARCH_INDEX=off; BENCH_SQL=off skips it). Also the
// index's memory (process.memoryUsage before and after a build, and the server's RSS) and per-kind
// latencies in process.
// The codes are imported once through the importers from CODESETS_DIR (default ../shared/codesets) into
// .tmp/bench-code-search/pglite, which later runs reuse.
// Run: NODE_OPTIONS=--expose-gc npx tsx bench/code-search.ts
// Targets (2-core machine): >= 2,000 requests/s and p97.5 <= 10 ms at 10 connections; index <= 250 MB.
// BENCH_SECONDS (default 15) sets each load phase's length; BENCH_LOADER=wrk|autocannon the load
// generator; BENCH_CPU_PROF=<dir> writes the server's CPU profile there (read it with
// `npx tsx bench/lib/profile-top.ts <file>`).
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { CodeType } from '@clearbill/shared';
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
import { createOriginalStore } from '../packages/server/src/storage/original-store';
import { importCodeSets } from '../packages/server/src/importers/index';
import { runLoad, loaderName, type LoadResult } from './lib/http-load';
import { startSearchServer } from './lib/search-server';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const codesetsDir = path.resolve(root, process.env.CODESETS_DIR ?? '../shared/codesets');
const dataDir = path.join(root, '.tmp/bench-code-search');
const pgliteDir = path.join(dataDir, 'pglite');
const CODE_DATASETS = ['icd10cm', 'icd10pcs', 'hcpcs', 'cpt', 'drg', 'revenue', 'ndc'];
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const CONNECTIONS = 10;
const WITH_SQL = process.env.BENCH_SQL !== 'off';

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

/** The key the bench's data was written with (kept beside it: benchmark data, nothing personal). */
function benchKey(): string {
  const file = path.join(dataDir, 'bench.key');
  mkdirSync(dataDir, { recursive: true });
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 });
  return readFileSync(file, 'utf8').trim();
}

const loadavg = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

/** Prepares the data in this process (import, index memory, per-kind latencies, the mix), then closes it. */
async function prepare(keyHex: string): Promise<string[]> {
  const database = await openDatabase({ kind: 'pglite', dataDir: pgliteDir });
  await runMigrations(database);
  const ctx: AppContext = {
    db: database.db,
    databaseKind: database.kind,
    sql: database.execute,
    withAdvisoryLock: database.withAdvisoryLock,
    clock: systemClock,
    encryptor: new Encryptor(Buffer.from(keyHex, 'hex')),
    originals: createOriginalStore(database.kind, null),
    config: loadConfig({ EXTERNAL_APIS: 'off', CODESETS_DIR: codesetsDir, JOB_WORKER: 'off' }),
  };
  const total = await loadCodes(ctx, database);
  await measureIndexMemory(ctx);
  await waitForCodeIndex(ctx);
  const mix = await buildMix(ctx);
  await inProcessLatencies(ctx, mix, total);
  await database.close();
  return mix.map((m) => urlOf(m.input));
}

/** In process, from the index: latency by kind, the first time each query is seen and repeated. */
async function inProcessLatencies(ctx: AppContext, mix: { kind: Kind; input: SearchInput }[], total: number) {
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
}

const line = (label: string, r: LoadResult) => {
  const ms = (v: number) => v.toFixed(1).padStart(6);
  console.log(
    `  ${label.padEnd(30)} ${r.rps.toFixed(0).padStart(6)} req/s   p50 ${ms(r.p50)} ms   p97.5 ${ms(r.p975)} ms   ` +
      `p99 ${ms(r.p99)} ms   (${r.total} requests, ${r.errors} errors)`,
  );
};

/** Each phase's start and end on the monotonic clock (µs, as a CPU profile's times), for profile-top.ts. */
const phases: Record<string, [number, number]> = {};
const monotonicUs = () => Number(process.hrtime.bigint() / 1000n);

async function main(): Promise<void> {
  const keyHex = benchKey();
  const paths = await prepare(keyHex);
  const results: [string, LoadResult][] = [];
  const load = async (base: string, list: string[], headers: Record<string, string>, label: string) => {
    const started = monotonicUs();
    const result = await runLoad({ base, paths: list, headers, seconds: SECONDS, connections: CONNECTIONS });
    phases[label] = [started, monotonicUs()];
    results.push([label, result]);
  };

  const server = await startSearchServer(dataDir, keyHex);
  try {
    const rssBefore = server.rssMb();
    await server.indexBuilt;
    console.log(
      `\nserver process ${server.pid}: RSS ${rssBefore.toFixed(0)} MB at start, ${server.rssMb().toFixed(0)} MB ` +
        'with its code index built',
    );
    const auth = await server.signUp();
    console.log(
      `\nover HTTP, ${CONNECTIONS} connections, ${SECONDS} s each, load from ${loaderName()} in its own process ` +
        `(loadavg before: ${loadavg()})`,
    );
    await runLoad({ base: server.base, paths, headers: auth, seconds: 5, connections: CONNECTIONS }); // warm-up
    await load(server.base, ['/api/health'], {}, 'health route');
    await load(server.base, paths, auth, 'code search, index');
    await load(server.base, ['/api/health'], {}, 'health route, again');
    console.log(`  (server RSS after the index phases: ${server.rssMb().toFixed(0)} MB)`);
  } finally {
    await server.stop();
  }
  // The same mix on a server restarted with other settings: each search builds its answer (no answer
  // cache), and, unless BENCH_SQL=off, SQL every time (no index).
  const restarted = async (env: Record<string, string>, label: string) => {
    const other = await startSearchServer(dataDir, keyHex, env);
    try {
      if (env.CODE_SEARCH_INDEX !== 'off') await other.indexBuilt;
      const auth = await other.signUp();
      await runLoad({ base: other.base, paths, headers: auth, seconds: 5, connections: CONNECTIONS });
      await load(other.base, paths, auth, label);
    } finally {
      await other.stop();
    }
  };
  await restarted({ CODE_ANSWER_CACHE_CODES: '0' }, 'code search, no answer cache');
  if (WITH_SQL) await restarted({ CODE_SEARCH_INDEX: 'off' }, 'code search, SQL only');
  for (const [label, r] of results) line(label, r);
  const profDir = process.env.BENCH_CPU_PROF;
  if (profDir) writeFileSync(path.join(profDir, 'phases.json'), JSON.stringify(phases, null, 1));
  console.log(`  (loadavg after: ${loadavg()}; 2 cores shared)`);
  console.log(
    '  (the mix repeats: after its first pass, whole answers come from the answer cache (CODE_ANSWER_CACHE_CODES),\n' +
      '   and without it ranked word tiers and corrections from the index cache; first-time costs are in the\n' +
      '   in-process table above)',
  );
  console.log('  targets: code search >= 2,000 req/s and p97.5 <= 10 ms');
}

await main();
