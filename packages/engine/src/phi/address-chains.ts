import { moreCountries } from './countries';
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
  'germany|deutschland|united kingdom|uk|england|scotland|wales|northern ireland|canada|france|australia|usa|u\\.s\\.a\\.|united states|ireland|netherlands|the netherlands|holland|spain|españa|italy|italia|switzerland|austria|belgium|sweden|norway|norge|denmark|finland|iceland|poland|portugal|brazil|brasil|mexico|méxico|argentina|chile|colombia|peru|india|pakistan|bangladesh|sri lanka|nepal|china|japan|korea|south korea|taiwan|hong kong|singapore|malaysia|indonesia|philippines|thailand|vietnam|new zealand|south africa|nigeria|ghana|kenya|egypt|morocco|turkey|türkiye|israel|lebanon|jordan|uae|united arab emirates|saudi arabia|costa rica|panama|guatemala|el salvador|honduras|nicaragua|dominican republic|puerto rico|jamaica|trinidad and tobago|venezuela|ecuador|bolivia|paraguay|uruguay|ethiopia|tanzania|uganda|rwanda|zimbabwe|zambia|cameroon|senegal|tunisia|algeria|iran|iraq|afghanistan|kazakhstan|myanmar|cambodia|mongolia|fiji|samoa|tonga|estonia|latvia|lithuania|slovakia|slovenia|croatia|serbia|bulgaria|albania|cyprus|malta|luxembourg|greece|czech republic|czechia|hungary|romania|ukraine|russia|sénégal|perú|panamá|nederland|belgië|belgique|österreich|schweiz|suisse|sverige|danmark|suomi|polska|česko|россия|україна|日本|대한민국|中国';
const titleCase = (c: string) =>
  c.replace(/(^|[ .])([a-zà-ÿ])/g, (_m, a: string, b: string) => a + b.toUpperCase());
const COUNTRY = `(?:${COUNTRIES.split('|')
  .flatMap((c) => [titleCase(c), c.toUpperCase()])
  .join('|')})`;
/** One comma-separated part of a postal chain. */
const SEG = String.raw`(?:${POSTCODE}(?: ${TOWN})?|${TOWN}(?:,? ${POSTCODE})?(?: \(${UP}{2,3}\))?|\(${UP}{2,3}\))`;

