// Code-set import benchmark: a fresh import of every release file in CODESETS_DIR (default
// ../shared/codesets) into an empty database, per dataset rows and seconds, then the total.
// Run: npx tsx bench/import.ts [--pglite-dir DIR]   (PostgreSQL too when BENCH_DATABASE_URL is set)
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { systemClock } from '../packages/server/src/clock';
import { openDatabase, type DatabaseTarget } from '../packages/server/src/db/client';
import { runMigrations } from '../packages/server/src/db/migrate';
import { importCodeSets } from '../packages/server/src/importers/index';

const root = fileURLToPath(new URL('..', import.meta.url));
const dir = path.resolve(process.env.CODESETS_DIR ?? path.join(root, '../shared/codesets'));
const only = process.env.BENCH_DATASETS?.split(',');

async function bench(target: DatabaseTarget, label: string): Promise<void> {
  const database = await openDatabase(target);
  await runMigrations(database);
  const ctx = { db: database.db, clock: systemClock };
  console.log(`\n${label}: importing ${dir}`);
  const summary = await importCodeSets(ctx, {
    dir,
    ...(only ? { datasets: only } : {}),
    onProgress: (p) => {
      if (p.status === 'done' || p.status === 'failed' || p.status === 'skipped') {
        const rate = p.seconds > 0 ? Math.round(p.rows / p.seconds) : 0;
        console.log(
          `  ${p.dataset.padEnd(11)} ${String(p.rows).padStart(9)} rows ${p.seconds.toFixed(1).padStart(6)} s ` +
            `${String(rate).padStart(7)}/s  ${p.status}${p.error ? `: ${p.error}` : ''}  ${p.sourceFile}`,
        );
      }
    },
  });
  const codes = (
    await database.execute('SELECT code_type, count(*)::int AS n FROM medical_codes GROUP BY 1 ORDER BY 1')
  ).rows;
  const codeSeconds = summary.results
    .filter((r) => ['revenue', 'drg', 'hcpcs', 'cpt', 'icd10cm', 'icd10pcs', 'ndc'].includes(r.dataset))
    .reduce((s, r) => s + r.seconds, 0);
  const totalCodes = codes.reduce((n, r) => n + Number(r.n), 0);
  console.log(`  codes by type: ${codes.map((r) => `${String(r.code_type)} ${String(r.n)}`).join(', ')}`);
  console.log(`  codes: ${totalCodes} in ${codeSeconds.toFixed(1)} s (code sets only)`);
  console.log(`  total: ${summary.rows} rows in ${summary.seconds.toFixed(1)} s`);
  // A search right after the import, to show the indexes are usable.
  const t = performance.now();
  await database.db.execute(sql`SELECT code FROM medical_codes WHERE code_key LIKE 'E119%' LIMIT 5`);
  console.log(`  prefix query after import: ${(performance.now() - t).toFixed(1)} ms`);
  await database.close();
}

const pgliteDir = process.argv.includes('--pglite-dir')
  ? (process.argv[process.argv.indexOf('--pglite-dir') + 1] ?? null)
  : null;
await bench({ kind: 'pglite', dataDir: pgliteDir }, `PGlite (${pgliteDir ?? 'in memory'})`);
if (process.env.BENCH_DATABASE_URL) {
  await bench({ kind: 'postgres', url: process.env.BENCH_DATABASE_URL }, 'PostgreSQL');
}
