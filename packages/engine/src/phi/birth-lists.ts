import { MONTH, MONTH_DAY_SOURCE } from './birth-dates';
import type { Candidate } from './merge';
import { DATE_SOURCE } from './patterns';

/**
 * Birth dates by the section of a list that holds them. Rows under a heading of births or birthdays
 * ('BIRTHS', 'December birthdays for the card station') give each listed person's birth date, with or
 * without its year ('Otis Gaddis — Dec 4'); a newspaper's births column gives the child's ('a son, Kelechi,
 * Nov. 2.'). Rows under a heading of deaths or marriages ('DEATHS', 'MARRIAGES') give none, whatever the
 * name before a date suggests.
 */

/** A date with or without its year ('Dec 4', '4th day of March 1931', 'Sept. 19th 1928', '03/02/1948'). */
const LIST_DATE = new RegExp(
  String.raw`(?<![\p{L}\d/])(?:${DATE_SOURCE}|${MONTH_DAY_SOURCE})(?![\p{L}\d])`,
  'giu',
);
/** A heading: a line in capitals, or a short line ending in a colon or speaking of birthdays, no sentence. */
const HEADING =
  /^[ \t]*(?:[A-Z][A-Z &/'’-]{2,40}:?|[^\n:.!?]{1,60}:|[^\n.!?]{0,60}\bbirthdays?\b[^\n.!?]{0,60})[ \t]*$/i;
const ANY_DATE = new RegExp(LIST_DATE.source, 'iu');
const CAPS_HEADING = /^[ \t]*[A-Z][A-Z &/'’-]{2,40}:?[ \t]*$/;
const BIRTH_HEADING = /\bbirths?\b|\bbirthdays?\b|\bborn\b/i;
const OTHER_HEADING =
  /\bdeaths?\b|\bdied\b|\bdeceased\b|\bmarriages?\b|\bmarried\b|\bweddings?\b|\bburials?\b|\bfunerals?\b|\bbaptisms?\b|\bvisits?\b|\bappointments?\b/i;
/** A newspaper's births: 'a son, Kelechi, Nov. 2', 'twin sons, Bodie and Wilder, Nov. 4', 'a girl, Nov. 10'. */
const BIRTH_NOTICE = new RegExp(
  String.raw`\b(?:a|twin|triplet)[ \t]+(?:sons?|daughters?|boys?|girls?)\b[^.\n]{0,60}?(?<![\p{L}\d])(${MONTH}[ \t]+\d{1,2}(?:st|nd|rd|th)?)(?![\p{L}\d])`,
  'giu',
);

/** The heading of the list that holds the line at `at`: the nearest above it in its block, or ''. */
function headingOf(text: string, at: number): string {
  let end = text.lastIndexOf('\n', at - 1);
  for (let k = 0; k < 20 && end > 0; k++) {
    const start = text.lastIndexOf('\n', end - 1) + 1;
    const line = text.slice(start, end);
    if (line.trim() === '') return '';
    // A heading holds no date of its own ('Gran's birth record' may; 'BIRTHS' does not).
    if (
      HEADING.test(line) &&
      line.trim().split(/\s+/).length <= 10 &&
      (CAPS_HEADING.test(line) || !ANY_DATE.test(line))
    )
      return line;
    end = start - 1;
  }
  return '';
}

/** True when the date at `at` sits in a list of deaths, marriages or visits. */
export function inOtherSection(text: string, at: number): boolean {
  return OTHER_HEADING.test(headingOf(text, at));
}

/** Dates in rows under a births or birthdays heading, in a row that holds a name, and in birth notices. */
export function findListedBirthDates(text: string, names: readonly Candidate[]): Candidate[] {
  const out: Candidate[] = [];
  for (const m of text.matchAll(LIST_DATE)) {
    const lineStart = text.lastIndexOf('\n', m.index - 1) + 1;
    // The row's name, then the date after a separator and at most a relation's word ('Otis Gaddis — Dec 4',
    // 'Bodie (son) — 2014').
    const named = names.some(
      (n) =>
        n.start >= lineStart &&
        n.end <= m.index &&
        /^[ \t]*(?:[—–:|,(-][ \t]*)?(?:\(?\p{L}+\)?[ \t]*[—–:|,-][ \t]*)?$/u.test(text.slice(n.end, m.index)),
    );
    if (!named) continue;
    const heading = headingOf(text, lineStart + 1);
    if (!BIRTH_HEADING.test(heading) || OTHER_HEADING.test(heading)) continue;
    out.push({ start: m.index, end: m.index + m[0].length, phiType: 'date_of_birth', confidence: 0.8 });
  }
  for (const m of text.matchAll(BIRTH_NOTICE)) {
    const date = m[1] ?? '';
    const start = m.index + m[0].length - date.length;
    out.push({ start, end: start + date.length, phiType: 'date_of_birth', confidence: 0.8 });
  }
  return out;
}
