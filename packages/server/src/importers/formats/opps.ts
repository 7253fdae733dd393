import type { Cell } from '../bulk';
import { linesOf, num, openFileStream, splitCsvLine, text } from '../streams';
import { loadTable } from '../table-loader';
import { baseName, matching, yearIn, type DatasetImporter } from '../types';

export const ADDENDUM_B_FILE = /(^|\/)[^/]*addendum[ _-]?b[^/]*\.txt$/i;

/**
 * OPPS Addendum B (tab-delimited, a few title lines, then a header row starting 'HCPCS Code').
 * Columns are found by header name; the short descriptor column is never read.
 */
export async function* oppsRows(file: string, version: string): AsyncGenerator<Cell[]> {
  const year = Number(yearIn(baseName(file)) ?? 0);
  let at: Record<string, number> | null = null;
  let skip = new Set<number>();
  for await (const line of linesOf(openFileStream(file), 'latin1')) {
    if (!at) {
      const names = splitCsvLine(line, undefined, '\t').map((c) => c.trim().toLowerCase());
      if (names[0] !== 'hcpcs code') continue;
      const find = (prefix: string) => names.findIndex((n) => n.startsWith(prefix));
      at = {
        si: names.indexOf('si'),
        apc: names.indexOf('apc'),
        weight: find('relative weight'),
        rate: find('payment rate'),
        copay: find('national unadjusted copayment'),
        minCopay: find('minimum unadjusted copayment'),
      };
      skip = new Set([find('short descriptor')]);
      continue;
    }
    const row = splitCsvLine(line, skip, '\t');
    const hcpcs = (row[0] ?? '').trim().toUpperCase();
    if (!/^[0-9A-Z]{5}$/.test(hcpcs)) continue;
    const get = (key: string) => row[at?.[key] ?? -1];
    yield [
      hcpcs,
      text(get('si')),
      text(get('apc')),
      num(get('weight')),
      num(get('rate')),
      num(get('copay')),
      num(get('minCopay')),
      year,
      version,
    ];
  }
}

export const oppsImporter: DatasetImporter = {
  dataset: 'opps',
  label: 'Hospital outpatient rates (OPPS Addendum B)',
  kind: 'reference',
  find: (files) => matching(files, ADDENDUM_B_FILE).map((f) => [f]),
  version: (files) => {
    const name = baseName(files[0] ?? '');
    return `CY${yearIn(name) ?? '?'}${/nfrm|final/i.test(name) ? ' final rule' : ''}`;
  },
  load: (ic, files, version, onRows) =>
    loadTable(
      ic.db,
      {
        table: 'outpatient_rates',
        columns: [
          ['hcpcs', 'text'],
          ['status_indicator', 'text'],
          ['apc', 'text'],
          ['relative_weight', 'numeric'],
          ['payment_rate', 'numeric'],
          ['national_copayment', 'numeric'],
          ['minimum_copayment', 'numeric'],
          ['year', 'integer'],
          ['source_version', 'text'],
        ],
        conflict: ['hcpcs'],
      },
      oppsRows(files[0] ?? '', version),
      { version, onRows },
    ),
};
