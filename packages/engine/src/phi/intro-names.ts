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
  String.raw`(?:^|[.!?)\d]\s+|\n)[-—–~]{1,2}[ \t]*(${NAME_WORD}(?:[ \t]+${NAME_WORD}){0,2})[ \t]*[.!]?\s*$`,
  'u',
);
const HERE = new RegExp(
  String.raw`(?:^|\n)[ \t]*(?:(?:hi|hey|hello|yo|ok|okay|voicemail|text|txt|hej|hola|bonjour|salut|ciao|hallo|olá|oi|salam|shalom|namaste)\b[ \t,:!"“-]*)*((?:${INITIAL}[ \t]*)*\p{Lu}${NAME_WORD}(?:[ \t]+\p{Lu}${NAME_WORD}){0,2})[ \t]+(?:here|writing|speaking)\b`,
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

/** What a person likes to be called: 'prefers "Espy"', 'family uses "Abdi"', 'goes by Ollie', '(Fola for short)'. */
const CALLED = new RegExp(
  String.raw`\b(?:(?:[Pp]refers|[Uu]ses|[Cc]alled|[Cc]alls (?:him|her|them)(?:self)?)[ \t]+(?:to be called[ \t]+)?["“‘']|(?:[Gg]oes by|GOES BY|[Kk]nown as|KNOWN AS|[Nn]ickname is|a\.k\.a\.?)[ \t]+["“‘']?|(?:[Cc]alls|[Cc]all) me[ \t]+(?=\p{Lu}\p{Ll}))(\p{Lu}${NAME_WORD}(?:[ \t]+\p{Lu}${NAME_WORD})?)`,
  'gu',
);
const FOR_SHORT = new RegExp(String.raw`\((\p{Lu}${NAME_WORD})[ \t]+for[ \t]+short\)`, 'gu');

/** Children listed with their ages: 'Blessing (9) and Junior (4)', 'Darius (12), Roya (9)'. */
const AGED = String.raw`\p{Lu}${NAME_WORD}[ \t]*\(\d{1,2}\)`;
const AGED_LIST = new RegExp(
  String.raw`${AGED}(?:(?:[ \t]*,[ \t]*(?:and[ \t]+|&[ \t]*)?|[ \t]+(?:and|&)[ \t]+)${AGED})+`,
  'gu',
);

/** A first name used as the label of a birth date: 'Harlan: 5/18/42. Beverly: 8/2/45.' */
const NAME_DATE = /(?:^|[.;,\n][ \t]*)(\p{Lu}\p{Ll}+):[ \t]*\d{1,2}[/-]\d{1,2}[/-]\d{2,4}\b/gmu;

/** 'legal name on your system: JINWOO PARK', 'full name is Ana Paula Reis'. */
const LEGAL_NAME = new RegExp(
  String.raw`\b(?:legal|full|real)[ \t]+name(?:[ \t]+on[ \t]+(?:the|your|my|our|his|her)[ \t]+(?:system|file|account|bill|card|chart|policy|records?))?[ \t]*(?::|is|was)[ \t]*["“]?((?:\p{Lu}[\p{L}\p{M}'’-]+[ \t]*){1,4})`,
  'gu',
);

/** Two people signing together on a line of their own: 'Héctor & Nilda Quiñones'. */
const PAIR_SIGNOFF = new RegExp(
  String.raw`^[ \t]*(\p{Lu}${NAME_WORD})[ \t]+(?:&|and)[ \t]+(\p{Lu}${NAME_WORD}(?:[ \t]+\p{Lu}${NAME_WORD}){1,2})[ \t]*$`,
  'gmu',
);

/** A name alone as the last sentence of a message: '... Mombasa. Fatuma Said Abdalla'. */
const END_NAME = new RegExp(
  String.raw`[.!?]\s+((?:${INITIAL}[ \t]*)*\p{Lu}${NAME_WORD}(?:[ \t]+\p{Lu}${NAME_WORD}){1,2})[ \t]*$`,
  'u',
);

/** A name under or after the closing words at the end ('Thx, T. Amankwah', 'Thanks,\nXiomara'). */
const CLOSING_LINE = new RegExp(
  String.raw`(?:^|\n|[.!?][ \t]+)[ \t]*(?:thx|thanks|thank you|many thanks|best|regards|best regards|kind regards|warm regards|sincerely|cheers|love|take care|god bless|blessings|respectfully|warmly|gracias|muchas gracias|merci|merci beaucoup|grazie|grazie mille|diolch|danke|vielen dank|dank je|bedankt|tack|takk|obrigad[oa]|muito obrigad[oa]|cordialement|saludos|atentamente|abraços|beijos|besos|un abrazo|bisous|groetjes|hilsen|pozdrawiam|asante|salamat|mahalo|cumprimentos|un saludo)[ \t]*[,.!-]*[ \t]*(?:\n[ \t]*)?((?:${INITIAL}[ \t]*)*\p{Lu}${NAME_WORD}(?:[ \t]+\p{Lu}${NAME_WORD}){0,2})[ \t]*$`,
  'iu',
);

/** 'Drew and Penny are my twins'. */
const PAIR_ARE_MY = new RegExp(
  String.raw`(\p{Lu}${NAME_WORD})[ \t]+(?:and|&)[ \t]+(\p{Lu}${NAME_WORD})[ \t]+(?:are|were)[ \t]+(?:my|our)[ \t]+(${NAME_WORD})`,
  'gu',
);

/** A name, then who they are in brackets: "Rocky's (my husband, ...", 'Habiba (daughter)'. */
const NAME_THEN_RELATION = new RegExp(
  String.raw`(?<![\p{L}'’])(\p{Lu}${NAME_WORD})(?:['’]s)?[ \t]*\((?:my|our|his|her)?[ \t]*(${NAME_WORD})`,
  'gu',
);

/** The person whose relative writes: "I am Lucía's mother", "Hunter's dad here". */
const WHOSE_RELATIVE = new RegExp(
  String.raw`(?<![\p{L}'’])(\p{Lu}${NAME_WORD}(?:[ \t]+\p{Lu}${NAME_WORD})?)['’]s[ \t]+(${NAME_WORD})\b`,
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
    if (nameWords(words)) push(m.index + m[0].lastIndexOf(words), words);
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
  for (const m of text.matchAll(CALLED)) {
    const words = m[1] ?? '';
    // 'call me Bong', not 'call me Monday': after 'call me' a listed first name or no dictionary word.
    const info = wordInfo(words.split(/[ \t]+/)[0]?.toLowerCase() ?? '');
    if (/call/i.test(m[0]) && info.dict && !info.first) continue;
    const at = m.index + m[0].length - words.length;
    const one = words.split(/[ \t]+/)[0] ?? '';
    // 'GOES BY DUKE BUT ...': the second word only when it is a name too.
    if (nameWords(words)) push(at, words);
    else if (nameWords(one)) push(at, one);
  }
  const closing = CLOSING_LINE.exec(text.trimEnd());
  if (closing?.[1]) {
    const words = closing[1];
    const list = words.split(/[ \t]+/).filter((w) => !/^\p{Lu}\.$/u.test(w));
    const info = wordInfo(list[0]?.toLowerCase() ?? '');
    const initialled = list.length < words.split(/[ \t]+/).length;
    if (list.length > 0 && (info.first || !info.dict || initialled) && nameWords(words))
      push(closing.index + closing[0].lastIndexOf(words), words);
  }
  for (const m of text.matchAll(PAIR_ARE_MY)) {
    if (!relationWords.has((m[3] ?? '').toLowerCase())) continue;
    for (const words of [m[1] ?? '', m[2] ?? '']) {
      const info = wordInfo(words.split(/[ \t]+/)[0]?.toLowerCase() ?? '');
      if ((info.first || !info.dict) && nameWords(words)) push(m.index + m[0].indexOf(words), words);
    }
  }
  for (const m of text.matchAll(NAME_THEN_RELATION)) {
    if (!relationWords.has((m[2] ?? '').toLowerCase())) continue;
    const words = (m[1] ?? '').replace(/['’]s$/, '');
    const info = wordInfo(words.split(/[ \t]+/)[0]?.toLowerCase() ?? '');
    if ((info.first || !info.dict) && nameWords(words)) push(m.index, words);
  }
  for (const m of text.matchAll(FOR_SHORT)) {
    const word = m[1] ?? '';
    if (nameWords(word)) push(m.index + 1, word);
  }
  for (const m of text.matchAll(AGED_LIST))
    for (const n of m[0].matchAll(new RegExp(String.raw`(\p{Lu}${NAME_WORD})[ \t]*\(`, 'gu'))) {
      const word = n[1] ?? '';
      if (nameWords(word)) push(m.index + n.index, word);
    }
  for (const m of text.matchAll(NAME_DATE)) {
    const word = m[1] ?? '';
    const info = wordInfo(word.toLowerCase());
    if (info.first && !info.domain && nameWords(word)) push(m.index + m[0].indexOf(word), word);
  }
  for (const m of text.matchAll(LEGAL_NAME)) {
    const words = (m[1] ?? '').trim();
    if (nameWords(words)) push(m.index + m[0].lastIndexOf(words), words, true);
  }
  const lastLines = text.split('\n').length;
  for (const m of text.matchAll(PAIR_SIGNOFF)) {
    // Only near the end of the message; every word a listed name or in no dictionary, so that
    // 'Johnson & Johnson Consumer' (a firm, 'Consumer') is not two people.
    const [, first = '', other = ''] = m;
    const info = wordInfo(first.toLowerCase());
    const rest = other.split(/[ \t]+/);
    const twoFirst = info.first && wordInfo(rest[0]?.toLowerCase() ?? '').first;
    if (!twoFirst && lastLines - text.slice(0, m.index).split('\n').length > 3) continue;
    const named =
      (info.first || !info.dict) &&
      rest.every((w) => {
        const i = wordInfo(w.toLowerCase());
        return i.first || i.last || !i.dict;
      }) &&
      !isOrgWord(rest.at(-1)?.toLowerCase() ?? '') &&
      rest.at(-1)?.toLowerCase() !== first.toLowerCase();
    if (!named || !nameWords(first) || !nameWords(other)) continue;
    // Strong: the firm rule ('Baylor Scott & White') must not hide two people signing.
    push(m.index + m[0].indexOf(first), first, true);
    push(m.index + m[0].lastIndexOf(other), other, true);
  }
  const last = END_NAME.exec(text.trimEnd());
  if (last?.[1]) {
    const words = last[1];
    const list = words.split(/[ \t]+/).filter((w) => !/^\p{Lu}\.$/u.test(w));
    const infos = list.map((w) => wordInfo(w.toLowerCase()));
    // The first word a first name or in no dictionary, the last a listed name or in no dictionary.
    const first = infos[0];
    const end = infos.at(-1);
    const named = first && end && (first.first || !first.dict) && (end.last || end.first || !end.dict);
    // A middle word may be a common word that is also a listed name ('Fatuma Said Abdalla').
    const middle = list.slice(1, -1).every((w, i) => fits(w) || infos[i + 1]?.last || infos[i + 1]?.first);
    const ends = nameWords(list[0] ?? '') && nameWords(list.at(-1) ?? '');
    if (named && middle && ends) push(last.index + last[0].indexOf(words), words);
  }
  for (const m of text.matchAll(WHOSE_RELATIVE)) {
    if (!relationWords.has((m[2] ?? '').toLowerCase())) continue;
    const words = (m[1] ?? '').replace(/['’]s$/, '');
    const info = wordInfo(words.split(/[ \t]+/)[0]?.toLowerCase() ?? '');
    // A listed first name or a word no dictionary holds ('Lucía', 'Hunter'), not 'The' or 'Mercy Hospital'.
    if (!(info.first || !info.dict) || !nameWords(words)) continue;
    push(m.index, words);
  }
  for (const m of text.matchAll(NAME_ANSWER)) {
    const answer = (m[1] ?? '').trim();
    if (/\d/.test(answer) || !nameWords(answer.replace(/[.!]+$/, ''))) continue;
    push(m.index + m[0].length - (m[1] ?? '').length, answer.replace(/[.!]+$/, ''));
  }
  return out;
}
