import type { Candidate } from './merge';

/**
 * Address shapes that no single country's pattern covers, found from their structure rather than from
 * lists of places:
 * - streets whose number follows the name and a house-number word ('Calle Reforma 853', 'Jl. Sudirman
 *   No. 12', 'Atatürk Cd. No: 5 D: 3') and more continental street endings ('Storgata 4', 'Kirkeveien 12');
 * - unit-first blocks that end in a postcode ('Flat 4B, Sea View Apartments, MG Road, Mumbai 400050');
 * - the postal chain after a street, on its line (', Col. Juárez, 06600 Ciudad de México') or on the
 *   lines below ('5099 XZ Haarlem', 'Truro' / 'Cornwall' / 'TR1 2HE', '34710 Kadıköy/İstanbul', 'France').
 * A chain is only taken when it holds a postcode or a country: capitalised words alone are no address.
 */

const UP = String.raw`[A-Z\u00C0-\u00DE\u0130]`;
const L = String.raw`[A-Za-z\u00C0-\u024F]`;
/** A capitalised word, or an abbreviation with its full stop ('Jal.', 'Col.', 'St.'). */
const CAP = String.raw`${UP}${L}*\.?`;
const JOIN = String.raw`(?:de|del|la|le|du|des|di|da|do|sur|upon|on|am|an|der|en|y)`;
const TOWN = String.raw`${CAP}(?:[ /-](?:${JOIN} )?${CAP}){0,3}`;
const UK_POSTCODE = String.raw`[A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2}`;
const CA_POSTCODE = String.raw`[A-Z]\d[A-Z] ?\d[A-Z]\d`;
/** A postcode: digits (with a dash part or two letters after: '1100-048', '5099 XZ'), or UK/Canadian. */
const POSTCODE = String.raw`(?:\d{3,7}(?:-\d{3,4})?(?: [A-Z]{2}(?![\w]))?|${UK_POSTCODE}|${CA_POSTCODE})`;
const COUNTRIES =
  'germany|deutschland|united kingdom|uk|england|scotland|wales|northern ireland|canada|france|australia|usa|u\\.s\\.a\\.|united states|ireland|netherlands|the netherlands|holland|spain|españa|italy|italia|switzerland|austria|belgium|sweden|norway|norge|denmark|finland|iceland|poland|portugal|brazil|brasil|mexico|méxico|argentina|chile|colombia|peru|india|pakistan|bangladesh|sri lanka|nepal|china|japan|korea|south korea|taiwan|hong kong|singapore|malaysia|indonesia|philippines|thailand|vietnam|new zealand|south africa|nigeria|ghana|kenya|egypt|morocco|turkey|türkiye|israel|lebanon|jordan|uae|united arab emirates|saudi arabia|greece|czech republic|czechia|hungary|romania|ukraine|russia';
const titleCase = (c: string) => c.replace(/(^|[ .])([a-zà-ÿ])/g, (_m, a: string, b: string) => a + b.toUpperCase());
const COUNTRY = `(?:${COUNTRIES.split('|')
  .flatMap((c) => [titleCase(c), c.toUpperCase()])
  .join('|')})`;
/** One comma-separated part of a postal chain. */
const SEG = String.raw`(?:${POSTCODE}(?: ${TOWN})?|${TOWN}(?:,? ${POSTCODE})?(?: \(${UP}{2,3}\))?|\(${UP}{2,3}\))`;

const SEG_RE = new RegExp(String.raw`^(?:${SEG})$`);
const COUNTRY_RE = new RegExp(String.raw`^${COUNTRY}$`, 'i');
const HAS_POSTCODE = new RegExp(String.raw`(?<![\w])${POSTCODE}(?![\w])`);

/** ', Col. Juárez, 06600 Ciudad de México' after a street, on the same line. */
const INLINE_CHAIN = new RegExp(String.raw`^(?:,? (?:${SEG}|${COUNTRY}))+(?![\w])`);

function segKind(seg: string): 'postal' | 'country' | 'town' | null {
  const s = seg.trim().replace(/[.;]$/, (m) => (m === '.' && /\b[A-Z][a-z]{1,3}\.$/.test(seg.trim()) ? m : ''));
  if (s === '') return null;
  if (COUNTRY_RE.test(s)) return 'country';
  if (!SEG_RE.test(s)) return null;
  return HAS_POSTCODE.test(s) ? 'postal' : 'town';
}

/** The kind of a whole line: every comma part must be a chain part; the strongest part names it. */
function lineKind(line: string): 'postal' | 'country' | 'town' | null {
  const parts = line
    .trim()
    .replace(/\.$/, '')
    .split(/\s*,\s*/);
  if (parts.length === 0 || parts.length > 4) return null;
  let kind: 'postal' | 'country' | 'town' = 'town';
  for (const p of parts) {
    const k = segKind(p);
    if (!k) return null;
    if (k === 'postal') kind = 'postal';
    else if (k === 'country' && kind === 'town') kind = 'country';
  }
  return kind;
}

