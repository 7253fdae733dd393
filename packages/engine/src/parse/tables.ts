// Service lines from the tables of a bill or an EOB. Headers give the columns; rows are assembled from
// one or more text lines (a row printed on one line, or a cell per line as some PDFs lay tables out) and
// read through the header; without a header, values are read by their shape in the usual order.
import type { DocumentType } from '@clearbill/shared';
import type { ParsedLine, UnreadRow } from '../analysis/types';
import { alignFields } from './align';
import { round2 } from './amounts';
import { MONEY_ROLES, headerAt, verticalHeaderAt, type Header, type Role } from './columns';
import { zipContext } from './codes';
import { fieldsOf, type Field } from './fields';
import { verticalRows } from './vertical-rows';
import { cellsOf, type TextLine } from './lines';
import { rowValues, type MoneyRole, type RowValues } from './row-values';
import { isTotalsLabel } from './totals';

/** A totals row under a header ('Totals  $1,000  $500  $400'), its amounts by column. */
export interface HeaderTotals {
  money: Partial<Record<MoneyRole, number>>;
  start: number;
  end: number;
}

export interface TableRow {
  values: RowValues;
  fields: Field[];
  header: Header | null;
  start: number;
  end: number;
}

const column = (role: Role, cell: number) => ({ role, cell, from: 0, to: 0 });

const ORDER: Record<'eob' | 'bill', Role[]> = {
  eob: 'lineNo date toDate rev code modifier description units charge allowed planPaid patientResp remark'.split(
    ' ',
  ) as Role[],
  bill: 'lineNo date toDate rev code modifier description units charge planPaid discount patientResp remark'.split(
    ' ',
  ) as Role[],
};

/** The order values come in when a table has no header we can read. */
function defaultHeader(documentType: DocumentType): Header {
  const roles = ORDER[documentType === 'eob' ? 'eob' : 'bill'];
  return { columns: roles.map(column), firstLine: -1, lastLine: -1, vertical: false, cellCount: 0 };
}

const PAYMENT = /\b(payment|pmt|paid|refund|deposit|transfer|adjustment|adj|write.?off|discount|credit)\b/i;

