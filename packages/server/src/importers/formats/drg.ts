import type { Cell } from '../bulk';
import { writeCodes, type CodeRecord } from '../code-loader';
import { csvRecords, fileLines, num, text, batches } from '../streams';
import { bulkWrite } from '../bulk';
import { sql } from 'drizzle-orm';
import { baseName, matching, yearIn, type DatasetImporter } from '../types';

/** Major diagnostic categories, in our own words. */
const mdcNames: Record<string, string> = {
  PRE: 'Transplants and other very complex care',
  '01': 'Brain and nerves',
  '02': 'Eyes',
  '03': 'Ears, nose, mouth and throat',
  '04': 'Lungs and breathing',
  '05': 'Heart and blood vessels',
  '06': 'Digestive system',
  '07': 'Liver, gallbladder and pancreas',
  '08': 'Muscles, bones and joints',
  '09': 'Skin and breast',
  '10': 'Hormones, nutrition and metabolism',
  '11': 'Kidneys and urinary tract',
  '12': 'Male reproductive system',
  '13': 'Female reproductive system',
  '14': 'Pregnancy and childbirth',
  '15': 'Newborns',
  '16': 'Blood and immune system',
  '17': 'Blood cancers and other growths',
  '18': 'Infections',
  '19': 'Mental health',
  '20': 'Alcohol and drug use',
  '21': 'Injuries, poisoning and drug effects',
  '22': 'Burns',
  '23': 'Other reasons for care',
  '24': 'Multiple major injuries',
  '25': 'HIV infections',
};

export interface DrgRow {
  drg: string;
  mdc: string | null;
  type: string | null;
  title: string;
  weight: number;
  gmlos: number | null;
}

/** MS-DRG rows from a CSV with header ms_drg, mdc, type, title, relative_weight, gmlos. */
export async function* drgRows(file: string): AsyncGenerator<DrgRow> {
  let at: Record<string, number> | null = null;
  for await (const row of csvRecords(fileLines(file))) {
    if (!at) {
      const names = row.map((c) => c.trim().toLowerCase());
      const find = (...keys: string[]) => names.findIndex((n) => keys.includes(n));
      at = {
        drg: find('ms_drg', 'drg', 'ms-drg'),
        mdc: find('mdc'),
        type: find('type'),
        title: find('title', 'ms-drg title', 'description'),
        weight: find('relative_weight', 'weights', 'weight'),
        gmlos: find('gmlos', 'geometric mean los'),
      };
      if ((at.drg ?? -1) < 0 || (at.weight ?? -1) < 0)
        throw new Error(`${baseName(file)}: not an MS-DRG weights file`);
      continue;
    }
    const drg = (row[at.drg ?? 0] ?? '').trim().padStart(3, '0');
    const weight = num(row[at.weight ?? 0]);
    const title = text(row[at.title ?? -1]);
    if (!/^[0-9]{3}$/.test(drg) || weight === null || !title) continue;
    yield {
      drg,
      mdc: text(row[at.mdc ?? -1]),
      type: text(row[at.type ?? -1]),
      title,
      weight,
      gmlos: num(row[at.gmlos ?? -1]),
    };
  }
}

const drgRecord = (r: DrgRow): CodeRecord => ({
  code: r.drg,
  title: r.title,
  category: r.mdc ? (mdcNames[r.mdc.padStart(2, '0')] ?? mdcNames[r.mdc] ?? `MDC ${r.mdc}`) : null,
  subcategory: r.type === 'SURG' ? 'Surgical' : r.type === 'MED' ? 'Medical' : r.type,
  billable: true,
});

const drgVersion = (files: readonly string[]) => {
  const name = baseName(files[0] ?? '');
  const v = /v(\d{2})/i.exec(name)?.[1];
  const fy = yearIn(name);
  return `MS-DRG${v ? ` v${v}` : ''}${fy ? ` (FY${fy})` : ''}`;
};

async function* drgCodeRecords(file: string): AsyncGenerator<CodeRecord> {
  for await (const r of drgRows(file)) yield drgRecord(r);
}

/** MS-DRG: the codes into medical_codes and their weights into drg_weights, in one pass. */
export const drgImporter: DatasetImporter = {
  dataset: 'drg',
  label: 'MS-DRG with weights',
  kind: 'codes',
  find: (files) => matching(files, /(^|\/)[^/]*drg[^/]*\.csv$/i).map((f) => [f]),
  version: drgVersion,
  load: async (ic, files, version, onRows) => {
    const load = {
      codeType: 'DRG' as const,
      officialSource: 'CMS MS-DRG',
      sourceVersion: version,
      today: ic.today,
      now: ic.now,
    };
    let count = 0;
    for await (const batch of batches(drgRows(files[0] ?? ''), 2000)) {
      await writeCodes(ic.db, load, batch.map(drgRecord));
      await bulkWrite(
        ic.db,
        {
          table: 'drg_weights',
          columns: [
            ['drg', 'text'],
            ['mdc', 'text'],
            ['drg_type', 'text'],
            ['relative_weight', 'numeric'],
            ['geometric_mean_los', 'numeric'],
            ['source_version', 'text'],
          ],
          conflict: ['drg'],
        },
        batch.map((r): Cell[] => [r.drg, r.mdc, r.type, r.weight, r.gmlos, version]),
      );
      count += batch.length;
      onRows(count);
    }
    await ic.db.execute(sql`DELETE FROM drg_weights WHERE source_version <> ${version}`);
    await ic.db.execute(sql`UPDATE medical_codes SET expiration_date = ${ic.today}
      WHERE code_type = 'DRG' AND official_source = 'CMS MS-DRG' AND source_version <> ${version} AND expiration_date IS NULL`);
    return count;
  },
  codes: (files, version) => ({
    load: { codeType: 'DRG', officialSource: 'CMS MS-DRG', sourceVersion: version },
    records: drgCodeRecords(files[0] ?? ''),
  }),
};
