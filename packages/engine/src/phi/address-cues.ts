import { stateCodes, streetSuffixes, unitDesignators } from './address-words';
import { CLOSING_WORD } from './contact-names';
import type { Candidate } from './merge';

/**
 * Addresses placed by the words that introduce them: what follows 'my address is', 'lives at', 'new
 * address:', 'wohnt in', 'Address:' (on its line or on the lines below) up to the clause's end is the
 * address, whatever its parts look like ('rr 2 box 118, tioga nd 58852', 'Andrássy út 61, 1062
 * Budapest', 'House No. 14, Okponglo Link, East Legon, Accra, Ghana'). The piece must read as a postal
 * address by its structure: a number (digits or number words) in it, and a second part after a comma or
 * on its own line. The words of the cue are shapes of language, not places.
 */

/** The cue: someone's address, where someone lives or moved to. */
const CUE = new RegExp(
  String.raw`(?:\b(?:(?:my|his|her|their|our|mom'?s|moms|mum'?s|dad'?s|patient'?s|pt'?s|the patient'?s|new|home|current|mailing|postal|permanent|forwarding)\s+)?(?:new\s+|home\s+|current\s+|mailing\s+|postal\s+|correct\s+|updated\s+)?(?:address|addy)(?:\s+(?:there|now|on file|for (?:him|her|them|me)))?\s*(?:is|was|will be|:|-|–|—)|\b(?:lives?|living|resides?|residing|staying|moved|moving|relocated)\s+(?:now\s+)?(?:at|in|to)|\bnow\s+(?:living\s+)?at|\b(?:wohnt|wohne|wohnen)\s+(?:in|im|am)|\b(?:vive|vivo|habite|j'habite)\s+(?:en|à|a)|\b(?:mail|send|forward|ship)(?:\s+(?:it|them|everything|all\s+(?:bills|statements|mail)|(?:(?:the|my|his|her|our|their|[\p{L}]+['’]s)\s+){0,2}(?:bills?|statements?|letters?|mail|correspondence|invoices?|paperwork)))?\s+to(?:(?:[ \t]+(?:my|his|her|our|their|the))?(?:[ \t]+[\p{L}'’]+)?\s*:|(?=[ \t]+(?:\d|(?:hwy|highway|route|rr|hc|box|p\.?\s?o\.?|po|plot|house|flat|apt|unit|lot|str|strada|calle|av|avda|avenida|rua|rue|via|ul|jl|jalan|urb|cond|colonia|carrera|cra|calzada|camino|paseo|plaza|travessa|c\/)(?![\p{L}]))))|\b(?:Address|Home|Mailing|Postal|Residence)\s*:|(?<![\p{L}])(?:address|addr|adress|adresse|adres|adresa|adrese|adresi|dirección|direccion|endereço|endereco|morada|manzil|heimadressa|indirizzo|anschrift|osoite|адрес\p{L}*|адреса)(?![\p{L}])(?:[ \t]+[^:\n.!?;]{1,40}?)?[ \t]*:|(?:地址|住址|住所|주소)[ \t]*[:：]|\baddress(?=[ \t]+\S))(?=[ \t]*\S|[ \t]*\n)`,
  'giu',
);

