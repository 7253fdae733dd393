import type { Cell } from '../bulk';
import { csvRecords, fileLines, num, text } from '../streams';
import { loadTable } from '../table-loader';
import { baseName, matching, yearIn, type DatasetImporter } from '../types';

export const RVU_FILE = /(^|\/)PPRRVU[^/]*\.(csv|txt)$/i;
const SKIP_DESCRIPTION = new Set([2]);
const round2 = (n: number) => Math.round(n * 100) / 100;

/** 'PPRRVU2025_Oct.csv' -> 'CY2025 Oct'; 'PPRRVU25_JAN.csv' -> 'CY2025 Jan'. */
export function pfsVersion(files: readonly string[]): string {
  const name = baseName(files[0] ?? '');
  const m = /PPRRVU(\d{2,4})[_ -]?([A-Za-z]{3})?/i.exec(name);
  if (!m?.[1]) return 'unknown';
  const year = m[1].length === 2 ? `20${m[1]}` : m[1];
  const release = m[2] ? ` ${m[2].charAt(0).toUpperCase()}${m[2].slice(1).toLowerCase()}` : '';
  return `CY${year}${release}`;
}

/**
 * Fee schedule rows of the RVU file (positions of the CMS layout, found after the header row that
 * starts 'HCPCS,MOD'). National amount = total RVU x conversion factor; where CMS marks the
 * non-facility price not applicable ('NA'), there is no non-facility amount.
 */
export async function* pfsRows(file: string, version: string): AsyncGenerator<Cell[]> {
  const year = Number(/CY(\d{4})/.exec(version)?.[1] ?? 0);
  let inData = false;
  for await (const row of csvRecords(fileLines(file), SKIP_DESCRIPTION)) {
    if (!inData) {
      inData = row[0]?.trim() === 'HCPCS' && row[1]?.trim() === 'MOD';
      continue;
    }
    const hcpcs = (row[0] ?? '').trim().toUpperCase();
    if (!/^[0-9A-Z]{5}$/.test(hcpcs)) continue;
    const cf = num(row[24]) ?? 0;
    const nonFacTotal = num(row[11]);
    const facTotal = num(row[12]);
    const nonFacNa = (row[7] ?? '').trim() !== '';
    yield [
      hcpcs,
      (row[1] ?? '').trim(),
      text(row[3]),
      num(row[5]),
      num(row[6]),
      num(row[8]),
      num(row[10]),
      nonFacTotal,
      facTotal,
      cf,
      nonFacTotal === null || nonFacNa ? null : round2(nonFacTotal * cf),
      facTotal === null ? null : round2(facTotal * cf),
      text(row[14]),
      text(row[13]),
      year,
      version,
    ];
  }
}

export const pfsImporter: DatasetImporter = {
  dataset: 'pfs',
  label: 'Physician fee schedule (RVUs)',
  kind: 'reference',
  find: (files) => matching(files, RVU_FILE).map((f) => [f]),
  version: pfsVersion,
  load: (ic, files, version, onRows) =>
    loadTable(
      ic.db,
      {
        table: 'fee_schedule',
        columns: [
          ['hcpcs', 'text'],
          ['modifier', 'text'],
          ['status_code', 'text'],
          ['work_rvu', 'numeric'],
          ['non_facility_pe_rvu', 'numeric'],
          ['facility_pe_rvu', 'numeric'],
          ['mp_rvu', 'numeric'],
          ['non_facility_total_rvu', 'numeric'],
          ['facility_total_rvu', 'numeric'],
          ['conversion_factor', 'numeric'],
          ['non_facility_amount', 'numeric'],
          ['facility_amount', 'numeric'],
          ['global_days', 'text'],
          ['pctc_indicator', 'text'],
          ['year', 'integer'],
          ['source_version', 'text'],
        ],
        conflict: ['hcpcs', 'modifier'],
      },
      pfsRows(files[0] ?? '', version),
      { version, onRows },
    ),
};

const pad = (value: string, width: number) => value.trim().padStart(width, '0');

/** GPCI rows: MAC, state, locality number, locality name, work, PE and MP GPCI. */
export async function* gpciRows(file: string, version: string): AsyncGenerator<Cell[]> {
  const year = Number(yearIn(baseName(file)) ?? 0);
  for await (const row of csvRecords(fileLines(file))) {
    const mac = (row[0] ?? '').trim();
    const work = num(row[4]);
    const pe = num(row[5]);
    const mp = num(row[6]);
    if (!/^[0-9]{4,5}$/.test(mac) || work === null || pe === null || mp === null) continue;
    yield [
      pad(mac, 5),
      (row[1] ?? '').trim(),
      pad(row[2] ?? '', 2),
      (row[3] ?? '').replace(/\*+/g, '').trim(),
      work,
      pe,
      mp,
      year,
      version,
    ];
  }
}

export const gpciImporter: DatasetImporter = {
  dataset: 'gpci',
  label: 'Geographic practice cost indices',
  kind: 'reference',
  find: (files) => matching(files, /(^|\/)GPCI[^/]*\.csv$/i).map((f) => [f]),
  version: (files) => `CY${yearIn(baseName(files[0] ?? '')) ?? '?'}`,
  load: (ic, files, version, onRows) =>
    loadTable(
      ic.db,
      {
        table: 'gpci',
        columns: [
          ['mac', 'text'],
          ['state', 'text'],
          ['locality_number', 'text'],
          ['locality_name', 'text'],
          ['work_gpci', 'numeric'],
          ['pe_gpci', 'numeric'],
          ['mp_gpci', 'numeric'],
          ['year', 'integer'],
          ['source_version', 'text'],
        ],
        conflict: ['mac', 'locality_number'],
      },
      gpciRows(files[0] ?? '', version),
      { version, onRows },
    ),
};

/** Locality rows (the county list): MAC, locality number, state, fee schedule area, counties. */
export async function* localityRows(file: string, version: string): AsyncGenerator<Cell[]> {
  for await (const row of csvRecords(fileLines(file))) {
    const mac = (row[0] ?? '').trim();
    if (!/^[0-9]{4,5}$/.test(mac)) continue;
    yield [
      pad(mac, 5),
      pad(row[1] ?? '', 2),
      (row[2] ?? '').trim(),
      (row[3] ?? '').replace(/\*+/g, '').trim(),
      (row[4] ?? '').trim(),
      version,
    ];
  }
}

/** '25LOCCO.csv' -> 'CY2025'. */
const locVersion = (files: readonly string[]) => {
  const m = /(\d{2,4})LOCCO/i.exec(baseName(files[0] ?? ''));
  const y = m?.[1] ?? '';
  return y.length === 2 ? `CY20${y}` : y ? `CY${y}` : 'unknown';
};

export const localitiesImporter: DatasetImporter = {
  dataset: 'localities',
  label: 'Fee schedule localities',
  kind: 'reference',
  find: (files) => matching(files, /(^|\/)[^/]*LOCCO[^/]*\.csv$/i).map((f) => [f]),
  version: locVersion,
  load: (ic, files, version, onRows) =>
    loadTable(
      ic.db,
      {
        table: 'localities',
        columns: [
          ['mac', 'text'],
          ['locality_number', 'text'],
          ['state', 'text'],
          ['fee_schedule_area', 'text'],
          ['counties', 'text'],
          ['source_version', 'text'],
        ],
        conflict: ['mac', 'locality_number', 'fee_schedule_area'],
      },
      localityRows(files[0] ?? '', version),
      { version, onRows },
    ),
};
