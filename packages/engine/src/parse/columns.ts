// Table headers: the words a column is titled with, read as roles ('Qty', 'Units', 'Svc' -> units;
// 'Plan paid', 'Ins Pmt' -> planPaid). A header row is found by its words, never by its position.
import { foldWord } from './ocr-fold';
import { PHRASES } from './column-words';
import { cellsOf, labelWords, type Cell, type TextLine } from './lines';

export type Role =
  | 'lineNo'
  | 'date'
  | 'toDate'
  | 'pos'
  | 'rev'
  | 'code'
  | 'modifier'
  | 'description'
  | 'dx'
  | 'units'
  | 'unitPrice'
  | 'charge'
  | 'allowed'
  | 'discount'
  | 'notCovered'
  | 'deductible'
  | 'copay'
  | 'coinsurance'
  | 'planPaid'
  | 'patientPaid'
  | 'patientResp'
  | 'remark'
  | 'other';

/** The money columns, in one list: the set below and the MoneyRole type come from it. */
export const MONEY_ROLE_LIST = [
  'unitPrice',
  'charge',
  'allowed',
  'discount',
  'notCovered',
  'deductible',
  'copay',
  'coinsurance',
  'planPaid',
  'patientPaid',
  'patientResp',
] as const satisfies readonly Role[];
export type MoneyRole = (typeof MONEY_ROLE_LIST)[number];
export const MONEY_ROLES: ReadonlySet<Role> = new Set(MONEY_ROLE_LIST);

/** Roles a cell may hold more than one value of ('25 59' under Modifiers). */
export const MULTI_ROLES: ReadonlySet<Role> = new Set(['modifier', 'description', 'remark', 'other', 'dx']);

export interface Column {
  role: Role;
  /** Cell index in the header line (or order in a one-cell-per-line header). */
  cell: number;
  /** Character columns the title spans (space-aligned tables). */
  from: number;
  to: number;
}

export interface Header {
  columns: Column[];
  /** Lines the header occupies. */
  firstLine: number;
  lastLine: number;
  /** Every title sat on its own line: rows are likely printed a cell per line too. */
  vertical: boolean;
  /** Cells in the header line (0 for vertical headers). */
  cellCount: number;
}

const PHRASE_ROLE = new Map(PHRASES.map(([p, r]) => [p, r]));
const VOCABULARY = new Set(PHRASES.flatMap(([p]) => p.split(' ')));
const LONG_WORDS = [...VOCABULARY].filter((w) => w.length >= 5);

/** One letter misread ('descrlption', 'quantlty', 'charges5'): the title word it stands for. */
function canonical(word: string): string {
  if (VOCABULARY.has(word) || word.length < 5) return word;
  return LONG_WORDS.find((v) => oneEdit(word, v)) ?? word;
}

function oneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  if (a.length === b.length) return a.slice(i + 1) === b.slice(i + 1);
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}
const MAX_WORDS = Math.max(...PHRASES.map(([p]) => p.split(' ').length));

/** Words that may appear in a title without a role of their own ('24. A.', 'F. $ CHARGES'). */
const FILLER = new Set([
  '$',
  'usd',

  'a',
  'b',
  'c',
  'd',
  'e',
  'f',
  'g',
  'h',
  'i',
  'j',
  'of',
  'or',
  'the',
  'and',
  'mm',
  'dd',
  'yy',
  'yyyy',
  '24',
  's',
]);

/** The one role a label stands for ('Units', 'Date of service', 'Plan paid'); null for anything else. */
export function roleOfLabel(text: string): Role | null {
  const r = rolesOfText(text);
  return r.roles.length === 1 && r.matched === r.words ? (r.roles[0] ?? null) : null;
}

/** Roles in a piece of header text, greedy longest phrase first; null when a word is not a title word. */
function rolesOfText(text: string): { roles: Role[]; words: number; matched: number } {
  const words = labelWords(text).map((w) => canonical(foldWord(w)));
  const roles: Role[] = [];
  let matched = 0;
  for (let i = 0; i < words.length;) {
    let found = 0;
    for (let n = Math.min(MAX_WORDS, words.length - i); n > 0; n--) {
      const role = PHRASE_ROLE.get(words.slice(i, i + n).join(' '));
      if (role) {
        roles.push(role);
        found = n;
        break;
      }
    }
    if (found) {
      matched += found;
      i += found;
    } else {
      if (FILLER.has(words[i] ?? '') || /^\d{1,2}$/.test(words[i] ?? '')) matched++;
      i++;
    }
  }
  return { roles, words: words.length, matched };
}

