import type { Cell } from '../bulk';
import { jsonArrayItems, openFileStream } from '../streams';
import { loadTable } from '../table-loader';
import { baseName, matching, type DatasetImporter } from '../types';

interface ClfsItem {
  hcpcs?: unknown;
  modifier?: unknown;
  year?: unknown;
  eff_date?: unknown;
  indicator?: unknown;
  [key: string]: unknown;
}

const isoDate = (v: unknown) => {
  const s = typeof v === 'string' ? v.trim() : '';
  return /^\d{8}$/.test(s) ? `${s.slice(0, 4)}-${s.slice(4, 6)}-${s.slice(6, 8)}` : null;
};

/**
 * Clinical lab fee schedule rows from a JSON array of { hcpcs, modifier, year, eff_date, indicator,
 * rate_<year> }. Descriptors in the file are not read.
 */
export async function* clfsRows(file: string, version: string): AsyncGenerator<Cell[]> {
  for await (const raw of jsonArrayItems(openFileStream(file))) {
    const item = raw as ClfsItem;
    const hcpcs = typeof item.hcpcs === 'string' ? item.hcpcs.trim().toUpperCase() : '';
    const year = Number(item.year);
    const rate = Number(item[`rate_${String(item.year)}`] ?? item.rate);
    if (!hcpcs || !Number.isFinite(year) || !Number.isFinite(rate)) continue;
    yield [
      hcpcs,
      typeof item.modifier === 'string' ? item.modifier.trim() : '',
      rate,
      typeof item.indicator === 'string' ? item.indicator : null,
      isoDate(item.eff_date),
      year,
      version,
    ];
  }
}

/** '..._clfs_cy2026q3.json' -> 'CY2026 Q3'. */
const clfsVersion = (files: readonly string[]) => {
  const m = /cy(\d{4})(q\d)?/i.exec(baseName(files[0] ?? ''));
  return m ? `CY${m[1] ?? ''}${m[2] ? ` ${m[2].toUpperCase()}` : ''}` : 'unknown';
};

export const clfsImporter: DatasetImporter = {
  dataset: 'clfs',
  label: 'Clinical lab fee schedule',
  kind: 'reference',
  find: (files) => matching(files, /(^|\/)[^/]*clfs[^/]*\.json$/i).map((f) => [f]),
  version: clfsVersion,
  load: (ic, files, version, onRows) =>
    loadTable(
      ic.db,
      {
        table: 'lab_fee_schedule',
        columns: [
          ['hcpcs', 'text'],
          ['modifier', 'text'],
          ['rate', 'numeric'],
          ['indicator', 'text'],
          ['effective_date', 'date'],
          ['year', 'integer'],
          ['source_version', 'text'],
        ],
        conflict: ['hcpcs', 'modifier'],
      },
      clfsRows(files[0] ?? '', version),
      { version, onRows },
    ),
};
