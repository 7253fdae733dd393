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

export function findBirthDates(text: string): Candidate[] {
  const out: Candidate[] = [];
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
