import type { Candidate } from './merge';
import { isOrgWord, wordInfo } from './name-tokens';

/**
 * The edges of a name the detectors found: parts of the same name that sit just outside it and that
 * no list holds, so they were left behind.
 * - surname particles in lower case ('Dorothy zu Dahmen', 'Ana de los Ríos', 'Omar al-Rashid') and
 *   'St.' before a surname ('Yvette St. Cyr');
 * - initials before the name ('H. Stuckey', 'Sr. M. Bernadette Kowalczyk', 'J. R. Whitcombe') when
 *   what precedes them is the start of a line, punctuation, a title or a lower-case word (not 'Plan B.');
 * - a middle initial after an inverted name at the end of its line or field ('Kowalski, Jan P');
 * - a surname no dictionary holds after a first name typed in lower case ('rose beaulieu').
 */

const PARTICLE_TAIL =
  /^[ \t](?:(?:de|del|della|des|di|du|da|do|dos|das|la|le|los|las|van|von|der|den|ten|ter|zu|zum|zur|bin|ibn|al|el)(?:[ \t]|-(?=\p{Lu})))+\p{Lu}[\p{L}\p{M}'’]+(?:-\p{Lu}[\p{L}\p{M}'’]+)*/u;

/** 'St. Cyr', 'Ste. Marie', not 'St. Mary's' nor 'St. Luke Hospital'. */
const SAINT_TAIL =
  /^[ \t](?:St|Ste)\.?[ \t]?\p{Lu}\p{Ll}+(?![\p{L}'’])(?![ \t]+(?:\p{Lu}\p{Ll}+[ \t]+)?(?:Hospital|Medical|Clinic|Center|Centre|Health|Church|Parish|School|Street|St\b|Ave|Road|Rd\b))/u;

const INITIAL_BEFORE = /(?<![\p{L}\p{N}.'’])\p{Lu}\.[ \t]*$/u;

/** What may stand before an initial of a name: nothing, punctuation, a title, a lower-case word. */
const BEFORE_INITIAL =
  /(?:^|\n|[,;:.!?("“—–-]|\b(?:Dr|Mr|Mrs|Ms|Mx|Sr|Sra|Srta|Sister|Prof|Rev|Fr|Br|Mme|Mlle)\.?|(?<![\p{L}])\p{Ll}[\p{Ll}'’]*)[ \t]*$/u;

/** Lower-case surname particles, which are listed as names too ('Del', 'Van'). */
export const LOWER_PARTICLE =
  /^(?:de|del|della|la|le|las|los|van|von|der|den|el|al|da|di|du|dos|das|bin|ibn)$/;

const TRAILING_INITIAL = /^[ \t]+\p{Lu}\.?(?=[ \t]*(?:$|\n|[,;)]))/u;

function widen(text: string, c: Candidate, lowerSurnames: boolean): Candidate {
  let { start, end } = c;
  for (let n = 0; n < 2; n++) {
    const tail = PARTICLE_TAIL.exec(text.slice(end, end + 60)) ?? SAINT_TAIL.exec(text.slice(end, end + 60));
    if (!tail) break;
    end += tail[0].length;
  }
  for (let n = 0; n < 3; n++) {
    const before = text.slice(Math.max(0, start - 4), start);
    const initial = INITIAL_BEFORE.exec(before);
    if (!initial) break;
    const at = start - before.length + initial.index;
    if (!BEFORE_INITIAL.test(text.slice(Math.max(0, at - 20), at))) break;
    start = at;
  }
  // A lower-case first name, then a word no dictionary holds: the surname ('rose beaulieu', 'hazel oyinlola').
  const inner = text.slice(start, end);
  if (
    lowerSurnames &&
    /^\p{Ll}[\p{Ll}'’-]{2,}$/u.test(inner) &&
    wordInfo(inner).first &&
    !LOWER_PARTICLE.test(inner)
  ) {
    const next = /^[ \t]+(\p{Ll}[\p{Ll}\p{M}'’-]{2,})(?![\p{L}\d])/u.exec(text.slice(end, end + 40));
    const info = next?.[1] ? wordInfo(next[1]) : undefined;
    if (next && info && !info.dict && !info.never && !info.domain && !isOrgWord(next[1] ?? ''))
      end += next[0].length;
  }
  if (text.slice(c.start, end).includes(',')) {
    const m = TRAILING_INITIAL.exec(text.slice(end, end + 4));
    if (m) end += m[0].length;
  }
  return start === c.start && end === c.end ? c : { ...c, start, end };
}

/** `lowerSurnames`: off in clinicians' shorthand notes, where the word after a name is a credential ('rrt'). */
export function widenNameEdges(text: string, candidates: Candidate[], lowerSurnames = true): Candidate[] {
  return candidates.map((c) => (c.phiType === 'name' ? widen(text, c, lowerSurnames) : c));
}
