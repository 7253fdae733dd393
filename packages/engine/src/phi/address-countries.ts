import { CLOSING_WORD } from './contact-names';
import { isCountryName } from './address-chains';
import type { Candidate } from './merge';
import { linesOf } from './text';

/**
 * Addresses written on one line as parts between commas that end with a country's name ('Building 22,
 * Street 830, Zone 66, Doha, Qatar', 'H. Bluebell, Majeedhee Magu, Malé 20088, Maldives'), whatever the
 * country's conventions for the parts: the parts must read as address parts (capitalised words, numbers,
 * short abbreviations, words of a script without case) and one must hold a number or a street word.
 */

/** Lower-case words an address part may hold ('Rua 5 de Julho', 'Bois d'Orange', 'casa 17'). */
const SMALL = new Set(
  `de del della des di du da do dos das la le les los las el al y e and aux au sur en na an of the van von der den ten zu am an
  st no nr n n.º nº apt apto piso andar casa bl sc ap et vh kv ul str mnt iela gøta küç mənzil magu soi moo
  tumani uy xonadon kvartal lot lote porte rue box bp cité bairro km sector ilot`.split(/\s+/),
);

const STREET_WORD =
  /\b(?:street|st|road|rd|avenue|ave|av|lane|ln|drive|dr|way|boulevard|blvd|calle|carrera|rua|rue|via|strasse|straße|str|ulica|ul|iela|gata|gøta|vej|vei|magu|soi|jalan|jl|alley|close|crescent|terrace|place|court|plot|block|building|house|flat|erf|stand|sector|zone|district|village|ban|estate|quartier|barrio|colonia|trace|compound|commune|near|behind|opposite)\b/i;

/** Words that announce an address just before it ('My address:', 'lives at', 'New:'). */
const ADDRESS_CUE =
  /(?:address(?:es)?|adress|addr\.?|lives?[ \t]+(?:at|in)|living[ \t]+(?:at|in)|staying[ \t]+at|new|old|home|mailing|postal)[ \t]*[:\-–—]?[ \t]*$/i;

/** A landmark in an address, in lower case after its word ('behind the Total station', 'near the mosque'). */
const LANDMARK = /^[ \t]*(?:near|behind|opposite|next[ \t]+to|across[ \t]+from|beside)[ \t]+\S/i;

/** A region written after a Caribbean island's name ('St Kitts, West Indies', 'ANGUILLA B.W.I.'). */
const REGION_AFTER = /,?[ \t]+(?:west indies|b\.?[ \t]?w\.?[ \t]?i\.?|w\.?[ \t]?i\.?)$/i;
/** A postcode after the country on its line ('Turks and Caicos Islands TKCA 1ZZ'). */
const POSTCODE_AFTER = /[ \t]+(?=[A-Z\d -]*\d)[A-Z\d]{2,5}(?:[ -][A-Z\d]{2,4})?$/;

