import type { Candidate } from './merge';
import { wordInfo } from './name-tokens';
import { DATE_SOURCE } from './patterns';
import { relationWords } from './word-lists';

/**
 * Dates of birth in sentences: any date form ('Nov 29, 1983', 'the 3rd of May, 1962', '1962-03-21')
 * right after a birth cue ('born on', 'b.', 'my date of birth is', 'DOB'). Service dates have no such cue.
 */
/** Dates in Spanish, French, Portuguese and German words ('8 de julio de 1975', '12 janvier 1948', '3. März 1950'). */
const FOREIGN_MONTHS =
  'enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre|' +
  'janvier|février|fevrier|mars|avril|mai|juin|juillet|août|aout|septembre|octobre|novembre|décembre|decembre|' +
  'janeiro|fevereiro|março|marco|maio|junho|julho|setembro|outubro|novembro|dezembro|' +
  'januar|februar|märz|maerz|juni|juli|oktober|dezember';
const FOREIGN_DATE = String.raw`\d{1,2}(?:er|º)?\.?[ \t]+(?:de[ \t]+)?(?:${FOREIGN_MONTHS})(?:[ \t]+de|,)?[ \t]+(?:19|20)\d{2}(?!\d)`;
const DATE_G = new RegExp(`(?<![\\d/])(?:${DATE_SOURCE}|${FOREIGN_DATE})`, 'giu');
const BIRTH_CUE =
  /(?:(?:^|[\s(,;])b\.|\bborn\b(?:\s+(?:(?:sometime|back|early|late)\s+)?(?:on|in))?|\bgeboren\b(?:\s+am)?|\bgeb\.|\bfödd\b|\bfødt\b|\burodzon[ay]\b|\bnat[oa]\b(?:\s+il)?|(?<![a-zà-ÿ])n[ée]e?(?![a-zà-ÿ])(?:\s+le)?|\bnacid[oa]\b(?:\s+el)?|\bnaci[óo](?![a-zà-ÿ])(?:\s+el)?|\bnascid[oa]\b(?:\s+(?:em|a))?|\bnasceu\b(?:\s+(?:em|a))?|\bnascimento\b|\bnacimiento\b|\bn[ăa]scut[ăa]?(?![\wăâîșțşţ])(?:\s+(?:la|[îi]n))?|\bsz[üu]l\.|\bsz[üu]letett\b|\bsinh(?:\s+ng[àa]y)?\b|\(s\.|\bsyntynyt\b|\bsünd(?:inud)?\b|\bfecha\s+de\s+nacimiento\b|\bdate\s+de\s+naissance\b|\bgeburtsdatum\b|\bdata\s+de\s+nascimento\b|\bdobs?\b|\bd\.o\.b\.?|\bbirth\b(?![ \t]+(?:certificate|weight|control|plan|cent(?:er|re)|defect|records?))|\bdate\s+of\s+birth\b|\bbirth\s*date\b|\bbirth\s?day\b|\bb-?day\b|\bturns?\s+\d{1,3}\s+on|\bwelcomed\s+(?:baby|a\s+(?:baby|son|daughter|boy|girl)|twins)(?:\s+[A-Z][a-z'’-]+){0,2}\s+on)(?:\s*\([^()\n]{1,20}\))?(?:\s+(?:is|was|of|reads|should\s+be|=|é|es|est))?[\s:,#-]*$/i;

/**
 * A cue after the date in the same sentence ('March 3, 1950 is my birthday', '... when I was born'), or
 * in a short reply right after it ('... on May 2, 1955? No, that is my birthday.').
 */
const BIRTH_AFTER =
  /^[^.?!\n]{0,30}(?:\b(?:(?:is|was) my (?:birthday|birth ?date|date of birth)|I was born|was born)\b|[.?!][ \t]+(?:(?:no|yes|sorry|oops|wait),?[ \t]+)?(?:that|this|it)(?:['’]s|[ \t]+(?:is|was))[ \t]+(?:actually[ \t]+)?my[ \t]+(?:birthday|birth ?date|date of birth)\b)/i;

const NUM =
  '(?:seventeen|thirteen|fourteen|eighteen|nineteen|thousand|fifteen|sixteen|seventy|hundred|eleven|twelve|twenty|thirty|eighty|ninety|three|seven|eight|forty|fifty|sixty|zero|four|five|nine|one|two|six|ten|oh)';
const ORD =
  '(?:seventeenth|thirteenth|fourteenth|eighteenth|nineteenth|fifteenth|sixteenth|twentieth|thirtieth|eleventh|seventh|twelfth|second|fourth|eighth|first|third|fifth|sixth|ninth|tenth)';
export const MONTH =
  '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?';
const SPOKEN_PART = `(?:(?:1[89]|20)\\d{2}|(?:${NUM}-)?${ORD}|${NUM}(?:-(?:${ORD}|${NUM}))?|${MONTH}|the|of|\\d{1,2}(?:st|nd|rd|th)?)(?![\\p{L}\\d])`;
/**
 * A birth date said or written in words ('the fifth of August, 1944', 'ten twelve eighty-five',
 * 'March the third, nineteen fifty'): three parts or more, one of them a number word or an ordinal.
 */
const SPOKEN_DATE = new RegExp(`^${SPOKEN_PART}(?:,?[ \\t]+${SPOKEN_PART}){2,7}`, 'iu');
/** A Japanese era date ('平成2年4月1日'). */
const ERA_DATE = /^(?:明治|大正|昭和|平成|令和)\d{1,2}年\d{1,2}月\d{1,2}日/;
/** A month and a year after a birth cue ('born in March of 1960', 'born Oct 1958'). */
/** Month names of other languages, as written in a date ('3 marca 1947', '12 апреля 1949 г.', '8 ene 1965'). */
const OTHER_MONTHS =
  'stycznia|lutego|marca|kwietnia|maja|czerwca|lipca|sierpnia|września|wrzesnia|października|pazdziernika|listopada|grudnia|' +
  'января|февраля|марта|апреля|мая|июня|июля|августа|сентября|октября|ноября|декабря|' +
  'gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre|' +
  'januari|februari|maart|mei|augustus|' +
  'ianuarie|februarie|martie|aprilie|iunie|iulie|septembrie|octombrie|noiembrie|decembrie|' +
  'ene|abr|ago|dic';
/** Date forms read only after a birth cue: '03 17 1941', '1981/06/02', '1961年11月3日', '7 listopada 1955'. */
/** Hungarian months, written after the year ('1949. október 3.'). */
const HU_MONTHS =
  'január|február|március|április|május|június|július|augusztus|szeptember|október|november|december|jan|febr|márc|ápr|máj|jún|júl|aug|szept|okt|nov|dec';
const CUED_DATE = new RegExp(
  `^(?:(?:19|20)\\d{2}\\.[ \\t]*(?:${HU_MONTHS})\\.?[ \\t]+\\d{1,2}\\.?|\\d{1,2}[ \\t]+th[áa]ng[ \\t]+\\d{1,2}[ \\t]+n[ăa]m[ \\t]+(?:19|20)\\d{2}|\\d{1,2} \\d{1,2} (?:19|20)\\d{2}(?!\\d)|(?:19|20)\\d{2}\\/\\d{1,2}\\/\\d{1,2}(?!\\d)|\\d{4}年\\d{1,2}月\\d{1,2}日|\\d{1,2}\\.?[ \\t]+(?:${OTHER_MONTHS})\\.?[ \\t]+(?:19|20)\\d{2}(?:[ \\t]*г\\.)?)`,
  'iu',
);

const MONTH_YEAR = new RegExp(`^${MONTH}(?:[ \\t]+of)?,?[ \\t]+(?:19|20)\\d{2}(?!\\d)`, 'i');
/** A month and a day without a year ('September 28', '4th of March', 'the 4th day of March'). */
export const MONTH_DAY_SOURCE = `(?:${MONTH}[ \\t]+\\d{1,2}(?:st|nd|rd|th)?|\\d{1,2}(?:st|nd|rd|th)?[ \\t]+(?:day[ \\t]+of[ \\t]+|of[ \\t]+)?${MONTH})`;
/** ... after a cue ('born early on September 28', 'turns 90 on August 9'), with no year after it. */
const MONTH_DAY = new RegExp(`^${MONTH_DAY_SOURCE}(?![\\p{L}\\d]|,?[ \\t]*\\d)`, 'iu');
/** A birth year alone after a birth label ('Date of birth: 1963', 'born in 1958'). */
const YEAR_ONLY = /^(?:18|19|20)\d{2}(?![\d/-]|\.\d|[ \t]*[-–][ \t]*\d)/;
/** A birth year said in words or cut short after a cue ('born in nineteen forty-six', "born in '38"). */
const SPOKEN_YEAR = new RegExp(
  `^(?:(?:nineteen|eighteen)[ \\t-](?:oh[ \\t-]${NUM}|(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:-${NUM})?|${NUM})|two[ \\t-]thousand(?:[ \\t-](?:and[ \\t-])?${NUM})?|['’]\\d{2})(?![\\p{L}\\d])`,
  'iu',
);

/** A second birth date after a first in the sentence ('his date of birth is ... and mine is 03/30/1994'). */
const AND_ANOTHER =
  /\b(?:and|&)[ \t]+(?:mine|his|hers|theirs|(?:my|his|her|our|their)[ \t]+[\p{L}'’]+)[ \t]+(?:is|was|:)[ \t]*$/iu;
/** A date listed after another one ('DOBs 04/02/2012 and 10/17/2016'). */
const LISTED_AFTER_DATE = new RegExp(`(?:${DATE_SOURCE})[ \\t]*(?:,|,?[ \\t]*(?:and|&))[ \\t]*$`, 'i');
const BIRTH_WORD = /\b(?:born|dobs?|d\.o\.b|birth|birthday|b-?day)\b/i;

/** Nothing but a speaker's label before `at` on its line ('User: 09/03/1987'). */
function opensAnswerLine(text: string, at: number): boolean {
  return /^[ \t]*(?:[\p{L} .'’-]{1,20}:)?[ \t]*$/u.test(text.slice(text.lastIndexOf('\n', at - 1) + 1, at));
}

/** The line before asks for a date of birth ('Bot: What is the patient's date of birth?'). */
function askedBefore(text: string, at: number, end: number): boolean {
  const lineStart = text.lastIndexOf('\n', at - 1) + 1;
  const lineEnd = text.indexOf('\n', end);
  // The date is the whole answer, after a speaker's label at most.
  if (!/^[ \t.,;!]*$/.test(text.slice(end, lineEnd < 0 ? text.length : lineEnd))) return false;
  if (!opensAnswerLine(text, at)) return false;
  const lines = text.slice(Math.max(0, lineStart - 300), Math.max(0, lineStart - 1)).split('\n');
  // The question, or the one before a first answer ('You: Ana Ruiz' / 'You: 9/2/1979').
  const prev = lines
    .filter((l) => l.trim() !== '')
    .slice(-2)
    .join('\n');
  return /\b(?:date of birth|birth ?date|dob|d\.o\.b|birthday|b-?day|when (?:were you|was (?:he|she|the patient)) born)\b/i.test(
    prev,
  );
}

function cueFor(text: string, at: number): boolean {
  return BIRTH_CUE.test(text.slice(Math.max(0, at - 40), at));
}

export function findBirthDates(text: string): Candidate[] {
  const out: Candidate[] = [];
  for (const m of text.matchAll(/(?<=[\s:(,#-]|^)\S/g)) {
    const at = m.index;
    const rest = text.slice(at, at + 60);
    if (!/^(?:[\p{L}\d明大昭平令]|['’]\d)/u.test(rest)) continue;
    const cued = cueFor(text, at);
    if (!cued && !opensAnswerLine(text, at)) continue;
    let len: number;
    const spoken = SPOKEN_DATE.exec(rest);
    if (spoken && new RegExp(`\\b(?:${NUM}|${ORD})\\b`, 'i').test(spoken[0]))
      len = spoken[0].replace(/[ \t,]+(?:the|of)$/i, '').length;
    else
      len =
        ERA_DATE.exec(rest)?.[0].length ??
        (cued ? CUED_DATE.exec(rest)?.[0].length : undefined) ??
        (cued ? MONTH_YEAR.exec(rest)?.[0].length : undefined) ??
        YEAR_ONLY.exec(rest)?.[0].length ??
        (cued ? SPOKEN_YEAR.exec(rest)?.[0].length : undefined) ??
        (cued ? MONTH_DAY.exec(rest)?.[0].length : undefined) ??
        0;
    if (len === 0 || (!cued && !askedBefore(text, at, at + len))) continue;
    out.push({ start: at, end: at + len, phiType: 'date_of_birth', confidence: 0.85, strong: true });
  }
  for (const m of text.matchAll(DATE_G)) {
    const before = text.slice(Math.max(0, m.index - 40), m.index);
    const after = text.slice(m.index + m[0].length, m.index + m[0].length + 60);
    const another =
      (AND_ANOTHER.test(before) || LISTED_AFTER_DATE.test(before)) &&
      BIRTH_WORD.test(text.slice(Math.max(0, m.index - 120), m.index));
    // 'i am 44 (11/02/1981)': an age, then the birth date in brackets.
    // "I'm 3-8-1990, he's 11-12-1993": a date said of oneself or of someone is their birth date.
    const said = /\b(?:i'm|i’m|im|i am|she's|she’s|he's|he’s|she is|he is)[ \t]*$/i.test(before);
    const aged =
      /\b(?:i am|i'm|i’m|im|aged?|he is|she is|he's|she's)[ \t]+\d{1,3}(?:[ \t]*(?:yo|y\/o|years?(?: old)?))?[ \t]*\($/i.test(
        before,
      );
    if (
      !aged &&
      !said &&
      !BIRTH_CUE.test(before) &&
      !BIRTH_AFTER.test(after) &&
      !another &&
      !askedBefore(text, m.index, m.index + m[0].length)
    )
      continue;
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

/**
 * A date written right after a person's name, as forms and sign-offs give a birth date ('Patient is me,
 * Brandon Tidwell, 07-19-1990', 'Brianna Sorrell 4/4/1999'): a birth date when it is two years old or
 * more (a visit's date is recent) and the name is no clinician's.
 */
export function findDatesAfterNames(
  text: string,
  names: readonly Candidate[],
  now = new Date(),
): Candidate[] {
  const out: Candidate[] = [];
  const ends = new Set(names.map((n) => n.end));
  const datesAndYears = [
    ...text.matchAll(DATE_G),
    ...text.matchAll(/(?<=\()(?:19|20)\d{2}(?=\))/g),
    // 'Pt Hildegard Roth, 1931.': a year alone after a name and a comma, closing the clause.
    ...text.matchAll(/(?<=, )(?:19|20)\d{2}(?=[.;,)]|[ \t]*$|[ \t]*\n)/g),
    // A year alone after a name in a list's row ('Mom — Thảo Đặng — 1982 — cell', '- Dietrich Vogt 1977').
    ...text.matchAll(
      /(?<=[—–][ \t]|[ \t]-[ \t]|\)[ \t]|\p{L}[ \t])(?:19|20)\d{2}(?=[ \t]*(?:[—–,;]|[ \t]-[ \t]|$|\n))/gmu,
    ),
    // A year alone in a table's cell ('Crow Feather, Laverne      1961        none on file').
    ...text.matchAll(/(?<=[ ]{2}|\t|\|[ \t]*|",")(?:19|20)\d{2}(?=[ ]{2}|\t|[ \t]*\||"|[ \t]*$)/gm),
  ];
  for (const m of datesAndYears) {
    const before = text.slice(Math.max(0, m.index - 60), m.index);
    // 'X Y, 07-19-1990', 'X Y 4/4/1999', 'X Y (1958)', 'X Y | 1941-03-05', 'X, Y — 10/02/1936', and with
    // an identifier between ('X, MBI 6RV3-AB1-XK55, 1950-09-14', 'X (RXM 0019 4420 7), 10/30/1961').
    const gap = (BETWEEN_ID.exec(before) ?? BETWEEN.exec(before))?.[0].length ?? 0;
    const nameEnd = m.index - gap;
    const name =
      gap > 0 && ends.has(nameEnd) ? names.find((n) => n.end === nameEnd) : rowNameBefore(text, m, names);
    if (
      !name ||
      /\b(?:[Dd]r|DR|[Dd]octor|[Nn]urse|NP|PA|RN|MD|np|pa|rn|md)\b\.?[ \t]*(?:\p{Lu}[\p{L}.'’-]*[ \t]+)?$/u.test(
        text.slice(Math.max(0, name.start - 24), name.start),
      )
    )
      continue;
    const year = yearOf(m[0], now);
    // A year alone is a birth year only when it is an adult's ('Jane Doe, 2019.' may be when she paid).
    const alone = /^\d{4}$/.test(m[0]) && text.charAt(m.index - 1) !== '(';
    // A child's year is taken in a list's row, after a dash ('Joshua Bacalso (son) — 2014 — same address').
    const listed =
      alone &&
      /[—–][ \t]*$/.test(text.slice(nameEnd, m.index)) &&
      /^[ \t]*[—–]/.test(text.slice(m.index + 4));
    if (!year || year > now.getFullYear() - (listed ? 0 : alone ? 18 : 2)) continue;
    out.push({ start: m.index, end: m.index + m[0].length, phiType: 'date_of_birth', confidence: 0.8 });
  }
  return out;
}

/** A row's cells: quoted CSV, tabs, pipes or runs of spaces. */
const CELL_SEP = /"?,"|\t+|[ \t]*\|[ \t]*|[ ]{2,}|[ \t]\/[ \t]/g;

/**
 * A date cell in a row whose first cell is a person's name, with at most two cells between and none of
 * them a date or money ('"Aldana, Graciela M","1204 Calle Suerte, ...","1977-05-05"', '3  Crow Feather,
 * Laverne      1961        none on file').
 */
function rowNameBefore(text: string, date: RegExpMatchArray, names: readonly Candidate[]) {
  const at = date.index ?? 0;
  const lineStart = text.lastIndexOf('\n', at - 1) + 1;
  const row = text.slice(lineStart, at);
  const seps = [...row.matchAll(CELL_SEP)];
  const last = seps.at(-1);
  // The date opens a cell and closes it.
  if (!last || last.index + last[0].length !== row.length) return undefined;
  const after = text.slice(at + date[0].length);
  // The date closes its cell, and no amount follows it (a service's or a payment's date).
  if (
    !/^(?:"?,"|"?[ \t]*(?:$|\n)|\t|[ \t]*\||[ ]{2})/.test(after) ||
    /^(?:"?,"|\t|[ \t]*\||[ ]{2,})[ \t]*\$?\d[\d,]*\.\d{2}\b/.test(after)
  )
    return undefined;
  const name = names.find((n) => n.start >= lineStart && n.end <= at);
  if (!name) return undefined;
  const between = text.slice(name.end, at);
  const cells = between.split(CELL_SEP).filter((c) => c.replace(/["\s]/g, '') !== '');
  // Cells between hold an address, a phone or an identifier; a description ('Office visit') makes the
  // row a service's, and so does money after the date.
  if (cells.length > 2 || cells.some((c) => !/\d/.test(c) || /\$|\d[/.-]\d{1,2}[/.-]\d/.test(c)))
    return undefined;
  // The name is the row's first cell (after an item number).
  const head = text.slice(lineStart, name.start);
  if (!/^[ \t]*(?:"|#?\d{1,4}[.)]?[ \t]+)?$/.test(head)) return undefined;
  return name;
}

const BETWEEN = /(?:[ \t]*\([\p{L} ]{1,12}\))?[ \t]*(?:,|\(|\||[—–]|[ \t]-|[ \t]\/|:|\.)?[ \t]*$/u;
const BETWEEN_ID =
  /(?:,[ \t]*(?:[A-Z]{2,6}[ \t#:]*)?|[ \t]*\((?:[A-Z]{2,6}[ \t#:]*)?)(?=[A-Z0-9-]*\d)[A-Z0-9][A-Z0-9-]{3,19}(?:[ \t][A-Z0-9]{1,8}){0,3}\)?,[ \t]*$/;

/** The year of a date; two digits only when they can be the last century's alone ('3-17-49'). */
function yearOf(date: string, now: Date): number | undefined {
  const four = /(?:19|20)\d{2}(?!\d)/.exec(date)?.[0];
  if (four) return Number(four);
  const two = /^\d{1,2}[-/.]\d{1,2}[-/.](\d{2})$/.exec(date)?.[1];
  const yy = Number(two ?? NaN);
  return yy > now.getFullYear() % 100 ? 1900 + yy : undefined;
}

/** A birth date restated in brackets after one found ('DOB 23.04.1995 (04/23/1995)'), or given in parallel. */
export function findRestatedBirthDates(text: string, births: readonly Candidate[]): Candidate[] {
  const out: Candidate[] = [];
  for (const b of births) {
    if (b.phiType !== 'date_of_birth') continue;
    const m = RESTATED.exec(text.slice(b.end, b.end + 72)) ?? PARALLEL.exec(text.slice(b.end, b.end + 48));
    const listed = m ? undefined : LISTED_PARALLEL.exec(text.slice(b.end, b.end + 48));
    if (listed?.[1] && listed[2] && personWords(listed[1])) {
      const start = b.end + listed[0].lastIndexOf(listed[2]);
      out.push({ start, end: start + listed[2].length, phiType: 'date_of_birth', confidence: b.confidence });
      continue;
    }
    const date = m?.[1] ?? m?.[2];
    if (!m || !date) continue;
    const start = b.end + m[0].lastIndexOf(date);
    out.push({ start, end: start + date.length, phiType: 'date_of_birth', confidence: b.confidence });
  }
  return out;
}
const RESTATED = new RegExp(
  `^[ \\t]*(?:\\((?:[^()\\n\\d]{0,30}?(?:i\\.e\\.,?[ \\t]*|that's[ \\t]+|that is[ \\t]+|it's[ \\t]+))?((?:${DATE_SOURCE}))\\)|[—–,;.]?[^\\n\\d.]{0,30}?(?:\\b(?:in english|(?:in )?(?:your|the us|us|american) format|should read|which is|i\\.e\\.)[^\\n\\d]{0,16}?|[ \\t]=[ \\t]*)((?:${DATE_SOURCE})))`,
  'i',
);
/** Another person's birth date listed after one ('lily-mae dob 7/22/16, wren 4/1/19', 'my DOB X, hers Y'). */
const LISTED_PARALLEL = new RegExp(
  `^[ \\t]*,[ \\t]*(?:and[ \\t]+)?((?:[\\p{L}'’-]{2,20}[ \\t]+){1,2})(?:dob[ \\t]+)?((?:${DATE_SOURCE}))(?![\\d/])`,
  'iu',
);

/** Words naming whose date it is: a pronoun, a relation, or a listed name. */
function personWords(words: string): boolean {
  return words
    .trim()
    .split(/[ \t]+/)
    .every((w) => {
      const key = w.toLowerCase().replace(/['’]s$/, '');
      if (/^(?:hers|his|mine|theirs|yours|ours|my|her)$/.test(key) || relationWords.has(key)) return true;
      const info = wordInfo(key);
      return !info.never && !info.domain && (info.first || info.last);
    });
}

/**
 * Another birth date right after one, in parallel or corrected ('he's 11/02/1951 and I'm 11/09/1979', 'my
 * dob 05/11/1979. urs is 09/28/2007', '(2/17/2017, it's 2/7/2017)').
 */
const PARALLEL = new RegExp(
  `^[^\\n\\d]{0,8}?(?:,|\\.|;|\\band\\b|\\bbut\\b)[ \\t]*(?:and[ \\t]+)?(?:it[’']?s|it is|i[’']?m|i am|he[’']?s|she[’']?s|(?:yours|urs|ur|his|hers|mine|theirs|my [a-z]+[’']s|\\p{Lu}\\p{Ll}+[’']s)[ \\t]+(?:is|=)|should be|correct(?:ed)?(?: one)?(?: is)?:?|not)[ \\t]+((?:${DATE_SOURCE}))(?![\\d/])`,
  'iu',
);
