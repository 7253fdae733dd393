import { stateCodes } from './address-words';
import type { Candidate } from './merge';

/**
 * Postal blocks typed all in lower case, as phones and some forms write them ('urb. villa carolina' /
 * 'calle 44 bloque 51 #12' / 'carolina pr 00985'): a last line of town, state code and ZIP code, and up to
 * three lower-case street, unit or district lines right above it, one of them with a number.
 */

/** A town, a state code and a ZIP code alone on a line ('sparta nj 07871', 'carolina, pr 00985-1234'). */
const TOWN_LINE = /^[ \t]*[a-zà-ÿ][a-zà-ÿ.'’ -]{1,30}?,?[ \t]+([a-z]{2})\.?,?[ \t]+\d{5}(?:-\d{4})?[ \t]*$/;

/** How a lower-case street, unit or district line opens. */
const STREET_OPEN =
  /^(?:\d|#|(?:calle|c\/|urb|urbanizaci[oó]n|apt|apto|unit|ste|suite|po box|p\.?\s?o\.?\s?box|box|rr|hc|route|rt|bloque|edif|edificio|cond|condominio|res|residencial|barrio|bo|carr|carretera|lot|trlr|space|sp|parcela|sector|ext|extensi[oó]n|villa|jard[ií]n|paseo|camino|ave|avenida)\b)/;

function streetLine(line: string): boolean {
  const t = line.trim();
  if (t === '' || t.length > 50 || /\p{Lu}/u.test(t) || /[!?:;@$]/.test(t)) return false;
  if (t.split(/\s+/).length > 8) return false;
  return STREET_OPEN.test(t);
}

export function findLowerBlocks(text: string): Candidate[] {
  const out: Candidate[] = [];
  const lines = text.split('\n');
  const starts: number[] = [];
  let pos = 0;
  for (const l of lines) {
    starts.push(pos);
    pos += l.length + 1;
  }
  for (let li = 1; li < lines.length; li++) {
    const last = lines[li] ?? '';
    const m = TOWN_LINE.exec(last);
    if (!m?.[1] || !stateCodes.has(m[1].toUpperCase())) continue;
    let top = li;
    while (top - 1 >= 0 && li - top < 3 && streetLine(lines[top - 1] ?? '')) top--;
    if (top === li || !lines.slice(top, li).some((l) => /\d/.test(l))) continue;
    const first = lines[top] ?? '';
    const start = (starts[top] ?? 0) + (first.length - first.trimStart().length);
    out.push({ start, end: (starts[li] ?? 0) + last.trimEnd().length, phiType: 'address', confidence: 0.8 });
  }
  return out;
}
