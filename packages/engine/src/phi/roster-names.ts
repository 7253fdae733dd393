import { isCountryName } from './address-chains';
import type { Candidate } from './merge';
import { isOrgWord, wordInfo } from './name-tokens';
import { relationWords, SIGN_OFF_WORD } from './word-lists';

/**
 * Names in rosters and logs written in capitals as 'SURNAME, GIVEN M' ('TAKAHASHI, KENJI — 1650 ...',
 * 'Counselor note — PHAN, QUOC / MRN ...'): the pair opens its line, a column or a part after a dash, and a
 * separator, a bracket or the line's end follows it. Headings of the same shape ('CHARGES, ADJUSTMENTS',
 * 'BILLING, DEPT') are words of the dictionary and no first name, and 'PROVIDER, NPI' holds a word and no
 * part a name list knows; organisation words are never names.
 */
const CAPS_PAIR =
  /(?<=^|\n|[ \t][—–-][ \t]|\t|[ ]{2}|\|[ \t]|\d,[ \t])[ \t]*(\p{Lu}[\p{Lu}'’-]+(?:[ \t]\p{Lu}[\p{Lu}'’-]+)?,[ \t]?\p{Lu}[\p{Lu}'’-]+(?:[ \t]\p{Lu}[\p{Lu}'’-]+)?(?:[ \t]\p{Lu}\.?)?)(?=[ \t]*(?:[—–|/\t(]|[ \t]-[ \t]|$)|[ \t]*\n|[ ]{2})/gmu;

/** The same pair in title case in a cell of a table or between dashes ('Fairweather, Lionella | 03/08/1970 | ...'). */
const TITLE_PAIR =
  /(?<=^|\n|\t|\|[ \t]|[ \t][—–][ \t])[ \t]*(\p{Lu}\p{Ll}[\p{L}'’]*(?:-\p{Lu}\p{Ll}[\p{L}'’]*)?,[ \t]\p{Lu}\p{Ll}[\p{L}'’]*(?:[ \t]\p{Lu}\.?)?)(?=[ \t]*(?:\||\t|[ \t][—–][ \t]))/gmu;

/**
 * The same pair in title case opening a row of a list, after an item or bin number, with the row's next field
 * after it: two spaces, a tab, a semicolon, a phone or a date, or the line's end ('Lindholm, Saga  2012-04-30
 * cleared', '2. Okoye, Chidubem (575) 555-0196', 'bin 31  Nwoye-Penn, Ifeoma  no phone'). A surname may have
 * two words ('Crow Feather, Laverne').
 */
const ROW_PAIR =
  /(?<=(?:^|\n)[ \t]*(?:(?:#|[Bb]in[ \t]|[Nn]o\.?[ \t]?)?\d{1,4}[.):]?[ \t]+)?(?:\d{1,2}:\d{2}(?:[ \t]?[AaPp][Mm])?[ \t]+)?)(\p{Lu}\p{Ll}[\p{L}'’]*(?:[- ]\p{Lu}\p{Ll}[\p{L}'’]*)?,[ \t]\p{Lu}\p{Ll}[\p{L}'’]*(?:-\p{Lu}\p{Ll}[\p{L}'’]*)?(?:[ \t]\p{Lu}\.?)?)(?=[ \t]*(?:;|:[ \t]|$)|[ ]{2}|\t|[ \t][—–-][ \t]|[ \t]+\(?\d{3}\)?[ .-]?\d{3}[ .-]\d{4}\b|[ \t]+\d{1,4}[/.-]\d{1,2}[/.-]\d{2,4}\b)/gmu;

/** A passenger as airlines write one: SURNAME/GIVEN and a title ('NAKAMURA/KEN MR', 'OKAFOR/ADA MRS'). */
const PASSENGER =
  /(?<![\p{L}/])(\p{Lu}[\p{Lu}'’-]+\/\p{Lu}[\p{Lu}'’-]+(?:[ ]\p{Lu}[\p{Lu}'’-]+)?)(?=[ \t]+(?:MR|MRS|MS|MSTR|MISS|DR|CHD|INF)\b)/gu;

/** The same pair in title case after a role word, ended by a separator ('pt Gatlin, Hosmer; flag acct', 'debtor Velasco-Lindor, Aurelio;'). */
const CUED_TITLE_PAIR =
  /(?<=\b(?:[Pp]atient|[Pp]t|[Mm]ember|[Dd]ebtor|[Gg]uarantor|[Ss]ubscriber|[Ii]nsured|[Cc]lient|[Rr]esident|[Cc]onsumer)\.?:?[ \t]+)(\p{Lu}\p{Ll}[\p{L}'’]*(?:-\p{Lu}\p{Ll}[\p{L}'’]*)?,[ \t]\p{Lu}\p{Ll}[\p{L}'’]*(?:[ \t]\p{Lu}\.)?)(?=[ \t]*(?:[;(|]|[ \t][—–-][ \t]|$)|[ ]{2}|\t|,[ \t]*(?:MRN|DOB|D\.O\.B|ID|[Aa]ge|[Aa]cct|\d))/gmu;

/** The same pair after a word that names a person's role ('Patient LOPEZ-GARZA, ISABELA now at', 'Debtor: KANE, ROY T |'). */
const CUED_CAPS_PAIR =
  /(?<=\b(?:[Pp]atient|[Pp]t|[Mm]ember|[Dd]ebtor|[Gg]uarantor|[Ss]ubscriber|[Ii]nsured|[Cc]lient|[Rr]esident|[Cc]onsumer|RE|Re)\.?:?[ \t]+)([A-Z][A-Z'’-]+(?:[ \t][A-Z][A-Z'’-]+)?,[ \t]?[A-Z][A-Z'’-]+(?:[ \t][A-Z][A-Z'’-]+)?(?:[ \t][A-Z]\.?)?)(?![\p{L}\d])/gu;

export function findRosterNames(text: string): Candidate[] {
  const out: Candidate[] = [];
  for (const m of [
    ...text.matchAll(CAPS_PAIR),
    ...text.matchAll(CUED_CAPS_PAIR),
    ...text.matchAll(TITLE_PAIR),
  ]) {
    const c = pairCandidate(m);
    if (c) out.push(c);
  }
  // Rows and role words in title case: the surname is a name a list knows or no word ('Thanks, Maria' is
  // a sign-off, 'Denied, Pending' a status).
  const rows = [...text.matchAll(ROW_PAIR)].map((m) => ({ m, cued: false }));
  const cuedPairs = [...text.matchAll(CUED_TITLE_PAIR)].map((m) => ({ m, cued: true }));
  for (const { m, cued } of [...rows, ...cuedPairs]) {
    const surname = (m[1] ?? '').split(/,/)[0]?.split(/[ -]/) ?? [];
    const infos = surname.map((w) => wordInfo(w.toLowerCase()));
    if (SIGN_OFF_WORD.test(surname[0] ?? '') || infos.some((i) => i.place || (i.dict && !i.last))) continue;
    // The given name is a listed one or no word ('Paul Kostelnik, Executor' is a role), or a date or a
    // phone follows it in the row ('Lindholm, Saga  2012-04-30').
    const given = wordInfo(((m[1] ?? '').split(/,[ \t]*/)[1] ?? '').split(/[ \t-]/)[0]?.toLowerCase() ?? '');
    const end = m.index + m[0].length;
    const rowGoesOn = /^[ \t]+\(?\d/.test(text.slice(end, end + 8));
    if (given.dict && !given.first && !rowGoesOn) continue;
    // 'Bogotá, Colombia': a town and its country.
    if (isCountryName(((m[1] ?? '').split(/,[ \t]*/)[1] ?? '').replace(/[ \t]\p{Lu}\.?$/u, ''))) continue;
    const c = pairCandidate(m, rowGoesOn || cued);
    if (c) out.push(c);
  }
  for (const m of text.matchAll(PASSENGER)) {
    const pair = m[1] ?? '';
    const parts = pair.split(/[/ -]/).map((w) => w.toLowerCase());
    if (
      parts.some(
        (w) =>
          isOrgWord(w) || wordInfo(w).never || (wordInfo(w).dict && !wordInfo(w).first && !wordInfo(w).last),
      )
    )
      continue;
    out.push({ start: m.index, end: m.index + pair.length, phiType: 'name', confidence: 0.8 });
  }
  return out;
}

/** `dictOnly`: only dictionary words count as words (the row goes on with a date or a phone). */
function pairCandidate(m: RegExpMatchArray, dictOnly = false): Candidate | undefined {
  const pair = m[1] ?? '';
  const words = pair
    .split(/[ \t,]+/)
    .filter((w) => w.replace(/\.$/, '').length > 1)
    .map((w) => w.toLowerCase());
  if (words.length < 2) return undefined;
  const infos = words.map((w) => wordInfo(w));
  if (words.some((w) => isOrgWord(w)) || infos.some((i) => i.never)) return undefined;
  const given = words[1] ?? '';
  if (infos.every((i) => i.dict) && !wordInfo(given).first) return undefined;
  // A column heading's abbreviation ('PROVIDER, NPI') is no name: a name list knows a part, or none
  // of the parts is a word.
  if (!infos.some((i) => i.first || i.last) && infos.some((i) => (dictOnly ? i.dict : i.word)))
    return undefined;
  const start = (m.index ?? 0) + m[0].length - pair.length;
  return { start, end: start + pair.length, phiType: 'name', confidence: 0.8 };
}

/**
 * A household list's line: a capitalised name opening the line (after an item number), then a dash or a
 * comma and the person's relation ('5. Noor Haddad — mother-in-law — DOB 1958', 'Tobias Wren, son, 9').
 */
const HOUSEHOLD_LINE =
  /(?<=^|\n)[ \t]*(?:\d{1,2}[.)][ \t]*|[-*•][ \t]*)?(\p{Lu}[\p{L}'’-]+(?:[ \t]\p{Lu}[\p{L}'’.-]*){0,3})[ \t]*(?:[—–,]|[ \t]-)[ \t]*(\p{L}[\p{L}-]*)(?=[ \t]*(?:[—–,(;:]|[ \t]-[ \t]|$))/gmu;

export function findHouseholdNames(text: string): Candidate[] {
  const out: Candidate[] = [];
  for (const m of text.matchAll(HOUSEHOLD_LINE)) {
    const name = m[1] ?? '';
    // The relation is the line's label ('— son —'), not a sentence's subject ('Social - Son visited').
    if (!relationWords.has((m[2] ?? '').toLowerCase())) continue;
    const words = name.split(/[ \t]+/).map((w) => w.toLowerCase().replace(/[.'’]+$/, ''));
    if (words.some((w) => isOrgWord(w) || wordInfo(w).never)) continue;
    // A section heading ('Social', 'Neuro') is a word, no name a list knows.
    if (!words.some((w) => wordInfo(w).first || wordInfo(w).last || !wordInfo(w).word)) continue;
    const start = m.index + m[0].indexOf(name);
    out.push({ start, end: start + name.length, phiType: 'name', confidence: 0.8 });
  }
  return out;
}
