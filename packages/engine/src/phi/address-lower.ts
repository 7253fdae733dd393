import { isResidenceName } from './address-residences';
import { stateCodes } from './address-words';
import { isOrgWord } from './name-tokens';
import type { Candidate } from './merge';
import { linesOf } from './text';

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
  return walkUp(text, TOWN_LINE, 3, streetLine);
}

/**
 * Each town, state code and ZIP code line that `townLine` reads, with up to `max` lines right above it
 * that `accept` takes, one of them with a number: the block from the highest line taken.
 */
function walkUp(text: string, townLine: RegExp, max: number, accept: (line: string) => boolean): Candidate[] {
  const out: Candidate[] = [];
  const { lines, starts } = linesOf(text);
  for (let li = 1; li < lines.length; li++) {
    const last = lines[li] ?? '';
    const m = townLine.exec(last);
    if (!m?.[1] || !stateCodes.has(m[1].toUpperCase())) continue;
    let top = li;
    while (top - 1 >= 0 && li - top < max && accept(lines[top - 1] ?? '')) top--;
    if (top === li || !lines.slice(top, li).some((l) => /\d/.test(l))) continue;
    const first = lines[top] ?? '';
    const start = (starts[top] ?? 0) + (first.length - first.trimStart().length);
    out.push({ start, end: (starts[li] ?? 0) + last.trimEnd().length, phiType: 'address', confidence: 0.8 });
  }
  return out;
}

/** A town, state code and ZIP code line in any case ('Cookeville TN 38505', 'CROWLEY LA 70526-8812'). */
const ANY_TOWN_LINE =
  /^[ \t]*\p{L}[\p{L}.'’ -]{1,30}?,?[ \t]+([A-Za-z]{2})\.?,?[ \t]+\d{5}(?:-\d{4})?[ \t]*$/u;
/** A line of another field: an account, a claim, a date, an amount, a phone number. */
const FIELD_LINE =
  /\b(?:account|acct|claim|invoice|member|policy|ref|reference|case|dob|date|total|balance|amount|due|phone|tel|fax|cell|npi|tax|id)\b|\d{3}[ .)-]+\d{3}[ .-]\d{4}|\d{1,2}\/\d{1,2}\/\d{2,4}/i;
/** How a numbered address line opens: a number, a unit or box word, or a capitalised name ('Tamarind Hall, Room 309'). */
const NUMBERED_OPEN =
  /^(?:\d|#|(?:apt|apartment|unit|ste|suite|room|rm|bldg|building|floor|fl|lot|space|spc|trlr|trailer|box|p\.?\s?o\.?\s?box|po box|rr|hc|hcr|route|rt|rte|hwy|highway|psc|cmr|unit)\b|\p{Lu})/iu;

function numberedLine(line: string): boolean {
  const t = line.trim();
  if (t === '' || t.length > 50 || !/\d/.test(t) || /[!?;@$:]/.test(t)) return false;
  if (t.split(/\s+/).length > 8 || FIELD_LINE.test(t) || /\.$/.test(t.replace(/\b\p{L}{1,4}\.$/u, '')))
    return false;
  if (!NUMBERED_OPEN.test(t)) return false;
  // A line opened by a capital is a name with its unit ('Tamarind Hall, Room 309'), not a sentence.
  if (
    /^\p{Lu}/u.test(t) &&
    !/^(?:apt|apartment|unit|ste|suite|room|rm|bldg|building|floor|fl|lot|space|spc|trlr|trailer|box|po|p\.o\.|rr|hc|hcr|route|rt|rte|hwy|highway|psc|cmr)\b/i.test(
      t,
    )
  )
    return t
      .split(/[\s,]+/)
      .every((w) => w === '' || /^[\p{Lu}\d#(]/u.test(w) || /^(?:de|del|la|of|the|and|on)$/.test(w));
  return true;
}

/**
 * Lines above a town, state code and ZIP code line that the street grammar does not read alone: a unit
 * line ('Apt 1 (rear)'), a box, a dorm's hall and room, a farm's name, a state highway ('2277 LA HWY
 * 13'). Up to four lines, one of them with a number; the addressee's name line above stops the walk.
 */
export function findTownLineBlocks(text: string): Candidate[] {
  return walkUp(text, ANY_TOWN_LINE, 4, (above) => {
    if (!numberedLine(above) && !streetLine(above) && !isResidenceName(above)) return false;
    // An organisation's line ('Pathways Day Center, Box 44') is left to the letterhead rules.
    return (
      isResidenceName(above) ||
      !above.split(/[\s,]+/).some((w) => /^\p{Lu}/u.test(w) && isOrgWord(w.toLowerCase()))
    );
  });
}
