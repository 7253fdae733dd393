// Whether we read the whole document. When the lines we read do not add up to a printed total and some
// rows with money were not understood (or a line was read without its amount), the difference may be
// our misreading: the result carries a reading notice, and no rule blames the bill for it.
import type { ReadingNotice } from '@clearbill/shared';
import type { ParsedDocument } from './types';

const round2 = (n: number) => Math.round(n * 100) / 100;
/** Cents of rounding allowed when many lines are added. */
export const sumTolerance = (n: number) => Math.max(0.015, 0.005 * n);

/**
 * Signs that the document's lines were not read right: unread rows, a line without its amount, or a
 * line amount above the printed total charges (a total, an identifier or a result read as a charge).
 */
export function readingIncomplete(parsed: ParsedDocument): boolean {
  if ((parsed.unreadRows?.length ?? 0) > 0) return true;
  // A claim form's charges and total come from their own boxes (24F, 28), never from a note or an
  // identifier: a line above the total there is the form's own error, not our misreading.
  const total = parsed.documentType === 'claim_form' ? null : parsed.totals.totalCharges;
  return parsed.lines.some(
    (l) => l.amount === null || (total !== null && total > 0 && l.amount > total + 0.01),
  );
}

interface Comparison {
  linesTotal: number;
  printedTotal: number;
}

/** The printed totals the lines should add up to, with what the lines give (only totals that are printed). */
function comparisons(parsed: ParsedDocument): Comparison[] {
  const { lines, totals } = parsed;
  const out: Comparison[] = [];
  const add = (values: (number | null)[], printed: number | null) => {
    const known = values.filter((v): v is number => v !== null);
    if (printed === null || known.length === 0) return;
    out.push({ linesTotal: round2(known.reduce((s, v) => s + v, 0)), printedTotal: printed });
  };
  add(
    lines.map((l) => l.amount),
    totals.totalCharges,
  );
  if (parsed.documentType === 'eob') {
    add(
      lines.map((l) => l.patientResponsibility),
      totals.patientResponsibility,
    );
  }
  return out;
}

const NOUN: Partial<Record<ParsedDocument['documentType'], string>> = {
  bill: 'bill',
  eob: 'explanation of benefits',
  claim_form: 'claim form',
};

/** The notice, or null when every row was read or the lines add up to what is printed. */
export function readingNoticeFor(parsed: ParsedDocument): ReadingNotice | null {
  if (!readingIncomplete(parsed)) return null;
  const all = comparisons(parsed);
  const wrong = all.find((c) => Math.abs(c.printedTotal - c.linesTotal) >= sumTolerance(parsed.lines.length));
  // Everything printed adds up: the rows we could not read were not charges.
  if (all.length > 0 && !wrong) return null;
  const unread = parsed.unreadRows?.length ?? 0;
  // No printed total to compare with: only rows with money we skipped say something is missing.
  if (!wrong && unread === 0) return null;
  const linesTotal = wrong?.linesTotal ?? round2(parsed.lines.reduce((s, l) => s + (l.amount ?? 0), 0));
  return {
    message: `We could not read every line of this ${NOUN[parsed.documentType] ?? 'document'}`,
    linesTotal: parsed.lines.length > 0 ? linesTotal : null,
    printedTotal: wrong?.printedTotal ?? null,
    unreadRows: unread,
  };
}