const SEG_RE = new RegExp(String.raw`^(?:${SEG})$`);
const COUNTRY_RE = new RegExp(String.raw`^${COUNTRY}$`, 'i');
/** True for a country's name ('India', 'UNITED KINGDOM', 'Türkiye'). */
const MORE = new Set(moreCountries);
/** 'Republic of Kiribati', 'Union des Comores', 'République du Bénin': a state's formal name before it. */
const FORMAL =
  /^(?:the[ \t]+)?(?:(?:federal|democratic|islamic|united|people's|socialist)[ \t]+)*(?:republic|kingdom|union|state|commonwealth|federation|république|república|reino|union)[ \t]+(?:of|des|de|du|de la|d')[ \t]*/i;
export const isCountryName = (s: string): boolean => {
  // 'Trinidad & Tobago', 'Antigua & Barbuda'.
  const t = s
    .trim()
    .replace(/\.$/, '')
    .replace(/[ \t]+&[ \t]+/g, ' and ');
  if (COUNTRY_RE.test(t) || MORE.has(t.toLowerCase())) return true;
  const bare = t.replace(FORMAL, '');
  return bare !== t && bare !== '' && (COUNTRY_RE.test(bare) || MORE.has(bare.toLowerCase()));
};
const HAS_POSTCODE = new RegExp(String.raw`(?<![\w])${POSTCODE}(?![\w])`);

/** ', Col. Juárez, 06600 Ciudad de México' after a street, on the same line. */
const INLINE_CHAIN = new RegExp(String.raw`^(?:,? (?:${SEG}|${COUNTRY}))+(?![\w])`);

function segKind(seg: string): 'postal' | 'country' | 'town' | null {
  const s = seg
    .trim()
    .replace(/[.;]$/, (m) => (m === '.' && /\b[A-Z][a-z]{1,3}\.$/.test(seg.trim()) ? m : ''));
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

const PHONE_AHEAD = /^,? (?:\+?1[ .-]?)?\(?\d{3}\)?[ .-]?\d{3}[ .-]?\d{4}(?!\d)/;

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
    // A phone number after the address ('..., MI 49424, 616-555-0110') ends the chain.
    if (PHONE_AHEAD.test(rest.slice(pos))) break;
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
    if (
      lineEnd < 0 ||
      text
        .slice(b.end, lineEnd)
        .trim()
        .replace(/^[,.]$/, '') !== ''
    )
      continue;
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

/**
 * Addresses anchored on their postal part, whatever the country: a town beside a postcode ('Porto
 * 4050-262', '111 43 Stockholm', 'Tokyo 150-0001', 'Dhaka 1205') or a country closing the chain, then
 * walked back over the comma parts and lines before it while they read as address parts (capitalised
 * words, house and unit numbers, the small words of street names: 'House 14, Road 7, Dhanmondi,'),
 * and at least one of them holds a house number. Words in lower case ('my address is') end the walk.
 */
/** Town words are written as names: a capital, then lower case ('Porto', 'Shibuya-ku', 'Den Haag'). */
const TOWN_WORD = String.raw`\p{Lu}\p{Ll}[\p{L}'’]*(?:-\p{L}[\p{L}'’]*)?`;
const ANCHOR_TOWN = String.raw`${TOWN_WORD}(?: (?:${JOIN} )?${TOWN_WORD}){0,2}(?: \(${UP}\p{Ll}+\))?`;
/** Postcode shapes ('101 Reykjavík' after a comma too): '111 43', '4050-262', '150-0001', '00-514', '01310-200', '1205', '2514 JB', UK, CA. */
const ANCHOR_CODE = String.raw`(?:\d{3} \d{2}|\d{4}-\d{3}|\d{3}-\d{4}|\d{2}-\d{3}|\d{5}-\d{3,4}|\d{4,6}|\d{4} ?[A-Z]{2}|${UK_POSTCODE}|${CA_POSTCODE})`;
const ANCHOR = new RegExp(
  String.raw`(?<![\p{L}\d$.,/-])(?:(${ANCHOR_TOWN}) (${ANCHOR_CODE})(?=[ \t]*(?:[,.;)]|\(|$))|(${ANCHOR_CODE}|(?<=\d[A-Za-z]?, )\d{3}(?= \p{Lu}[\p{L}'’]*(?:[ \t]*[,.;)]|$))) (${ANCHOR_TOWN}))(?![\p{L}\d])|(?<=, )(${COUNTRY})(?=[ \t]*(?:[.)]|$))`,
  'gmu',
);
/** Small words inside street names and unit parts ('Rua das Flores', 'ul.', 'm. 15', 'No. 5', 'bte 3', 'lgh 1102'). */
const PARTICLE =
  /^(?:de|dei|del|della|delle|di|da|das|do|dos|du|des|la|le|les|van|von|der|den|het|y|e|et|bis|ter|ul\.?|m\.?|no\.?|nº|n°|c\/|esq\.?|dcha\.?|izq\.?|st\.?|bl\.?|ap\.?|apt\.?|bte|lgh|apto|bloco|piso|puerta|lot|porte|casa|box|rua|bp|pta\.?|dpto\.?|depto\.?|whg\.?|int\.?|esc\.?|kv\.?|of|rue|rang|chemin|ch\.|boul\.|boulevard|avenue|montée|côte|allée|impasse)$/i;
const STREETISH =
  /\b(?:Road|Rd|Street|St|Avenue|Ave|Lane|Close|Drive|Place|Grove|Way|Court|Crescent|Terrace|Rua|Via|Viale|Calle|C\/|Rue|Avenida|ul\.|Jl\.|Flat|House|Apt|Apartment|Unit|Suite|Plot|Block|Apartado|Box)\b|(?:gatan|gata|straat|gracht|weg|strasse|straße|str\.|vej|veien)\b/i;

/** Two or three capitalised words, as a person's name is written. */
const PERSONISH = /^\p{Lu}\p{Ll}+(?:[ -]\p{Lu}\p{Ll}+){1,2}$/u;

const STREET_KIND =
  /^\s*(?:\S+\s+){0,2}?(?:Road|Rd|Street|St|Avenue|Ave|Lane|Ln|Drive|Dr|Boulevard|Blvd|Court|Ct|Place|Pl|Way|Close|Crescent|Terrace|Grove|Parkway|Pkwy|Highway|Hwy|Circle|Trail|Square)\b\.?/;

function addressPart(seg: string): boolean {
  const s = seg.trim();
  if (s === '' || s.length > 48 || /[$@:;]/.test(s)) return false;
  if (/(?:^|\s)(?:\d{1,2}\/\d{1,2}\/\d{2,4}|\d{4}-\d{1,2}-\d{1,2})\b/.test(s)) return false;
  const words = s.split(/\s+/);
  return words.every(
    (w) =>
      PARTICLE.test(w) ||
      /^#?\d{1,5}(?:[-/]\d{1,5}){0,2}[A-Za-z]?[ºª°]?\.?,?$/.test(w) ||
      /^\d{1,5}[-/](?:[A-Z]{1,3}|[IVX]{1,4})$/.test(w) ||
      /^[ºª°\dA-Z]{1,4}[ºª]\.?$/.test(w) ||
      /^(?:\p{Lu}|\d)[\p{L}\d'’.-]*,?$/u.test(w) ||
      /^[IVX]{1,4}$/.test(w),
  );
}

const houseNumber = (s: string) => /(?:^|[\s#/-])\d{1,5}(?:[-/]\d{1,5})*[A-Za-z]?[ºª]?(?:$|[\s,.-])/.test(s);

export function findPostalAnchored(
  text: string,
  isWord: (w: string) => boolean,
  isOrg: (w: string) => boolean,
): { candidates: Candidate[]; streetStarts: number[] } {
  // A part with no number whose words are all dictionary words ('Appeals Unit'), or that names an
  // organisation ('Cleveland Clinic'), is no part of a home address: the walk back stops there.
  const plainPart = (seg: string) => {
    const words = seg
      .trim()
      .split(/\s+/)
      .map((w) => w.toLowerCase().replace(/[.,]$/, ''));
    if (houseNumber(seg)) return true;
    if (words.some((w) => isOrg(w))) return false;
    return !words.every((w) => PARTICLE.test(w) || isWord(w));
  };
  const candidates: Candidate[] = [];
  const streetStarts: number[] = [];
  for (const m of text.matchAll(ANCHOR)) {
    const country = m[5] !== undefined;
    const town = (m[1] ?? m[4] ?? '').replace(/\s*\(.*\)$/, '');
    // 'Unit 7229', 'Suite 400', '3 Sept 2025': a unit or a date, not a town and its postcode.
    if (
      /^(?:Unit|Apt|Apartment|Suite|Ste|Room|Flat|Lot|Box|Floor|Bldg|Building|Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)[a-z]*\.?$/i.test(
        town.split(/\s+/)[0] ?? '',
      )
    )
      continue;
    // '9500 Euclid Avenue' is a house number and a street, not a postcode and a town.
    if (
      STREET_KIND.test(town) ||
      STREET_KIND.test(text.slice(m.index + m[0].length, m.index + m[0].length + 12))
    )
      continue;
    let start = m.index;
    const end = m.index + m[0].length;
    // Walk back: comma parts on this line, then whole lines above (at most three).
    let parts = 0;
    let numbered = false;
    let streetish = STREETISH.test(m[0]);
    let pos = start;
    for (let lines = 0; lines < 4; lines++) {
      const ls = text.lastIndexOf('\n', pos - 1) + 1;
      const before = text.slice(ls, pos);
      const segs = before.split(/,\s*/);
      // The last piece is what sits right before the anchor; with nothing there, go to the line above.
      if (segs.at(-1)?.trim() !== '' && lines === 0 && !/,\s*$/.test(before) && before.trim() !== '') {
        // Something other than a comma joins the anchor to the text before it: only a lead-in may.
        const tail = /(?:^|\s)((?:#?\d|\p{Lu})[^\n]*)$/u.exec(before.replace(/\s+$/, ''));
        if (!tail) break;
      }
      let consumedAll = true;
      for (let k = segs.length - 1; k >= 0; k--) {
        const seg = segs[k] ?? '';
        if (seg.trim() === '' && k === segs.length - 1) continue;
        // Before the numbered street, a part without number or street word that opens the line is the
        // addressee's name ('Anna Berg, Kungsgatan 12, 111 56 Stockholm').
        // So is a whole line above the street written as a name whose first word is no word ('Marc Dubois'
        // above 'Rue des Tanneurs 58'; 'Rose Cottage' is a house).
        if (
          numbered &&
          k === 0 &&
          (lines === 0 || (segs.length === 1 && !isWord((seg.trim().split(/\s+/)[0] ?? '').toLowerCase()))) &&
          !houseNumber(seg) &&
          !STREETISH.test(seg) &&
          PERSONISH.test(seg.trim())
        )
          break;
        if (addressPart(seg) && plainPart(seg)) {
          parts++;
          numbered ||= houseNumber(seg);
          streetish ||= STREETISH.test(seg);
          start =
            ls + segs.slice(0, k).join(', ').length + (k > 0 ? 2 : 0) + (seg.length - seg.trimStart().length);
          continue;
        }
        // 'My address is House 14': the part after the last word in lower case.
        const words = seg.trim().split(/\s+/);
        let cut = words.length;
        const lower = (w: string) => /^\p{Ll}/u.test(w) && !PARTICLE.test(w);
        while (cut > 0 && !lower(words[cut - 1] ?? '') && addressPart(words.slice(cut - 1).join(' '))) cut--;
        // A street name does not open with its small words ('dei Mille'), but 'ul.' and 'C/' do.
        while (
          cut < words.length &&
          PARTICLE.test(words[cut] ?? '') &&
          !/^(?:ul\.|c\/)$/i.test(words[cut] ?? '')
        )
          cut++;
        const tail = words.slice(cut).join(' ');
        // On a line above the postal line, only after a lead-in ('My address is', 'Ship to:').
        const leadIn = lines === 0 || /^(?:is|at|to|in|was|address|addr\.?)$|:$/i.test(words[cut - 1] ?? '');
        const addressee = numbered && !houseNumber(tail) && !STREETISH.test(tail) && PERSONISH.test(tail);
        if (tail && leadIn && !addressee && addressPart(tail) && plainPart(tail)) {
          parts++;
          numbered ||= houseNumber(tail);
          streetish ||= STREETISH.test(tail);
          start = text.lastIndexOf(tail, pos);
        }
        consumedAll = false;
        break;
      }
      if (!consumedAll || ls === 0) break;
      const prevEnd = ls - 1;
      const prevStart = text.lastIndexOf('\n', prevEnd - 1) + 1;
      if (text.slice(prevStart, prevEnd).trim() === '') break;
      pos = prevEnd;
    }
    if (parts === 0 || !numbered) continue;
    const townWords = town.split(/[\s/-]+/).filter(Boolean);
    if (!country && !streetish && townWords.every((w) => isWord(w.toLowerCase()))) continue;
    candidates.push({ start, end, phiType: 'address', confidence: 0.75 });
    streetStarts.push(start);
  }
  return { candidates, streetStarts };
}
