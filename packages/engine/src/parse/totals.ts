// Printed totals: charges, insurance payments, adjustments, the patient's balance, what an EOB says the
// patient may owe, and payments the patient already made. A label with its amount beside it, after it in
// the same cell, or on the next line (one cell per line).
import type { DocumentType } from '@clearbill/shared';
import type { ParsedTotals, TextSpan } from '../analysis/types';
import { moneyIn, parseMoney } from './amounts';
import { cellsOf, type TextLine } from './lines';

type TotalKey = 'totalCharges' | 'payments' | 'adjustments' | 'balance' | 'owe' | 'patientPayments';

const RULES: [TotalKey, RegExp][] = [
  [
    'owe',
    /^(total )?(amount )?(you owe|you may owe|owed by you)|^what you owe|^your (total )?(share|responsibility|cost)|^(total )?(patient|member) (responsibility|resp|portion|share)|^(total )?amount you (owe|may owe)/,
  ],
  [
    'patientPayments',
    /^(less )?(patient|your|guarantor) (payments?|paid|pmts?)|^payments? received|^(less )?(deposits?|prepayments?)\b|^(copay|co pay)s? (paid|collected)|^paid by (you|patient)/,
  ],
  [
    'balance',
    /^(patient |your |current |new |account |total |remaining )?(balance|amount) (due|owed)|^(total )?(patient |account |current |new |your |remaining )?balance$|^please pay|^pay this amount|^total (amount )?due|^due now|^amount due/,
  ],
  [
    'adjustments',
    /^(less )?(total )?(insurance |plan |contractual |network |provider |other )?(adjustments?|adj|discounts?|write offs?|allowances?|savings)\b/,
  ],
  [
    'payments',
    /^(less )?(total )?(insurance|plan|payer|ins|health plan|primary|secondary|medicare|medicaid|insurer)? ?(payments?|paid|pmts?)\b|^paid by (insurance|plan|your plan)|^(total )?plan (paid|payments?)/,
  ],
  [
    'totalCharges',
    /^(grand |claim |statement |account )?(sub ?)?totals?( (charges?|billed|amount( billed)?|of charges|for (this )?(claim|statement|services|visit)|services|current charges|claim|billed charges))?$|^(total |gross |new |current )?charges$|^(total )?amount billed$|^billed( amount)?$/,
  ],
];

