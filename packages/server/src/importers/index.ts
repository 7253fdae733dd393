import { createHash } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { AppContext } from '../context';
import { codesChanged } from '../codes/index/index-keeper';
import { importers } from './registry';
import {
  acquireImportLock,
  alreadyImported,
  finishSource,
  releaseImportLock,
  startSource,
  touchImportLock,
} from './sources';
import { sha256File } from './streams';
import type { DatasetImporter } from './types';

export type ImportCtx = Pick<AppContext, 'db' | 'clock'>;

export interface ImportProgress {
  dataset: string;
  label: string;
  sourceFile: string;
  status: 'started' | 'rows' | 'done' | 'skipped' | 'failed';
  rows: number;
  seconds: number;
  sourceVersion?: string;
  error?: string;
}

export interface ImportResult {
  dataset: string;
  sourceFile: string;
  sourceVersion: string;
  status: 'done' | 'skipped' | 'failed';
  rows: number;
  seconds: number;
  error?: string;
}

export interface ImportSummary {
  /** False when another import held the lock: nothing was done. */
  ran: boolean;
  results: ImportResult[];
  rows: number;
  seconds: number;
}

export interface ImportOptions {
  dir: string;
  /** Only these datasets (reference_sources.dataset names); all when absent. */
  datasets?: readonly string[];
  onProgress?: (p: ImportProgress) => void;
}

/** Every file under a folder, as paths relative to it with forward slashes. */
export async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort();
}

/** The release files of each known dataset found in a folder, in import order. */
export async function findCodeSets(
  dir: string,
  datasets?: readonly string[],
): Promise<{ importer: DatasetImporter; groups: string[][] }[]> {
  const files = await listFiles(dir);
  return importers
    .filter((i) => !datasets || datasets.includes(i.dataset))
    .map((importer) => ({ importer, groups: importer.find(files) }))
    .filter((f) => f.groups.length > 0);
}

async function checksumOf(files: readonly string[]): Promise<string> {
  const sums = await Promise.all(files.map((f) => sha256File(f)));
  if (sums.length === 1) return sums[0] ?? '';
  return createHash('sha256').update(sums.join('\n')).digest('hex');
}

const describeGroup = (group: readonly string[]) =>
  group.length <= 2 ? group.join(' + ') : `${group[0] ?? ''} (+${group.length - 1} more)`;

/**
 * Imports every known code set and reference file found in `dir`, codes first, under the import
 * lock (a second caller gets `ran: false`). A file already imported (same checksum) is skipped; a new
 * version updates its tables. One dataset failing does not stop the others.
 */
export async function importCodeSets(ctx: ImportCtx, options: ImportOptions): Promise<ImportSummary> {
  const started = performance.now();
  const lock = await acquireImportLock(ctx);
  if (lock === null) return { ran: false, results: [], rows: 0, seconds: 0 };
  const results: ImportResult[] = [];
  let failure: string | undefined;
  try {
    for (const { importer, groups } of await findCodeSets(options.dir, options.datasets)) {
      for (const group of groups) {
        results.push(await importGroup(ctx, importer, options.dir, group, options.onProgress));
        await touchImportLock(ctx, lock);
      }
    }
  } catch (err) {
    failure = err instanceof Error ? err.message : String(err);
    throw err;
  } finally {
    const rows = results.reduce((n, r) => n + r.rows, 0);
    await releaseImportLock(ctx, lock, rows, failure);
    // The import is over: this instance's code search index rebuilds now rather than after the quiet
    // period (other instances see code_index_version move and rebuild once their tables are quiet).
    if (results.some((r) => r.status === 'done')) codesChanged(ctx.db);
  }
  return {
    ran: true,
    results,
    rows: results.reduce((n, r) => n + r.rows, 0),
    seconds: (performance.now() - started) / 1000,
  };
}

async function importGroup(
  ctx: ImportCtx,
  importer: DatasetImporter,
  dir: string,
  group: readonly string[],
  onProgress?: (p: ImportProgress) => void,
): Promise<ImportResult> {
  const t0 = performance.now();
  const seconds = () => (performance.now() - t0) / 1000;
  const absolute = group.map((f) => path.join(dir, f));
  const sourceFile = describeGroup(group);
  const checksum = await checksumOf(absolute);
  const sourceVersion = importer.version(group, checksum);
  const base = { dataset: importer.dataset, label: importer.label, sourceFile, sourceVersion };
  if (await alreadyImported(ctx, importer.dataset, checksum)) {
    onProgress?.({ ...base, status: 'skipped', rows: 0, seconds: seconds() });
    return { ...base, status: 'skipped', rows: 0, seconds: seconds() };
  }
  const id = await startSource(ctx, { dataset: importer.dataset, sourceFile, sourceVersion, checksum });
  onProgress?.({ ...base, status: 'started', rows: 0, seconds: 0 });
  const now = ctx.clock.now();
  try {
    const rows = await importer.load(
      { db: ctx.db, now, today: now.toISOString().slice(0, 10) },
      absolute,
      sourceVersion,
      (n) => onProgress?.({ ...base, status: 'rows', rows: n, seconds: seconds() }),
    );
    await finishSource(ctx, id, rows);
    onProgress?.({ ...base, status: 'done', rows, seconds: seconds() });
    return { ...base, status: 'done', rows, seconds: seconds() };
  } catch (err) {
    // The message only: driver errors can carry whole parameter arrays.
    const error =
      (err instanceof Error ? err.message : String(err)).split('\n')[0]?.slice(0, 300) ?? 'failed';
    await finishSource(ctx, id, 0, error);
    onProgress?.({ ...base, status: 'failed', rows: 0, seconds: seconds(), error });
    return { ...base, status: 'failed', rows: 0, seconds: seconds(), error };
  }
}

export { importers, datasetNames } from './registry';
