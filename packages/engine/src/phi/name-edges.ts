import type { Candidate } from './merge';

/**
 * The edges of a name the detectors found: parts of the same name that sit just outside it and that
 * no list holds, so they were left behind.
 * - surname particles in lower case ('Dorothy zu Dahmen', 'Ana de los Ríos', 'Omar al-Rashid') and
 *   'St.' before a surname ('Yvette St. Cyr');
 * - initials before the name ('H. Stuckey', 'Sr. M. Bernadette Kowalczyk', 'J. R. Whitcombe') when
 *   what precedes them is the start of a line, punctuation, a title or a lower-case word (not 'Plan B.');
 * - a middle initial after an inverted name at the end of its line or field ('Kowalski, Jan P').
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

const TRAILING_INITIAL = /^[ \t]+\p{Lu}\.?(?=[ \t]*(?:$|\n|[,;)]))/u;

function widen(text: string, c: Candidate): Candidate {
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
  if (text.slice(c.start, end).includes(',')) {
    const m = TRAILING_INITIAL.exec(text.slice(end, end + 4));
    if (m) end += m[0].length;
  }
  return start === c.start && end === c.end ? c : { ...c, start, end };
}

export function widenNameEdges(text: string, candidates: Candidate[]): Candidate[] {
  return candidates.map((c) => (c.phiType === 'name' ? widen(text, c) : c));
}