const normalise = (label: string) =>
  label
    .toLowerCase()
    .replace(/\[[a-z ]+\]/g, ' ')
    .replace(/\b\d{1,2}\/\d{1,2}\/\d{2,4}\b/g, ' ')
    .replace(/[^a-z/ -]+/g, ' ')
    .replace(/[/-]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    // 'Total charges: USD 1,904.69': the currency word belongs to the amount.
    .replace(/ ?\b(usd|us)$/, '');

/** What a totals label stands for; null for anything else (a description, a previous balance). */
export function totalsKey(label: string): TotalKey | null {
  const l = normalise(label);
  if (
    !l ||
    l.split(' ').length > 7 ||
    /^(previous|prior|last|beginning)\b|forward|pending|estimated insurance/.test(l)
  ) {
    return null;
  }
  for (const [key, re] of RULES) if (re.test(l)) return key;
  return null;
}

export const isTotalsLabel = (text: string): boolean => totalsKey(text) !== null;

interface Found {
  key: TotalKey;
  value: number;
  span: TextSpan;
}

const DATED_ROW =
  /^\s*(\d{1,2}[/-]\d{1,2}[/-]\d{2,4}|\d{4}-\d{2}-\d{2}|[A-Z][a-z]{2} \d{1,2}, \d{4})(\t| {2,}| ?\| ?)/;

/** Label/amount pairs of one line ('Total Charges $234.56   Balance Due $112.40'). */
function pairsOfLine(
  line: TextLine,
  next: TextLine | undefined,
  isServiceLine: (l: TextLine) => boolean,
): Found[] {
  const out: Found[] = [];
  // A dated row ('03/20/2026  Insurance payment  -$120.00') is a transaction of the table, not a total.
  if (DATED_ROW.test(line.text)) return out;
  const amounts = moneyIn(line.text);
  let from = 0;
  for (const a of amounts) {
    const segment = line.text.slice(from, a.start);
    const lastCell =
      segment
        .split(/\t| {2,}/)
        .filter((c) => c.trim())
        .at(-1) ?? '';
    const key = totalsKey(lastCell) ?? totalsKey(segment);
    if (key)
      out.push({ key, value: a.value, span: { start: line.start + a.start, end: line.start + a.end } });
    from = a.end;
  }
  // '$2,741.36  Total patient responsibility': the amount printed before its label.
  const [only, ...others] = amounts;
  if (only && !others.length && !out.length && !line.text.slice(0, only.start).trim()) {
    const key = totalsKey(line.text.slice(only.end));
    if (key)
      out.push({
        key,
        value: only.value,
        span: { start: line.start + only.start, end: line.start + only.end },
      });
  }
  if (amounts.length === 0 && next) {
    // A label alone on its line with its amount alone on the next (a cell per line).
    const key = totalsKey(line.text);
    const [a, ...more] = moneyIn(next.text);
    if (key && a && !more.length && next.text.trim().length <= a.end - a.start + 2) {
      out.push({ key, value: a.value, span: { start: next.start + a.start, end: next.start + a.end } });
    }
    if (!key && !isServiceLine(next)) out.push(...labelsOverValues(line, next));
  }
  return out;
}

/** A row of labels over a row of values ('Statement Date | Account | Amount Due' over their values). */
function labelsOverValues(line: TextLine, next: TextLine): Found[] {
  const labels = cellsOf(line);
  const values = cellsOf(next);
  if (labels.length < 2 || labels.length !== values.length) return [];
  const out: Found[] = [];
  labels.forEach((label, k) => {
    const cell = values[k];
    const key = totalsKey(label.text);
    const money = cell ? parseMoney(cell.text.replace(/\s/g, '')) : null;
    if (key && cell && money?.explicit)
      out.push({ key, value: money.value, span: { start: cell.start, end: cell.end } });
  });
  return out;
}

export function emptyTotals(): ParsedTotals {
  return {
    totalCharges: null,
    payments: null,
    adjustments: null,
    patientBalance: null,
    patientResponsibility: null,
    patientPayments: null,
    spans: {},
  };
}

/**
 * Totals printed with labels. `serviceLines` are the spans already read as service lines, whose
 * descriptions must not be taken for labels.
 */
export function parseTotals(
  lines: TextLine[],
  documentType: DocumentType,
  serviceLines: TextSpan[],
): ParsedTotals {
  const totals = emptyTotals();
  const inLine = (l: TextLine) => serviceLines.some((s) => l.start < s.end && l.end > s.start);
  const nonEmpty = lines.filter((l) => l.text.trim() && !l.text.includes('\f'));
  nonEmpty.forEach((line, k) => {
    if (inLine(line)) return;
    for (const found of pairsOfLine(line, nonEmpty[k + 1], inLine)) record(totals, found, documentType);
  });
  return totals;
}

function record(totals: ParsedTotals, found: Found, documentType: DocumentType): void {
  const { key, value, span } = found;
  const set = (field: keyof Omit<ParsedTotals, 'spans' | 'patientPayments'>, v: number) => {
    if (totals[field] !== null) return;
    totals[field] = v;
    totals.spans[field] = span;
  };
  switch (key) {
    case 'totalCharges':
      set('totalCharges', value);
      return;
    case 'payments':
      set('payments', Math.abs(value));
      return;
    case 'adjustments':
      set('adjustments', Math.abs(value));
      return;
    case 'balance':
      set('patientBalance', value);
      return;
    case 'owe':
      if (documentType === 'eob') set('patientResponsibility', value);
      else set('patientBalance', value);
      return;
    case 'patientPayments':
      totals.patientPayments ??= Math.abs(value);
      return;
  }
}
