import { readFile } from 'node:fs/promises';
import type { Cell } from '../bulk';
import { fileLines } from '../streams';
import { loadTable } from '../table-loader';
import { baseName, matching, type DatasetImporter } from '../types';

interface FplRecord {
  poverty_level_update_year?: number;
  poverty_base?: number;
  poverty_increment?: number;
  poverty_base_ak?: number;
  poverty_increment_ak?: number;
  poverty_base_hi?: number;
  poverty_increment_hi?: number;
}

function* rowsOf(r: FplRecord): Generator<Cell[]> {
  const year = r.poverty_level_update_year;
  if (!year) return;
  const version = `HHS ${year}`;
  const regions: [string, number | undefined, number | undefined][] = [
    ['contiguous', r.poverty_base, r.poverty_increment],
    ['AK', r.poverty_base_ak, r.poverty_increment_ak],
    ['HI', r.poverty_base_hi, r.poverty_increment_hi],
  ];
  for (const [region, base, extra] of regions) {
    if (base !== undefined && extra !== undefined) yield [year, region, base, extra, version];
  }
}

/** Poverty guidelines from JSON (one object or an array of them) or JSON Lines (one object a line). */
export async function* fplRows(file: string): AsyncGenerator<Cell[]> {
  if (/\.jsonl$/i.test(file)) {
    for await (const line of fileLines(file)) {
      if (line.trim()) yield* rowsOf(JSON.parse(line) as FplRecord);
    }
    return;
  }
  const head = await readFile(file, 'utf8');
  const parsed = JSON.parse(head) as FplRecord | FplRecord[];
  for (const r of Array.isArray(parsed) ? parsed : [parsed]) yield* rowsOf(r);
}

export const fplImporter: DatasetImporter = {
  dataset: 'fpl',
  label: 'Federal poverty guidelines',
  kind: 'reference',
  find: (files) =>
    matching(files, /(^|\/)fpl\/[^/]*\.jsonl?$|(^|\/)[^/]*poverty[^/]*\.jsonl?$/i).map((f) => [f]),
  version: (files) => `HHS guidelines (${baseName(files[0] ?? '')})`,
  // Each row carries its own year's version; files overlap, so nothing is dropped.
  load: (ic, files, version, onRows) =>
    loadTable(
      ic.db,
      {
        table: 'poverty_guidelines',
        columns: [
          ['year', 'integer'],
          ['region', 'text'],
          ['base', 'integer'],
          ['per_extra_person', 'integer'],
          ['source_version', 'text'],
        ],
        conflict: ['year', 'region'],
      },
      fplRows(files[0] ?? ''),
      { version, onRows, keepOld: true },
    ),
};
