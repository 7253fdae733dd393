import { AppError, invalidFileTypeBody } from '@clearbill/shared';
import { parseCsv } from '../csv';
import { codeColumns } from './code-columns';

/** At most this many rows per file; bigger sets go through the importers. */
export const MAX_UPLOAD_ROWS = 20_000;

const csvTypes = ['text/csv', 'application/csv', 'text/comma-separated-values', 'application/vnd.ms-excel'];
const jsonTypes = ['application/json', 'text/json'];

/** CSV or JSON, by the part's content type or the file name's extension (03-feature-pages.md §5); else 415. */
export function fileKind(filename: string, mimetype: string): 'csv' | 'json' {
  const type = mimetype.split(';')[0]?.trim().toLowerCase() ?? '';
  const ext = filename.toLowerCase().split('.').pop() ?? '';
  if (csvTypes.includes(type) || ext === 'csv') return 'csv';
  if (jsonTypes.includes(type) || ext === 'json') return 'json';
  throw new AppError('unsupported_media_type', invalidFileTypeBody);
}

const normalise = (s: string) => s.toLowerCase().replace(/[^a-z]/g, '');
const columnByHeader = new Map<string, string>(codeColumns.map((c) => [normalise(c), c]));

/** The file's rows as plain objects keyed by our column names. */
export function parseCodeFile(kind: 'csv' | 'json', content: Buffer): Record<string, unknown>[] {
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
    const list: unknown = Array.isArray(parsed) ? parsed : (parsed as { codes?: unknown } | null)?.codes;
    if (!Array.isArray(list)) {
      throw new AppError(
        'validation_failed',
        'The JSON file must hold an array of codes (or { "codes": [...] }).',
      );
    }
    rows = list.map((r: unknown) =>
      r && typeof r === 'object' && !Array.isArray(r) ? (r as Record<string, unknown>) : {},
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
    if (!columns.includes('code') || !columns.includes('codeType')) {
      throw new AppError(
        'validation_failed',
        'The CSV file needs a header row with code, codeType and title columns (see the template).',
      );
    }
    rows = body.map((fields) => {
      const row: Record<string, unknown> = {};
      columns.forEach((c, i) => {
        if (c) row[c] = fields[i] ?? '';
      });
      return row;
    });
  }
  if (rows.length === 0) throw new AppError('validation_failed', 'The file holds no codes.');
  if (rows.length > MAX_UPLOAD_ROWS) {
    throw new AppError(
      'validation_failed',
      `A file may hold at most ${MAX_UPLOAD_ROWS.toLocaleString('en-US')} codes.`,
    );
  }
  return rows;
}
