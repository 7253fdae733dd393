import { existsSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { AppError, CODE_TARGET_TOTAL, type ImportStatus, type SeedResponse } from '@clearbill/shared';
import type { AppContext } from '../context';
import { codesChanged } from '../codes/index/index-keeper';
import { queryRows } from './bulk';
import { writeCodes, type CodeRecord } from './code-loader';
import { findCodeSets, importCodeSets, type ImportSummary } from './index';
import { importers } from './registry';
import { acquireImportLock, importRunning, listSources, releaseImportLock } from './sources';
import { batches } from './streams';
import path from 'node:path';

export const HOW_TO_IMPORT =
  'No code sets are imported yet. Put the official release files (CMS ICD-10-CM/PCS zips, HCPCS, the PFS ' +
  'RVU file, MS-DRG, NCCI, ...) in a folder and either set CODESETS_DIR to it and restart (the import ' +
  'runs in the background), run `npm run cli -- import --from <folder>`, or, when online, ' +
  '`npm run cli -- import --download`.';

/** The datasets that load medical_codes (the others are reference tables). */
const codeDatasets = importers.filter((i) => i.kind === 'codes').map((i) => i.dataset);

export async function importStatus(ctx: AppContext): Promise<ImportStatus> {
  const rows = await listSources(ctx);
  const anyDone = rows.some((r) => r.status === 'done');
  return {
    codesetsDir: ctx.config.codesetsDir ?? null,
    running: await importRunning(ctx),
    sources: rows.map((r) => ({
      dataset: r.dataset,
      sourceFile: r.sourceFile,
      sourceVersion: r.sourceVersion,
      rowCount: r.rowCount,
      status: r.status,
      startedAt: r.startedAt.toISOString(),
      finishedAt: r.finishedAt ? r.finishedAt.toISOString() : null,
    })),
    help: anyDone ? null : HOW_TO_IMPORT,
  };
}

/** The staged folder, or a 409 saying how to get one. */
async function stagedDir(ctx: AppContext): Promise<string> {
  const dir = ctx.config.codesetsDir;
  if (!dir || !existsSync(dir)) {
    throw new AppError('conflict', `CODESETS_DIR is not set or does not exist. ${HOW_TO_IMPORT}`);
  }
  if ((await findCodeSets(dir, codeDatasets)).length === 0) {
    throw new AppError(
      'conflict',
      `CODESETS_DIR (${path.basename(dir)}) holds no known code set files. ${HOW_TO_IMPORT}`,
    );
  }
  return dir;
}

async function codeTotal(ctx: AppContext): Promise<number> {
  const rows = await queryRows(ctx.db, sql`SELECT count(*)::int AS n FROM medical_codes`);
  return Number(rows[0]?.n ?? 0);
}

const percentOf = (total: number) => Math.round((total / CODE_TARGET_TOTAL) * 1000) / 10;

/**
 * Imports every code set in CODESETS_DIR now (answering when the codes are in), then the reference
 * tables in the background. `onBackground` receives the background run (tests await it).
 */
export async function seedFast(
  ctx: AppContext,
  onBackground?: (run: Promise<ImportSummary | null>) => void,
): Promise<SeedResponse> {
  const dir = await stagedDir(ctx);
  const summary = await importCodeSets(ctx, { dir, datasets: codeDatasets });
  if (!summary.ran)
    throw new AppError('conflict', 'An import is already running; try again when it has finished.');
  const failed = summary.results.filter((r) => r.status === 'failed');
  const background = importCodeSets(ctx, {
    dir,
    datasets: (await findCodeSets(dir))
      .map((f) => f.importer.dataset)
      .filter((d) => !codeDatasets.includes(d)),
  }).catch(() => null); // a failure is recorded on the import's reference_sources rows (import-status)
  onBackground?.(background);
  const total = await codeTotal(ctx);
  const imported = summary.results.reduce((n, r) => n + r.rows, 0);
  const skipped = summary.results.filter((r) => r.status === 'skipped').length;
  return {
    success: failed.length === 0,
    message:
      failed.length > 0
        ? `Imported ${imported.toLocaleString('en-US')} codes; ${failed.map((f) => f.dataset).join(', ')} failed.`
        : imported === 0 && skipped > 0
          ? 'Every code set in the folder was already imported.'
          : `Imported ${imported.toLocaleString('en-US')} codes. Reference tables continue in the background.`,
    imported,
    total,
    percentOfTarget: percentOf(total),
  };
}

/**
 * The next `batchSize` codes from the staged release files that are not in the database yet, in
 * import order (spec: 10,000 a call towards the 275,000 target).
 */
export async function seedLargeBatch(ctx: AppContext, batchSize: number): Promise<SeedResponse> {
  const dir = await stagedDir(ctx);
  const lock = await acquireImportLock(ctx);
  if (lock === null)
    throw new AppError('conflict', 'An import is already running; try again when it has finished.');
  let imported = 0;
  try {
    const now = ctx.clock.now();
    outer: for (const { importer, groups } of await findCodeSets(dir, codeDatasets)) {
      for (const group of groups) {
        const source = importer.codes?.(
          group.map((f) => path.join(dir, f)),
          importer.version(group, 'staged'),
        );
        if (!source) continue;
        const load = { ...source.load, now, today: now.toISOString().slice(0, 10) };
        for await (const batch of batches(source.records, 2000)) {
          const fresh = await notYetStored(ctx, load.codeType, batch);
          const take = fresh.slice(0, batchSize - imported);
          if (take.length > 0) await writeCodes(ctx.db, load, take);
          imported += take.length;
          if (imported >= batchSize) break outer;
        }
      }
    }
  } finally {
    await releaseImportLock(ctx, lock, imported);
    if (imported > 0) codesChanged(ctx.db);
  }
  const total = await codeTotal(ctx);
  return {
    success: true,
    message:
      imported === 0
        ? 'Every code in the staged release files is already imported.'
        : `Imported ${imported.toLocaleString('en-US')} more codes: ${percentOf(total)}% of the ${CODE_TARGET_TOTAL.toLocaleString('en-US')} target.`,
    imported,
    total,
    percentOfTarget: percentOf(total),
  };
}

async function notYetStored(ctx: AppContext, codeType: string, batch: CodeRecord[]): Promise<CodeRecord[]> {
  const codes = batch.map((r) => r.code);
  const rows = await queryRows(
    ctx.db,
    sql`SELECT code FROM medical_codes WHERE code_type = ${codeType} AND code = ANY(${sql.param(codes)}::text[])`,
  );
  const have = new Set(rows.map((r) => String(r.code)));
  const seen = new Set<string>();
  return batch.filter((r) => {
    if (have.has(r.code) || seen.has(r.code)) return false;
    seen.add(r.code);
    return true;
  });
}
