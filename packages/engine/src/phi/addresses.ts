import { directions, stateCodes, stateNames, streetSuffixes, unitDesignators } from './address-words';
import type { Candidate } from './merge';
import type { TextIndex } from './text';
import { domainWords, functionWords } from './word-lists';

/**
 * US postal addresses: street lines ('59117 Fay Underpass', '5149 E 3rd Street Apt 2'), PO boxes and
 * rural routes, 'City, ST 12345' lines, and the unit or city line that follows a street line.
 */
export interface AddressResult {
  candidates: Candidate[];
  /** Lines holding a street line or PO box, with its column: the line above may hold the addressee. */
  streetLines: Map<number, number>;
}

const alt = (words: string[]) =>
  words
    .slice()
    .sort((a, b) => b.length - a.length)
    .map((w) => w.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'))
    .join('|');

let compiled:
  | {
      street: RegExp;
      route: RegExp;
      highway: RegExp;
      kindFirst: RegExp;
      box: RegExp;
      city: RegExp;
      unitLine: RegExp;
      cityNoZip: RegExp;
    }
  | undefined;

function regexes() {
  if (compiled) return compiled;
  const dir = alt(directions);
  const suffix = alt(streetSuffixes);
  const unit = alt(unitDesignators);
  // 'Apt 4', '# 12', and a floor given by its ordinal ('1st fl', '2nd floor').
  const unitPart = String.raw`(?: *,? *(?:(?:${unit})(?![A-Za-z])\.? *#? *[A-Za-z0-9-]{1,6}|# *[A-Za-z0-9-]{1,6}|\d{1,2}(?:st|nd|rd|th) *(?:fl|flr|floor)\.?))?`;
  const states = [...stateCodes].join('|');
  const title = (s: string) => s.replace(/\b[a-z]/g, (c) => c.toUpperCase());
  const stateNamesAlt = stateNames
    .flatMap((s) => [title(s), s.toUpperCase()])
    .map((s) => s.replace(/ /g, ' +'))
    .join('|');
  const stateRe = `(?:${states}|${stateNamesAlt})`;
  compiled = {
    street: new RegExp(
      // Wisconsin's grid numbers stand for the house number ('N2281 Hwy 26', 'W231 N1440 Oak Ln').
      String.raw`(?<![\w$.,/-])([NSEW]\d{3,6}(?: {1,2}[NSEW]\d{2,6})?|\d{1,6}[A-Za-z]?(?:[-/]\d{1,5}[A-Za-z]?|[ ]1/2)?)` +
        // Numbered streets with or without the ordinal ('7th Ave', and in Canada '1120 7 Ave S').
        String.raw`((?: {1,2}(?:${dir})\.?)?(?: {1,2}(?:[A-Za-z][A-Za-z0-9'’.-]*|\d{1,3}(?:st|nd|rd|th)|\d{1,3}(?= {1,2}(?:ave|avenue|st|street)\b))){1,4})` +
        String.raw` {1,2}(${suffix})\.?(?: {1,2}(?:${dir})\.?(?![A-Za-z]))?` +
        unitPart +
        String.raw`(?![A-Za-z0-9])`,
      'gi',
    ),
    route: new RegExp(
      String.raw`(?<![\w$.,/-])(?:\d{1,6} {1,2}(?:(?:state|us|u\.s\.|county|interstate|farm to market) {1,2})?(?:highway|hwy|route|rte|road|rd)\.? {1,2}\d{1,4}[A-Za-z]?|(?:rural route|rr|hcr?|star route|rt\.?|rte\.?|route|ruta(?: rural)?) *\d{1,4} *,? *(?:box|caja) *\d{1,5}(?:-?[A-Za-z])?|star {1,2}route *,? *box *\d{1,5}(?:-?[A-Za-z])?` +
        // Farm and ranch roads ('21515 FM 2920 Rd'), Utah's grid ('862 W 1700 N'), Wisconsin's rural
        // numbers on county trunks ('W6218 County Rd KK', 'N7421 County Hwy K').
        String.raw`|\d{1,6} {1,2}(?:fm|rm|co\.? rd|county rd|county road)\.? {1,2}\d{1,4}[A-Za-z]?(?![.\d])(?: {1,2}(?:rd|road|hwy)\b\.?)?` +
        String.raw`|\d{1,6} {1,2}[NSEW]\.? {1,2}\d{1,5} {1,2}(?:[NSEW]\.?|rd\.?|road)(?![A-Za-z])` +
        String.raw`|[NSEW]\d{2,5}(?: {1,2}[NSEW]\d{2,6})? {1,2}(?:(?:county|co\.?|state|us) {1,2})?(?:rd|road|hwy|highway|trunk)\.? {1,2}(?:[A-Z]{1,2}|\d{1,3})(?![A-Za-z0-9])` +
        // Puerto Rico's rural roads by kilometre ('Carr. 635 Km 3.2').
        String.raw`|(?:carr\.?|carretera) {0,2}\d{1,4},? {1,2}km\.? {0,2}\d{1,3}(?:\.\d{1,2})?` +
        // A street named without a kind ('3341 Broadway #B', '915 E Broadway').
        String.raw`|\d{1,6}[A-Za-z]? {1,2}(?:[NSEW]\.? {1,2})?broadway(?![A-Za-z]))` +
        unitPart +
        String.raw`(?![A-Za-z0-9])`,
      'gi',
    ),
    // Highways under a state's code or named by letters, as capitals write them ('2277 LA HWY 13',
    // '18422 Hwy Y', '11802 Hwy 20 W', '4410 State Route KK').
    highway: new RegExp(
      String.raw`(?<![\w$.,/-])\d{1,6} {1,2}(?:(?:${states}|State|STATE|US|County|COUNTY) {1,2})?(?:Highway|HIGHWAY|Hwy|HWY|Route|ROUTE|Rte|RTE)\.? {1,2}(?:\d{1,4}[A-Z]?|[A-Z]{1,2})(?: {1,2}[NSEW](?![A-Za-z]))?(?![A-Za-z0-9])`,
      'g',
    ),
    // Streets named after their kind, as in the Southwest ('215 Calle Ocotillo', '40 Camino del Sol').
    kindFirst: new RegExp(
      String.raw`(?<![\w$.,/-])\d{1,6}[A-Za-z]? {1,2}(?:Calle|Camino|Avenida|Paseo|Vía|Via|Rue|Placita|Callejón|Callejon|Calzada|Carretera|Vereda|Circulo|Círculo)` +
        String.raw`(?: {1,2}(?:de|del|la|las|los|el|de la))? {1,2}\p{Lu}[\p{L}'’-]+(?: {1,2}(?:(?:de|del|la|las|los|el) {1,2})?\p{Lu}[\p{L}'’-]+){0,2}` +
        String.raw`(?![\p{L}\d])`,
      'gu',
    ),
    box: /(?<![A-Za-z])(?:p\.? ?o\.? ?box|post {1,2}office {1,2}box|p\.? ?o\.? ?drawer|pob|private {1,2}bag|locked {1,2}bag) *#? *\d{1,7}(?:-\d{3,5})?(?![\d])/gi,
    city: new RegExp(
      String.raw`(?<![\p{L}])(\p{Lu}[\p{L}.'’-]*(?:[ ]\p{Lu}[\p{L}.'’-]*){0,3}),? {1,3}${stateRe}\.?,? {1,3}\d{5}(?:[- ]\d{4})?(?!\d)`,
      'gu',
    ),
    cityNoZip: new RegExp(
      String.raw`^[ \t]*\p{Lu}[\p{L}.'’-]*(?:[ \t]\p{Lu}[\p{L}.'’-]*){0,3},[ \t]*${stateRe}\.?[ \t]*$`,
      'u',
    ),
    unitLine: new RegExp(
      String.raw`^[ \t]*(?:(?:${unit})\.?[ \t]*#?[ \t]*[A-Za-z0-9-]{1,6}|#[ \t]*[A-Za-z0-9-]{1,6})[ \t]*$`,
      'i',
    ),
  };
  return compiled;
}

/** Suffix abbreviations that are also clinical or common abbreviations ('CT', 'ST', 'DR', 'RUN'). */
const AMBIGUOUS_SUFFIX = new Set([
  'ct',
  'st',
  'dr',
  'ln',
  'pl',
  'run',
  'way',
  'pass',
  'walk',
  'rest',
  'key',
  'via',
  'ext',
  'mt',
  'ft',
  'br',
  'cv',
  'pr',
  'tr',
  'sq',
  'vw',
  'dl',
  'dv',
  'well',
  'union',
  'club',
  'end',
  'center',
  'centers',
  'keys',
  'light',
  'port',
  'camp',
  'mission',
  'lights',
  'points',
  'chase',
  'pt',
]);

/**
 * The words between the house number and the suffix must read like a street name: capitalised in
 * mixed-case text, no sentence punctuation, no clinical words; in capitals or lower case, the line
 * must also end the street there (a comma, a unit, a city, the end of the line).
 */
function plausibleStreet(
  index: TextIndex,
  start: number,
  end: number,
  words: string,
  suffix: string,
): boolean {
  const parts = words
    .trim()
    .split(/[ \t]+/)
    .filter(Boolean);
  if (parts.length === 0 || parts.length > 4) return false;
  const lineMode = index.lines[index.lineAt(start)]?.mode ?? 'mixed';
  const mode = lineMode === 'mixed' && lowerMail(index.text, start, end) ? 'lower' : lineMode;
  for (const [k, p] of parts.entries()) {
    const key = p.toLowerCase().replace(/\.$/, '');
    // Spanish articles inside a street's name ('Colonia Los Ébanos Rd'), whatever else they abbreviate.
    if (k > 0 && /^(?:de|del|la|las|los|el)$/.test(key)) continue;
    if (p.includes('.') && key.replace(/\./g, '').length > 3) return false;
    // A direction ('SW', 'N') is part of a street even where it is also a clinical abbreviation.
    if (directions.includes(key)) continue;
    if (functionWords.has(key)) return false;
    if (domainWords.has(key)) return false;
    if (mode === 'mixed' && /^[a-z]/.test(p)) return false;
  }
  const suffixKey = suffix.toLowerCase();
  // 'Pt' is Point only where case tells it from a patient ('9 Windmill Pt', not '45 MINUTES ENCOURAGING PT').
  if (suffixKey === 'pt' && mode !== 'mixed') return false;
  if (mode === 'mixed' && /^[a-z]/.test(suffix)) return false;
  const lineEnd = index.lines[index.lineAt(start)]?.end ?? index.text.length;
  const after = index.text.slice(end, lineEnd);
  // Lower-case mail ('88 n elm st apt 2 dayton oh 45402'): a town, state code and ZIP code close it too.
  const town = TOWN_STATE_ZIP.exec(after);
  const closes =
    /^\s*(?:[,;()\]|"\t—–]|$|\s{2}|\.(?:\s|$)|-\s)/.test(after) ||
    (town !== null && (mode !== 'mixed' || stateCodes.has(town[1]?.toUpperCase() ?? ''))) ||
    townTail(index.text, end) > 0;
  if (mode !== 'mixed' || AMBIGUOUS_SUFFIX.has(suffixKey)) return closes;
  return true;
}

const SUFFIXES = new Set(streetSuffixes.map((w) => w.toLowerCase()));

/**
 * The end of the street when it stops at an earlier suffix among the matched words, the rest being the
 * town: the longest such street that reads as one, or undefined.
 */
function earlierSuffix(index: TextIndex, start: number, house: string, words: string): number | undefined {
  const parts = [...words.matchAll(/[^ \t]+/g)];
  for (let k = parts.length - 1; k >= 1; k--) {
    const part = parts[k];
    if (!part || !SUFFIXES.has(part[0].toLowerCase().replace(/\.$/, ''))) continue;
    const before = words.slice(0, part.index);
    const end = start + house.length + part.index + part[0].length;
    if (plausibleStreet(index, start, end, before, part[0].replace(/\.$/, ''))) return end;
  }
  return undefined;
}

const TOWN_STATE_ZIP = /^,?[ \t]+[A-Za-z][A-Za-z .'-]{1,30}?[ \t,]+([A-Za-z]{2})[ \t]+\d{5}(?:-\d{4})?(?!\d)/;

/**
 * A town and a state code, with or without a ZIP code, run on after a street without commas
 * ('505 E Daniel St Apt 1207 Champaign IL', '12 birchbark ln apt 2 bangor me now', 'po box 611 browning mt
 * 59417'), or a lower-case town and a ZIP code alone ('2203 w willetta st phoenix 85009'): its length.
 * In mixed case the town is capitalised and the state in capitals; in lower case both are lower case, and
 * without a ZIP code the state code must close the clause.
 */
function townTail(text: string, end: number): number {
  const after = text.slice(end, end + 60);
  const m = TOWN_TAIL.exec(after);
  if (m) {
    const [whole, , town = '', , state = '', zip] = m;
    const words = town.split(/[ \t]+/);
    const lower = town === town.toLowerCase() && state === state.toLowerCase();
    const capital = words.every((w) => /^\p{Lu}/u.test(w)) && state === state.toUpperCase();
    const rest = after.slice(whole.length);
    const closes =
      /^(?:[ \t]*(?:[.,;!?)—–]|$|\n|-[ \t])|[ \t]+(?:now|thanks|thank|thx|pls|please|but|and|not|instead|anymore|can|could|so|if|until|since|bc|because|too|also)\b)/i.test(
        rest,
      );
    if (
      stateCodes.has(state.toUpperCase()) &&
      !words.some(
        (w) => functionWords.has(w.toLowerCase()) || UNIT_WORDS.has(w.toLowerCase().replace(/\.$/, '')),
      ) &&
      (lower || capital) &&
      (zip !== undefined || closes || whole.endsWith('.'))
    )
      return whole.length;
  }
  const z = TOWN_ZIP.exec(after);
  if (z?.[1] && !z[1].split(/[ \t]+/).some((w) => functionWords.has(w))) return z[0].length;
  return 0;
}
const TOWN_TAIL =
  /^(,?[ \t]+)((?:[A-Za-z][A-Za-z.'’-]*[ \t]+){0,2}?[A-Za-z][A-Za-z.'’-]*)(,?[ \t]+)([A-Za-z]{2})(?![A-Za-z])\.?(?:,?[ \t]+(\d{5}(?:-\d{4})?)(?!\d))?/;
const TOWN_ZIP = /^,?[ \t]+([a-z]+(?:[ \t][a-z]+)?)[ \t]+\d{5}(?!\d)/;
const UNIT_WORDS = new Set(unitDesignators.map((w) => w.toLowerCase()));

/**
 * A street typed all in lower case inside a mixed-case line, closed by a lower-case town, a state code
 * and a ZIP code ('last known 1515 e 5th ave apt 8, anchorage ak 99501'): mail, read as a lower-case line.
 */
function lowerMail(text: string, start: number, end: number): boolean {
  const street = text.slice(start, end);
  if (!/[a-z]/.test(street) || /[A-Z]/.test(street)) return false;
  const town = TOWN_STATE_ZIP.exec(text.slice(end, end + 60));
  if (town !== null && !/[A-Z]/.test(town[0]) && stateCodes.has(town[1]?.toUpperCase() ?? '')) return true;
  // '1107 bayou tortue rd, breaux bridge la.': a lower-case town and state code closing the clause.
  const tail = townTail(text, end);
  return tail > 0 && !/[A-Z]/.test(text.slice(end, end + tail));
}

/** Mail held at the post office, when a town, state and ZIP code follow ('General Delivery, Sandpoint, ID 83864'). */
const GENERAL_DELIVERY =
  /(?<![A-Za-z])(?:[Gg]eneral|GENERAL) {1,2}(?:[Dd]elivery|DELIVERY)(?:,[ \t]*(?:Main[ \t]+)?Post[ \t]+Office|,[ \t]*[A-Z][a-z]+[ \t]+Station)?(?=[ \t]*(?:,[ \t]*|\n[ \t]*)[A-Z][A-Za-z .'-]{1,30}?,?[ \t]+[A-Z]{2}[ \t]+\d{5}(?!\d))/g;

const CELL_STATE_ZIP =
  /(?<=(?:^|[,|\t])[ \t]*"?|[ \t])([A-Z]{2})"?[ \t]*[,|\t][ \t]*"?(\d{5}(?:-\d{4})?)(?="?[ \t]*(?:[,|\t]|$))/gm;

/** A town line typed in lower case under a street line ('goleta ca 93117'). */
const LOWER_TOWN_LINE =
  /^[ \t]*[a-z][a-z.'’-]*(?:[ \t]+[a-z][a-z.'’-]*){0,3},?[ \t]+([a-z]{2})\.?,?[ \t]+\d{5}(?:-\d{4})?[ \t]*$/;

export function findAddresses(index: TextIndex): AddressResult {
  const { text, lines } = index;
  const re = regexes();
  const candidates: Candidate[] = [];
  const streetLines = new Map<number, number>();
  const push = (start: number, end: number, confidence: number, street: boolean) => {
    candidates.push({ start, end, phiType: 'address', confidence });
    const li = index.lineAt(start);
    const ls = lines[li]?.start ?? 0;
    // 'c/o General Delivery': the addressee above lines up with the line, not the box.
    const col = /^[ \t]*(?:c\/o|care of)[ \t]*$/i.test(text.slice(ls, start)) ? 0 : start - ls;
    if (street && !streetLines.has(li)) streetLines.set(li, col);
  };
  for (const m of text.matchAll(re.street)) {
    const [, , words = '', suffix = ''] = m;
    if (m[0].includes('\n')) continue;
    // 'Unit 22/45 Smith St' (Australian units); a bare '9/12' is a date.
    if (
      m[1]?.includes('/') &&
      !m[1].endsWith(' 1/2') &&
      !/(?:unit|flat|apt\.?|shop|villa)\s*$/i.test(text.slice(Math.max(0, m.index - 8), m.index))
    )
      continue;
    let end = m.index + m[0].length;
    // A state code that is also a suffix ('181 hollow rd hazard ky 41701': KY is Key too) ends the
    // match too late: the street ends at an earlier suffix, and the town, state and ZIP follow.
    const early = stateCodes.has(suffix.toUpperCase()) && /^[ \t,]*\d{5}/.test(text.slice(end, end + 8));
    const split = early ? earlierSuffix(index, m.index, m[1] ?? '', words) : undefined;
    if (split !== undefined) end = split;
    else if (!plausibleStreet(index, m.index, end, words, suffix)) continue;
    // Lower-case or capitals mail runs the town, state code and ZIP code on after the street.
    let tailed = false;
    if (index.lines[index.lineAt(m.index)]?.mode !== 'mixed' || lowerMail(text, m.index, end)) {
      const tail = TOWN_STATE_ZIP.exec(text.slice(end, end + 60));
      if (tail && stateCodes.has(tail[1]?.toUpperCase() ?? '')) {
        end += tail[0].length;
        tailed = true;
      }
    }
    if (!tailed) end += townTail(text, end);
    push(m.index, end, 0.88, true);
  }
  for (const re2 of [re.route, re.highway, re.kindFirst, re.box]) {
    for (const m of text.matchAll(re2)) {
      const end = m.index + m[0].length;
      push(m.index, end + townTail(text, end), re2 === re.box ? 0.9 : 0.85, true);
    }
  }
  for (const m of text.matchAll(GENERAL_DELIVERY)) push(m.index, m.index + m[0].length, 0.9, true);
  for (const m of text.matchAll(re.city)) {
    if (m[0].includes('\n')) continue;
    push(m.index, m.index + m[0].length, 0.9, false);
  }
  // A state code and a ZIP code in cells of their own ('"Columbus","OH","43215"', '| OH | 43215 |').
  for (const m of text.matchAll(CELL_STATE_ZIP)) {
    if (!stateCodes.has(m[1] ?? '')) continue;
    const zip = m[0].lastIndexOf(m[2] ?? '');
    push(m.index, m.index + zip + (m[2]?.length ?? 0), 0.8, false);
  }
  // The line after a street line: a unit ('Apt 4B') or a city and state without a ZIP code.
  for (const li of [...streetLines.keys()]) {
    for (let k = li + 1; k <= li + 2 && k < lines.length; k++) {
      const line = lines[k];
      if (!line) break;
      const s = text.slice(line.start, line.end);
      const lowerTown = LOWER_TOWN_LINE.exec(s);
      if (re.unitLine.test(s) || re.cityNoZip.test(s) || stateCodes.has(lowerTown?.[1]?.toUpperCase() ?? ''))
        push(line.start, line.end, 0.85, false);
      else if (s.trim() !== '') break;
    }
  }
  return { candidates, streetLines };
}