/** A clause before the cue that names the office's address ('whose billing address is', 'our office address'). */
const OFFICE_BEFORE =
  /\b(?:whose|our|claims?|(?:their|its) own|their office'?s?|the (?:clinic|office|hospital|practice|pharmacy|lab|company|airport|facility)'?s?|billing|remit(?:tance)?|payment|office|clinic|practice|return|hospital'?s?)\s*(?:new\s+|billing\s+|mailing\s+|main\s+)?$/i;

/** Number words, as a house number or a ZIP code is said ('nineteen oh four', 'eight five three'). */
const NUM_WORD = String.raw`(?:zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)`;

/** Where the address ends on its line: the clause's end, or a phone, e-mail or another field after it. */
const INLINE_END = new RegExp(
  [
    String.raw`[;!?()"“”]`,
    String.raw`[ \t][—–][ \t]`,
    String.raw`(?<!\bas)[ \t]+(?:with|in|from|since|for|until|till|before|after|during|now|starting|effective|instead|so|but|please|pls|plz|thanks|thank|thx|asap|too|also)(?![\p{L}'’])`,
    String.raw`,?[ \t]+(?:and|but|so|or|which|where|until|since|because|if|then|plus)[ \t]+(?:my|the|his|her|their|our|i|i'm|we|he|she|they|phone|tel|number|cell|call|please|it|that|this|mail|email|e-mail|contact|you)\b`,
    String.raw`,?[ \t]+(?:phone|tel\.?|telephone|cell\.?|mobile|mobil|handy|gsm|sími|ph\.?|fax|e-?mail|whatsapp|natel)\b`,
    String.raw`,[ \t]+(?:that'?s|which|please|thanks|thank|but|so|not|is|was|are|were|i|we|he|she|they)\b`,
  ].join('|'),
  'iu',
);

/** A line that opens another field: a phone, an e-mail, a date of birth. */
const LINE_FIELD =
  /^(?:phone|tel|telephone|cell|mobile|mobil|handy|gsm|ph|fax|e-?mail|whatsapp|natel|dob|born|date|driver'?s|licen[cs]e|account|acct|member|policy|group|id|ssn|mrn|claim|insurance|routing|card|ref)\b|\b(?:no|num|nr)\.?[ \t]*#?[ \t]*[A-Z]*\d{5,}|^\D{0,12}(?:\+|\(?\d{3}\)?[ .-]*\d{3}[ .-]?\d{4})/i;

/**
 * A line that is no address part: a sentence ('She does not have a street address.', 'Dr. X ordered an
 * MRI on 12/15/2024.'), a sign-off ('Warm wishes,'), an amount.
 */
const SENTENCE_LINE =
  /^\p{Lu}\p{Ll}*\s+\p{Ll}+\s+\p{Ll}+|\$|^(?:Dr|Mr|Mrs|Ms|Mx|Prof)\.?\s|^[^\d,]+,$|^(?:\S+\s+){3,}\S+\.$/u;

/** A short word before a full stop that is an abbreviation inside the address ('St.', 'Av.', 'n.', 'No.'). */
const ABBR_BEFORE_DOT =
  /(?:^|[\s,.])(?:\p{L}{1,3}|\d{1,3}|Blvd|Ave|Apto|Depto|Dpto|Hwy|Bldg|Ctra|Avda|Calz)$/iu;

const HAS_NUMBER = new RegExp(String.raw`\d|\b(?:${NUM_WORD}|hundred)\b`, 'i');

/** A full stop that ends the sentence, unless it closes an abbreviation or a short number ('4. tv.'). */
const SENTENCE_DOT = /\.(?=[ \t]*$|[ \t]+\S)/gu;

function inlineEnd(s: string): number {
  const word = INLINE_END.exec(s);
  let end = word ? word.index : s.length;
  for (const m of s.matchAll(SENTENCE_DOT)) {
    if (m.index >= end) break;
    // 'St. Olaf Ave', 'Av. Corrientes': a full stop after an abbreviation goes on.
    if (ABBR_BEFORE_DOT.test(s.slice(0, m.index))) continue;
    end = m.index;
    break;
  }
  return end;
}

/** How a part of an address opens: a capital, a number, a unit or street word, a short abbreviation. */
const OPENS_PART = new RegExp(
  String.raw`^(?:[\p{Lu}\d#]|(?:${NUM_WORD})\b|(?:unit|apt|apto|flat|suite|ste|box|rue|via|calle|piso|depto|route|no)\b|\p{Ll}{1,3}(?![\p{L}]))`,
  'u',
);

/** How a street typed in lower case opens: a number, a number word, a unit, 'rr 2', 'po box'. */
const LOWER_FIRST = new RegExp(
  String.raw`^(?:\d|(?:${NUM_WORD})\b|(?:unit|apt|apto|flat|suite|ste|box|p\.?\s?o\.?\s?(?:box|drawer)|rr|hc|route|no)\b)`,
);

/** True when the piece reads as a postal address: a number, and a second part after a comma or line. */
/** An address in Chinese, Japanese or Korean script: a number and the script's words for its parts. */
const CJK_ADDRESS =
  /^[\p{Script=Han}\p{Script=Hangul}\p{Script=Hiragana}\p{Script=Katakana}\d\s,，、\-－〒]+$/u;
const CJK_PARTS = /[省市区區縣县路街道号號室楼樓弄巷都府県町村丁目番地시군구동로길읍면]/u;

function readsAsAddress(piece: string): boolean {
  if (CJK_ADDRESS.test(piece) && /\d/.test(piece) && CJK_PARTS.test(piece)) return true;
  // Parts end at commas, lines and slashes between spaces ('1221 Aspen Leaf Dr / Fruita / CO / 81521').
  const parts = piece
    .split(/[,\n]|[ \t]\/[ \t]/)
    .map((p) => p.trim())
    .filter(Boolean);
  // One part is enough when it runs from a house number to a state code and ZIP code
  // ('12 calle esperanza colonia las lomas rio grande city tx 78582').
  const stateZip =
    /^(?:\d{1,6}\p{L}?|p\.?[ \t]?o\.?[ \t]?(?:box|drawer)[ \t]*\d{1,6}|(?:rr|hc|route)[ \t]*\d{1,4})[ \t][\s\S]*[ \t]([A-Za-z]{2})\.?,?[ \t]+\d{5}(?:-\d{4})?$/iu.exec(
      piece,
    );
  const oneLine = parts.length === 1 && stateCodes.has(stateZip?.[1]?.toUpperCase() ?? '');
  if ((parts.length < 2 && !oneLine) || parts.length > 8) return false;
  if (!HAS_NUMBER.test(piece)) return false;
  // Parts of an address are short and hold no decimals ('3.1', '5.4/3.89' are a note's readings).
  if (/\d\.\d/.test(piece) || parts.some((p) => p.split(/\s+/).length > (oneLine ? 14 : 8))) return false;
  const words = piece.split(/\s+/).filter(Boolean);
  if (words.length > 24) return false;
  // A sentence is no address: most of its parts begin with a capital, a digit or a number word, or the
  // whole piece is typed in lower case.
  // The first part opens as a street does: a number, a unit, a capital ('with her sister at ...' does not).
  const first = parts[0] ?? '';
  if (!/\p{Lu}/u.test(piece) ? !LOWER_FIRST.test(first) : !OPENS_PART.test(first)) return false;
  if (/\p{Lu}/u.test(piece)) {
    const opened = parts.filter((p) => OPENS_PART.test(p) || OPENS_PART.test(p.toLowerCase()));
    if (opened.length < parts.length - 1) return false;
  }
  return true;
}

/**
 * One street after a cue, without a town or with the town's name alone after it ('lives at 412 E 9th St',
 * 'my old address 412 E 9th St Kearney'): a house number, up to four words, a street suffix, a unit.
 */
const anyCase = (words: string[]): string =>
  words.flatMap((w) => [w, w.charAt(0).toUpperCase() + w.slice(1), w.toUpperCase()]).join('|');
const ONE_STREET = new RegExp(
  String.raw`^\d{1,6}[A-Za-z]?(?:[ \t]+[\p{L}\d'’.-]+){1,4}?[ \t]+(?:${anyCase(streetSuffixes)})\.?(?:,?[ \t]+(?:${anyCase(unitDesignators)}|#)\.?[ \t]*[\dA-Z]{1,5})?(?:,?[ \t]+\p{Lu}\p{Ll}+(?:[ \t]\p{Lu}\p{Ll}+)?)?$`,
  'u',
);

/** Trailing comma parts that are words about the address, not of it ('that's G as in George'). */
function trimTail(piece: string): string {
  let out = piece;
  if (/\p{Lu}/u.test(out)) {
    // 'Berlin last spring', 'Russia. how we pay': lower-case words after the last part are the sentence's.
    out = out.replace(/(?:[ \t]+\p{Ll}[\p{Ll}'’]*){2,}[ \t]*$/u, (run) => (HAS_NUMBER.test(run) ? run : ''));
  } else {
    // 'savannah ga 31401 so pls update': the postcode ends a lower-case address.
    out = out.replace(/(\d)[ \t]+\p{Ll}[\p{Ll}'’ \t]*$/u, '$1');
  }
  out = out.replace(/[\s,.:;]+$/, '');
  for (;;) {
    const cut = out.lastIndexOf(',');
    if (cut < 0) return out;
    const last = out.slice(cut + 1).trim();
    if (HAS_NUMBER.test(last) || /^\p{Lu}/u.test(last) || last === '') return out;
    // All in lower case, as phones type it ('savannah ga 31401'): a short locality part stays.
    if (!/\p{Lu}/u.test(out) && last.split(/\s+/).length <= 3) return out;
    out = out.slice(0, cut).replace(/[\s,]+$/, '');
  }
}

/** The lines below a cue, up to a blank line, a label, a field or a sentence (at most six). */
function linesBelow(text: string, from: number): { s: number; t: string }[] {
  const lines: { s: number; t: string }[] = [];
  let pos = from;
  while (pos < text.length && lines.length < 6) {
    const e = text.indexOf('\n', pos) < 0 ? text.length : text.indexOf('\n', pos);
    const t = text.slice(pos, e).trimEnd();
    if (t.trim() === '' || /[:@]/.test(t) || t.length > 70 || LINE_FIELD.test(t.trim())) break;
    // A phone number on the line ('Guardian cell (210) 555-0163') ends the block.
    if (/\(?\d{3}\)?[ .-]*\d{3}[ .-]\d{4}\b|\+\d/.test(t)) break;
    // A sentence ('She does not have a street address.') ends the block.
    if (SENTENCE_LINE.test(t.trim()) || t.trim().split(/\s+/).length > 8) break;
    lines.push({ s: pos, t });
    pos = e + 1;
  }
  // The block ends at its last line with a number (a postcode) or a country-like line after one.
  while (lines.length > 1 && CLOSING_WORD.test((lines.at(-1)?.t ?? '').trim().replace(/[.!,]+$/, '')))
    lines.pop();
  return lines;
}

export function findCuedAddresses(text: string): Candidate[] {
  const out: Candidate[] = [];
  for (const m of text.matchAll(CUE)) {
    const cueEnd = m.index + m[0].length;
    // A bare 'address' needs the address right after it, opened by a capital or a number.
    if (/address$/i.test(m[0]) && !/^[ \t]+[\p{Lu}\d]/u.test(text.slice(cueEnd, cueEnd + 3))) continue;
    const lineStart = text.lastIndexOf('\n', m.index - 1) + 1;
    const before = text.slice(Math.max(lineStart, m.index - 40), m.index);
    if (OFFICE_BEFORE.test(before)) continue;
    const lineEnd = text.indexOf('\n', cueEnd) < 0 ? text.length : text.indexOf('\n', cueEnd);
    const rest = text.slice(cueEnd, lineEnd);
    let start: number;
    let piece: string;
    if (rest.trim() === '') {
      const lines = linesBelow(text, lineEnd + 1);
      // The addressee's name line above the address ('Ernestine Poole' / 'General Delivery' / 'Town').
      // ('Urb. Jardines del Sur' opens the address itself: a district or building word.)
      if (
        lines.length >= 3 &&
        !HAS_NUMBER.test(lines[0]?.t ?? '') &&
        !/^\s*(?:urb|urbanizaci[oó]n|cond|condominio|colonia|col|barrio|bo|res|residencial|edif|edificio|flat|apt|unit|house|building|block|plot|lot|erf|calle|avenida|av|rua|rue|via)\b/i.test(
          lines[0]?.t ?? '',
        )
      )
        lines.shift();
      // A thanks after the last line ('Gracias', 'Thanks') is no part of it.
      while (lines.length > 2 && CLOSING_WORD.test((lines.at(-1)?.t ?? '').trim().replace(/[.!,]+$/, '')))
        lines.pop();
      // The block ends at its last line with a number (a postcode) or a country-like line after one.
      while (
        lines.length > 2 &&
        !HAS_NUMBER.test(lines.at(-1)?.t ?? '') &&
        !HAS_NUMBER.test(lines.at(-2)?.t ?? '')
      )
        lines.pop();
      const first = lines[0];
      const last = lines.at(-1);
      if (!first || !last || lines.length < 2) continue;
      start = first.s + (first.t.length - first.t.trimStart().length);
      piece = text.slice(start, last.s + last.t.length);
    } else {
      const lead = rest.length - rest.trimStart().length;
      start = cueEnd + lead;
      piece = rest.slice(lead, lead + inlineEnd(rest.slice(lead)));
      // 'lives in Cork: 14 Douglas Road, ...': the address is after the colon.
      const colon = /^[^:\d]{1,30}:[ \t]*/.exec(piece);
      if (colon) {
        start += colon[0].length;
        piece = piece.slice(colon[0].length);
      }
      piece = trimTail(piece);
      // 'Ship statements to: Ms. Ana Ruiz, PSC 4410 Box 220, ...': the addressee before the address.
      const addressee =
        /^(?:Mr|Mrs|Ms|Mx|Miss|Dr)\.?[ \t]+[^,\d\n]{2,40},[ \t]*(?=\d|(?:PSC|CMR|Unit|Box|PO|P\.O\.)\b)/u.exec(
          piece,
        );
      if (addressee) {
        start += addressee[0].length;
        piece = piece.slice(addressee[0].length);
      }
    }
    // 'Address: Colonia Los Laureles' / '1209 Calle Nogal' / 'San Antonio, TX 78237': a first part
    // without a number on the cue's line, and the rest on the lines below.
    if (rest.trim() !== '' && !HAS_NUMBER.test(piece) && piece.trim() === rest.trim().replace(/[.,]$/, '')) {
      const below = linesBelow(text, lineEnd + 1);
      const last = below.at(-1);
      if (last && below.length <= 4 && HAS_NUMBER.test(below[0]?.t ?? '')) {
        const joined = text.slice(start, last.s + last.t.length);
        if (readsAsAddress(joined)) piece = joined;
      }
    }
    if (!readsAsAddress(piece)) {
      // One street alone, the sentence's lower-case words after it dropped ('... 9th St and now').
      const street = /\p{Lu}/u.test(piece) ? piece.replace(/(?:[ \t]+\p{Ll}[\p{Ll}'’]*)+$/u, '') : piece;
      if (rest.trim() === '' || !ONE_STREET.test(street)) continue;
      piece = street;
    }
    out.push({ start, end: start + piece.length, phiType: 'address', confidence: 0.85 });
  }
  return out;
}
