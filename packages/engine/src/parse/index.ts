// Reads a de-identified document: service lines, totals, who billed and who paid, denials. Works on the
// redacted text (lines '\n', column gaps '\t', pages '\n\f\n'); layouts are recognised by their header words
// and the shapes of their values, never by fixed positions.
import type { DocumentType } from '@clearbill/shared';
import type { ParsedDocument, ParsedLine, ParsedTotals } from '../analysis/types';
import { claimFormLines, claimFormTotal, isClaimForm } from './claim-form';
import { claimFormProvider } from './claim-form-section';
import { denialFromLines, parseDenialLetter } from './denial';
import { remarkNotes, settleEobLines } from './eob-lines';
import {
  careSetting,
  diagnosisCodes,
  headerServiceDate,
  mentionsFinancialAssistance,
  networkStatus,
  payerName,
  providerName,
  providerNpi,
  statementDate,
} from './header-fields';
import { splitLines } from './lines';
import type { Header } from './columns';
import { tableRows, toParsedLine, type HeaderTotals } from './tables';
import { emptyTotals, parseTotals } from './totals';
import { keyValueLines } from './key-value-lines';

export { extractedFrom } from './extracted-data';

export function parseDocument(text: string, documentType: DocumentType): ParsedDocument {
  const lines = splitLines(text);
  if (documentType === 'dicom') return emptyDocument(documentType, providerName(lines, text, documentType));

  const form =
    documentType === 'claim_form' || isClaimForm(text)
      ? claimFormLines(lines)
      : { lines: [], used: new Set<number>() };
  // A claim form's service lines are its box 24 / FL 42-47 rows; its other boxes are not a table.
  const rest = lines.filter((l) => documentType !== 'claim_form' && !form.used.has(l.index));
  const kv = documentType === 'denial_letter' ? { lines: [], used: new Set<number>() } : keyValueLines(rest);
  const {
    rows,
    totals: headerTotals,
    unread,
  } = tableRows(
    rest.filter((l) => !kv.used.has(l.index)),
    documentType,
  );
  const read: Read[] = [
    ...form.lines.map((line) => ({ line, remarks: [], table: 'form' })),
    // Beside an itemised table, an uncoded block of labelled amounts is more likely a visit's summary.
    ...kv.lines
      .filter((line) => line.code !== null || rows.length === 0)
      .map((line) => ({ line, remarks: [], table: 'key-value' })),
  ];
  let lastDate: string | null = null;
  for (const row of rows) {
    const line = toParsedLine(row, lastDate);
    lastDate = line.date;
    read.push({ line, remarks: row.values.remarks, table: tableKey(row.header) });
  }
  read.sort((a, b) => a.line.span.start - b.line.span.start);
  const kept = dropRepeatedTables(dropRevenueSummaries(read));
  const parsed = kept.map((r) => r.line);
  const remarks = kept.map((r) => r.remarks);

  const notes = remarkNotes(lines);
  settleEobLines(parsed, remarks, notes);
  // Coded lines that print no date of their own are of the one date of service the header prints.
  const visitDay = headerServiceDate(lines);
  if (visitDay) for (const line of parsed) if (line.code && !line.date) line.date = visitDay;

  const totals = parseTotals(
    lines,
    documentType,
    parsed.map((l) => l.span),
  );
  mergeHeaderTotals(totals, headerTotals, documentType);
  // A claim form prints cents in their own box ('28. TOTAL CHARGE $ 667 50'), which labels alone misread.
  const formTotal = form.lines.length ? claimFormTotal(text) : null;
  if (formTotal !== null) totals.totalCharges = formTotal;

  const date = statementDate(lines, documentType);
  const denial =
    documentType === 'denial_letter'
      ? parseDenialLetter(lines, text, parsed)
      : denialFromLines(parsed, remarks, notes, text, date, documentType);

  return {
    documentType,
    lines: parsed,
    totals,
    providerName:
      documentType === 'claim_form' ? claimFormProvider(lines) : providerName(lines, text, documentType),
    providerNpi: providerNpi(text),
    payerName: payerName(lines, text, documentType),
    networkStatus: networkStatus(lines, parsed),
    setting: careSetting(lines, text, parsed),
    statementDate: date ?? denial?.noticeDate ?? null,
    denial,
    mentionsFinancialAssistance: mentionsFinancialAssistance(text),
    diagnosisCodes: diagnosisCodes(text),
    unreadRows: unread.filter(
      (u) => !parsed.some((l) => l.span.start < u.span.end && u.span.start < l.span.end),
    ),
  };
}

/** Totals rows under a table header ('Totals  $1,000  $600  $400') fill what no label gave. */
function mergeHeaderTotals(totals: ParsedTotals, rows: HeaderTotals[], documentType: DocumentType): void {
  for (const row of rows) {
    const span = { start: row.start, end: row.end };
    const fill = (
      key: 'totalCharges' | 'payments' | 'adjustments' | 'patientResponsibility' | 'patientBalance',
      v: number | undefined,
    ) => {
      if (v === undefined || totals[key] !== null) return;
      totals[key] = key === 'payments' || key === 'adjustments' ? Math.abs(v) : v;
      totals.spans[key] = span;
    };
    fill('totalCharges', row.money.charge);
    fill('payments', row.money.planPaid);
    fill('adjustments', row.money.discount);
    fill(documentType === 'eob' ? 'patientResponsibility' : 'patientBalance', row.money.patientResp);
  }
}

interface Read {
  line: ParsedLine;
  remarks: string[];
  /** Which kind of table the line was read from (its header's columns). */
  table: string;
}

const tableKey = (header: Header | null) => (header ? header.columns.map((c) => c.role).join(',') : 'none');

/**
 * The same service (date, code, amount) in two differently titled tables is one service shown twice
 * (a charges table and an insurance-processing table); in one table it is a duplicate charge and stays.
 */
function dropRepeatedTables(read: Read[]): Read[] {
  return read.filter((r, k) => {
    const l = r.line;
    return !read
      .slice(0, k)
      .some(
        (o) =>
          o.table !== r.table &&
          o.line.code !== null &&
          o.line.code === l.code &&
          o.line.date === l.date &&
          o.line.amount === l.amount,
      );
  });
}

/**
 * A hospital statement may summarise charges by revenue code before itemising them: a line with only a
 * revenue code whose amount is the sum of the itemised lines under that code is a subtotal, not a service.
 */
function dropRevenueSummaries<T extends { line: ParsedLine }>(read: T[]): T[] {
  return read.filter(({ line }) => {
    if (line.code || !line.revenueCode || line.amount === null) return true;
    const detail = read.filter((r) => r.line.code && r.line.revenueCode === line.revenueCode);
    const sum = detail.reduce((s, r) => s + (r.line.amount ?? 0), 0);
    return !(detail.length && Math.abs(sum - line.amount) < 0.011);
  });
}

function emptyDocument(documentType: DocumentType, provider: string | null): ParsedDocument {
  return {
    documentType,
    lines: [],
    totals: emptyTotals(),
    providerName: provider,
    providerNpi: null,
    payerName: null,
    networkStatus: null,
    setting: null,
    statementDate: null,
    denial: null,
    mentionsFinancialAssistance: false,
  };
}
