// Claim forms printed as text. CMS-1500 box 24 rows ('1  03 14 26  03 14 26  11  99214 25  AB  185 00  1')
// and UB-04 (CMS-1450) form locators 42-47 ('0450  EMERGENCY ROOM  99284  031426  1  850 00'): dates as
// MM DD YY or MMDDYY, cents in their own box, modifiers and diagnosis pointers beside the code.
import type { ParsedLine } from '../analysis/types';
import { parseMoney, round2 } from './amounts';
import { parseModifier, parseProcedureCode, parseRevenueCode, type ProcedureCode } from './codes';
import { parseFormDate } from './dates';
import { box24Rows } from './claim-form-section';
import type { TextLine } from './lines';

const CMS1500_CUES = [
  /DATE\(S\) OF SERVICE/i,
  /DAYS\s+OR\s+UNITS/i,
  /DIAGNOSIS\s+POINTER/i,
  /PROCEDURES,?\s+SERVICES,?\s+OR\s+SUPPLIES/i,
  /\b(CMS|HCFA)[- ]?1500\b/i,
  /HEALTH INSURANCE CLAIM FORM/i,
  /\bEMG\b/,
];
const UB04_CUES = [
  /\bUB[- ]?0?4\b|\bCMS[- ]?1450\b/i,
  /\bREV\.\s*CD\.?/i,
  /\bSERV\.\s+(UNITS|DATE)/i,
  /NON-?COVERED\s+CHARGES/i,
  /HCPCS\s*\/\s*RATE/i,
];

const cues = (text: string, list: RegExp[]) => list.filter((re) => re.test(text)).length;

/** Two cues of a form's own wording, so an itemized bill with a 'Dates of service' column is not one. */
export const isClaimForm = (text: string): boolean =>
  cues(text, CMS1500_CUES) >= 2 || cues(text, UB04_CUES) >= 2;

export interface Tok {
  text: string;
  start: number;
  end: number;
  /** A tab (a column gap, a form box of its own) on either side. */
  boxed: boolean;
}

/** Ruling and OCR specks between form boxes ('|', '[', '!'), not values. */
const RULE = /^[|![\](){}\u2014_]+$/;

/** The line's words without form rules; a word's own rule marks are stripped ('|A2', '25]'). */
export const tokens = (line: TextLine): Tok[] =>
  [...line.text.matchAll(/[^\s]+/g)]
    .filter((m) => !RULE.test(m[0]))
    .map((m) => {
      const lead = /^[|[!]*/.exec(m[0])?.[0].length ?? 0;
      const text = m[0].slice(lead).replace(/[|\]!]+$/, '');
      const before = line.text[m.index - 1];
      const after = line.text[m.index + m[0].length];
      return {
        text,
        start: line.start + m.index + lead,
        end: line.start + m.index + lead + text.length,
        boxed: (before === undefined || before === '\t') && (after === undefined || after === '\t'),
      };
    });

/** A date at tokens[i] written as one token (03/14/26, 031426) or three (03 14 26); how many tokens. */
export function dateAt(t: Tok[], i: number): { iso: string; used: number } | null {
  const three = t.slice(i, i + 3).map((x) => x.text);
  if (three.length === 3 && three.every((x) => /^\d{2}$/.test(x))) {
    const iso = parseFormDate(three.join(' '));
    if (iso) return { iso, used: 3 };
  }
  const one = t[i]?.text;
  if (one && /^\d{6}$|^\d{8}$|^\d{1,2}[/-]\d{1,2}[/-]\d{2,4}$/.test(one)) {
    const iso = parseFormDate(one);
    if (iso) return { iso, used: 1 };
  }
  return null;
}

/** A charge at tokens[i]: '185.00', '$185.00', or dollars and cents in two boxes ('185 00'). */
export function chargeAt(t: Tok[], i: number): { value: number; used: number } | null {
  const a = t[i]?.text.replace(/^\$/, '');
  if (!a) return null;
  const b = t[i + 1]?.text;
  if (/^[\d,]+$/.test(a) && b && /^\d{2}$/.test(b)) {
    const money = parseMoney(`${a}.${b}`);
    if (money) return { value: money.value, used: 2 };
  }
  const money = parseMoney(a.includes('.') ? a : '');
  return money ? { value: money.value, used: 1 } : null;
}

/** Modifiers after the code, then an optional diagnosis pointer (A-L letters or 1-4 digits). */
function modifiersAt(t: Tok[], i: number): { modifiers: string[]; used: number } {
  const modifiers: string[] = [];
  let k = i;
  for (let tok = t[k]; modifiers.length < 4 && tok; tok = t[k]) {
    // Two two-digit numbers in a row are dollars and cents, not modifiers.
    const mod =
      /^\d\d$/.test(tok.text) && /^\d{2}$/.test(t[k + 1]?.text ?? '') ? null : parseModifier(tok.text);
    if (!mod) break;
    modifiers.push(mod);
    k++;
  }
  return { modifiers, used: k - i };
}

/**
 * A code as printed in box 24D: a real CPT/HCPCS code, or something code-shaped that is not one (a
 * made-up 'A8z29', an OCR misreading): its charge is still the line's, with the code left null and the
 * printed text kept as the description.
 */
function codeSlot(tok: string | undefined): { code: ProcedureCode | null; printed: string | null } | null {
  if (!tok) return null;
  // Codes are capitals; a lower-case letter is typed text, not an OCR look-alike to fold ('A8z29').
  const code = /[a-z]/.test(tok) ? null : parseProcedureCode(tok);
  if (code) return { code, printed: null };
  return /^(?=.*\d)(?=.*[A-Z])[A-Z0-9]{4,6}$/i.test(tok) ? { code: null, printed: tok } : null;
}

