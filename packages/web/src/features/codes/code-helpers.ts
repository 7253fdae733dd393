import { CODE_TARGET_TOTAL } from '@clearbill/shared';

export type ConfidenceBand = 'High' | 'Medium' | 'Low';

/** 03-feature-pages.md §9: High at 0.9 or more, Medium at 0.8 or more, otherwise Low. */
export function confidenceBand(confidence: number): ConfidenceBand {
  if (confidence >= 0.9) return 'High';
  if (confidence >= 0.8) return 'Medium';
  return 'Low';
}

/** 03-feature-pages.md §5: CSV or JSON, by type or by extension. */
export function isCsvOrJson(file: { name: string; type: string }): boolean {
  const type = file.type.toLowerCase().split(';')[0]?.trim() ?? '';
  const byType = ['text/csv', 'application/csv', 'application/json', 'text/json'].includes(type);
  const byName = /\.(csv|json)$/i.test(file.name);
  return byType || byName;
}

/** 'x%' of the 275,000-code target, with one decimal below 10%. */
export function percentOfTarget(total: number): string {
  const pct = (total / CODE_TARGET_TOTAL) * 100;
  const shown = pct < 10 ? Math.round(pct * 10) / 10 : Math.round(pct);
  return `${String(Math.min(shown, 100))}%`;
}

const dateOnly = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** A YYYY-MM-DD date as 'Apr 1, 2026' (read in UTC so it never slips a day); timestamps with time. */
export function formatCodeDate(value: string | null): string {
  if (!value) return 'Not recorded';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? dateOnly.format(date) : dateTime.format(date);
}

export const numberFormat = new Intl.NumberFormat('en-US');

/** The file name the server suggested, else `fallback`. */
export function fileNameFrom(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1]);
    } catch {
      return fallback;
    }
  }
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain?.[1] ?? fallback;
}
