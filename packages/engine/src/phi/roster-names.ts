import type { Candidate } from './merge';
import { isOrgWord, wordInfo } from './name-tokens';
import { relationWords } from './word-lists';

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
    const pair = m[1] ?? '';
    const words = pair
      .split(/[ \t,]+/)
      .filter((w) => w.replace(/\.$/, '').length > 1)
      .map((w) => w.toLowerCase());
    if (words.length < 2) continue;
    const infos = words.map((w) => wordInfo(w));
    if (words.some((w) => isOrgWord(w)) || infos.some((i) => i.never)) continue;
    const given = words[1] ?? '';
    if (infos.every((i) => i.dict) && !wordInfo(given).first) continue;
    // A column heading's abbreviation ('PROVIDER, NPI') is no name: a name list knows a part, or none
    // of the parts is a word.
    if (!infos.some((i) => i.first || i.last) && infos.some((i) => i.word)) continue;
    const start = m.index + m[0].length - pair.length;
    out.push({ start, end: start + pair.length, phiType: 'name', confidence: 0.8 });
  }
  return out;
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
