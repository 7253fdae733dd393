import { placeLine, nameLine } from './address-postcode-lines';
import { isOrgWord, wordInfo } from './name-tokens';
import { isClinicianWord } from './word-lists';

/**
 * A residence's own name written before its street belongs to the address: 'Westbrook Assisted Living,
 * 1800 Capital Circle NE', 'Cary Quad East, Room 214, 1040 W Stadium Ave', 'Rancho Vista Mobile Estates'
 * on the line above '2401 W Valley Blvd', 'Lot 37, Pine Ridge Mobile Home Park, ...'. Only names ending
 * in a word for where people live (senior living, a mobile-home park, apartments, a dorm, a group home,
 * a shelter), with no organisation word before it ('Hospice House' is a facility), and only for
 * the patient's own address blocks: a clinic's name before its address is the clinic's.
 */

const RESIDENCE_WORDS = [
  'Assisted Living',
  'Senior Living',
  'Senior Apartments',
  'Senior Residences?',
  'Retirement (?:Community|Village|Home)',
  'Mobile Home (?:Park|Community|Estates|Village)',
  'Mobile Estates',
  'Manufactured Home Community',
  'Trailer (?:Park|Court)',
  'RV Park',
  'Apartments',
  'Apts',
  'Towers',
  'Residences',
  'Hall',
  'Quad',
  'Group Home',
  'Halfway House',
  'Sober Living',
  'House',
  'Shelter',
  'Manor',
  'Motel',
  'Inn',
  '(?:Labor |Farm )?Camp',
  'Ranch',
  'Farms?',
  'Homestead',
  'Dairy',
  'Cabins',
  'Dorms?',
  'Dormitory',
  'Residence Hall',
  'Memory Care',
  'Care Home',
  'Bunkhouse',
  '(?:[Ee]mployee|[Ww]orker|[Ss]taff|[Ss]easonal|[Cc]ompany) [Hh]ousing',
].join('|');

/** Unit-like parts between a residence's name and its street ('Starlite Motel, Room 12, ...', 'Camp, Cabin 6'). */
const INNER_UNIT = String.raw`(?:,[ \t]*(?:Room|Rm\.?|Bed|Cabin|Bunk[ \t]?House|Space|Spc\.?|Lot|Unit|Building|Bldg\.?|Trailer)[ \t]*#?[ \t]*[A-Za-z]?\d{1,4}[A-Za-z]?){0,2}`;

/** Puerto Rican and Latin American complexes named after their kind ('Urb. Villa del Carmen', 'Cond. Torres del Parque'). */
const COMPLEX = String.raw`(?:Cond|Condominio|Urb|Urbanizaci[oó]n|Edif|Edificio|Residencial|Res)\.?[ \t]+\p{Lu}[\p{L}'’.-]*(?:[ \t]+(?:de|del|la|las|los|el|\p{Lu}[\p{L}'’.-]*)){0,4}`;
const NAMED = String.raw`(?:(?:\p{Lu}[\p{L}'’.-]*[ \t]+){0,4}(?:${RESIDENCE_WORDS})(?:[ \t]+(?:East|West|North|South|[A-Z]|I{1,3}))?|(?:Hotel|Camp)[ \t]+\p{Lu}[\p{L}'’.-]*(?:[ \t]+\p{Lu}[\p{L}'’.-]*)?|(?:\p{Lu}[\p{L}'’.-]*[ \t]+){1,3}(?:student[ \t]+|worker[ \t]+|farm[ \t]+)?(?:dorms?|housing))${INNER_UNIT}`;

const RESIDENCE_BEFORE = new RegExp(
  String.raw`(?:^|(?<=[\n:]|,[ \t]|[ \t]))[ \t]*` +
    String.raw`((?:(?:[Ll]ot|[Ss]pace|Spc|[Uu]nit|[Tt]railer|[Rr]oom|Rm|[Aa]pt|[Ss]uite)\.?[ \t]*#?[ \t]*[A-Za-z]?\d{1,4}[A-Za-z]?,[ \t]*)?(?:${NAMED}|${COMPLEX}))` +
    String.raw`(?:,[ \t]*|[ \t]*\n[ \t]*)$`,
  'u',
);

