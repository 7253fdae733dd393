// Code search benchmark: p50/p95/p99 of the one search path (exact codes, prefixes with and without
// dots, words, typos; with and without type filters) over the full code sets, on PGlite and, when
// BENCH_DATABASE_URL is set, on PostgreSQL (a database of its own, cb_bench_codes, kept between runs).
// The codes are imported once through the importers from CODESETS_DIR (default ../shared/codesets) into
// .tmp/bench-code-search/pglite, which later runs reuse.
// Run: npx tsx bench/code-search.ts   (target: p95 <= 20 ms)
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { CodeType } from '@clearbill/shared';
import { systemClock } from '../packages/server/src/clock';
import { loadConfig } from '../packages/server/src/config';
import type { AppContext } from '../packages/server/src/context';
import { Encryptor } from '../packages/server/src/crypto/encryption';
import { openDatabase, type Database, type DatabaseTarget } from '../packages/server/src/db/client';
import { runMigrations } from '../packages/server/src/db/migrate';
import { searchCodes, type SearchInput } from '../packages/server/src/codes/search-service';
import { queryRows } from '../packages/server/src/codes/sql-rows';
import { importCodeSets } from '../packages/server/src/importers/index';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const codesetsDir = path.resolve(root, process.env.CODESETS_DIR ?? '../shared/codesets');
const pgliteDir = path.join(root, '.tmp/bench-code-search/pglite');
const CODE_DATASETS = ['icd10cm', 'icd10pcs', 'hcpcs', 'cpt', 'drg', 'revenue', 'ndc'];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** Imports the code sets (files already imported, by checksum, are skipped: later runs reuse the data). */
async function loadCodes(ctx: AppContext, database: Database): Promise<number> {
  const started = performance.now();
  let last = 0;
  const summary = await importCodeSets(ctx, {
    dir: codesetsDir,
    datasets: CODE_DATASETS,
    onProgress: (p) => {
      if (p.status === 'done' || p.status === 'failed' || performance.now() - last > 5000) {
        last = performance.now();
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
  return mix;
}

async function bench(target: DatabaseTarget, label: string): Promise<void> {
  const database = await openDatabase(target);
  await runMigrations(database);
  const ctx: AppContext = {
    db: database.db,
    databaseKind: database.kind,
    sql: database.execute,
    withAdvisoryLock: database.withAdvisoryLock,
    clock: systemClock,
    encryptor: new Encryptor(randomBytes(32)),
    config: loadConfig({ EXTERNAL_APIS: 'off', CODESETS_DIR: codesetsDir }),
  };
  const total = await loadCodes(ctx, database);
  const mix = await buildMix(ctx);
  // Warm-up: caches, and the typo vocabulary (built once per process).
  for (const m of mix) await searchCodes(ctx, m.input);

  const times = new Map<Kind | 'overall', number[]>();
  const add = (k: Kind | 'overall', ms: number) => {
    const list = times.get(k) ?? [];
    list.push(ms);
    times.set(k, list);
  };
  for (let round = 0; round < 3; round++) {
    for (const m of mix) {
      const t = performance.now();
      await searchCodes(ctx, m.input);
      const ms = performance.now() - t;
      add(m.kind, ms);
      add('overall', ms);
    }
  }
  console.log(`\n${label}: ${total.toLocaleString('en-US')} codes, ${mix.length} queries x 3 rounds`);
  console.log('  kind           n      p50      p95      p99   (ms)');
  for (const [kind, list] of times) {
    list.sort((a, b) => a - b);
    console.log(
      `  ${kind.padEnd(12)} ${String(list.length).padStart(5)} ${percentile(list, 50).toFixed(2).padStart(8)} ` +
        `${percentile(list, 95).toFixed(2).padStart(8)} ${percentile(list, 99).toFixed(2).padStart(8)}`,
    );
  }
  await database.close();
}

async function ensurePostgresDatabase(url: string): Promise<string> {
  const name = 'cb_bench_codes';
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (exists.rowCount === 0) await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

await bench({ kind: 'pglite', dataDir: pgliteDir }, 'PGlite');
if (process.env.BENCH_DATABASE_URL) {
  await bench(
    { kind: 'postgres', url: await ensurePostgresDatabase(process.env.BENCH_DATABASE_URL) },
    'PostgreSQL',
  );
}
