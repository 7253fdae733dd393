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
 * - a surname no dictionary holds after a first name typed in lower case ('rose beaulieu');
 * - a surname the writer's e-mail address holds ('Joan Bellwether' beside 'bellwether.joan@...');
 * - a full name in brackets after a nickname ('its jaz (jasmine roque)');
 * - the given name and surname around a nickname in quotes ('Chukwuemeka "Emeka" Obi').
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

const TRAILING_INITIAL = /^[ \t]+\p{Lu}\.?(?![\p{L}\d])(?=[ \t]*(?:$|\n|[,;)]))/u;

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
    // The whole line's rest is read: a slice cut after 'M' would take 'MRN' for an initial.
    const m = TRAILING_INITIAL.exec(text.slice(end, end + 40).split('\n')[0] ?? '');
    if (m) end += m[0].length;
  }
  // A capitalised word after the name that the writer's e-mail address also holds ('Joan Bellwether' and
  // 'bellwether.joan@...'): the surname, even where it is a dictionary word.
  const next = /^[ \t]+(\p{Lu}\p{Ll}[\p{L}'’-]+)(?![\p{L}\d])/u.exec(text.slice(end, end + 40));
  if (next?.[1] && emailParts(text).has(next[1].toLowerCase()) && !isOrgWord(next[1].toLowerCase()))
    end += next[0].length;
  // A nickname in quotes between a given name and a surname ('Chukwuemeka "Emeka" Obi'): the whole name.
  const open = /(?<![\p{L}\d'’])(\p{Lu}\p{Ll}[\p{L}'’-]+)[ \t]+["“']$/u.exec(
    text.slice(Math.max(0, start - 40), start),
  );
  const close = /^["”'][ \t]+(\p{Lu}\p{Ll}[\p{L}'’-]+)(?![\p{L}\d])/u.exec(text.slice(end, end + 40));
  if (open?.[1] && close?.[1] && nickFrame(open[1]) && nickFrame(close[1])) {
    start -= open[0].length;
    end += close[0].length;
  }
  // The same, found from either side (a nickname in brackets too: 'Hendrika (Rika) Zwanenburg'): 'Seun" Adeyemi' after 'Oluwaseun "', or 'Oluwaseun' before ' "Seun" Adeyemi'.
  if (open?.[1] && nickFrame(open[1]) && /^\p{Lu}[\p{L}'’-]*["”']/u.test(text.slice(start, end)))
    start -= open[0].length;
  const ahead =
    /^[ \t]+(?:["“'](\p{Lu}[\p{L}'’-]*)["”']|\((\p{Lu}\p{Ll}[\p{L}'’-]*)\))[ \t]+(\p{Lu}\p{Ll}[\p{L}'’-]+)(?![\p{L}\d])/u.exec(
      text.slice(end, end + 60),
    );
  if (ahead?.[3] && nickFrame(ahead[3]) && !/\s/.test(text.slice(start, end))) end += ahead[0].length;
  return start === c.start && end === c.end ? c : { ...c, start, end };
}

/** A word around a quoted nickname: a name, or no English word ('Chukwuemeka'). */
function nickFrame(word: string): boolean {
  const key = word.toLowerCase();
  const info = wordInfo(key);
  if (info.never || info.domain || isOrgWord(key)) return false;
  return info.first || info.last || !info.dict;
}

/** The words of the e-mail addresses' local parts ('bellwether.joan@' gives 'bellwether', 'joan'). */
function emailParts(text: string): Set<string> {
  const out = new Set<string>();
  for (const m of text.matchAll(/([A-Za-z][A-Za-z0-9._-]{2,40})@[A-Za-z0-9-]+\./g))
    for (const w of (m[1] ?? '').toLowerCase().split(/[._\d-]+/)) if (w.length >= 3) out.add(w);
  return out;
}

/** A full name in brackets after a name found ('its jaz (jasmine roque)'): listed names, any case. */
const BRACKETED = /^[ \t]*\(([\p{L}'’-]{2,}(?:[ \t][\p{L}'’-]{2,}){1,2})\)/u;

function bracketedNames(text: string, candidates: Candidate[]): Candidate[] {
  const out: Candidate[] = [];
  for (const c of candidates) {
    if (c.phiType !== 'name') continue;
    const m = BRACKETED.exec(text.slice(c.end, c.end + 60));
    if (!m?.[1]) continue;
    const words = m[1].split(/[ \t]/).map((w) => wordInfo(w.toLowerCase()));
    if (
      !words[0]?.first ||
      words.some((i) => i.never || i.domain) ||
      !words.slice(1).every((i) => i.last || !i.dict)
    )
      continue;
    const start = c.end + m[0].indexOf(m[1]);
    out.push({ start, end: start + m[1].length, phiType: 'name', confidence: c.confidence });
  }
  return out;
}

