import { isResidenceName } from './address-residences';
import type { Candidate } from './merge';
import { isOrgWord, isParticle, isSuffix, isWordShaped, nameStrength, wordInfo } from './name-tokens';
import { startsSentence, type TextIndex, type Token } from './text';
import {
  calendarWords,
  clinicianTitles,
  functionWords,
  nameIntroducers,
  relationWords,
  titles,
} from './word-lists';

/**
 * Names found by the words around them: courtesy titles ('Mr. Smith'), relatives ('his wife, Carol'),
 * salutations ('Dear Ms. Lee,'), 'X is a 70 yo', 'Hank Smith (son)', the addressee above a street line.
 */

type Mode = 'mixed' | 'upper' | 'lower';

export function modeOf(index: TextIndex, t: Token): Mode {
  const mode = index.lines[t.line]?.mode ?? 'mixed';
  // An ALL CAPS word in mixed text carries no case signal; a capitalised word in lower-case text does.
  if (mode === 'mixed' && t.shape === 'upper' && t.text.length > 1) return 'upper';
  if (mode === 'lower' && t.shape === 'title') return 'mixed';
  return mode;
}

/** An ALL CAPS word of three letters or fewer is an abbreviation ('PTA', 'OOB', 'CEO') unless a first name. */
function abbreviation(t: Token, first: boolean): boolean {
  return t.shape === 'upper' && t.text.length <= 3 && !first;
}

/** A domain word counts as a name only when written as one in mixed text ('Son, Ed' but not 'ED'). */
function blocked(index: TextIndex, t: Token, allowShort = false): boolean {
  const info = wordInfo(t.key);
  if (info.never || isOrgWord(t.key) || t.key.length < 2) return true;
  if (info.domain) return !(info.first && t.shape === 'title' && modeOf(index, t) === 'mixed');
  return !allowShort && abbreviation(t, info.first);
}

/** Could this token be the first word of a name where context expects one? */
export function opensName(index: TextIndex, t: Token, strict: boolean): boolean {
  if (!isWordShaped(t) || blocked(index, t)) return false;
  const info = wordInfo(t.key);
  const mode = modeOf(index, t);
  if (mode === 'mixed') {
    if (t.shape === 'title') return !strict || info.first || info.last || !info.dict;
    return info.first || !info.word;
  }
  return info.first || !info.word || (!strict && info.last);
}

/** Could this token continue a name already begun ('Carol' → 'Buckley')? */
export function continuesName(index: TextIndex, t: Token): boolean {
  if (isInitial(index, t) || isSuffix(t.key)) return true;
  const info = wordInfo(t.key);
  // A state's name that is also a name, after a name begun ('Earl Washington', 'Summer Georgia Austin').
  if (info.place && (info.first || info.last) && isWordShaped(t)) return t.shape !== 'lower';
  if (!isWordShaped(t) || blocked(index, t)) return false;
  if (modeOf(index, t) === 'mixed') return t.shape === 'title' && (info.first || info.last || !info.dict);
  // Without case to go by, only a listed name that is no English word ('marcela carlson').
  return (info.first || info.last) && !info.word;
}

function isInitial(index: TextIndex, t: Token): boolean {
  return /^[A-Za-z]$/.test(t.text) && index.text.charAt(t.end) === '.' && t.shape === 'upper';
}