const VALUE_LIKE = /\$\s?\d|\d[/.-]\d{1,2}[/.-]\d{2}|\b\d{3,}\b|\[[A-Z ]+\]|:\s*\S/;

interface Titles {
  columns: Column[];
  words: number;
  matched: number;
}

function titlesOf(cells: Cell[]): Titles {
  const columns: Column[] = [];
  let words = 0;
  let matched = 0;
  for (const cell of cells) {
    const r = rolesOfText(cell.text);
    words += r.words;
    matched += r.matched;
    const width = cell.text.length / Math.max(1, r.roles.length);
    r.roles.forEach((role, k) =>
      columns.push({
        role,
        cell: cell.index,
        from: cell.column + Math.round(k * width),
        to: cell.column + Math.round((k + 1) * width),
      }),
    );
  }
  return { columns, words, matched };
}

// A title the PHI redaction took for a name ('Proc Code' -> '[NAME]') fills a whole cell: not a value.
const MARKER_CELL = /(^|\t| {2,}|\|)\s*\[[A-Z ]+\]\s*(?=\t| {2,}|\||$)/g;
const hasValues = (line: TextLine) =>
  VALUE_LIKE.test(line.text.replace(/\b24\.|\b\d{1,2}\.\s/g, '').replace(MARKER_CELL, '$1'));

/** A header row: at least three titled columns, one of them a code, a description or money. */
export function headerOfLine(line: TextLine): Header | null {
  if (hasValues(line)) return null;
  const cells = cellsOf(line);
  const t = titlesOf(cells);
  if (!isHeaderShape(t.columns, t.words, t.matched)) return null;
  const cellCount = (cells.at(-1)?.index ?? -1) + 1;
  return { columns: t.columns, firstLine: line.index, lastLine: line.index, vertical: false, cellCount };
}

const distinctRoles = (h: Header) => new Set(h.columns.map((c) => c.role)).size;

/** The header starting at lines[i], one line or two ('Service' over 'Date', 'Plan' over 'Paid'). */
export function headerAt(lines: TextLine[], i: number): Header | null {
  const line = lines[i];
  if (!line) return null;
  const one = headerOfLine(line);
  const next = lines[i + 1];
  if (!next || hasValues(next) || hasValues(line)) return one;
  const below = cellsOf(next);
  const tb = titlesOf(below);
  if (below.length < 2 || tb.columns.length === 0 || tb.matched / Math.max(1, tb.words) < 0.7) return one;
  const above = cellsOf(line);
  if (above.length === below.length) {
    const cells = above.map((c, k) => ({ ...c, text: `${c.text} ${below[k]?.text ?? ''}`.trim() }));
    const t = titlesOf(cells);
    if (isHeaderShape(t.columns, t.words, t.matched)) {
      const cellCount = (cells.at(-1)?.index ?? -1) + 1;
      return { columns: t.columns, firstLine: i, lastLine: i + 1, vertical: false, cellCount };
    }
  }
  const two = headerOfLine(next);
  if (one && two)
    return distinctRoles(one) >= distinctRoles(two) ? { ...one, lastLine: i + 1 } : { ...two, firstLine: i };
  return one;
}

function isHeaderShape(columns: Column[], words: number, matched: number): boolean {
  const roles = new Set(columns.map((c) => c.role).filter((r) => r !== 'other' && r !== 'lineNo'));
  if (roles.size < 3 || matched / Math.max(1, words) < 0.7) return false;
  const hasMoney = columns.some((c) => MONEY_ROLES.has(c.role));
  return hasMoney && (roles.has('code') || roles.has('rev') || roles.has('description') || roles.has('date'));
}

/** A header printed one title per line (how some PDFs lay a table out): three or more such lines. */
export function verticalHeaderAt(lines: TextLine[], i: number): Header | null {
  const columns: Column[] = [];
  let j = i;
  for (let line = lines[j]; line; line = lines[j]) {
    const text = line.text.trim();
    if (!text || VALUE_LIKE.test(text) || cellsOf(line).length > 1) break;
    const r = rolesOfText(text);
    const role = r.roles[0];
    if (!role || r.roles.length !== 1 || r.matched !== r.words) break;
    columns.push({ role, cell: columns.length, from: 0, to: 0 });
    j++;
  }
  if (columns.length < 3 || !isHeaderShape(columns, columns.length, columns.length)) return null;
  return { columns, firstLine: i, lastLine: j - 1, vertical: true, cellCount: 0 };
}
