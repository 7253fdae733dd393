// Compact views of parsed lines for layout tests.
import type { ParsedLine } from '../analysis/types';

export interface LineView {
  code: string | null;
  rev?: string | null;
  units: number;
  amount: number | null;
  date?: string | null;
  modifiers?: string[];
}

/** code, units and amount (what the corpus scorer compares), plus whatever else a test names. */
export function view(lines: ParsedLine[], extra: ('rev' | 'date' | 'modifiers')[] = []): LineView[] {
  return lines.map((l) => {
    const v: LineView = { code: l.code, units: l.units, amount: l.amount };
    if (extra.includes('rev')) v.rev = l.revenueCode;
    if (extra.includes('date')) v.date = l.date;
    if (extra.includes('modifiers')) v.modifiers = l.modifiers;
    return v;
  });
}

/** Joins table rows: cells with tabs, rows with new lines. */
export const tsv = (rows: string[][]): string => rows.map((r) => r.join('\t')).join('\n');