/** Extends a name from token i over the following name words on the same line. */
export function extendName(index: TextIndex, i: number, max = 3): number {
  const { tokens, text } = index;
  let last = i;
  for (let j = i + 1; j < tokens.length && j <= i + max; j++) {
    const prev = tokens[j - 1];
    const t = tokens[j];
    if (!prev || !t || t.line !== prev.line) break;
    const gap = text.slice(prev.end, t.start);
    if (!/^(?: |\. ?|\s?-\s?)$/.test(gap)) break;
    // A full stop ends the name unless it closes an initial ('Ann B. Ray'): 'Treviño. Recibí' is two sentences.
    if (gap.startsWith('.') && !/^\p{L}$/u.test(prev.text)) break;
    // 'Eun-ji', 'Jae-won': a lower-case part joined by a hyphen belongs to the word before.
    if (gap === '-' && /^[a-z]/.test(t.text) && prev.shape === 'title' && !functionWords.has(t.key)) {
      last = j;
      continue;
    }
    // A particle or a bare middle initial counts when a name word follows ('ROBERT A KOWALSKI'), also
    // two particles ('María de la Cruz').
    const bridge = (isParticle(t.key) || /^[A-Z]$/.test(t.text)) && j < i + max;
    let after = tokens[j + 1];
    let through = j;
    if (
      bridge &&
      after &&
      isParticle(after.key) &&
      after.line === t.line &&
      text.slice(t.end, after.start) === ' ' &&
      /^[a-z]/.test(t.text)
    ) {
      through = j + 1;
      after = tokens[j + 2];
    }
    const bridged =
      bridge &&
      after?.line === t.line &&
      text.slice(tokens[through]?.end ?? t.end, after.start) === ' ' &&
      continuesName(index, after);
    if (!continuesName(index, t) && !bridged) break;
    last = bridged && through > j ? through : j;
    if (through > j) j = through;
  }
  return last;
}

