import type { Db } from '../db/client';
import type { CodeLoad, CodeRecord } from './code-loader';

export interface ImportContext {
  db: Db;
  now: Date;
  /** now as YYYY-MM-DD. */
  today: string;
}

export type DatasetKind = 'codes' | 'reference';

/** One publisher format: how to find its files in a folder, name their version, and load them. */
export interface DatasetImporter {
  /** reference_sources.dataset. */
  dataset: string;
  label: string;
  kind: DatasetKind;
  /**
   * The groups of files to import, in order, from a folder's file list (paths relative to it, with
   * forward slashes). Most groups hold one file; NCCI's ten PTP files are one group.
   */
  find(files: readonly string[]): string[][];
  /** The release's version, from its file names ('FY2026', 'CY2025 Oct'); checksum when they say none. */
  version(files: readonly string[], checksum: string): string;
  /** Loads the group (absolute paths); returns the rows read. */
  load(
    ic: ImportContext,
    files: readonly string[],
    version: string,
    onRows: (rows: number) => void,
  ): Promise<number>;
  /** Code sets only: the records and their load settings, for seed-large-batch. */
  codes?(
    files: readonly string[],
    version: string,
  ): { load: Omit<CodeLoad, 'today' | 'now'>; records: AsyncIterable<CodeRecord> };
}

/** Files whose relative path matches, sorted. */
export const matching = (files: readonly string[], pattern: RegExp) =>
  files.filter((f) => pattern.test(f)).sort();

/** The four-digit year in a file name, or null. */
export const yearIn = (name: string): string | null => /(20\d\d)/.exec(name)?.[1] ?? null;

export const baseName = (file: string) => file.split('/').pop() ?? file;
