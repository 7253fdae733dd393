import { sql } from 'drizzle-orm';
import type { Cell } from '../bulk';
import { jsonArrayItems, openFileStream } from '../streams';
import { loadTable, tableIsEmpty } from '../table-loader';
import { baseName, matching, type DatasetImporter } from '../types';

const PTP_FILE = /(^|\/)[^/]*ptp[^/]*\.json(\.gz)?$/i;
const MUE_FILE = /(^|\/)[^/]*mue[^/]*\.json(\.gz)?$/i;

/**
 * 'ptp_2026q3.json.gz' -> 'NCCI 2026 Q3'. The copy we have carries no quarter: its version says so
 * rather than guess one.
 */
export function ncciVersion(files: readonly string[]): string {
  const name = baseName(files[0] ?? '');
  const q = /(20\d\d)[ _-]?q([1-4])/i.exec(name);
  if (q) return `NCCI ${q[1] ?? ''} Q${q[2] ?? ''}`;
  return /raiden/i.test(name) ? 'NCCI copy 2026-04 (quarter unknown)' : 'NCCI (quarter unknown)';
}

const text = (v: unknown) => (typeof v === 'string' ? v : null);

/**
 * NCCI procedure-to-procedure pairs from the JSON layout [column1, [[column2, modifierIndicator,
 * rationale], ...]], streamed item by item from the (gzipped) files.
 */
export async function* ptpRows(files: readonly string[], version: string): AsyncGenerator<Cell[]> {
  for (const file of files) {
    for await (const item of jsonArrayItems(openFileStream(file))) {
      if (!Array.isArray(item)) continue;
      const [column1, pairs] = item as [unknown, unknown];
      if (typeof column1 !== 'string' || !Array.isArray(pairs)) continue;
      for (const pair of pairs as unknown[]) {
        if (!Array.isArray(pair)) continue;
        const [column2, indicator, rationale] = pair as [unknown, unknown, unknown];
        if (typeof column2 !== 'string') continue;
        const mi = Number(indicator);
        yield [column1, column2, mi === 0 || mi === 1 ? mi : 9, text(rationale), version];
      }
    }
  }
}

export const ncciPtpImporter: DatasetImporter = {
  dataset: 'ncci_ptp',
  label: 'NCCI procedure-to-procedure edits',
  kind: 'reference',
  // All PTP files are one release: they are imported (and checksummed) together.
  find: (files) => {
    const all = matching(files, PTP_FILE);
    return all.length ? [all] : [];
  },
  version: ncciVersion,
  load: async (ic, files, version, onRows) => {
    // A first load needs no conflict handling (about twice as fast); a later release upserts and
    // marks the pairs it no longer has as deleted, as CMS's own files do with a deletion date.
    const fresh = await tableIsEmpty(ic.db, 'ncci_edits');
    const count = await loadTable(
      ic.db,
      {
        table: 'ncci_edits',
        columns: [
          ['column1', 'text'],
          ['column2', 'text'],
          ['modifier_indicator', 'smallint'],
          ['rationale', 'text'],
          ['source_version', 'text'],
        ],
        conflict: ['column1', 'column2'],
        onConflict: fresh ? 'nothing' : 'update',
        extraSet: 'deletion_date = NULL',
      },
      ptpRows(files, version),
      { version, onRows, batchSize: 20_000, keepOld: true },
    );
    if (!fresh) {
      await ic.db.execute(sql`UPDATE ncci_edits SET deletion_date = ${ic.today}
        WHERE source_version <> ${version} AND deletion_date IS NULL`);
    }
    return count;
  },
};

/** MUE rows from the JSON layout [code, maxUnits, adjudicationIndicator, rationale]. */
export async function* mueRows(file: string, version: string, serviceType: string): AsyncGenerator<Cell[]> {
  for await (const item of jsonArrayItems(openFileStream(file))) {
    if (!Array.isArray(item)) continue;
    const [code, maxUnits, indicator, rationale] = item as [unknown, unknown, unknown, unknown];
    const units = Number(maxUnits);
    if (typeof code !== 'string' || !Number.isFinite(units)) continue;
    const mai = Number(indicator);
    yield [code, serviceType, units, Number.isFinite(mai) ? mai : null, text(rationale), version];
  }
}

/** The copy does not say which MUE table (practitioner, outpatient hospital, DME) it is. */
export const MUE_UNSPECIFIED = 'unspecified';

export const mueImporter: DatasetImporter = {
  dataset: 'mue',
  label: 'Medically unlikely edits',
  kind: 'reference',
  find: (files) => matching(files, MUE_FILE).map((f) => [f]),
  version: ncciVersion,
  load: (ic, files, version, onRows) => {
    const name = baseName(files[0] ?? '').toLowerCase();
    const serviceType = name.includes('dme')
      ? 'dme'
      : name.includes('oph') || name.includes('outpatient')
        ? 'outpatient_hospital'
        : name.includes('practitioner')
          ? 'practitioner'
          : MUE_UNSPECIFIED;
    return loadTable(
      ic.db,
      {
        table: 'mue_limits',
        columns: [
          ['code', 'text'],
          ['service_type', 'text'],
          ['max_units', 'integer'],
          ['adjudication_indicator', 'smallint'],
          ['rationale', 'text'],
          ['source_version', 'text'],
        ],
        conflict: ['code', 'service_type'],
      },
      mueRows(files[0] ?? '', version, serviceType),
      { version, onRows },
    );
  },
};
