// A line of a table as typed values ('fields'): dates, money, procedure and revenue codes, modifiers,
// adjustment codes, counts and text. Values are recognised by their shape, so a row reads the same whether
// its columns are separated by tabs, aligned with spaces or printed one cell per line.
import type { Adjustment } from '../analysis/types';
import { parseMoney, type Money } from './amounts';
import {
  parseAdjustmentCode,
  parseIcd10,
  parseModifier,
  parseProcedureCode,
  parseRevenueCode,
  type ProcedureCode,
} from './codes';
import { MONTH_TOKEN, parseDate } from './dates';
import { roleOfLabel, type Role } from './columns';
import { cellsOf, type TextLine } from './lines';

export type FieldKind =
  | 'date'
  | 'amount'
  | 'rev'
  | 'code'
  | 'modifier'
  | 'carc'
  | 'int'
  | 'decimal'
  | 'icd'
  | 'text'
  | 'other'
  /** 'Units:' or 'Date of service:' written before its value on the row. */
  | 'label';

export interface Field {
  kind: FieldKind;
  text: string;
  start: number;
  end: number;
  /** Line index in the document, and the cell's index and column inside that line. */
  line: number;
  cell: number;
  column: number;
  date?: string;
  money?: Money;
  code?: ProcedureCode;
  rev?: string;
  modifier?: string;
  adjustment?: Omit<Adjustment, 'amount'>;
  icd?: string;
  num?: number;
  /** For a label: the column its value belongs to. */
  labelRole?: Role;
}

interface Token {
  text: string;
  start: number;
  end: number;
}

// Phone numbers and ZIP+4 codes written with spaces: their pieces are not codes or counts.
const PHONE = /\(?\b\d{3}\)?[ .-]\d{3}[ .-]\d{4}\b|\b\d{5}-\d{4}\b/g;

export function fieldsOf(line: TextLine): Field[] {
  const fields: Field[] = [];
  const phones = [...line.text.matchAll(PHONE)].map((m) => [
    line.start + m.index,
    line.start + m.index + m[0].length,
  ]);
  const inPhone = (t: Token) => phones.some(([s = 0, e = 0]) => t.start >= s && t.end <= e);
  for (const cell of cellsOf(line)) {
    const tokens = codeCell(mergeTokens(splitGlued(withoutCurrencyWords(tokensOf(cell.text, cell.start)))));
    const typed = tokens.map((t): Field => {
      const column = cell.column + (t.start - cell.start);
      if (inPhone(t))
        return {
          text: t.text,
          start: t.start,
          end: t.end,
          line: line.index,
          cell: cell.index,
          column,
          kind: 'other',
        };
      return classify(t, line.index, cell.index, column);
    });
    fields.push(...joinText(settleModifiers(notIdentifiers(labels(countCues(typed))))));
  }
  return fields;
}

function tokensOf(text: string, base: number): Token[] {
  const out: Token[] = [];
  for (const m of text.matchAll(/\S+/g)) {
    out.push({ text: m[0], start: base + m.index, end: base + m.index + m[0].length });
  }
  return out;
}

const COUNT_CUE = /^(x|×|qty|units?|quantity|count)$/i;
// Words that a number names rather than counts: 'Level 3', 'Stage 2', 'Room 4'.
const NAMING_WORD =
  /^(level|lvl|grade|stage|type|class|tier|phase|step|room|bed|floor|part|day|visit|view|views)$/i;

/**
 * 'x3', 'Qty 2', 'Units 3' inside a row: an explicit count (a units label before the number); a number
 * after 'Level' or 'Stage' is part of the description, never a count.
 */
function countCues(fields: Field[]): Field[] {
  const out: Field[] = [];
  fields.forEach((f, k) => {
    const prev = fields[k - 1];
    const next = fields[k + 1];
    const glued = /^[x×](\d{1,3})$/i.exec(f.text);
    if (glued?.[1] && f.kind === 'text' && k > 0) {
      const cut = f.start + 1;
      out.push({ ...f, kind: 'label', text: f.text[0] ?? 'x', end: cut, labelRole: 'units' });
      out.push({ ...f, kind: 'int', text: glued[1], start: cut, num: Number(glued[1]) });
      return;
    }
    if (f.kind === 'text' && COUNT_CUE.test(f.text) && next?.kind === 'int' && next.cell === f.cell) {
      out.push({ ...f, kind: 'label', labelRole: 'units' });
      return;
    }
    if (f.kind === 'int' && prev?.kind === 'text' && prev.cell === f.cell && NAMING_WORD.test(prev.text)) {
      out.push({ ...f, kind: 'text' });
      return;
    }
    out.push(f);
  });
  return out;
}

