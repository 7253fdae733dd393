import type { Candidate } from './merge';
import { CLOSING_WORD } from './contact-names';
import { isOrgWord, wordInfo } from './name-tokens';
import { relationWords } from './word-lists';

/**
 * Names placed by how writers introduce and sign themselves, whatever list the name is on:
 * - a dash before the last words of a message ('Please confirm. - Daisy', '... 0145. -lyle');
 * - 'X here' opening a message ('Hi, J. R. Whitcombe here.', 'Kit here —');
 * - a title after 'it's', 'this is', 'I am' ('it's Dr. Yusuf Demir', 'I am Prof. Piet Ashford'): the
 *   writer names themself, so the title does not make them a clinician of the practice;
 * - the answer line under a question that asks for a name ('Bot: What is the patient's name?' /
 *   'User: lily-mae dunmore').
 */

const NAME_WORD = String.raw`\p{L}[\p{L}\p{M}'’-]*`;
const INITIAL = String.raw`\p{Lu}\.`;

/** A word that can be part of a name here: no organisation word, number or common function word. */
function fits(word: string): boolean {
  const key = word.toLowerCase().replace(/['’]s$/, '');
  if (key.length < 2 || /\d/.test(key) || CLOSING_WORD.test(key)) return false;
  const info = wordInfo(key);
  return !info.never && !info.domain && !isOrgWord(key);
}

/** One to three name words, each fitting, or initials before a surname. */
function nameWords(s: string): boolean {
  const words = s.split(/[ \t]+/).filter((w) => !/^\p{Lu}\.$/u.test(w));
  return words.length >= 1 && words.length <= 3 && words.every(fits);
}

const DASH_SIGNOFF = new RegExp(
  String.raw`(?:^|[.!?)\d]\s+|\n)[-—–~][ \t]*(${NAME_WORD}(?:[ \t]+${NAME_WORD}){0,2})[ \t]*[.!]?\s*$`,
  'u',
);
const HERE = new RegExp(
  String.raw`(?:^|\n)[ \t]*(?:(?:hi|hey|hello|yo|ok|okay|voicemail|text|txt)\b[ \t,:"“-]*)*((?:${INITIAL}[ \t]*)*\p{Lu}${NAME_WORD}(?:[ \t]+\p{Lu}${NAME_WORD}){0,2})[ \t]+here\b`,
  'giu',
);
const TITLED_INTRO = new RegExp(
  String.raw`\b(?:it'?s|it’s|this is|I am|I'm|I’m)[ \t]+(?:Dr|Prof|Rev|Mr|Mrs|Ms|Mx)\.?[ \t]+((?:${INITIAL}[ \t]*)*\p{Lu}${NAME_WORD}(?:[ \t]+\p{Lu}${NAME_WORD}){0,3})`,
  'gu',
);
/** The writer's name set off by commas after 'I', 'me' or 'my name' ('I, dina Fisher, am', 'call me, Vratko, at'). */
const APPOSITIVE = new RegExp(
  String.raw`\b(?:I|me|my name|myself)[ \t]*,[ \t]+(${NAME_WORD}(?:[ \t]+${NAME_WORD}){0,2})[ \t]*,`,
  'gu',
);
/** 'it's me Bobby', 'the van den Lubbers family', '(Mo to friends)', 'Nando (Grga) is my brother'. */
const ITS_ME = new RegExp(
  String.raw`\b(?:[Ii]t'?s|[Ii]t’s|[Ii]ts)[ \t]+me[ \t]+(\p{Lu}${NAME_WORD}(?:[ \t]+\p{Lu}${NAME_WORD})?)`,
  'gu',
);
const FAMILY = new RegExp(
  String.raw`\b[Tt]he[ \t]+((?:(?:van|von|de|der|den|del|la|le|da|di|du|dos|al|el)[ \t]+)*\p{Lu}${NAME_WORD}(?:-\p{Lu}${NAME_WORD})?)[ \t]+family\b`,
  'gu',
);
const NICKNAME = new RegExp(
  String.raw`\((\p{Lu}${NAME_WORD})[ \t]+to[ \t]+(?:friends|family|everyone|most|us)\)`,
  'gu',
);
const IS_MY = new RegExp(
  String.raw`(\p{Lu}${NAME_WORD}(?:[ \t]+\p{Lu}${NAME_WORD}){0,2})(?:[ \t]+\((\p{Lu}${NAME_WORD})\))?[ \t]+(?:is|was)[ \t]+my[ \t]+(${NAME_WORD})`,
  'gu',
);

/** 'partner is Jun-seo Park', 'my carer is Wanjiru': a relation, then the name it is. */
const RELATION_IS = new RegExp(
  String.raw`\b(${NAME_WORD})[ \t]+is[ \t]+(\p{Lu}${NAME_WORD}(?:[ \t]+\p{Lu}${NAME_WORD}){0,2})`,
  'gu',
);

/** A question that asks for a name, then the answer on the next line (after a speaker's label). */
const NAME_ANSWER = /\bname\b[^\n?]*\?[ \t]*\n[ \t]*(?:[\p{L} ]{1,15}:[ \t]*)?([^\n:@]{2,40})$/gimu;

export function findIntroNames(text: string): Candidate[] {
  const out: Candidate[] = [];
  const push = (start: number, words: string, strong = false) => {
    const trimmed = words.trim();
    const at = start + words.indexOf(trimmed);
    out.push({ start: at, end: at + trimmed.length, phiType: 'name', confidence: 0.7, strong });
  };
  const dash = DASH_SIGNOFF.exec(text);
  if (dash?.[1]) {
    const words = dash[1];
    const list = words.split(/[ \t]+/);
    const info = wordInfo(list[0]?.toLowerCase() ?? '');
    // One word alone signs only when it is a listed first name or no dictionary word.
    if (nameWords(words) && (list.length > 1 || info.first || !info.dict))
      push(dash.index + dash[0].indexOf(words), words);
  }
  for (const m of text.matchAll(HERE)) {
    const words = m[1] ?? '';
    if (nameWords(words)) push(m.index + m[0].length - 'here'.length - words.length - gapBefore(m[0]), words);
  }
  for (const m of text.matchAll(TITLED_INTRO)) {
    const words = m[1] ?? '';
    // "this is Dr. Lee's office": the practice speaking, not a person naming themself.
    if (/['’]s$/.test(words) || /^['’]s\b/.test(text.slice(m.index + m[0].length))) continue;
    // The writer's own name: a clinician's keep-list entry does not hide it.
    if (nameWords(words)) push(m.index + m[0].length - words.length, words, true);
  }
  for (const m of text.matchAll(APPOSITIVE)) {
    const words = m[1] ?? '';
    const list = words.split(/[ \t]+/);
    // One word no dictionary holds (or a listed first name) at least: 'me, Vratko,' but not 'I, however,'.
    const named = list.some((w) => {
      const info = wordInfo(w.toLowerCase());
      return !info.dict || (info.first && /^\p{Lu}/u.test(w));
    });
    if (named && nameWords(words)) push(m.index + m[0].lastIndexOf(words), words);
  }
  for (const re of [ITS_ME, FAMILY, NICKNAME])
    for (const m of text.matchAll(re)) {
      const words = m[1] ?? '';
      if (nameWords(words)) push(m.index + m[0].indexOf(words, m[0].search(/\s|\(/)), words);
    }
  for (const m of text.matchAll(IS_MY)) {
    if (!relationWords.has((m[3] ?? '').toLowerCase())) continue;
    const words = m[1] ?? '';
    // The sentence's first word is capitalised whatever it is: only names count ('Sorry', 'She' do not).
    const list = words.split(/[ \t]+/);
    if (!list.every((w) => !wordInfo(w.toLowerCase()).dict || wordInfo(w.toLowerCase()).first)) continue;
    if (nameWords(words)) push(m.index, words);
    const nick = m[2];
    if (nick && nameWords(nick)) push(m.index + m[0].indexOf(`(${nick})`) + 1, nick);
  }
  for (const m of text.matchAll(RELATION_IS)) {
    if (!relationWords.has((m[1] ?? '').toLowerCase())) continue;
    const words = m[2] ?? '';
    const list = words.split(/[ \t]+/);
    const info = wordInfo(list[0]?.toLowerCase() ?? '');
    // One word alone: a first name, or a word on no list and in no dictionary ('Wanjiru', not 'Catholic').
    const named =
      list.length > 1
        ? list.some((w) => !wordInfo(w.toLowerCase()).dict)
        : (info.first && !info.dict) || (!info.dict && !info.first && !info.last);
    if (named && nameWords(words)) push(m.index + m[0].length - words.length, words);
  }
  for (const m of text.matchAll(NAME_ANSWER)) {
    const answer = (m[1] ?? '').trim();
    if (/\d/.test(answer) || !nameWords(answer.replace(/[.!]+$/, ''))) continue;
    push(m.index + m[0].length - (m[1] ?? '').length, answer.replace(/[.!]+$/, ''));
  }
  return out;
}

/** The spaces between the name and 'here' at the end of a match. */
function gapBefore(match: string): number {
  const m = /([ \t]+)here$/i.exec(match);
  return m?.[1] ? m[1].length : 0;
}
