// Reference data for one `analyze` run without a server: read from the publishers' files in
// CODESETS_DIR with the importers' own row readers, keeping only what concerns the document's codes
// (so a run loads in well under a second), into an in-memory ReferenceData. Without CODESETS_DIR, the
// application's database when it holds imported data; else none, and the caller says so.
import { createReadStream, existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { gunzip as gunzipCb, createGunzip } from 'node:zlib';
import {
  createMemoryReferenceData,
  type CarcExplanation,
  type MueLimit,
  type NcciEdit,
  type PfsFixture,
  type PovertyGuideline,
  type RateFixture,
  type ReferenceData,
} from '@clearbill/engine';
import { carcImporter, carcRows } from '../../server/src/importers/formats/carc';
import { clfsImporter, clfsRows } from '../../server/src/importers/formats/clfs';
import { fplImporter, fplRows } from '../../server/src/importers/formats/fpl';
import {
  mueImporter,
  mueRows,
  MUE_UNSPECIFIED,
  ncciPtpImporter,
} from '../../server/src/importers/formats/ncci';
import { oppsImporter, oppsRows } from '../../server/src/importers/formats/opps';
import { pfsImporter, pfsRows } from '../../server/src/importers/formats/pfs';
import type { DatasetImporter } from '../../server/src/importers/types';

const gunzip = promisify(gunzipCb);

export interface ReferenceLoad {
  reference: ReferenceData;
  origin: 'codesets' | 'database' | 'none';
  /** One line for standard error: where the data came from, or why there is none. */
  note: string;
  close(): Promise<void>;
}

const EMPTY = createMemoryReferenceData({});
const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
/** Cells are text, numbers, booleans or null. */
const str = (v: unknown) =>
  typeof v === 'string' ? v : typeof v === 'number' || typeof v === 'boolean' ? String(v) : null;

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort();
}

/** Each group of an importer's files (absolute paths) with its version. */
function groupsOf(importer: DatasetImporter, dir: string, files: string[]) {
  return importer.find(files).map((group) => ({
    files: group.map((f) => path.join(dir, f)),
    version: importer.version(group, ''),
  }));
}

async function collect<T>(rows: AsyncIterable<T>, keep: (row: T) => boolean): Promise<T[]> {
  const out: T[] = [];
  for await (const row of rows) if (keep(row)) out.push(row);
  return out;
}

/**
 * A copy of a delimited release file without the data rows of other codes, for the importer's reader
 * to parse: title and header lines stay, so the reader sees the layout it knows. Row order is kept.
 */
async function withoutOtherCodes(
  file: string,
  tmp: string,
  codes: Set<string>,
  delimiter: string,
  encoding: BufferEncoding,
): Promise<string> {
  const lines = (await readFile(file, encoding)).split(/\r?\n/);
  const row = new RegExp(`^([0-9A-Z]{5})${delimiter}`);
  const kept = lines.filter((line) => {
    const code = row.exec(line)?.[1];
    // Header words such as 'HCPCS' have no digit: only codes are data rows.
    return code === undefined || !/\d/.test(code) || codes.has(code);
  });
  const copy = path.join(tmp, path.basename(file));
  await writeFile(copy, kept.join('\n'), encoding);
  return copy;
}

/** The items of a JSON array of arrays whose first element is one of the codes, as a small JSON file. */
async function jsonItemsOf(file: string, tmp: string, codes: Set<string>): Promise<string> {
  const raw = await readFile(file);
  const text = (file.endsWith('.gz') ? await gunzip(raw) : raw).toString('utf8');
  const items: string[] = [];
  for (const code of codes) {
    for (const needle of [`["${code}",`, `["${code}", `]) {
      for (let at = text.indexOf(needle); at >= 0; at = text.indexOf(needle, at + needle.length)) {
        const item = itemAt(text, at);
        if (item) items.push(item);
      }
    }
  }
  const copy = path.join(tmp, path.basename(file).replace(/\.gz$/, ''));
  await writeFile(copy, `[${items.join(',')}]`);
  return copy;
}

/** The first column-1 code of a PTP file, from its first few kilobytes. */
async function firstCode(file: string): Promise<string | null> {
  const stream = createReadStream(file, { start: 0, end: 16_383 });
  const source = file.endsWith('.gz') ? stream.pipe(createGunzip()) : stream;
  let head = '';
  try {
    for await (const chunk of source) {
      head += (chunk as Buffer).toString('utf8');
      if (head.length > 64) break;
    }
  } catch {
    // A gzip stream cut short by the byte range ends with an error once the head is read.
  } finally {
    source.destroy();
    stream.destroy();
  }
  return /^\s*\[\s*\[\s*"([^"]+)"/.exec(head)?.[1] ?? null;
}