/** 'USD 1,234.50': the currency word says the next number is money; keep the number as '$1,234.50'. */
function withoutCurrencyWords(tokens: Token[]): Token[] {
  return tokens.flatMap((t, k) => {
    const next = tokens[k + 1];
    if (/^(USD|US\$)$/i.test(t.text) && next && /^-?\d[\d,]*\.\d{2}$/.test(next.text)) return [];
    const prev = tokens[k - 1];
    if (prev && /^(USD|US\$)$/i.test(prev.text) && /^-?\d[\d,]*\.\d{2}$/.test(t.text)) {
      return [{ ...t, text: t.text.startsWith('-') ? `-$${t.text.slice(1)}` : `$${t.text}` }];
    }
    return [t];
  });
}

/** A cell holding only a code OCR split in two ('992 13', 'J 1885'): one token again. */
function codeCell(tokens: Token[]): Token[] {
  const [a, b, ...rest] = tokens;
  if (!a || !b || rest.length || !/^[A-Z\d]\d{0,3}$/.test(a.text) || !/^\d{1,4}$/.test(b.text)) return tokens;
  const joined = a.text + b.text;
  if (joined.length !== 5 || parseProcedureCode(a.text) || !parseProcedureCode(joined)) return tokens;
  return [{ text: joined, start: a.start, end: b.end }];
}

/** '1$307.92' (OCR lost the gap) -> '1', '$307.92'. */
function splitGlued(tokens: Token[]): Token[] {
  return tokens.flatMap((t) => {
    const [, count, money] = /^(\d{1,3})(\$\d[\d,]*\.\d{2})$/.exec(t.text) ?? [];
    if (!count || !money) return [t];
    const cut = t.start + count.length;
    return [
      { text: count, start: t.start, end: cut },
      { text: money, start: cut, end: t.end },
    ];
  });
}

const isMoney = (s: string) => parseMoney(s)?.explicit === true;
const isValue = (s: string) =>
  isMoney(s) || parseDate(s) !== null || parseProcedureCode(s) !== null || parseAdjustmentCode(s) !== null;

/** Joins what OCR or typesetting split: '$ 307.92', '1, 120.76', 'CO - 45', '03/ 21/2026', 'Mar 21, 2026'. */
function mergeTokens(tokens: Token[]): Token[] {
  const out: Token[] = [];
  for (const t of tokens) {
    const prev = out.at(-1);
    const glue = prev ? joinWith(prev.text, t.text, out.at(-2)?.text) : null;
    if (prev && glue !== null) {
      out[out.length - 1] = { text: prev.text + glue + t.text, start: prev.start, end: t.end };
      continue;
    }
    out.push({ ...t });
  }
  return out;
}

const MONTH_DAY = new RegExp(`^${MONTH_TOKEN.source.slice(1, -1)}\\s\\d{1,2}(st|nd|rd|th)?,?$`, 'i');

