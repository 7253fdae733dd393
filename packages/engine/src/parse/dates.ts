// Dates as US bills print them, read to YYYY-MM-DD: 03/21/2026, 3/21/26, 03-21-2026, 2026-03-21,
// Mar 21, 2026, 21 March 2026, March 21st, 2026; claim forms also write 03 21 26 and 032126.
import { foldDigits } from './ocr-fold';

const MONTHS: Record<string, number> = {
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  may: 5,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  sept: 9,
  oct: 10,
  nov: 11,
  dec: 12,
};

const MONTH_NAME =
  '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?';

/** Numeric and named dates anywhere in a line (the regex used by `datesIn`). */
const DATE_IN_TEXT = new RegExp(
  [
    '\\b\\d{1,2}[/.-]\\d{1,2}[/.-](?:\\d{4}|\\d{2})\\b',
    '\\b\\d{4}-\\d{2}-\\d{2}\\b',
    `\\b${MONTH_NAME}\\s+\\d{1,2}(?:st|nd|rd|th)?,?\\s+\\d{4}\\b`,
    `\\b\\d{1,2}\\s+${MONTH_NAME},?\\s+\\d{4}\\b`,
    `\\b\\d{1,2}-${MONTH_NAME}-(?:\\d{4}|\\d{2})\\b`,
  ].join('|'),
  'gi',
);

const NAMED_MDY = new RegExp(`^(${MONTH_NAME})\\s+(\\d{1,2})(?:st|nd|rd|th)?,?\\s+(\\d{4})$`, 'i');
const NAMED_DMY = new RegExp(`^(\\d{1,2})\\s+(${MONTH_NAME}),?\\s+(\\d{4})$`, 'i');
// Hospital systems print 06-DEC-25.
const DASHED_DMY = new RegExp(`^(\\d{1,2})-(${MONTH_NAME})-(\\d{4}|\\d{2})$`, 'i');

export function isoDate(year: number, month: number, day: number): string | null {
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  const d = new Date(Date.UTC(year, month - 1, day));
  if (d.getUTCMonth() !== month - 1) return null;
  return `${year}-${pad(month)}-${pad(day)}`;
}

const fullYear = (y: number, digits: number): number => (digits === 2 ? (y < 70 ? 2000 + y : 1900 + y) : y);

/** One date token or phrase to YYYY-MM-DD; null when it is not a date. */
export function parseDate(raw: string): string | null {
  const text = raw.trim().replace(/[,;:)]+$/, '');
  const numeric = /^[\dOolIS|]{1,2}\s?[/.-]\s?[\dOolIS|]{1,2}\s?[/.-]\s?[\dOolIS|]{2,4}$/.test(text)
    ? foldDigits(text.replace(/\s/g, ''), 3)
    : text;
  if (numeric === null) return null;
  let m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}|\d{2})$/.exec(numeric);
  if (m) {
    const [, mo, d, y = ''] = m;
    return isoDate(fullYear(Number(y), y.length), Number(mo), Number(d));
  }
  m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(numeric);
  if (m) return isoDate(Number(m[1]), Number(m[2]), Number(m[3]));
  if (!/[a-z]{3}/i.test(text)) return null;
  m = NAMED_MDY.exec(text);
  if (m) return isoDate(Number(m[3]), monthNumber(m[1] ?? ''), Number(m[2]));
  m = DASHED_DMY.exec(text);
  if (m) return isoDate(fullYear(Number(m[3]), (m[3] ?? '').length), monthNumber(m[2] ?? ''), Number(m[1]));
  m = NAMED_DMY.exec(text);
  if (m) return isoDate(Number(m[3]), monthNumber(m[2] ?? ''), Number(m[1]));
  return null;
}

/** Claim-form dates: 'MM DD YY', 'MM DD YYYY', 'MMDDYY', 'MMDDYYYY'. */
export function parseFormDate(raw: string): string | null {
  const text = raw.trim();
  let m = /^(\d{2}) (\d{2}) (\d{2}|\d{4})$/.exec(text);
  m ??= /^(\d{2})(\d{2})(\d{2}|\d{4})$/.exec(text);
  if (!m) return parseDate(text);
  return isoDate(fullYear(Number(m[3]), (m[3] ?? '').length), Number(m[1]), Number(m[2]));
}

function monthNumber(name: string): number {
  const key = name.toLowerCase().replace('.', '');
  return MONTHS[key.slice(0, 4) === 'sept' ? 'sept' : key.slice(0, 3)] ?? 0;
}

/** Dates written in a stretch of text, in order, with where they sit. */
export function datesIn(text: string): { iso: string; start: number; end: number }[] {
  const out: { iso: string; start: number; end: number }[] = [];
  for (const m of text.matchAll(DATE_IN_TEXT)) {
    const iso = parseDate(m[0]);
    if (iso) out.push({ iso, start: m.index, end: m.index + m[0].length });
  }
  return out;
}

export function addDays(iso: string, days: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Month names that can start a date phrase split over several tokens ('Mar 21, 2026'). */
export const MONTH_TOKEN = new RegExp(`^${MONTH_NAME}$`, 'i');

const pad = (n: number) => String(n).padStart(2, '0');
