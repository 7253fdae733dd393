import {
  AppError,
  invalidFileTypeBody,
  REGULATION_LIST_SEPARATOR,
  regulationFileColumns,
  regulationUploadRowSchema,
  type Regulation,
  type RegulationUploadRow,
} from '@clearbill/shared';
import { csvLine, parseCsv } from '../codes/csv';

/** At most this many rows per upload file. */
export const MAX_REGULATION_ROWS = 2000;

const listColumns = new Set<string>(['affectedPrograms', 'keyChanges', 'topics']);
const normalise = (s: string) => s.toLowerCase().replace(/[^a-z]/g, '');
const columnByHeader = new Map<string, string>(regulationFileColumns.map((c) => [normalise(c), c]));

/** A CSV list field: items separated by ';'. */
const splitList = (s: string) =>
  s
    .split(REGULATION_LIST_SEPARATOR)
    .map((x) => x.trim())
    .filter(Boolean);

/** An uploaded value as the row schema takes it: empty text is absent, list text is split. */
function cleanValue(column: string, value: unknown): unknown {
  if (typeof value === 'string') {
    const t = value.trim();
    if (t === '') return undefined;
    return listColumns.has(column) ? splitList(t) : t;
  }
  return value === null ? undefined : value;
}

function cleanRow(raw: Record<string, unknown>): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(raw)) {
    const column = columnByHeader.get(normalise(k));
    if (column) row[column] = cleanValue(column, v);
  }
  return row;
}

/** The file's rows as plain objects keyed by our column names; unreadable files are a 400. */
export function readRegulationFile(kind: 'csv' | 'json', content: Buffer): Record<string, unknown>[] {
  const text = content.toString('utf8');
  if (text.includes('\u0000') || text.includes('\uFFFD')) {
    throw new AppError('validation_failed', invalidFileTypeBody);
  }
  let rows: Record<string, unknown>[];
  if (kind === 'json') {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw new AppError('validation_failed', `The file is not valid JSON. ${invalidFileTypeBody}`);
    }
    const list: unknown = Array.isArray(parsed)
      ? parsed
      : (parsed as { regulations?: unknown } | null)?.regulations;
    if (!Array.isArray(list)) {
      throw new AppError(
        'validation_failed',
        'The JSON file must hold an array of regulations (or { "regulations": [...] }).',
      );
    }
    rows = list.map((r: unknown) =>
      r && typeof r === 'object' && !Array.isArray(r) ? cleanRow(r as Record<string, unknown>) : {},
    );
  } else {
    let table: string[][];
    try {
      table = parseCsv(text);
    } catch {
      throw new AppError('validation_failed', `The CSV file could not be read. ${invalidFileTypeBody}`);
    }
    const [header, ...body] = table;
    const columns = (header ?? []).map((h) => columnByHeader.get(normalise(h)) ?? null);
    if (!['title', 'category', 'description'].every((c) => columns.includes(c))) {
      throw new AppError(
        'validation_failed',
        'The CSV file needs a header row with title, category and description columns (see the template).',
      );
    }
    rows = body.map((fields) => {
      const row: Record<string, unknown> = {};
      columns.forEach((c, i) => {
        if (c) row[c] = cleanValue(c, fields[i] ?? '');
      });
      return row;
    });
  }
  if (rows.length === 0) throw new AppError('validation_failed', 'The file holds no regulations.');
  if (rows.length > MAX_REGULATION_ROWS) {
    throw new AppError('validation_failed', `A file may hold at most ${MAX_REGULATION_ROWS} regulations.`);
  }
  return rows;
}

/**
 * Every row checked; one bad row rejects the whole file with each bad row's reasons (row 1 is the first
 * data row), so nothing is half-written.
 */
export function validateRegulationRows(rows: Record<string, unknown>[]): RegulationUploadRow[] {
  const issues: { path: string; message: string }[] = [];
  const valid: RegulationUploadRow[] = [];
  const ids = new Set<string>();
  rows.forEach((raw, i) => {
    const parsed = regulationUploadRowSchema.safeParse(raw);
    if (!parsed.success) {
      const reasons = parsed.error.issues.map((x) => {
        const field = x.path.join('.');
        return field && !x.message.startsWith(field) ? `${field}: ${x.message}` : x.message;
      });
      issues.push({ path: `row ${i + 1}`, message: reasons.join('; ') });
      return;
    }
    if (parsed.data.id) {
      if (ids.has(parsed.data.id)) {
        issues.push({ path: `row ${i + 1}`, message: `id ${parsed.data.id} appears earlier in the file` });
        return;
      }
      ids.add(parsed.data.id);
    }
    valid.push(parsed.data);
  });
  if (issues.length > 0) {
    throw new AppError(
      'validation_failed',
      `${issues.length} row${issues.length === 1 ? '' : 's'} of the file could not be read; nothing was changed.`,
      { issues: issues.slice(0, 200) },
    );
  }
  return valid;
}

// ---- downloads ----

function csvValues(r: Regulation | Record<string, unknown>): (string | null)[] {
  const rec = r as Record<string, unknown>;
  return regulationFileColumns.map((c) => {
    const v = rec[c];
    if (Array.isArray(v)) return v.join(`${REGULATION_LIST_SEPARATOR} `);
    if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') return String(v);
    return null;
  });
}

/** Regulations as CSV: the upload columns, lists joined with '; ', then status dates. */
export function regulationsCsv(list: readonly Regulation[]): string {
  const header = csvLine([
    ...regulationFileColumns,
    'researchedAt',
    'verifiedAt',
    'linkStatus',
    'linkCheckedAt',
  ]);
  return (
    header +
    list
      .map((r) => csvLine([...csvValues(r), r.researchedAt, r.verifiedAt, r.linkStatus, r.linkCheckedAt]))
      .join('')
  );
}

export function regulationsJson(list: readonly Regulation[], exportedAt: Date): string {
  return JSON.stringify(
    { exportedAt: exportedAt.toISOString(), total: list.length, regulations: list },
    null,
    2,
  );
}

/**
 * The upload template: the columns and one example row that shows the format (a placeholder to replace,
 * not a real rule: its title says so).
 */
const templateRow = {
  id: '',
  title: 'Example: replace with the regulation title',
  description: 'Example: replace with a short description in your own words.',
  category: 'denied_services',
  source: 'Example: 00 CFR 000.00',
  sourceUrl: 'https://www.ecfr.gov/',
  impactLevel: 'medium',
  status: 'pending',
  effectiveDate: '2026-01-01',
  affectedPrograms: ['Example program'],
  keyChanges: ['Example: first key change', 'Example: second key change'],
  jurisdiction: 'federal',
  topics: ['appeals'],
};

export function templateCsv(): string {
  return csvLine([...regulationFileColumns]) + csvLine(csvValues(templateRow));
}

export function templateJson(): string {
  return JSON.stringify({ regulations: [templateRow] }, null, 2);
}
