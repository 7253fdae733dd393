// Box 24 rows that OCR has half read. Between the box 24 caption ('24. A. DATE(S) OF SERVICE') and box 25
// ('25. FEDERAL TAX I.D. NUMBER') every row of a CMS-1500 is a service line, so a row whose dates or code
// came out as specks still has its charge: one amount with cents, read with whatever else is legible.
import type { ParsedLine } from '../analysis/types';
import { parseProcedureCode, type ProcedureCode } from './codes';
import { dateAt, line2, tokens } from './claim-form';
import { parseMoney } from './amounts';
import type { TextLine } from './lines';

const SECTION_START = /\b24\.?\s*A\b.*DATE|DATE\(S\)\s*[OC0]F\s*SERVICE/i;
const SECTION_END = /FEDERAL\s+TAX|\b25\.\s*FED/i;
const CENTS = /^\$?\d{1,3}(,?\d{3})*\.\d{2}$/;

export function box24Rows(lines: TextLine[], used: Set<number>): { lines: ParsedLine[]; used: Set<number> } {
  const out: ParsedLine[] = [];
  const taken = new Set<number>();
  const start = lines.findIndex((l) => SECTION_START.test(l.text));
  if (start < 0) return { lines: out, used: taken };
  for (const line of lines.slice(start + 1)) {
    if (SECTION_END.test(line.text) || /\f/.test(line.text)) break;
    if (used.has(line.index)) continue;
    const t = tokens(line);
    const money = t.filter((tok) => CENTS.test(tok.text));
    if (money.length !== 1 || !money[0]) continue;
    const amount = parseMoney(money[0].text)?.value;
    if (amount === undefined || amount <= 0) continue;
    // A code only after a legible date: digits before it may be a date OCR ran together ('01130').
    let date: string | null = null;
    let code: ProcedureCode | null = null;
    for (let i = 0; i < t.length; i++) {
      const d: { iso: string; used: number } | null = date ? null : dateAt(t, i);
      if (d) {
        date = d.iso;
        i += d.used - 1;
      } else if (date) code ??= parseProcedureCode(t[i]?.text ?? '');
    }
    out.push(line2(date, code, code?.modifiers ?? [], null, null, 1, amount, line));
    taken.add(line.index);
  }
  return { lines: out, used: taken };
}

const PROVIDER_CAPTION = /\b33\.?\s*BILLING\s+PROVIDER/i;
const NOT_A_NAME = /INCLUDING\s+DEGREES|CERTIFY|APPLY\s*TO\s+THIS|^\s*$/i;

/**
 * The billing provider (box 33): the right-most cell of the first value line under its caption, which
 * sits in the form's right-hand column. Null when the form does not print the caption.
 */
export function claimFormProvider(lines: TextLine[]): string | null {
  const at = lines.findIndex((l) => PROVIDER_CAPTION.test(l.text));
  if (at < 0) return null;
  for (const line of lines.slice(at + 1, at + 5)) {
    const cells = line.text.split('\t').map((c) => c.trim());
    const name = cells.at(-1) ?? '';
    // Box 31's small print shares the lines; box 33's name is the right-hand cell.
    if (cells.length < 2 || NOT_A_NAME.test(name)) continue;
    if (!/[A-Za-z]{3}/.test(name) || /^\[|\bNPI\b|\d{5}/.test(name)) return null;
    return name;
  }
  return null;
}