/** The item `[column1, [...]]` starting at `at`, cut out by bracket depth (strings respected). */
function itemAt(text: string, at: number): string | null {
  let depth = 0;
  let inString = false;
  for (let i = at; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 92) i++;
      else if (ch === 34) inString = false;
    } else if (ch === 34) inString = true;
    else if (ch === 91) depth++;
    else if (ch === 93 && --depth === 0) return text.slice(at, i + 1);
  }
  return null;
}

/**
 * NCCI pairs among the codes. The PTP release is ordered by column 1 and split into files by range,
 * so only the files whose range holds a document code are decompressed, and in those only the items of
 * the document's codes are parsed (the rows read as `ptpRows` reads them: indicator 0, 1, else 9).
 */
async function ncciAmong(files: string[], version: string, codes: Set<string>): Promise<NcciEdit[]> {
  if (codes.size < 2) return [];
  const starts = (await Promise.all(files.map(async (f) => ({ f, first: await firstCode(f) })))).sort(
    (a, b) => (a.first ?? '').localeCompare(b.first ?? ''),
  );
  const wanted = new Map<string, string[]>();
  for (const code of codes) {
    const holder = starts.filter((s) => s.first !== null && s.first <= code).at(-1) ?? starts[0];
    if (holder) wanted.set(holder.f, [...(wanted.get(holder.f) ?? []), code]);
  }
  const edits: NcciEdit[] = [];
  await Promise.all(
    [...wanted].map(async ([file, column1s]) => {
      const raw = await readFile(file);
      const text = (file.endsWith('.gz') ? await gunzip(raw) : raw).toString('utf8');
      for (const column1 of column1s) {
        // A column 1 item is followed by its list of pairs; as a column 2 the code is followed by a digit.
        for (const needle of [`["${column1}",[`, `["${column1}", [`]) {
          for (let at = text.indexOf(needle); at >= 0; at = text.indexOf(needle, at + needle.length)) {
            const item = itemAt(text, at);
            if (!item) break;
            const [, pairs] = JSON.parse(item) as [string, unknown[]];
            for (const pair of pairs) {
              if (!Array.isArray(pair) || typeof pair[0] !== 'string' || !codes.has(pair[0])) continue;
              const mi = Number(pair[1]);
              edits.push({
                column1,
                column2: pair[0],
                modifierIndicator: mi === 0 || mi === 1 ? mi : 9,
                rationale: typeof pair[2] === 'string' ? pair[2] : null,
                deletionDate: null,
                sourceVersion: version,
              });
            }
          }
        }
      }
    }),
  );
  return edits;
}

/** MUE table of a file, as the importer names it. */
function mueServiceType(file: string): MueLimit['serviceType'] {
  const name = path.basename(file).toLowerCase();
  if (name.includes('dme')) return 'dme';
  if (name.includes('oph') || name.includes('outpatient')) return 'outpatient_hospital';
  return name.includes('practitioner') ? 'practitioner' : MUE_UNSPECIFIED;
}

export async function referenceFromCodesets(
  dir: string,
  documentCodes: readonly string[],
): Promise<ReferenceData> {
  const files = await listFiles(dir);
  const codes = new Set(documentCodes.map((c) => c.toUpperCase()));
  // Scratch copies of the files' relevant rows; removed before returning.
  const tmp = await mkdtemp(path.join(tmpdir(), 'clearbill-reference-'));
  try {
    return await readScoped(dir, files, codes, tmp);
  } finally {
    await rm(tmp, { recursive: true, force: true });
  }
}

