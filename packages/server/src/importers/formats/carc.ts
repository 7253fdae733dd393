import type { Cell } from '../bulk';
import { csvRecords, fileLines } from '../streams';
import { loadTable } from '../table-loader';
import { matching, type DatasetImporter } from '../types';
import { carcExplanations, carcFallback } from './carc-explanations';

/**
 * CARC codes from a CSV whose first column is the code. Only the code is read: the explanation we
 * store is our own (the X12 text in the description column is never read).
 */
export async function* carcRows(file: string, version: string): AsyncGenerator<Cell[]> {
  for await (const row of csvRecords(fileLines(file), new Set([1, 2, 3]))) {
    const code = (row[0] ?? '').trim().toUpperCase();
    if (!/^[A-Z]?[0-9]{1,3}$/.test(code)) continue;
    const own = carcExplanations[code] ?? carcFallback;
    yield [code, own.explanation, own.action, version];
  }
}

export const carcImporter: DatasetImporter = {
  dataset: 'carc',
  label: 'Claim adjustment reason codes',
  kind: 'reference',
  find: (files) => matching(files, /(^|\/)[^/]*carc[^/]*\.csv$/i).map((f) => [f]),
  version: () => 'current list (explanations ours)',
  load: (ic, files, version, onRows) =>
    loadTable(
      ic.db,
      {
        table: 'carc_codes',
        columns: [
          ['code', 'text'],
          ['explanation', 'text'],
          ['patient_action', 'text'],
          ['source_version', 'text'],
        ],
        conflict: ['code'],
      },
      carcRows(files[0] ?? '', version),
      { version, onRows },
    ),
};