/** A prescription's number ('Rx #6623145', 'NDC 00093-7180-56'): a dispensed item, a line of its own. */
const RX_CUE = /\b(rx|ndc)\s*(#|no\.?|number)?\s*:?\s*\d[\d-]{4,}/i;

/** 'Facility fee ........ $450.00': a label and its amount joined by dot leaders, a line of a list. */
const LEADER = /[A-Za-z0-9)]\s?\.{3,}\s?(USD\s?|US\$\s?)?[-($\d]/i;

const PROSE = /\b(the|your|we|was|were|is|are|has|have|been|please|this|that|for services|if you)\b/i;

/** A header whose rows may be services without a code: it titles a description and a money column. */
const takesUncoded = (h: Header | null): boolean =>
  !!h && h.columns.some((c) => c.role === 'description') && h.columns.some((c) => MONEY_ROLES.has(c.role));

export function tableRows(
  lines: TextLine[],
  documentType: DocumentType,
): { rows: TableRow[]; totals: HeaderTotals[]; unread: UnreadRow[] } {
  const rows: TableRow[] = [];
  const totals: HeaderTotals[] = [];
  const unread: UnreadRow[] = [];
  let header: Header | null = null;
  // Rows without a code are read from a header down to the table's totals, not beyond.
  let open = false;
  let pending: Field[][] = [];
  let pendingLines: TextLine[] = [];
  // 'Date of service: 03/02/2026' on a line of its own: the date of the rows under it that print none.
  let sectionDate: string | null = null;

  const flush = () => {
    if (pending.length) {
      const cued = pendingLines.some((l) => RX_CUE.test(l.text) || LEADER.test(l.text));
      const uncoded = ((open && takesUncoded(header)) || cued) && documentType !== 'denial_letter';
      const row = readRow(pending, pendingLines, header, documentType, undefined, uncoded);
      if (row) row.values.date ??= sectionDate;
      if (row) rows.push(row);
      else if (open && header) {
        const missed = unreadRow(pending.flat(), pendingLines);
        if (missed) unread.push(missed);
      }
    }
    pending = [];
    pendingLines = [];
  };

  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (!line) break;
    if (!line.text.trim() || line.text.includes('\f')) continue;
    const found = headerAt(lines, i) ?? verticalHeaderAt(lines, i);
    if (found) {
      flush();
      header = found;
      open = true;
      while ((lines[i + 1]?.index ?? Infinity) <= found.lastLine) i++;
      if (found.vertical) {
        const v = verticalRows(lines, i + 1, found);
        for (const r of v.rows) {
          const row = readRow(r.fragments, r.lines, found, documentType, r.roles, takesUncoded(found));
          if (row) rows.push(row);
        }
        if (v.rows.length) i = v.next - 1;
      }
      continue;
    }
    const fields = fieldsOf(line);
    const has = (...kinds: Field['kind'][]) => fields.some((f) => kinds.includes(f.kind));
    const [lead, only] = fields;
    const dateLabel =
      lead?.labelRole === 'date' || /^(visit|encounter|admitted|seen on)( date)?:$/i.test(lead?.text ?? '');
    if (fields.length === 2 && dateLabel && only?.kind === 'date') {
      flush();
      sectionDate = only.date ?? null;
      continue;
    }
    const valued = has('code', 'rev', 'date', 'amount');
    const firstValue = fields.find((f) => f.kind !== 'text' && f.kind !== 'other' && f.kind !== 'label');
    const label = line.text.slice(0, firstValue ? firstValue.start - line.start : undefined);
    // '$2,741.36  Total patient responsibility': the label after its amount.
    const [firstField] = fields;
    const after = firstField?.kind === 'amount' ? line.text.slice(firstField.end - line.start) : '';
    if (
      valued &&
      !has('code', 'rev') &&
      (isTotalsLabel(label) || (after.trim() !== '' && isTotalsLabel(after)))
    ) {
      flush();
      open = false;
      if (header && fields.filter((f) => f.kind === 'amount').length > 1) {
        const roles = alignFields(fields, header, { positions: false, cells: false });
        totals.push({ money: rowValues(fields, roles).money, start: line.start, end: line.end });
      }
      continue;
    }
    if (!valued) {
      const words = line.text.trim().split(/\s+/).length;
      const pendingHasMoney = pending.flat().some((f) => f.kind === 'amount');
      const label = isTotalsLabel(line.text);
      if (pending.length && !pendingHasMoney && !label && words <= 8 && !PROSE.test(line.text)) {
        pending.push(fields);
        pendingLines.push(line);
      } else if (!has('carc') || label) {
        flush();
      } else if (pending.length) {
        pending.push(fields);
        pendingLines.push(line);
      }
      continue;
    }
    // 'Laboratory subtotal  $250.00' after a row: a total of the section, not more of the row.
    const sectionTotal =
      has('text') && has('amount') && !has('code', 'rev', 'date', 'int') && /total\b/i.test(line.text);
    if (sectionTotal && pending.flat().some((f) => f.kind === 'amount')) {
      flush();
      continue;
    }
    if (pending.length && (startsRow(pending.flat(), fields) || nextUncoded(pending.flat(), fields))) flush();
    pending.push(fields);
    pendingLines.push(line);
  }
  flush();
  return { rows, totals, unread };
}

/** 'Supplies  $20.00' after a row that has its money: another service, even without a code or date. */
function nextUncoded(pending: Field[], next: Field[]): boolean {
  return (
    pending.some((f) => f.kind === 'amount') &&
    next.some((f) => f.kind === 'text') &&
    next.some((f) => f.kind === 'amount' && f.money?.explicit)
  );
}

/**
 * A row of the table with money that was not read as a service: unread, unless it is a payment, a
 * credit or an identifier's line (those are understood, and not services).
 */
