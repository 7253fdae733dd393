import { stateNames } from './address-words';
import { getLexicon } from './lexicon';
import type { Token } from './text';
import {
  calendarWords,
  clinicianDegrees,
  fieldAbbreviations,
  domainWords,
  functionWords,
  nameSuffixes,
  orgWords,
  relationWords,
  titles,
} from './word-lists';

/** What the lists say about one word. */
export interface WordInfo {
  /** A census or SSA first name. */
  first: boolean;
  /** A census surname. */
  last: boolean;
  /** A common English word or a domain word. */
  dict: boolean;
  /** `dict`, or a misspelling of such a word ('visisted', 'PRESNT'): in notes without case to go by. */
  word: boolean;
  /** One of our clinical or billing words ('foley', 'ED', 'Reg'): a name only when written as one. */
  domain: boolean;
  /** Never a name where a name is expected (function words, relations, months, titles, states). */
  never: boolean;
  /** A US state's name ('Georgia', 'Washington'), also a given name or surname: `never` on its own. */
  place: boolean;
}

const particles = new Set(
  'de van von der den la le del della da di du dos das mac mc bin ibn al el ter'.split(' '),
);
const places = new Set(stateNames);
const cache = new Map<string, WordInfo>();

const SUFFIXES = ['s', 'es', 'ed', 'd', 'ing', 'ly', 'er', 'ers', "'s", 'ment', 'ness'];

/** True when a word not in the dictionary is one edit away from a word in it, or a word plus a suffix. */
function misspelled(key: string, words: ReadonlySet<string>): boolean {
  if (key.length < 4 || !/^[a-z']+$/.test(key)) return false;
  for (const s of SUFFIXES) {
    if (key.endsWith(s) && key.length - s.length >= 3 && words.has(key.slice(0, -s.length))) return true;
  }
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  for (let i = 0; i <= key.length; i++) {
    const head = key.slice(0, i);
    const tail = key.slice(i);
    if (i < key.length && words.has(head + tail.slice(1))) return true; // deletion
    if (i < key.length - 1 && words.has(head + (tail[1] ?? '') + (tail[0] ?? '') + tail.slice(2)))
      return true;
    for (const c of letters) {
      if (i < key.length && c !== tail[0] && words.has(head + c + tail.slice(1))) return true; // substitution
      if (words.has(head + c + tail)) return true; // insertion
    }
  }
  return false;
}

/** The key without accents, for the name lists, which are written without them ('Efraín', 'Stanisław'). */
function folded(key: string): string {
  return key
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/ł/g, 'l')
    .replace(/ø/g, 'o')
    .replace(/ß/g, 'ss');
}

export function wordInfo(key: string): WordInfo {
  const hit = cache.get(key);
  if (hit) return hit;
  const lex = getLexicon();
  const plain = /[^ -~]/.test(key) ? folded(key) : key;
  const parts = key.split('-').filter(Boolean);
  const plainParts = plain === key ? parts : plain.split('-').filter(Boolean);
  const anyPart = (s: ReadonlySet<string>) =>
    s.has(key) ||
    (parts.length > 1 && parts.some((p) => s.has(p))) ||
    (plain !== key && (s.has(plain) || (plainParts.length > 1 && plainParts.some((p) => s.has(p)))));
  const allParts = (s: ReadonlySet<string>) =>
    s.has(key) || (parts.length > 1 && parts.every((p) => s.has(p)));
  const first = anyPart(lex.firstNames);
  const last = anyPart(lex.lastNames);
  const domain = domainWords.has(key);
  const dict = allParts(lex.words);
  const word = dict || (!first && misspelled(key, lex.words));
  const info: WordInfo = {
    first,
    last,
    dict,
    word,
    domain,
    never:
      functionWords.has(key) ||
      calendarWords.has(key) ||
      titles.has(key) ||
      relationWords.has(key) ||
      clinicianDegrees.has(key) ||
      fieldAbbreviations.has(key) ||
      places.has(key),
    place: places.has(key),
  };
  if (cache.size > 50_000) cache.clear();
  cache.set(key, info);
  return info;
}

/** True when a listed name is also one edit from an English word ('marg', 'lowe', 'clea'): in notes these are typos. */
export function nearWord(key: string): boolean {
  return misspelled(key, getLexicon().words);
}

export function isParticle(key: string): boolean {
  return particles.has(key);
}

export function isSuffix(key: string): boolean {
  return nameSuffixes.has(key.replace(/\.$/, ''));
}

export function isOrgWord(key: string): boolean {
  return orgWords.has(key);
}

/** Letters only (apostrophes allowed: "O'Brien"). */
export function isWordShaped(token: Token): boolean {
  return /^[A-Za-z\u00C0-\u024F\u1E00-\u1EFF][A-Za-z\u00C0-\u024F\u1E00-\u1EFF'’\u02BB\u02BC]*$/.test(
    token.text,
  );
}

/**
 * How much a word looks like a personal name on its own (0 none, 1 possible, 2 likely):
 * 2: in the name lists and not an English word ('Natalie', 'Carlson');
 * 1: in the name lists but also a word ('Bill', 'Rose'), or in no list and no dictionary ('Przybylo').
 */
export function nameStrength(token: Token, caseKnown = false): 0 | 1 | 2 {
  if (token.key.length < 2 || !isWordShaped(token)) return 0;
  const info = wordInfo(token.key);
  if (info.never || info.domain) return 0;
  // A capitalised word in mixed text is not taken for a misspelling ('Canvan' is no 'canvas').
  const word = caseKnown && token.shape === 'title' ? info.dict : info.word;
  if ((info.first || info.last) && !word) return 2;
  if (info.first || info.last) return 1;
  return word ? 0 : 1;
}

/**
 * Two listed given names and one surname ('Stanley & Jean Vukovich'): a couple, not a firm or two places.
 * The surname is a listed one or no dictionary word; no part is an organisation word.
 */
export function isCouple(first: string, given: string, surname: string): boolean {
  const [a, b, c] = [first, given, surname].map((w) => w.toLowerCase());
  if ([a, b, c].some((w) => w === undefined || isOrgWord(w))) return false;
  const ia = wordInfo(a ?? '');
  const ib = wordInfo(b ?? '');
  const ic = wordInfo(c ?? '');
  return ia.first && ib.first && !ia.never && !ib.never && !ic.never && !ic.domain && (ic.last || !ic.dict);
}