/** A box 24F charge: dollars and cents, or whole dollars alone in their box (a fillable field). */
function boxCharge(t: Tok[], i: number): { value: number; used: number } | null {
  const charge = chargeAt(t, i);
  if (charge) return charge;
  const tok = t[i];
  if (tok?.boxed && /^\d{1,6}$/.test(tok.text)) return { value: Number(tok.text), used: 1 };
  return null;
}

function cms1500Row(line: TextLine): ParsedLine | null {
  const t = tokens(line);
  let i = /^[1-6][.)]?$/.test(t[0]?.text ?? '') ? 1 : 0;
  const from = dateAt(t, i);
  if (!from) return null;
  i += from.used;
  const to = dateAt(t, i);
  if (to) i += to.used;
  if (/^\d{2}$/.test(t[i]?.text ?? '')) i++; // place of service
  if (/^[YNE]$/.test(t[i]?.text ?? '')) i++; // EMG
  const slot = codeSlot(t[i]?.text);
  if (!slot) return null;
  i++;
  const mods = modifiersAt(t, i);
  i += mods.used;
  // Then the diagnosis pointer and any modifier we do not know, before the charge.
  for (let skip = 0; skip <= 3 && i + skip < t.length; skip++) {
    const charge = boxCharge(t, i + skip);
    if (!charge) continue;
    const unitsTok = t[i + skip + charge.used]?.text ?? '';
    const units = /^\d{1,4}(\.\d{1,3})?$/.test(unitsTok) ? Number(unitsTok) : 1;
    return line2(from.iso, slot.code, mods.modifiers, null, slot.printed, units, charge.value, line);
  }
  return null;
}

function ub04Row(line: TextLine): ParsedLine | null {
  const t = tokens(line);
  let i = /^\d{1,2}[.)]?$/.test(t[0]?.text ?? '') && parseRevenueCode(t[1]?.text ?? '') ? 1 : 0;
  const rev = parseRevenueCode(t[i]?.text ?? '');
  if (!rev) return null;
  i++;
  const words: string[] = [];
  let code: ProcedureCode | null = null;
  let date: string | null = null;
  for (; i < t.length; i++) {
    const d = dateAt(t, i);
    if (d) {
      date = d.iso;
      i += d.used;
      break;
    }
    const text = t[i]?.text ?? '';
    const c: ProcedureCode | null = code ? null : parseProcedureCode(text);
    const mod = code ? parseModifier(text) : null;
    if (c && words.length) code = c;
    else if (!code) words.push(text);
    else if (mod) code.modifiers.push(mod);
  }
  const unitsTok = t[i]?.text ?? '';
  if (!/^\d{1,4}(\.\d{1,3})?$/.test(unitsTok)) return null;
  const charge = chargeAt(t, i + 1);
  if (!charge) return null;
  return line2(
    date,
    code,
    code?.modifiers ?? [],
    rev,
    words.join(' ') || null,
    Number(unitsTok),
    charge.value,
    line,
  );
}

export function line2(
  date: string | null,
  code: ProcedureCode | null,
  modifiers: string[],
  rev: string | null,
  description: string | null,
  units: number,
  amount: number,
  line: TextLine,
): ParsedLine {
  return {
    date,
    code: code?.code ?? null,
    codeType: code?.codeType ?? null,
    revenueCode: rev,
    modifiers,
    description,
    units: units > 0 ? units : 1,
    amount: round2(amount),
    allowed: null,
    planPaid: null,
    patientResponsibility: null,
    adjustments: [],
    denied: false,
    span: { start: line.start, end: line.end },
  };
}

/** Service lines of a claim form, and the lines they came from (kept from the table reader). */
export function claimFormLines(lines: TextLine[]): { lines: ParsedLine[]; used: Set<number> } {
  const out: ParsedLine[] = [];
  const used = new Set<number>();
  for (const line of lines) {
    const row = cms1500Row(line) ?? ub04Row(line);
    if (row) {
      out.push(row);
      used.add(line.index);
    }
  }
  const partial = box24Rows(lines, used);
  for (const index of partial.used) used.add(index);
  out.push(...partial.lines);
  out.sort((a, b) => a.span.start - b.span.start);
  return { lines: out, used };
}

const CENTS_MONEY = /^\$?\d{1,3}(,?\d{3})*\.\d{2}$/;

/**
 * 'TOTAL CHARGE $ 547 00' (box 28) or 'TOTAL CHARGES ... 1,235 00' (UB-04 line 23): the amount with its
 * cents after the caption, or, where the caption is printed above its box (flat forms, OCR), the first
 * amount with cents on the next line. A box number ('29. AMOUNT PAID') is never the total.
 */
export function claimFormTotal(text: string): number | null {
  const m = /\bTOTALS?(?:\s+CHARGES?)?\b[^\n$\d]{0,20}\$?\s*([\d,]+)[ .](\d{2})\b(?!\.)/i.exec(text);
  if (m) return parseMoney(`${m[1]}.${m[2]}`)?.value ?? null;
  const caption = /TOTALS?\s+CHARGES?\b[^\n]*\n([^\n]*)/i.exec(text);
  if (!caption) return null;
  const t = tokens({ text: caption[1] ?? '', start: 0, end: 0, page: 1, index: 0 });
  for (let i = 0; i < t.length; i++) {
    const tok = t[i]?.text ?? '';
    if (CENTS_MONEY.test(tok)) return parseMoney(tok)?.value ?? null;
    const split = /^\$?[\d,]+$/.test(tok) ? chargeAt(t, i) : null;
    if (split && split.used === 2) return split.value;
  }
  return null;
}