/** The separator to join two neighbouring tokens with, or null to keep them apart. */
function joinWith(prev: string, next: string, before: string | undefined): string | null {
  // Words never join (and most tokens are words): a cheap test first.
  if (!/[\d$]/.test(next) && !/^(CR|Cr|cr)$/.test(next)) return null;
  if (/^[-(]?[$S]$|^-?\$-?$/.test(prev) && isMoney(`$${next.replace(/^\$/, '')}`)) return '';
  if (isMoney(prev) && /^(CR|Cr|cr)$/.test(next)) return '';
  if (/^[-(]?\$?\d{1,3},$/.test(prev) && /^\d{3}(\.\d{2})?\)?$/.test(next)) return '';
  if (/^(CO|PR|OA|PI|CR)$/i.test(prev) && /^[-–]?\d{1,3}[,;]?$/.test(next)) {
    return before === undefined || !isMoney(before) ? ' ' : null;
  }
  if (/^(CO|PR|OA|PI)[-–]$/i.test(prev) && /^\d{1,3}$/.test(next)) return '';
  if (MONTH_TOKEN.test(prev) && /^\d{1,2}(st|nd|rd|th)?,?$/.test(next)) return ' ';
  if (MONTH_DAY.test(prev)) return /^\d{4}[,.;]?$/.test(next) ? ' ' : null;
  if (isValue(prev) || isValue(next)) return null;
  const joined = prev + next;
  if (parseDate(joined) !== null) return '';
  return isMoney(joined) && /[\d.,]$/.test(prev) && /^[\d.,]/.test(next) ? '' : null;
}

function classify(t: Token, line: number, cell: number, column: number): Field {
  const base = { text: t.text, start: t.start, end: t.end, line, cell, column };
  const text = t.text;
  if (/^\[[A-Z ]+\]$/.test(text)) return { ...base, kind: 'other' };
  if (!/\d/.test(text)) return wordField(base, text);
  const date = parseDate(text);
  if (date) return { ...base, kind: 'date', date };
  const adjustment = parseAdjustmentCode(text);
  if (adjustment) return { ...base, kind: 'carc', adjustment };
  const money = parseMoney(text);
  if (money?.explicit) return { ...base, kind: 'amount', money };
  const bare = text.replace(/^[([]|[)\],;]$/g, '');
  const code = parseProcedureCode(bare);
  if (code) return { ...base, kind: 'code', code };
  const rev = parseRevenueCode(bare);
  if (rev) return { ...base, kind: 'rev', rev };
  const icd = parseIcd10(bare);
  if (icd) return { ...base, kind: 'icd', icd };
  const modifier = parseModifier(bare);
  if (modifier && /^-|^[A-Z0-9]{2}$/.test(bare)) {
    return {
      ...base,
      kind: 'modifier',
      modifier,
      ...(/^-?\d\d$/.test(bare) ? { num: Number(bare.replace('-', '')) } : {}),
    };
  }
  if (/^\d{1,4}$/.test(bare)) return { ...base, kind: 'int', num: Number(bare) };
  if (/^[lI|]$/.test(bare)) return { ...base, kind: 'int', num: 1 };
  if (/^\d{1,4}\.\d{1,3}$/.test(bare)) return { ...base, kind: 'decimal', num: Number(bare) };
  if (money) return { ...base, kind: 'amount', money };
  if (/[A-Za-z]/.test(text)) return { ...base, kind: 'text' };
  return { ...base, kind: 'other' };
}

/** 'Units:', 'Date of service:', 'Plan paid:' inside a row: one label field naming its value's column. */
function labels(fields: Field[]): Field[] {
  const out: Field[] = [];
  for (const f of fields) {
    if (f.kind !== 'text' || !/[A-Za-z]:$/.test(f.text)) {
      out.push(f);
      continue;
    }
    let taken: Field | null = null;
    for (let n = Math.min(4, out.length); n >= 0 && !taken; n--) {
      const words = out.slice(out.length - n);
      if (words.some((w) => w.kind !== 'text')) continue;
      const text = [...words.map((w) => w.text), f.text].join(' ');
      const role = roleOfLabel(text);
      if (role) {
        out.splice(out.length - n, n);
        taken = { ...f, kind: 'label', text, start: words[0]?.start ?? f.start, labelRole: role };
      }
    }
    out.push(taken ?? f);
  }
  return out;
}

const ID_WORD =
  /^(check|chk|ck|ref|reference|no|number|#|conf|confirmation|claim|invoice|inv|acct|account|box|suite|ste|id|visit|encounter|batch|trace|eft|order|auth|authorization)[:.#]?$/i;

/** 'Check 10234', 'Ref # 55512', 'Box 40210': a number named as an identifier is not a code. */
function notIdentifiers(fields: Field[]): Field[] {
  return fields.map((f, i) => {
    if (f.kind !== 'code' && f.kind !== 'rev') return f;
    const prev = fields[i - 1]?.text ?? '';
    const before = fields[i - 2];
    const prev2 = before?.text ?? '';
    // 'Office visit 99203' describes a service; 'Visit 10234' numbers one.
    const described =
      /^(visit|encounter|order)$/i.test(prev) && before?.kind === 'text' && before.cell === f.cell;
    if (described) return f;
    return ID_WORD.test(prev) || (prev === '#' && ID_WORD.test(prev2)) ? { ...f, kind: 'other' } : f;
  });
}

/** A token without digits: a modifier ('RT', 'XU'), a one for a count of one ('l'), a word or punctuation. */
function wordField(base: Omit<Field, 'kind'>, text: string): Field {
  const bare = text.replace(/^[([]|[)\],;]$/g, '');
  const modifier = /^-?[A-Z]{2}$/.test(bare) ? parseModifier(bare) : null;
  if (modifier) return { ...base, kind: 'modifier', modifier };
  if (/^[lI|]$/.test(bare)) return { ...base, kind: 'int', num: 1 };
  return { ...base, kind: /[A-Za-z]/.test(text) ? 'text' : 'other' };
}

/** A modifier-looking token counts as one after a code or alone in its cell; otherwise a count or a word. */
function settleModifiers(fields: Field[]): Field[] {
  return fields.map((f, i) => {
    if (f.kind !== 'modifier') return f;
    const prev = fields[i - 1];
    if (!prev || prev.kind === 'code' || prev.kind === 'modifier') {
      if (prev || fields.length === 1 || fields.every((g) => g.kind === 'modifier')) return f;
    }
    if (f.num !== undefined) return { ...f, kind: 'int', num: f.num };
    return { ...f, kind: 'text' };
  });
}

const ABSORBED: ReadonlySet<FieldKind> = new Set(['int', 'decimal', 'other', 'modifier']);

/** Consecutive words of one cell become one text field; a number between words is part of the text. */
function joinText(fields: Field[]): Field[] {
  const out: Field[] = [];
  fields.forEach((f, i) => {
    const prev = out.at(-1);
    const next = fields[i + 1];
    const inText = ABSORBED.has(f.kind) && prev?.kind === 'text' && next?.kind === 'text';
    if (prev?.kind === 'text' && (f.kind === 'text' || inText)) {
      out[out.length - 1] = { ...prev, text: `${prev.text} ${f.text}`, end: f.end };
      return;
    }
    out.push(inText ? { ...f, kind: 'text' } : f);
  });
  return out;
}
