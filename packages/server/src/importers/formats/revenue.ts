import type { CodeRecord } from '../code-loader';
import { codeDataset } from '../code-dataset';
import { csvRecords, fileLines } from '../streams';
import { baseName, matching, yearIn } from '../types';
import { revenueLabel } from './revenue-labels';

/**
 * Revenue codes from a CSV whose first column is the code. Only the code is read: the description
 * column holds NUBC text, which we replace with our own labels.
 */
export async function* revenueRecords(file: string): AsyncGenerator<CodeRecord> {
  for await (const row of csvRecords(fileLines(file), new Set([1, 2, 3]))) {
    const raw = (row[0] ?? '').trim();
    if (!/^[0-9]{3,4}$/.test(raw)) continue;
    const code = raw.padStart(4, '0');
    const { title, group } = revenueLabel(code);
    yield { code, title, category: group, billable: code !== '0001' };
  }
}

export const revenueImporter = codeDataset({
  dataset: 'revenue',
  label: 'UB-04 revenue codes',
  codeType: 'REVENUE',
  officialSource: (files) => `UB-04 revenue code list (${baseName(files[0] ?? '')})`,
  find: (files) => matching(files, /(^|\/)[^/]*revenue[^/]*\.csv$/i).map((f) => [f]),
  version: (files) => yearIn(baseName(files[0] ?? '')) ?? 'current',
  records: (files) => revenueRecords(files[0] ?? ''),
});