function unreadRow(fields: Field[], lines: TextLine[]): UnreadRow | null {
  const amounts = fields
    .filter((f) => f.kind === 'amount' && f.money?.explicit)
    .map((f) => f.money?.value ?? 0);
  const first = lines[0];
  const last = lines.at(-1);
  // A row of zeros cannot change a sum; a lone amount (a total's value printed under its label, the last
  // cell of a row already read) is not a row of the table.
  if (!amounts.some((a) => a !== 0) || !first || !last) return null;
  const described = fields.some(
    (f) => f.kind === 'date' || (f.kind === 'text' && !/^remark|^note/i.test(f.text)),
  );
  if (!described) return null;
  const words = lines.map((l) => l.text).join(' ');
  if (/\b(balance|forward|previous|prior|remarks?)\b/i.test(words) || fields.some((f) => f.kind === 'carc'))
    return null;
  if (PAYMENT.test(words) || isTotalsLabel(words.replace(/[-$\d.,()]+/g, ' ').trim())) return null;
  if (PROSE.test(words) && words.split(/\s+/).length > 8) return null;
  return { span: { start: first.start, end: last.end }, amounts };
}

/** The shape of a service without a code: a description and one or more amounts, not a sentence. */
function uncodedShape(fields: Field[], lines: TextLine[]): boolean {
  const description = fields
    .filter((f) => f.kind === 'text')
    .map((f) => f.text)
    .join(' ');
  if (!/[A-Za-z]{3}/.test(description) || !fields.some((f) => f.kind === 'amount' && f.money?.explicit))
    return false;
  const words = lines.map((l) => l.text).join(' ');
  if (PROSE.test(words) || PAYMENT.test(description) || isTotalsLabel(description)) return false;
  return description.split(/\s+/).length <= 10 && !/\b(balance|due|total|subtotal)\b/i.test(description);
}

/** Whether a line with values begins the next row rather than continuing the pending one. */
function startsRow(pending: Field[], next: Field[]): boolean {
  const had = (kind: Field['kind']) => pending.some((f) => f.kind === kind);
  const brings = (kind: Field['kind']) => next.some((f) => f.kind === kind);
  if (had('code') && brings('code')) return true;
  if (had('rev') && brings('rev') && (had('amount') || had('code'))) return true;
  if (had('amount') && (brings('code') || brings('rev') || brings('date'))) return true;
  if ((had('code') || had('rev')) && next[0]?.kind === 'date' && had('date')) return true;
  return false;
}

function readRow(
  fragments: Field[][],
  lines: TextLine[],
  header: Header | null,
  documentType: DocumentType,
  /** The column of each fragment, when already known (a cell-per-line table read in header order). */
  columns?: Role[],
  /** Whether a row without a code may be a service (under a header titling descriptions and money). */
  uncoded = false,
): TableRow | null {
  const kept = withoutHeadingWords(fragments);
  const fields = kept.flat();
  const coded = fields.some((f) => f.kind === 'code' || f.kind === 'rev');
  if (!coded && !(uncoded && uncodedShape(fields, lines))) return null;
  if (!fields.some((f) => f.kind === 'amount' || (header && f.kind === 'int'))) return null;
  const first = lines[0];
  const last = lines.at(-1);
  if (!first || !last) return null;
  if (!header) {
    if (documentType === 'denial_letter') return null;
    const words = lines.map((l) => l.text).join(' ');
    if (PROSE.test(words) && words.split(/\s+/).length > 8) return null;
    if (!fields.some((f) => f.kind === 'date') && fields.length < 3 && !uncoded) return null;
  } else if (lines.length === 1 && PROSE.test(first.text) && first.text.split(/\s+/).length > 10) {
    return null;
  }
  const used = header ?? defaultHeader(documentType);
  const oneLine = lines.length === 1;
  const known = columns && kept.flatMap((fr, k) => fr.map(() => columns[k] ?? null));
  const roles =
    known ??
    alignFields(fields, used, {
      positions:
        oneLine && !!header && !header.vertical && !first.text.includes('\t') && / {2,}/.test(first.text),
      cells: oneLine && !!header && header.cellCount > 2 && cellCount(first) === header.cellCount,
    });
  const values = rowValues(fields, labelledRoles(fields, loneCountAsUnits(fields, roles, used)));
  if (!values.code && !values.rev && !(uncoded && values.description)) return null;
  const codeLine = lines.find((l) => values.code && l.text.includes(values.code.code)) ?? first;
  if (values.code && looksLikeZip(codeLine.text, values.code.code)) return null;
  settleCharge(values, header);
  const charge = values.money.charge;
  if (charge === undefined) return null;
  // A payment or credit posted against a visit is not a service.
  const words = values.description ?? '';
  if (charge <= 0 && PAYMENT.test(words) && !/revers|void|correct/i.test(words)) return null;
  return { values, fields, header, start: first.start, end: last.end };
}