function span(index: TextIndex, from: number, to: number, confidence: number, strong: boolean): Candidate {
  const a = index.tokens[from] as Token;
  const b = index.tokens[to] as Token;
  let end =
    isInitial(index, b) || isSuffix(b.key) ? b.end + (index.text.charAt(b.end) === '.' ? 1 : 0) : b.end;
  if (/['’]s$/i.test(b.text)) end -= 2; // the possessive of "Mrs. McLaughlin's speech"
  return { start: a.start, end, phiType: 'name', confidence, strong };
}

/** 'Mr. Smith', 'MRS BRUCER', 'mr nicholson', 'Ms. Jane Q. Public'. */
function afterTitles(index: TextIndex, out: Candidate[]): void {
  const { tokens, text } = index;
  tokens.forEach((t, i) => {
    if (!titles.has(t.key)) return;
    // '3-4+MR.' is mitral regurgitation, not a title.
    if (t.start > 0 && /[^\s("'\-:;,.]/.test(text.charAt(t.start - 1))) return;
    const next = tokens[i + 1];
    if (!next || next.line !== t.line) return;
    const gap = text.slice(t.end, next.start);
    if (!/^(?:\.? {1,3}|\.)$/.test(gap)) return;
    if (!isWordShaped(next)) return;
    const info = wordInfo(next.key);
    // 'Mrs. June Crenshaw', 'Mr. Will Kulkarni': a listed first name that is also a word, then a surname.
    const after = tokens[i + 2];
    const firstThenSurname =
      info.first &&
      next.shape === 'title' &&
      after?.line === next.line &&
      text.slice(next.end, after.start) === ' ' &&
      after.shape === 'title' &&
      continuesName(index, after) &&
      !isOrgWord(after.key);
    if (blocked(index, next, true) && !(firstThenSurname && !isOrgWord(next.key))) return;
    // 'MS' or 'ms' is also mental status or morphine sulfate, 'MR' mitral regurgitation: unless
    // written 'Ms.'/'Mr.', the word after must look like a name on its own.
    const ambiguous = (t.key === 'ms' || t.key === 'mr') && t.shape !== 'title';
    // 'MR. BROOKS CALLED': with its full stop, a title before a listed surname, even one that is a word.
    const dotted = gap.startsWith('.') && info.last;
    if (ambiguous && ((info.dict && !dotted) || (modeOf(index, next) === 'mixed' && next.shape === 'lower')))
      return;
    if (modeOf(index, next) === 'mixed' && next.shape === 'lower' && info.word && !info.first && !info.last)
      return;
    if (info.dict && !info.first && !info.last && next.shape !== 'title') return;
    out.push(span(index, i + 1, extendName(index, i + 1), 0.9, true));
  });
}

const SOCIAL_VERBS = new Set(
  'called calls visited visiting phoned came was is in updated spoke here at and has will present stayed'.split(
    ' ',
  ),
);

/** After 'Social:', a first name that is no English word, or one followed by what people do ('bill called'). */
function socialName(n: Token, next: Token | undefined): boolean {
  const info = wordInfo(n.key);
  if (!info.first) return false;
  return !info.dict || (next !== undefined && next.line === n.line && SOCIAL_VERBS.has(next.key));
}

const CONNECTOR = /^[\s,.:;()?\-"'&/]*$/;

/** Names after words for relatives and proxies, with lists ('Sons Smokey, Morris and Roger'). */
function afterRelations(index: TextIndex, out: Candidate[]): void {
  const { tokens, text } = index;
  tokens.forEach((t, i) => {
    const isIntro = nameIntroducers.has(t.key);
    const significantOther = t.key === 'other' && tokens[i - 1]?.key === 'significant';
    // 'Social: Bill called': the social section of a note opens with the people around the patient.
    const socialOnly =
      (t.key === 'social' || t.key === 'soc') && /^\s?[:-]/.test(text.slice(t.end, t.end + 2));
    if (!relationWords.has(t.key) && !isIntro && !significantOther && !socialOnly) return;
    if (t.key === 'name' && tokens[i + 1]?.key !== 'is') return;
    // "mom's bill", "dad's insurance": what follows a possessive relative is theirs, not their name.
    if (relationWords.has(t.key) && /['’]s$/i.test(t.text)) return;
    let j = i + 1;
    // 'Brother in London: Femi', 'Aunt (Lagos): Ngozi': where the relative lives, then the label's colon.
    const where =
      /^[ \t]+(?:in|at|from|\()[ \t]*\p{Lu}[\p{L}'’-]*(?:[ \t]\p{Lu}[\p{L}'’-]*)?\)?[ \t]*:/u.exec(
        text.slice(t.end, t.end + 40),
      );
    if (where && relationWords.has(t.key)) {
      while (tokens[j] && (tokens[j]?.start ?? 0) < t.end + where[0].length) j++;
    }
    // Skip 'is', 'was', 'mrs.' and punctuation between the relation and the name.
    for (let hops = 0; hops < 3; hops++) {
      const n = tokens[j];
      const prev = tokens[j - 1];
      if (!n || !prev || n.line !== t.line || !CONNECTOR.test(text.slice(prev.end, n.start))) return;
      // A second relation word ('proxy is granddaughter: Irene') is handled on its own.
      if (relationWords.has(n.key)) return;
      if (!['is', 'was', 'named', 's', 'mrs', 'mr', 'ms', 'miss', 'of'].includes(n.key)) break;
      j++;
    }
    let cur = j;
    for (let names = 0; names < 4; names++) {
      const n = tokens[cur];
      const prev = tokens[cur - 1];
      if (!n || !prev || n.line !== t.line) return;
      const gap = text.slice(prev.end, n.start);
      if (names === 0 ? !CONNECTOR.test(gap) || gap.length > 4 : false) return;
      // A full stop right after the relation ends the sentence ('health care proxy. Copy of ...').
      if (names === 0 && prev === t && /\.\s/.test(gap)) return;
      // In mixed case a capitalised word right after the relation is a name ('Sons Smokey, ...').
      const titled = n.shape === 'title' && modeOf(index, n) === 'mixed';
      if (!opensName(index, n, !titled)) return;
      if (socialOnly && !socialName(n, tokens[cur + 1])) return;
      const last = extendName(index, cur);
      out.push(span(index, cur, last, 0.85, true));
      // A list: ', X', ' and X', ' & X'.
      const after = tokens[last + 1];
      const lastTok = tokens[last];
      if (!after || !lastTok || after.line !== t.line) return;
      const sep = text.slice(lastTok.end, after.start);
      if (/^\s*(?:,|&)\s*$/.test(sep) && opensName(index, after, true)) {
        cur = last + 1;
        continue;
      }
      if (/^\s*,?\s*$/.test(sep) && (after.key === 'and' || after.key === 'or')) {
        const nn = tokens[last + 2];
        if (nn && nn.line === t.line && opensName(index, nn, true)) {
          cur = last + 2;
          continue;
        }
      }
      return;
    }
  });
}

/** 'Hank Smith (son)', 'Irene Sherwood, wife.', 'KEEP ROMERO FAMILY AWARE': the relation after the name. */
function beforeRelations(index: TextIndex, out: Candidate[]): void {
  const { tokens, text } = index;
  tokens.forEach((t, i) => {
    const family = t.key === 'family';
    if ((!relationWords.has(t.key) && !family) || i === 0) return;
    const prev = tokens[i - 1];
    if (!prev || prev.line !== t.line) return;
    const gap = text.slice(prev.end, t.start);
    const after = text.charAt(t.end);
    const ok = family
      ? gap === ' '
      : (/^\s?\(\s?$/.test(gap) && after === ')') ||
        (/^\s?[,-]\s?$/.test(gap) && /^[).,;]?$/.test(after.trim()));
    if (!ok) return;
    let first = i - 1;
    while (first > 0 && first > i - 3) {
      const p = tokens[first - 1];
      const c = tokens[first];
      if (!p || !c || p.line !== t.line || text.slice(p.end, c.start) !== ' ' || !opensName(index, p, true))
        break;
      first--;
    }
    const head = tokens[first];
    if (!head || !opensName(index, head, true) || nameStrength(head) === 0) return;
    if (modeOf(index, head) === 'mixed' && head.shape !== 'title') return;
    if ((family || first === i - 1) && nameStrength(prev) < 2) return;
    out.push(span(index, first, i - 1, 0.75, false));
  });
}

/** 'Dear Ms. Lee,' and the signature under 'Sincerely,'. */
function salutations(index: TextIndex, out: Candidate[]): void {
  const { tokens, text, lines } = index;
  tokens.forEach((t, i) => {
    if (t.key === 'dear') {
      let j = i + 1;
      const n = tokens[j];
      if (n && titles.has(n.key)) j++;
      const first = tokens[j];
      if (!first || first.line !== t.line || first.shape === 'lower') return;
      const month = calendarWords.has(first.key) && /^\s*[,:]/.test(text.slice(first.end, first.end + 2));
      // Strict: 'Dear Valued Member' is no name.
      if (!month && !opensName(index, first, true)) return;
      out.push(span(index, j, extendName(index, j, 4), 0.9, true));
    }
    if (
      /^(?:sincerely|regards|respectfully|cordially)$/.test(t.key) &&
      /^,?\s*$/.test(text.slice(t.end, lines[t.line]?.end))
    ) {
      const next = tokens[i + 1];
      if (!next || next.line > t.line + 2 || clinicianTitles.has(next.key)) return;
      const last = extendName(index, i + 1, 3);
      const lastTok = tokens[last];
      if (!lastTok || last === i + 1 || !opensName(index, next, true)) return;
      if (text.slice(lastTok.end, lines[next.line]?.end).trim() !== '') return;
      out.push(span(index, i + 1, last, 0.6, false));
    }
  });
}

/** 'lorrie morales is a 70 yr old', 'Mr. Renna is a 67 yo man'. */
function beforeAge(index: TextIndex, out: Candidate[]): void {
  const { tokens, text } = index;
  const AGE = /^\s+is\s+an?\s+\d{1,3}[\s-]*(?:yo\b|y\/o|y\.o\.|year|yr)/i;
  tokens.forEach((t, i) => {
    if (!AGE.test(text.slice(t.end, t.end + 40))) return;
    let first = i;
    while (first > 0 && first > i - 2) {
      const p = tokens[first - 1];
      const c = tokens[first];
      if (!p || !c || p.line !== t.line || text.slice(p.end, c.start) !== ' ' || !opensName(index, p, false))
        break;
      first--;
    }
    const head = tokens[first];
    if (!head || !opensName(index, head, true) || nameStrength(t) === 0) return;
    out.push(span(index, first, i, 0.85, true));
  });
}

/** The line above a street line or PO box, when it reads as a person's name (letters, envelopes). */
function addressees(index: TextIndex, streetLines: ReadonlyMap<number, number>, out: Candidate[]): void {
  const { tokens, lines, text } = index;
  for (const [li, column] of streetLines) {
    for (let k = li - 1; k >= Math.max(0, li - 2); k--) {
      const line = lines[k];
      if (!line) break;
      if (text.slice(line.start, line.end).trim() === '') continue;
      // The cell above the street, in the same column (a letter's window, a statement's stub), after the
      // indent of a window envelope's lines.
      const indent = /^[ \t]*/.exec(text.slice(line.start, line.end))?.[0].length ?? 0;
      const from = line.start + Math.max(column, indent);
      // An inmate's or resident's number after the name is no part of it ('Jane Roe #A-448217').
      const cellEnd =
        /[ \t]+#[ \t]?[A-Z0-9-]*\d[A-Z0-9-]*[ \t]*$|\t|\s{2,}|$/.exec(text.slice(from, line.end))?.index ?? 0;
      const cell = text.slice(from, from + cellEnd);
      if (text.slice(line.start, from).trim() !== '' || cell.trim() === '') break;
      if (/\d/.test(cell) || cell.trim().length > 40) break;
      // A label before the name ('Para: Hannah Owusu', 'Attn: ...') is no part of it.
      const careOf = /^\s*(?:c\/o|care of)\s+/i.exec(cell)?.[0].length ?? 0;
      const label = careOf || (/^[^:]{1,12}:/.exec(cell)?.[0].length ?? 0);
      // After an address label the line opens the address itself ('Address: Colonia Los Laureles').
      if (
        /^\s*(?:[\p{L}]+\s+)?(?:address|addr|home|residence|mailing|physical|street|direcci[oó]n|domicilio)\b/iu.test(
          cell.slice(0, label),
        )
      )
        break;
      // A farm, a ranch or a dorm named above its street is the address's first line, no one's name.
      if (isResidenceName(cell.slice(label))) break;
      const toks = tokens.filter((t) => t.line === k && t.start >= from + label && t.end <= from + cellEnd);
      const name = nameCell(toks);
      if (name) out.push(name);
      // Mail in care of someone: the addressee is on the line above ('X / c/o Y / street').
      if (careOf && name) continue;
      break;
    }
    // The cell before the street on its own line, after a tab or a pipe ('Trask Holloway<TAB>118 Birch Ln').
    const line = lines[li];
    if (!line) continue;
    const before = text.slice(line.start, line.start + column);
    // ... after a tab, a pipe, or between the quotes of a CSV row ('"Bykowski, Tadeusz","88 Pulaski Way, ...').
    const sep = /(?:\t|[ \t]*\|[ \t]*|",")$/.exec(before);
    if (!sep) continue;
    const cellStart =
      sep[0] === '","'
        ? before.lastIndexOf('"', sep.index - 1) + 1
        : Math.max(before.lastIndexOf('\t', sep.index - 1), before.lastIndexOf('|', sep.index - 1)) + 1;
    if (sep[0] === '","' && !/(?:^|,)"$/.test(before.slice(0, cellStart))) continue;
    if (/\d/.test(before.slice(cellStart, sep.index))) continue;
    const toks = tokens.filter(
      (t) => t.line === li && t.start >= line.start + cellStart && t.end <= line.start + sep.index,
    );
    const name = nameCell(toks);
    if (name) out.push(name);
  }
}

/** A cell of two to five tokens that reads as a person's name, without titles. */
function nameCell(toks: Token[]): Candidate | null {
  const body = toks.filter((t) => !titles.has(t.key));
  if (body.length < 2 || body.length > 5 || toks.some((t) => clinicianTitles.has(t.key))) return null;
  // Particles stay in lower case inside a name ('Jana van Vermeulen', 'Hendrik von der Hold').
  if (
    body.some(
      (t) =>
        isOrgWord(t.key) ||
        (wordInfo(t.key).never && !isParticle(t.key)) ||
        (t.shape === 'lower' && !isParticle(t.key)),
    )
  )
    return null;
  if (body[0] && isParticle(body[0].key) && body[0].shape === 'lower') return null;
  if (!body.some((t) => nameStrength(t) > 0 || wordInfo(t.key).first)) return null;
  const a = body[0] as Token;
  const b = body.at(-1) as Token;
  return { start: a.start, end: b.end, phiType: 'name', confidence: 0.85, strong: true };
}

export function findContextNames(index: TextIndex, streetLines: ReadonlyMap<number, number>): Candidate[] {
  const out: Candidate[] = [];
  afterTitles(index, out);
  afterRelations(index, out);
  beforeRelations(index, out);
  salutations(index, out);
  beforeAge(index, out);
  addressees(index, streetLines, out);
  return out;
}

export { startsSentence };
