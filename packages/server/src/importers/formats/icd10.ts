import type { CodeRecord } from '../code-loader';
import { codeDataset } from '../code-dataset';
import { zipLines } from '../streams';
import { baseName, matching, yearIn } from '../types';

/** ICD-10-CM chapters, by the first three characters of the code, in our own words. */
const cmChapters: [string, string, string][] = [
  ['A00', 'B99', 'Infections and parasites'],
  ['C00', 'D49', 'Cancers and other growths'],
  ['D50', 'D89', 'Blood and immune system'],
  ['E00', 'E89', 'Hormones, nutrition and metabolism'],
  ['F01', 'F99', 'Mental health and behaviour'],
  ['G00', 'G99', 'Brain and nerves'],
  ['H00', 'H59', 'Eyes'],
  ['H60', 'H95', 'Ears'],
  ['I00', 'I99', 'Heart and blood vessels'],
  ['J00', 'J99', 'Lungs and breathing'],
  ['K00', 'K95', 'Digestive system'],
  ['L00', 'L99', 'Skin'],
  ['M00', 'M99', 'Muscles, bones and joints'],
  ['N00', 'N99', 'Kidneys, bladder and reproductive organs'],
  ['O00', 'O9A', 'Pregnancy and childbirth'],
  ['P00', 'P96', 'Newborn conditions'],
  ['Q00', 'Q99', 'Conditions present from birth'],
  ['R00', 'R99', 'Symptoms and abnormal test results'],
  ['S00', 'T88', 'Injuries, poisoning and their effects'],
  ['U00', 'U85', 'Special-purpose codes'],
  ['V00', 'Y99', 'How an injury happened'],
  ['Z00', 'Z99', 'Check-ups, screenings and other reasons for care'],
];

export function icd10cmChapter(code: string): string | null {
  const head = code.slice(0, 3).toUpperCase();
  return cmChapters.find(([from, to]) => head >= from && head <= to)?.[2] ?? null;
}

/** ICD-10-PCS sections (the first character), in our own words. */
const pcsSections: Record<string, string> = {
  '0': 'Medical and surgical procedures',
  '1': 'Pregnancy and delivery procedures',
  '2': 'Placing devices (dressings, casts, packing)',
  '3': 'Giving substances (injections, infusions, transfusions)',
  '4': 'Measuring and monitoring',
  '5': 'Machine support of body functions',
  '6': 'Machine treatments outside the body',
  '7': 'Osteopathic treatment',
  '8': 'Other procedures',
  '9': 'Chiropractic treatment',
  B: 'Imaging',
  C: 'Nuclear medicine',
  D: 'Radiation treatment',
  F: 'Physical rehabilitation and hearing tests',
  G: 'Mental health treatment',
  H: 'Substance use treatment',
  X: 'New technology',
};

export const icd10pcsSection = (code: string) => pcsSections[code.charAt(0).toUpperCase()] ?? null;

/**
 * A line of a CMS order file: order number (5), code (7, left-aligned), header flag (0 = header,
 * 1 = valid for billing), short title (60), long title.
 */
export interface OrderLine {
  code: string;
  billable: boolean;
  shortTitle: string;
  longTitle: string;
}

export function parseOrderLine(line: string): OrderLine | null {
  if (line.length < 16) return null;
  const code = line.slice(6, 13).trim();
  const flag = line.charAt(14);
  if (!code || (flag !== '0' && flag !== '1')) return null;
  const longTitle = line.slice(77).trim();
  const shortTitle = line.slice(16, 76).trim();
  return { code, billable: flag === '1', shortTitle, longTitle: longTitle || shortTitle };
}

const withDot = (code: string) => (code.length > 3 ? `${code.slice(0, 3)}.${code.slice(3)}` : code);

/** ICD-10-CM records from the order file: headers (categories such as E11) are not billable. */
export async function* icd10cmRecords(zipFile: string): AsyncGenerator<CodeRecord> {
  let categoryTitle: string | null = null;
  for await (const line of await zipLines(zipFile, /icd10cm_order_\d{4}\.txt$/i)) {
    const row = parseOrderLine(line);
    if (!row) continue;
    if (row.code.length === 3) categoryTitle = row.longTitle;
    yield {
      code: withDot(row.code),
      title: row.longTitle,
      description: row.shortTitle !== row.longTitle ? row.shortTitle : null,
      category: icd10cmChapter(row.code),
      subcategory: categoryTitle,
      billable: row.billable,
    };
  }
}

/** ICD-10-PCS records: the valid seven-character codes; the three-character table headers are skipped. */
export async function* icd10pcsRecords(zipFile: string): AsyncGenerator<CodeRecord> {
  let tableTitle: string | null = null;
  for await (const line of await zipLines(zipFile, /icd10pcs_order_\d{4}\.txt$/i)) {
    const row = parseOrderLine(line);
    if (!row) continue;
    if (!row.billable) {
      tableTitle = row.longTitle;
      continue;
    }
    yield {
      code: row.code,
      title: row.longTitle,
      description: row.shortTitle !== row.longTitle ? row.shortTitle : null,
      category: icd10pcsSection(row.code),
      subcategory: tableTitle,
      billable: true,
    };
  }
}

/** The fiscal year of a CMS ICD-10 zip ('cms_2026_dx.zip', 'icd10cm-order-2026.zip'). */
const fiscalYear = (files: readonly string[]) => {
  const year = yearIn(baseName(files[0] ?? ''));
  return year ? `FY${year}` : 'unknown';
};

export const icd10cmImporter = codeDataset({
  dataset: 'icd10cm',
  label: 'ICD-10-CM diagnoses',
  codeType: 'ICD-10-CM',
  officialSource: 'CMS ICD-10-CM',
  find: (files) => matching(files, /(^|\/)[^/]*(_dx|icd10cm)[^/]*\.zip$/i).map((f) => [f]),
  version: fiscalYear,
  records: (files) => icd10cmRecords(files[0] ?? ''),
});

export const icd10pcsImporter = codeDataset({
  dataset: 'icd10pcs',
  label: 'ICD-10-PCS procedures',
  codeType: 'ICD-10-PCS',
  officialSource: 'CMS ICD-10-PCS',
  find: (files) => matching(files, /(^|\/)[^/]*(_pr|icd10pcs)[^/]*\.zip$/i).map((f) => [f]),
  version: fiscalYear,
  records: (files) => icd10pcsRecords(files[0] ?? ''),
});