/** A second name joined to one found ('for Nkemdirim or Chinaza Ibekwe', 'Ana Ruiz and Tomas Ruiz'). */
const JOINED =
  /^(?:[ \t]*\([^()\n]{1,24}\))?[ \t]+(?:or|and|&)[ \t]+(\p{Lu}\p{Ll}[\p{L}'’-]*(?:[ \t]\p{Lu}\p{Ll}[\p{L}'’-]*)?)(?![\p{L}\d])/u;

function joinedNames(text: string, candidates: Candidate[]): Candidate[] {
  const out: Candidate[] = [];
  for (const c of candidates) {
    if (c.phiType !== 'name') continue;
    const m = JOINED.exec(text.slice(c.end, c.end + 60));
    if (!m?.[1]) continue;
    // One word no list holds only in a parallel ('Mateus (5/30/2016) and Luzia (12/9/2018)').
    const parallel = /^[ \t]*\(/.test(m[0]) && /^[ \t]*\(/.test(text.slice(c.end + m[0].length));
    if (c.confidence < 0.65 && !parallel) continue;
    const keys = m[1].split(/[ \t]/).map((w) => w.toLowerCase());
    const infos = keys.map((k) => wordInfo(k));
    if (
      keys.some((k) => isOrgWord(k)) ||
      infos.some((i) => i.never || i.domain || (i.dict && !i.first && !i.last))
    )
      continue;
    if (
      !infos.some((i) => i.first || i.last) &&
      ((keys.length < 2 && !parallel) || infos.some((i) => i.word))
    )
      continue;
    const start = c.end + m[0].indexOf(m[1]);
    out.push({ start, end: start + m[1].length, phiType: 'name', confidence: 0.7 });
  }
  return out;
}

/** `lowerSurnames`: off in clinicians' shorthand notes, where the word after a name is a credential ('rrt'). */
export function widenNameEdges(text: string, candidates: Candidate[], lowerSurnames = true): Candidate[] {
  const widened = candidates.map((c) => (c.phiType === 'name' ? widen(text, c, lowerSurnames) : c));
  return [
    ...widened,
    ...bracketedNames(text, widened),
    ...joinedNames(text, widened),
    ...listedNames(text, widened),
  ].flatMap((c) => (c.phiType === 'name' ? withoutTrailingParticle(text, c) : [c]));
}

/** A name does not end with a particle ('Merci de' is a word and its preposition); one alone is none. */
function withoutTrailingParticle(text: string, c: Candidate): Candidate[] {
  let end = c.end;
  for (;;) {
    const m = /(?:^|[ \t])(\p{L}+)$/u.exec(text.slice(c.start, end));
    if (!m?.[1] || !LOWER_PARTICLE.test(m[1].toLowerCase()) || m[1] !== m[1].toLowerCase()) break;
    end = c.start + m.index;
  }
  return end > c.start ? [end === c.end ? c : { ...c, end }] : [];
}

/** A given name as a list of people writes it: capitalised, no word a dictionary holds but a listed name. */
function givenName(w: string): boolean {
  const key = w.toLowerCase();
  const info = wordInfo(key);
  return !isOrgWord(key) && !info.never && !info.domain && !info.place && (!info.dict || info.first);
}

const LIST_AFTER = /^((?:,[ \t]+\p{Lu}\p{Ll}+){1,6}),?[ \t]+(?:and|&)[ \t]+(\p{Lu}\p{Ll}+)(?![\p{L}\d])/u;
const JOINED_BEFORE = /(?<![\p{L}\d'’])(\p{Lu}\p{Ll}+)[ \t]+(?:and|&)[ \t]+$/u;

/**
 * Names listed with one found: a comma list closed by 'and' or '&' after it ('Love, Honora, Crispin,
 * Tamsin & Perrin'), and a given name joined before a full name ('Sione and Malia Teafa').
 */
function listedNames(text: string, candidates: Candidate[]): Candidate[] {
  const out: Candidate[] = [];
  for (const c of candidates) {
    if (c.phiType !== 'name' || c.confidence < 0.55) continue;
    const m = c.confidence >= 0.65 ? LIST_AFTER.exec(text.slice(c.end, c.end + 120)) : null;
    if (m) {
      const items = [...(m[1] ?? '').matchAll(/\p{Lu}\p{Ll}+/gu)].map((x) => ({
        word: x[0],
        start: c.end + x.index,
      }));
      const last = m[2] ?? '';
      items.push({ word: last, start: c.end + m[0].length - last.length });
      if (items.every((i) => givenName(i.word)))
        for (const i of items)
          out.push({
            start: i.start,
            end: i.start + i.word.length,
            phiType: 'name',
            confidence: 0.7,
            strong: true,
          });
    }
    const full = /\s/.test(text.slice(c.start, c.end));
    const b = full ? JOINED_BEFORE.exec(text.slice(Math.max(0, c.start - 40), c.start)) : null;
    const bInfo = b?.[1] ? wordInfo(b[1].toLowerCase()) : undefined;
    if (b?.[1] && bInfo && givenName(b[1]) && (bInfo.first || !bInfo.dict)) {
      const start = c.start - b[0].length;
      out.push({ start, end: start + b[1].length, phiType: 'name', confidence: 0.7 });
    }
  }
  return out;
}
