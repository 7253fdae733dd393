import type { Candidate } from './merge';
import { DATE_SOURCE } from './patterns';

/**
 * Dates of birth in sentences: any date form ('Nov 29, 1983', 'the 3rd of May, 1962', '1962-03-21')
 * right after a birth cue ('born on', 'b.', 'my date of birth is', 'DOB'). Service dates have no such cue.
 */
const DATE_G = new RegExp(`(?<![\\d/])(?:${DATE_SOURCE})`, 'gi');
const BIRTH_CUE =
  /(?:(?:^|[\s(,;])b\.|\bborn\b(?:\s+(?:on|in))?|\bdob\b|\bd\.o\.b\.?|\bdate\s+of\s+birth\b|\bbirth\s*date\b|\bbirthday\b)(?:\s+(?:is|was|of|reads|should\s+be|=))?[\s:,#-]*$/i;

/** A cue after the date in the same sentence: 'March 3, 1950 is my birthday', '... when I was born'. */
const BIRTH_AFTER =
  /^[^.?!\n]{0,30}\b(?:(?:is|was) my (?:birthday|birth ?date|date of birth)|I was born|was born)\b/i;

const NUM =
  '(?:seventeen|thirteen|fourteen|eighteen|nineteen|thousand|fifteen|sixteen|seventy|hundred|eleven|twelve|twenty|thirty|eighty|ninety|three|seven|eight|forty|fifty|sixty|zero|four|five|nine|one|two|six|ten|oh)';
const ORD =
  '(?:seventeenth|thirteenth|fourteenth|eighteenth|nineteenth|fifteenth|sixteenth|twentieth|thirtieth|eleventh|seventh|twelfth|second|fourth|eighth|first|third|fifth|sixth|ninth|tenth)';
const MONTH =
  '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?';
const SPOKEN_PART = `(?:(?:1[89]|20)\\d{2}|(?:${NUM}-)?${ORD}|${NUM}(?:-(?:${ORD}|${NUM}))?|${MONTH}|the|of|\\d{1,2}(?:st|nd|rd|th)?)(?![\\p{L}\\d])`;
/**
 * A birth date said or written in words ('the fifth of August, 1944', 'ten twelve eighty-five',
 * 'March the third, nineteen fifty'): three parts or more, one of them a number word or an ordinal.
 */
const SPOKEN_DATE = new RegExp(`^${SPOKEN_PART}(?:,?[ \\t]+${SPOKEN_PART}){2,7}`, 'iu');
/** A Japanese era date ('平成2年4月1日'). */
const ERA_DATE = /^(?:明治|大正|昭和|平成|令和)\d{1,2}年\d{1,2}月\d{1,2}日/;
/** A birth year alone after a birth label ('Date of birth: 1963', 'born in 1958'). */
const YEAR_ONLY = /^(?:19|20)\d{2}(?![\d/.-]|[ \t]*[-–][ \t]*\d)/;

function cueFor(text: string, at: number): boolean {
  return BIRTH_CUE.test(text.slice(Math.max(0, at - 40), at));
}

export function findBirthDates(text: string): Candidate[] {
  const out: Candidate[] = [];
  for (const m of text.matchAll(/(?<=[\s:(,#-]|^)\S/g)) {
    const at = m.index;
    const rest = text.slice(at, at + 60);
    if (!/^[\p{L}\d明大昭平令]/u.test(rest) || !cueFor(text, at)) continue;
    let len: number;
    const spoken = SPOKEN_DATE.exec(rest);
    if (spoken && new RegExp(`\\b(?:${NUM}|${ORD})\\b`, 'i').test(spoken[0]))
      len = spoken[0].replace(/[ \t,]+(?:the|of)$/i, '').length;
    else len = ERA_DATE.exec(rest)?.[0].length ?? YEAR_ONLY.exec(rest)?.[0].length ?? 0;
    if (len === 0) continue;
    out.push({ start: at, end: at + len, phiType: 'date_of_birth', confidence: 0.85, strong: true });
  }
  for (const m of text.matchAll(DATE_G)) {
    const before = text.slice(Math.max(0, m.index - 40), m.index);
    const after = text.slice(m.index + m[0].length, m.index + m[0].length + 60);
    if (!BIRTH_CUE.test(before) && !BIRTH_AFTER.test(after)) continue;
    out.push({
      start: m.index,
      end: m.index + m[0].length,
      phiType: 'date_of_birth',
      confidence: 0.9,
      strong: true,
    });
  }
  return out;
}