function addressPart(part: string): boolean {
  if (LANDMARK.test(part) && part.trim().split(/[ \t]+/).length <= 6) return true;
  const words = part
    .trim()
    .split(/[ \t]+/)
    .filter(Boolean);
  if (words.length === 0 || words.length > 6) return false;
  return words.every((w) => {
    const bare = w.replace(/^[("'“‘]+|[)"'”’]+$/g, '');
    if (/^[\p{Lu}\d#№]/u.test(bare)) return true;
    if (!/[\p{Lu}\p{Ll}]/u.test(bare)) return true; // no case: Chinese, Arabic, numbers with signs
    const key = bare.toLowerCase().replace(/\.$/, '');
    return SMALL.has(key) || /^\p{Ll}{1,4}\.$/u.test(bare) || /^\p{Ll}+['’]\p{Lu}/u.test(bare);
  });
}

export function findCountryChains(text: string): Candidate[] {
  const out: Candidate[] = [];
  let lineStart = 0;
  for (const line of text.split('\n')) {
    const parts: { start: number; end: number }[] = [];
    let pos = 0;
    for (const piece of line.split(',')) {
      parts.push({ start: lineStart + pos, end: lineStart + pos + piece.length });
      pos += piece.length + 1;
    }
    for (let i = 2; i < parts.length; i++) {
      const part = parts[i];
      if (!part) continue;
      // The country part ends at the clause's end: 'Qatar', 'Kuwait. Patient ...', 'Bermuda. Tel ...'.
      const raw = text.slice(part.start, part.end);
      const m = /^[ \t]*([^.;:()!?]+?)[ \t]*(?:[.;:)!?]|$)/u.exec(raw);
      // A postcode may follow the country ('Turks and Caicos Islands TKCA 1ZZ').
      const country = m?.[1] ?? '';
      if (!isCountryName(country) && !isCountryName(country.replace(POSTCODE_AFTER, ''))) continue;
      let first = i;
      let start = part.start;
      for (let k = i - 1; k >= 0; k--) {
        const p = parts[k];
        if (!p) break;
        let s = text.slice(p.start, p.end);
        // A label or a dash opens the address inside its first part ('For the bill: Khalid ...').
        const open = Math.max(s.lastIndexOf(':'), s.lastIndexOf(' — '), s.lastIndexOf(' – '));
        const cut = open >= 0 ? open + (s[open] === ':' ? 1 : 3) : 0;
        s = s.slice(cut);
        if (!addressPart(s) || /[.!?][ \t]+\p{Lu}\p{Ll}+[ \t]+\p{Ll}/u.test(s)) break;
        first = k;
        start = p.start + cut + (s.length - s.trimStart().length);
        if (open >= 0) break;
      }
      if (i - first < 2) continue;
      const inner = text.slice(
        start,
        part.start + (m?.index ?? 0) + (m?.[0].indexOf(country) ?? 0) + country.length,
      );
      const cued = ADDRESS_CUE.test(text.slice(Math.max(0, start - 40), start));
      if (!/\d/.test(inner) && !STREET_WORD.test(inner) && !cued) continue;
      // A postcode as the next part ('..., St Helena Island, STHL 1ZZ').
      const post = /^,[ \t]*(?=[A-Z\d -]*\d)[A-Z\d]{2,5}(?:[ -][A-Z\d]{2,4})?(?![\w])/.exec(
        text.slice(start + inner.length),
      );
      out.push({
        start,
        end: start + inner.length + (post?.[0].length ?? 0),
        phiType: 'address',
        confidence: 0.8,
      });
    }
    lineStart += line.length + 1;
  }
  return out;
}

/** A line that is a country's name, perhaps after the town and before a region or a postcode. */
function isCountryLine(line: string): boolean {
  const t = line
    .trim()
    .replace(/\.$/, '')
    .replace(REGION_AFTER, '')
    .replace(POSTCODE_AFTER, '')
    .replace(/\.$/, '');
  const last = t.slice(t.lastIndexOf(',') + 1).trim();
  return isCountryName(last);
}

/** Words that make a line an address part even without a number ('Lot', 'BP', 'Route', 'Cottage'). */
const PLACE_WORD =
  /\b(?:lot|bp|box|route|rue|quartier|commune|village|estate|cottage|farm|compound|plot|house|flat|block|sector|zone|district|ward|parish)\b/i;

/** A greeting or a sign-off line ('Dear Ms. Tan,', 'Warm regards,'). */
const SALUTATION =
  /^(?:dear|hi|hello|hey|best|warm|kind|many|with|yours|sincerely|regards|thanks|thank|cheers|love|respectfully|cordially)\b[^\d]*,$/i;

/** A line of a postal block: short, no sentence, its comma parts address parts ('2. th.' ends one). */
function blockLine(line: string): boolean {
  const t = line.trim();
  if (t === '' || t.length > 60 || /[@$]/.test(t) || t.split(/\s+/).length > 8) return false;
  if (/[!?;]$/.test(t) || (/\.$/.test(t) && !/(?:^|\s)\p{L}{1,3}\.$/u.test(t))) return false;
  if (/^\+|\d{3}[ .)-]+\d{3}[ .-]?\d{3,4}/.test(t)) return false;
  if (SALUTATION.test(t) || CLOSING_WORD.test(t.replace(/[,.!]+$/, ''))) return false;
  return t.split(',').every((p) => p.trim() === '' || addressPart(p));
}

/** A line that ends by announcing the address below it. */
const ANNOUNCES = /\b(?:address|home|mail|send|lives?|residence|write)\b[^\n]*:[ \t]*$/i;

/**
 * A line's label that opens an address on it ('Home: Ratho Mill, Kingstown'), or a sentence announcing it
 * before a colon ('Send a card to his family directly: Quartier Moursal, rue 3042').
 */
const LINE_LABEL =
  /^[ \t]*(?:home|address|mailing address|home address|residence|mail to|send to|lives at|[^\n:]{0,80}?\b(?:address|home|mail|send|sent|post|ship|deliver|lives?|residence|write|forward)\b[^\n:]{0,60})[ \t]*:[ \t]*/i;

/**
 * Blocks of short lines that end with a country's line ('Bird Rock, Basseterre' / 'St Kitts, West
 * Indies'; 'BP 4417' / 'Libreville' / 'Gabon'): the lines above the country, up to a blank line, a
 * sentence or a label. A name line at the top (no number, comma or place word) is the addressee's, and a
 * town with its country alone is no address.
 */
export function findCountryBlocks(text: string): Candidate[] {
  const out: Candidate[] = [];
  const { lines, starts } = linesOf(text);
  for (let li = 1; li < lines.length; li++) {
    const country = lines[li] ?? '';
    if (!isCountryLine(country) || !blockLine(country.replace(REGION_AFTER, ''))) continue;
    let top = li;
    let labelCut = 0;
    while (top - 1 >= 0 && li - top < 5) {
      const above = lines[top - 1] ?? '';
      const label = LINE_LABEL.exec(above);
      const rest = label ? above.slice(label[0].length) : above;
      if (!blockLine(rest) || isCountryLine(rest)) break;
      top--;
      if (label) {
        labelCut = label[0].length;
        break;
      }
    }
    const nameLike = (l: string) =>
      !/\d|,/.test(l) && !PLACE_WORD.test(l) && l.trim().split(/\s+/).length <= 4;
    // Right below a line that announces the address ('Her address in Grenada is:'), no name line comes first.
    const announced = top > 0 && ANNOUNCES.test(lines[top - 1] ?? '');
    while (top < li && labelCut === 0 && !announced && nameLike(lines[top] ?? '')) top++;
    if (top >= li) continue;
    const inner = lines.slice(top, li).join('\n');
    if (!/\d|,/.test(inner) && !PLACE_WORD.test(inner) && li - top < 2) continue;
    const first = lines[top] ?? '';
    const cut = labelCut;
    const lead = first.slice(cut).length - first.slice(cut).trimStart().length;
    const start = (starts[top] ?? 0) + cut + lead;
    const end = (starts[li] ?? 0) + country.trimEnd().replace(/\.$/, '').length;
    out.push({ start, end, phiType: 'address', confidence: 0.8 });
  }
  return out;
}
