import { CPT_LICENSED_LABEL } from '@clearbill/shared';
import type { CodeRecord } from '../code-loader';
import { codeDataset } from '../code-dataset';
import { csvRecords, fileLines, linesOf, openFileStream } from '../streams';
import { baseName, matching } from '../types';
import { cptCategory, cptLabels } from './cpt-labels';
import { pfsVersion, RVU_FILE } from './pfs';

/** The PFS RVU file's DESCRIPTION column: AMA text, never read (the parser skips it). */
export const PFS_DESCRIPTION_COLUMN = 2;
const SKIP_DESCRIPTION = new Set([PFS_DESCRIPTION_COLUMN]);

export function cptRecord(code: string): CodeRecord | null {
  const category = cptCategory(code);
  if (!category) return null;
  return {
    code,
    title: cptLabels[code] ?? CPT_LICENSED_LABEL,
    description: null,
    category: category.category,
    subcategory: category.subcategory,
    billable: true,
  };
}

/**
 * CPT code NUMBERS from the physician fee schedule RVU file: only the HCPCS column is used. Rows
 * with a modifier (26, TC) repeat a code and are passed over.
 */
export async function* cptFromRvuFile(file: string): AsyncGenerator<CodeRecord> {
  let inData = false;
  for await (const row of csvRecords(fileLines(file), SKIP_DESCRIPTION)) {
    if (!inData) {
      inData = row[0]?.trim() === 'HCPCS' && row[1]?.trim() === 'MOD';
      continue;
    }
    if ((row[1] ?? '').trim() !== '') continue;
    const record = cptRecord((row[0] ?? '').trim().toUpperCase());
    if (record) yield record;
  }
}

/**
 * The proprietary lab (####U) and multi-assay (####M) code numbers the RVU file lacks, from the
 * first column of OPPS Addendum B. The short descriptor column is not read.
 */
export async function* cptFromAddendumB(file: string): AsyncGenerator<CodeRecord> {
  for await (const line of linesOf(openFileStream(file), 'latin1')) {
    const code = line.slice(0, line.indexOf('\t')).trim().toUpperCase();
    if (!/^[0-9]{4}[UM]$/.test(code)) continue;
    const record = cptRecord(code);
    if (record) yield record;
  }
}

const ADDENDUM_B = /(^|\/)[^/]*addendum[ _-]?b[^/]*\.txt$/i;

export const cptImporter = codeDataset({
  dataset: 'cpt',
  label: 'CPT code numbers',
  codeType: 'CPT',
  officialSource: (files) =>
    ADDENDUM_B.test(files[0] ?? '')
      ? 'CMS OPPS Addendum B (code numbers)'
      : 'CMS PFS RVU file (code numbers)',
  find: (files) => [...matching(files, RVU_FILE), ...matching(files, ADDENDUM_B)].map((f) => [f]),
  version: (files) =>
    ADDENDUM_B.test(files[0] ?? '')
      ? `CY${/(20\d\d)/.exec(baseName(files[0] ?? ''))?.[1] ?? '?'}`
      : pfsVersion(files),
  records: (files) =>
    ADDENDUM_B.test(files[0] ?? '') ? cptFromAddendumB(files[0] ?? '') : cptFromRvuFile(files[0] ?? ''),
});