const RESIDENCE_NAME = new RegExp(String.raw`^(?:${NAMED}|${COMPLEX})$`, 'u');

const KIND_AT_END = new RegExp(String.raw`[ \t]*(?:${RESIDENCE_WORDS})(?:[ \t]+\S+)?$`);

/** A name of a facility, not a home ('Hospice House', 'Mercy Health Hall'): an organisation word before the residence word. */
function facilityWords(name: string): boolean {
  // Only the words before the residence's kind: a unit before or after it ('Lot 37, ...', '..., Room 22')
  // is no part of its name.
  const core = name.replace(/^[^,]*\d[^,]*,[ \t]*/, '').split(',')[0] ?? '';
  const words = core.replace(KIND_AT_END, '').split(/[ \t]+/);
  return words.some((w) => isOrgWord(w.toLowerCase()) && !/^(?:home|house|group|living|residence)$/i.test(w));
}

/** True when a line is a residence's name ('Sunny Acres Mobile Home Park'): an address's first line, no letterhead. */
/** Capitals ('BOYD FARMS') read as the same words in title case; other text as it is. Same length. */
function titled(s: string): string {
  if (/\p{Ll}/u.test(s)) return s;
  return s.toLowerCase().replace(/(^|[\s'’-])(\p{Ll})/gu, (_m, a: string, b: string) => a + b.toUpperCase());
}

export function isResidenceName(line: string): boolean {
  const t = titled(line.trim());
  return RESIDENCE_NAME.test(t) && !facilityWords(t);
}

/** A shelter's name before an address that gives a bed ('Bayside Light Center, 1275 Placentia Ave, Bed 41, ...'). */
const SHELTER_BEFORE = new RegExp(
  String.raw`(?:^|(?<=[\n:?!]|,[ \t]|\bat[ \t]|\bto[ \t]|\bis[ \t]|\.[ \t]))[ \t]*((?:\p{Lu}[\p{L}'’.-]*[ \t]+){1,4}(?:Center|Centre|Mission|Haven|Place|Shelter|House|Home|Project|Projects))(?:,[ \t]*|[ \t]*\n[ \t]*)$`,
  'u',
);
const HEALTH_WORDS =
  /\b(?:hospital|medical|health|clinic|surgery|surgical|imaging|radiology|lab|laboratory|rehab|rehabilitation|nursing|care|dialysis|cancer|pharmacy|urgent|emergency|dental|physicians?|therapy|hospice|diagnostic|wellness)\b/i;
const BED = /,[ \t]*Bed[ \t]*#?[ \t]*\d{1,4}[A-Za-z]?\b/;

/**
 * Where the residence name that ends `before` starts in it ('..., Shady Oaks Group Home, '), or -1.
 * `address` is the address itself: a bed in it makes a shelter of the centre, mission or house named before.
 */
function residenceStart(before: string, address = ''): number {
  const m = RESIDENCE_BEFORE.exec(before);
  if (m?.[1] && !facilityWords(m[1])) return m.index + m[0].indexOf(m[1]);
  const shelter = BED.test(address) ? SHELTER_BEFORE.exec(before) : null;
  if (shelter?.[1] && !HEALTH_WORDS.test(shelter[1])) return shelter.index + shelter[0].indexOf(shelter[1]);
  return -1;
}

/** True when a name before an address that gives a bed is a shelter's ('Harbor Hope Center' with 'Bed 17'). */
export function isShelterName(name: string, address: string): boolean {
  return BED.test(address) && SHELTER_BEFORE.test(`${name.trim()}, `) && !HEALTH_WORDS.test(name);
}

/** True when the text before an address ends with a residence's name ('Residence: Shady Oaks Group Home, '). */
export function residenceBefore(before: string, address = ''): boolean {
  return residenceStart(before, address) >= 0;
}

/** Moves each block's start back over a residence name just before it (same line after a comma, or the line above). */
export function widenToResidences(text: string, blocks: { start: number; end: number }[]): void {
  for (const b of blocks) {
    const raw = text.slice(Math.max(0, b.start - 120), b.start);
    // An address in capitals has its residence's name in capitals too ('BOYD FARMS' / '2277 LA HWY 13').
    const lineAbove = raw.slice(raw.lastIndexOf('\n', raw.length - 2) + 1);
    const before = /\p{Ll}/u.test(text.slice(b.start, b.end))
      ? raw
      : raw.slice(0, raw.length - lineAbove.length) + titled(lineAbove);
    const at = residenceStart(before, text.slice(b.start, b.end));
    if (at >= 0) b.start -= before.length - at;
    else {
      // An institution's line under the person's name ('Kearsarge County House of Corrections').
      const lineStart = text.lastIndexOf('\n', b.start - 1) + 1;
      const own = text.slice(lineStart, b.start).trim() === '';
      const inst = own ? institutionAbove(text, lineStart) : -1;
      const house = own && inst < 0 ? houseNameAbove(text, lineStart) : -1;
      if (inst >= 0) b.start = inst;
      else if (house >= 0) b.start = house;
    }
  }
}

/**
 * Institutions where people live under others' care or custody, written as a mailing line under the
 * person's own name: 'Quindell Ashby #A-448217' / 'Kearsarge County House of Corrections' / 'Unit C-2' /
 * 'PO Box 1406', 'Resident: ...' / 'Salal Bend Adult Family Home' / '4421 S 302nd St', 'Room 118 –
 * Linnea Rehab & Nursing'. Many of these bill too: their name over their street is a letterhead, so the
 * line counts as the person's only under an addressee's name or a resident's label.
 */
const INSTITUTION_KIND = String.raw`(?:House[ \t]+of[ \t]+Corrections?|Correctional[ \t]+(?:Facility|Center|Centre|Institution|Complex)|Detention[ \t]+(?:Center|Centre|Facility)|Jail|Prison|Penitentiary|Adult[ \t]+(?:Family|Foster)[ \t]+Home|Family[ \t]+Care[ \t]+Home|Nursing[ \t]+Home|Nursing[ \t]+(?:&|and)[ \t]+Rehab(?:ilitation)?(?:[ \t]+Cent(?:er|re))?|Rehab(?:ilitation)?[ \t]+(?:&|and)[ \t]+Nursing(?:[ \t]+Cent(?:er|re))?|Skilled[ \t]+Nursing(?:[ \t]+(?:Facility|Cent(?:er|re)))?|Care[ \t]+Cent(?:er|re)|Veterans['’]?[ \t]+Home|Job[ \t]+Corps[ \t]+Cent(?:er|re)|State[ \t]+Hospital)`;
const UNIT_PART = String.raw`(?:Room|Rm\.?|Unit|Bed|Apt\.?|Dorm|Cell|Block|Pod|Wing)[ \t]*#?[ \t]*[A-Za-z]?-?\d{1,4}[A-Za-z]?`;
const INSTITUTION_LINE = new RegExp(
  String.raw`^[ \t]*(?:${UNIT_PART}[ \t]*[,–—-][ \t]*)?(?:\p{Lu}[\p{L}'’.&-]*[ \t]+){0,5}${INSTITUTION_KIND}(?:[ \t]*[,–—-][ \t]*${UNIT_PART}){0,2}[ \t]*,?[ \t]*$`,
  'u',
);
/** A line that is only a person's name ('Otto Kramarczyk', 'Quindell Ashby-Truitt #A-448217', 'ROE, JANE'). */
const ADDRESSEE =
  /^[ \t]*(?:(?:Mr|Mrs|Ms|Mx|Miss)\.?[ \t]+)?\p{Lu}[\p{L}'’.-]*(?:,?[ \t]+\p{Lu}[\p{L}'’.-]*){1,3}(?:[ \t]+#[ \t]?[A-Z0-9-]{3,})?[ \t]*$/u;
/** A resident's or patient's labelled line ('Resident: ROE, JANE   DOB 10/03/1938'). */
const RESIDENT_LABEL = /^[ \t]*(?:resident|patient|pt|inmate|client|member|name)[ \t]*(?:name)?[ \t]*:/i;

/** True when a line names a person, not a worker or an office ('Jane Roe', not 'Dr. Roe' nor 'Billing Office'). */
function isAddresseeLine(line: string): boolean {
  if (RESIDENT_LABEL.test(line)) return true;
  if (!ADDRESSEE.test(line)) return false;
  return !line
    .split(/[\s,]+/)
    .some((w) => isOrgWord(w.toLowerCase().replace(/[.'’]+$/, '')) || isClinicianWord(w));
}

/**
 * Where the institution's line ending right before `lineStart` starts, when a person's name or a
 * resident's label is on the line above it; -1 otherwise.
 */
/** The line ending right before `lineStart`, where its text starts, and the line above it ('' at the top). */
function twoLinesAbove(
  text: string,
  lineStart: number,
): { line: string; start: number; above: string } | null {
  if (lineStart <= 0 || text[lineStart - 1] !== '\n') return null;
  const from = text.lastIndexOf('\n', lineStart - 2) + 1;
  const line = text.slice(from, lineStart - 1);
  const above = from > 0 ? text.slice(text.lastIndexOf('\n', from - 2) + 1, from - 1) : '';
  return { line, start: from + (line.length - line.trimStart().length), above };
}

export function institutionAbove(text: string, lineStart: number): number {
  const two = twoLinesAbove(text, lineStart);
  if (!two || !INSTITUTION_LINE.test(titled(two.line))) return -1;
  return isAddresseeLine(titled(two.above)) || isAddresseeLine(two.above) ? two.start : -1;
}

/** A line that ends by giving what follows as an address ('Her address is', 'Please send it to', 'summer address:'). */
const ADDRESS_CUE_END =
  /(?:\baddress(?:es)?\b[^\n]*?(?:\bis|:)|\b(?:send|post|mail|write|forward)\b[^\n]{0,30}\bto|\b(?:me|us|her|him|them)\s+at)\s*:?\s*$/i;

/**
 * Where a house's name on the line above an address starts ('Windrush' / '4 Gunnison Point Rd', 'Ard na
 * Gréine' / 'Ballyconneely'), when the line above that gives what follows as an address; -1 otherwise.
 */
export function houseNameAbove(text: string, lineStart: number): number {
  const two = twoLinesAbove(text, lineStart);
  if (!two) return -1;
  const { line } = two;
  if (!placeLine(line) || nameLine(line) || /\d/.test(line)) return -1;
  // Latin letters only, and never a person's name: a given name alone ('Maria' / '4 Elm St') is the
  // addressee; a house's name of several words holds a word of the language or a particle ('Rose Cottage',
  // 'Ard na Gréine'), where 'Kaiah Runninghorse' holds neither.
  if (!/^[\p{Script=Latin}\s'’.,-]+$/u.test(line)) return -1;
  const words = line
    .trim()
    .replace(/,$/, '')
    .split(/[ \t]+/)
    .map((w) => w.toLowerCase());
  if (words.length === 1 && wordInfo(words[0] ?? '').first) return -1;
  if (
    words.length > 1 &&
    !words.some(
      (w) => /^(?:na|an|nan|y|yr|of|the|le|la)$/.test(w) || (wordInfo(w).dict && !wordInfo(w).first),
    )
  )
    return -1;
  return ADDRESS_CUE_END.test(two.above) ? two.start : -1;
}