function inlineEnd(text: string, from: number): number {
  const lineEnd = text.indexOf('\n', from);
  const rest = text.slice(from, lineEnd < 0 ? text.length : lineEnd);
  const m = INLINE_CHAIN.exec(rest);
  if (!m) return from;
  // Keep the chain up to its last postcode or country part; a town alone is not enough.
  let pos = 0;
  let keep = 0;
  let strong = false;
  for (const p of m[0].split(/(?=, )/)) {
    pos += p.length;
    const k = segKind(p.replace(/^,? /, ''));
    if (k === 'postal' || k === 'country') {
      strong = true;
      keep = pos;
    } else if (k === 'town' && strong) keep = pos;
  }
  return strong ? from + keep : from;
}

/** Extends each block over its postal chain: on its own line, then over up to four lines below. */
export function growAddressBlocks(text: string, blocks: Candidate[]): void {
  for (const b of blocks) {
    b.end = inlineEnd(text, b.end);
    const lineEnd = text.indexOf('\n', b.end);
    if (lineEnd < 0 || text.slice(b.end, lineEnd).trim().replace(/^[,.]$/, '') !== '') continue;
    // The lines below: towns and regions (at most two) only count when a postcode or country follows.
    let pos = lineEnd;
    let towns = 0;
    for (let k = 0; k < 4 && pos < text.length; k++) {
      const ns = pos + 1;
      const e = text.indexOf('\n', ns);
      const ne = e < 0 ? text.length : e;
      let line = text.slice(ns, ne);
      if (line.trim() === '') break;
      let kind = lineKind(line);
      // '5099 XZ Haarlem and the bill still goes there': the postal part before the sentence goes on.
      const cut = /[ ,]+(?=[a-z])/.exec(line);
      if (!kind && cut && cut.index > 0) {
        line = line.slice(0, cut.index);
        kind = lineKind(line);
        if (kind === 'town') kind = null;
        if (kind) {
          b.end = ns + line.length;
          break;
        }
      }
      if (!kind) break;
      if (kind === 'town') {
        if (++towns > 2) break;
        pos = ne;
        continue;
      }
      towns = 0;
      b.end = ns + line.replace(/\s+$/, '').replace(/\.$/, '').length;
      pos = ne;
    }
  }
}

const STREET_NAME = String.raw`${UP}${L}*\.?(?: (?:${JOIN} )?${UP}${L}*\.?){0,3}`;
/** Number after the street name: Spanish, Portuguese, Italian, Indonesian, Turkish. */
const NUMBER_AFTER = new RegExp(
  String.raw`(?<![\w])(?:Calle|Avenida|Av\.|Avda\.|Carrera|Cra\.|Rua|Travessa|Jl\.|Jalan|ul\.|ulica|Ulica)\s${STREET_NAME},?\s(?:No\.?:?\s?)?\d{1,5}[A-Za-z]?(?![\w])|(?<![\w])${STREET_NAME}\s(?:Cd\.|Cad\.|Caddesi|Sk\.|Sok\.|Sokak|Sokağı|Blv\.|Bulvarı|Mah\.|Mahallesi)\s(?:No\s?:?\s?)\d{1,5}(?:[/ ]?(?:D\s?:?\s?|Daire\s?)\d{1,4})?`,
  'g',
);
/** More continental street endings, name and number: 'Storgata 4', 'Kirkeveien 12B', 'Nørregade 7'. */
const NORDIC_STREET = new RegExp(
  String.raw`(?<![\w-])${UP}${L}*(?:gata|gatan|gate|gade|vej|veien|vegen|vägen|väg|torget|laan|plein|kade|singel|utca|tie|katu|polku)(?: ${UP}${L}*)?\s\d{1,4}(?:\s?[A-Za-z])?(?![\w-])`,
  'g',
);
/** 'Flat 4B, Sea View Apartments, MG Road, Mumbai 400050': a unit, named parts, and a postcode. */
const UNIT_FIRST = new RegExp(
  String.raw`(?<![\w])(?:Flat|Apartment|Apt\.?|Unit|Suite|House|Block|Plot|Door|Villa|Room)\s?(?:No\.?\s?)?#?[A-Za-z0-9/-]{1,6},\s(?:(?:\d{1,5}[A-Za-z]?,?\s)?${STREET_NAME},\s){1,4}(?:${TOWN},?\s${POSTCODE}|${POSTCODE}\s${TOWN})(?![\w])`,
  'g',
);

export function findChainStreets(text: string): { candidates: Candidate[]; streetStarts: number[] } {
  const candidates: Candidate[] = [];
  const streetStarts: number[] = [];
  for (const re of [NUMBER_AFTER, NORDIC_STREET, UNIT_FIRST]) {
    for (const m of text.matchAll(re)) {
      if (m[0].includes('\n')) continue;
      candidates.push({ start: m.index, end: m.index + m[0].length, phiType: 'address', confidence: 0.8 });
      streetStarts.push(m.index);
    }
  }
  return { candidates, streetStarts };
}