/** 'Visit 02/02/2026 - Dr. [NAME]' over a row that has its own description: the heading's words are not it. */
function withoutHeadingWords(fragments: Field[][]): Field[][] {
  const isCode = (f: Field) => f.kind === 'code' || f.kind === 'rev';
  const own = fragments.find((fr) => fr.some(isCode));
  if (fragments.length < 2 || !own?.some((f) => f.kind === 'text')) return fragments;
  return fragments.map((fr) => {
    const heading =
      fr !== own && fr.some((f) => f.kind === 'date') && !fr.some((f) => isCode(f) || f.kind === 'amount');
    return heading ? fr.filter((f) => f.kind !== 'text') : fr;
  });
}

/** A value right after its label ('Units: 3', 'Charge: $307.92') takes the label's column. */
function labelledRoles(fields: Field[], roles: (Role | null)[]): (Role | null)[] {
  const out = [...roles];
  fields.forEach((f, k) => {
    const next = fields[k + 1];
    if (f.kind !== 'label' || !f.labelRole || !next || next.kind === 'text' || next.kind === 'label') return;
    out[k + 1] = f.labelRole;
  });
  return out;
}

/**
 * A header without a units title (or with one OCR could not read): a count alone in its cell just
 * before the money is the units column all the same.
 */
function loneCountAsUnits(fields: Field[], roles: (Role | null)[], header: Header): (Role | null)[] {
  if (header.columns.some((c) => c.role === 'units')) return roles;
  const firstMoney = fields.findIndex((f) => f.kind === 'amount');
  const f = fields[firstMoney - 1];
  if (!f || (f.kind !== 'int' && f.kind !== 'decimal')) return roles;
  const alone = fields.filter((g) => g.line === f.line && g.cell === f.cell).length === 1;
  if (!alone || (f.num ?? 0) <= 0 || (f.num ?? 0) > 999) return roles;
  return roles.map((r, k) => (k === firstMoney - 1 ? 'units' : r));
}

const cellCount = (line: TextLine) => (cellsOf(line).at(-1)?.index ?? -1) + 1;

/** A five-digit number after a state abbreviation, or with four more digits, is a ZIP code. */
function looksLikeZip(text: string, code: string): boolean {
  const at = text.indexOf(code);
  return at >= 0 && (zipContext(text.slice(0, at)) || /^-\d{4}\b/.test(text.slice(at + code.length)));
}

/** The line's charge when the columns left it unclaimed, or printed per unit. */
function settleCharge(values: RowValues, header: Header | null): void {
  const { money } = values;
  const units = values.units ?? 1;
  if (money.charge === undefined && money.unitPrice !== undefined) {
    money.charge = round2(money.unitPrice * units);
  }
  money.charge ??= values.looseMoney[0];
  // Without a header the second amount may be the line total after a unit price.
  if (!header && units > 1 && values.looseMoney.length === 0 && money.planPaid !== undefined) {
    if (money.charge !== undefined && Math.abs(money.charge * units - money.planPaid) < 0.02) {
      money.unitPrice = money.charge;
      money.charge = money.planPaid;
      delete money.planPaid;
    }
  }
}

export function toParsedLine(row: TableRow, lastDate: string | null): ParsedLine {
  const v = row.values;
  const m = v.money;
  return {
    date: v.date ?? lastDate,
    code: v.code?.code ?? null,
    codeType: v.code?.codeType ?? null,
    revenueCode: v.rev,
    modifiers: v.modifiers,
    description: v.description,
    units: v.units !== null && v.units > 0 && v.units < 10000 ? v.units : 1,
    amount: m.charge ?? null,
    allowed: m.allowed ?? null,
    planPaid: m.planPaid ?? null,
    patientResponsibility: m.patientResp ?? sumOrNull([m.deductible, m.copay, m.coinsurance, m.notCovered]),
    adjustments: v.adjustments.map((a) => ({ ...a, amount: null })),
    denied: false,
    span: { start: row.start, end: row.end },
  };
}

function sumOrNull(values: (number | undefined)[]): number | null {
  const present = values.filter((v): v is number => v !== undefined);
  return present.length ? round2(present.reduce((a, b) => a + b, 0)) : null;
}