async function readScoped(
  dir: string,
  files: string[],
  codes: Set<string>,
  tmp: string,
): Promise<ReferenceData> {
  const hasCode = (row: unknown[]) => codes.has(String(row[0]));
  const each = <T>(
    importer: DatasetImporter,
    read: (g: { files: string[]; version: string }) => Promise<T[]>,
  ) => Promise.all(groupsOf(importer, dir, files).map(read)).then((r) => r.flat());
  const needCodes = codes.size > 0;
  const [ncci, mue, pfs, opps, clfs, carc, poverty] = await Promise.all([
    each(ncciPtpImporter, (g) => ncciAmong(g.files, g.version, codes)),
    each(mueImporter, async (g): Promise<MueLimit[]> => {
      if (!needCodes) return [];
      const file = g.files[0] ?? '';
      const copy = await jsonItemsOf(file, tmp, codes);
      const rows = await collect(mueRows(copy, g.version, mueServiceType(file)), hasCode);
      return rows.map((r) => ({
        code: String(r[0]),
        serviceType: r[1] as MueLimit['serviceType'],
        maxUnits: Number(r[2]),
        adjudicationIndicator: num(r[3]),
        rationale: str(r[4]),
        sourceVersion: String(r[5]),
      }));
    }),
    each(pfsImporter, async (g): Promise<PfsFixture[]> => {
      if (!needCodes) return [];
      const copy = await withoutOtherCodes(g.files[0] ?? '', tmp, codes, ',', 'utf8');
      const rows = await collect(pfsRows(copy, g.version), hasCode);
      return rows.map((r) => ({
        code: String(r[0]),
        modifier: String(r[1] ?? ''),
        status: str(r[2]),
        nonFacilityAmount: num(r[10]),
        facilityAmount: num(r[11]),
        year: Number(r[14]),
        sourceVersion: String(r[15]),
      }));
    }),
    each(oppsImporter, async (g): Promise<RateFixture[]> => {
      if (!needCodes) return [];
      const copy = await withoutOtherCodes(g.files[0] ?? '', tmp, codes, '\t', 'latin1');
      const rows = await collect(oppsRows(copy, g.version), (r) => hasCode(r) && r[4] !== null);
      return rows.map((r) => ({
        code: String(r[0]),
        amount: Number(r[4]),
        status: str(r[1]),
        year: Number(r[7]),
        sourceVersion: String(r[8]),
      }));
    }),
    each(clfsImporter, async (g): Promise<RateFixture[]> => {
      if (!needCodes) return [];
      const rows = await collect(clfsRows(g.files[0] ?? '', g.version), hasCode);
      return rows.map((r) => ({
        code: String(r[0]),
        modifier: String(r[1] ?? ''),
        amount: Number(r[2]),
        status: str(r[3]),
        year: Number(r[5]),
        sourceVersion: String(r[6]),
      }));
    }),
    each(carcImporter, async (g): Promise<CarcExplanation[]> => {
      const rows = await collect(carcRows(g.files[0] ?? '', g.version), () => true);
      return rows.map((r) => ({
        code: String(r[0]),
        explanation: String(r[1]),
        patientAction: str(r[2]),
        sourceVersion: String(r[3]),
      }));
    }),
    each(fplImporter, async (g): Promise<PovertyGuideline[]> => {
      const rows = await collect(fplRows(g.files[0] ?? ''), () => true);
      return rows.map((r) => ({
        year: Number(r[0]),
        region: r[1] as PovertyGuideline['region'],
        base: Number(r[2]),
        perExtraPerson: Number(r[3]),
        sourceVersion: String(r[4]),
      }));
    }),
  ]);
  return createMemoryReferenceData({ ncci, mue, pfs, opps, clfs, carc, poverty });
}

/** Reference tables the analysis reads; the database is used only when one of them was imported. */
const ANALYSIS_DATASETS = ['ncci_ptp', 'mue', 'pfs', 'opps', 'clfs', 'carc', 'fpl'];

async function referenceFromDatabase(env: NodeJS.ProcessEnv): Promise<ReferenceLoad | null> {
  // Never create a database just to find it empty, nor load the server's modules (slow) for nothing.
  const dataDir = path.resolve(env.DATA_DIR || './data');
  if (!env.DATABASE_URL && !existsSync(path.join(dataDir, 'pglite'))) return null;
  const { loadConfig, openContext } = await import('@clearbill/server');
  const config = loadConfig(env);
  const { ctx, database } = await openContext(config);
  const { queryRows } = await import('../../server/src/importers/bulk');
  const { sql } = await import('drizzle-orm');
  const rows = await queryRows(
    ctx.db,
    sql`SELECT DISTINCT dataset FROM reference_sources WHERE status = 'done'
        AND dataset = ANY(${sql.param(ANALYSIS_DATASETS)}::text[])`,
  );
  if (rows.length === 0) {
    await database.close();
    return null;
  }
  const { createDbReferenceData } = await import('../../server/src/importers/reference-data-db');
  return {
    reference: createDbReferenceData(ctx.db),
    origin: 'database',
    note: `Reference data: the application's database (${rows.map((r) => String(r.dataset)).join(', ')}).`,
    close: () => database.close(),
  };
}

export async function referenceForDocument(
  codes: readonly string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<ReferenceLoad> {
  const dir = env.CODESETS_DIR;
  if (dir) {
    if (!existsSync(dir)) throw new Error(`CODESETS_DIR ${dir} does not exist`);
    return {
      reference: await referenceFromCodesets(path.resolve(dir), codes),
      origin: 'codesets',
      note: `Reference data: release files in ${dir}.`,
      close: () => Promise.resolve(),
    };
  }
  const fromDb = await referenceFromDatabase(env);
  if (fromDb) return fromDb;
  return {
    reference: EMPTY,
    origin: 'none',
    note:
      'No reference data: set CODESETS_DIR to a folder of code-set release files (or import them with ' +
      '`npm run cli -- import --from DIR`). NCCI, MUE and fee-schedule checks were skipped.',
    close: () => Promise.resolve(),
  };
}
