import { LOWER_PARTICLE } from './name-edges';
import type { Candidate } from './merge';
import { isOrgWord, isWordShaped, nameStrength, nearWord, wordInfo } from './name-tokens';
import { extendName, modeOf } from './names';
import { startsSentence, type TextIndex, type Token } from './text';
import { calendarWords, clinicianTitles, HOLIDAY_GREETING, SIGN_OFF_WORD, titles } from './word-lists';

/**
 * Names without a label or a context word, from the name lists: 'Gerry Masci arrived', 'SMITH, JOHN',
 * 'once Natalie woke up'. Weaker than the context detectors: payer, facility and clinician names are
 * kept by the keep-list, and the confidence says how sure the guess is.
 */

function plain(t: Token | undefined): t is Token {
  if (!t || !isWordShaped(t) || t.key.length < 2) return false;
  const info = wordInfo(t.key);
  if (t.shape === 'upper' && t.text.length <= 3 && !info.first) return false;
  return !info.never && !info.domain && !isOrgWord(t.key) && !calendarWords.has(t.key);
}

/** Verbs that follow a person in notes ('Anne is family contact', 'george called'). */
const ACTS = new Set(
  (
    'is was called calls visited phoned came arrived spoke states stated said wants wishes verbalizes does did updated notified will has had ' +
    'took fell went got needs needed missed received started asked told left hurt complained reported brought'
  ).split(' '),
);

const SAINT = /^(?:st|ste|saint|san|santa|sainte)$/;

// 'McKenna', 'O'Neal', 'DeShawn', 'LaToya', 'DiNapoli'.
const TITLE_WORD = /^(?:Mc|Mac|O'|D'|O’|De|La|Le|Di|Da|Du)?\p{Lu}[\p{Ll}\p{M}'’]+$/u;

function caseFits(index: TextIndex, a: Token, b: Token): boolean {
  const ma = modeOf(index, a);
  const mb = modeOf(index, b);
  if (ma === 'mixed' || mb === 'mixed') return TITLE_WORD.test(a.text) && TITLE_WORD.test(b.text);
  return true;
}

export function findFreeNames(index: TextIndex): Candidate[] {
  const { tokens, text } = index;
  const out: Candidate[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const a = tokens[i];
    if (!plain(a)) continue;
    const prev = tokens[i - 1];
    if (prev && prev.line === a.line && (clinicianTitles.has(prev.key) || titles.has(prev.key))) continue;
    // A saint's name is a hospital's or a church's ('St. Luke's', 'Saint Agnes').
    if (prev && prev.line === a.line && SAINT.test(prev.key)) continue;
    const ia = wordInfo(a.key);
    const mixed = modeOf(index, a) === 'mixed';
    const sa = nameStrength(a, mixed);
    const b = tokens[i + 1];
    const gap = b ? text.slice(a.end, b.start) : '';
    // First Last ('Gerry Masci', 'lorrie morales', 'Radu Crosson').
    if (
      (ia.first || (mixed && !ia.dict)) &&
      a.key.length > 2 &&
      plain(b) &&
      b.line === a.line &&
      gap === ' ' &&
      caseFits(index, a, b)
    ) {
      const ib = wordInfo(b.key);
      const sb = nameStrength(b, mixed);
      const after = tokens[i + 2];
      const orgAfter = after && after.line === a.line && isOrgWord(after.key);
      // After a label's colon ('Guarantor information: John Smith') a pair is not a sentence opening.
      const opening =
        startsSentence(index, i) && !/:\s*$/.test(text.slice(index.lines[a.line]?.start ?? 0, a.start));
      // A contact line: 'Lopie Certusi cell# 410-...'.
      const contact =
        /^\s*[-,(]?\s*(?:cell|home|work|phone|tel|ph|pager|mobile|#|\(?\d{3}\)?[\s./-]?\d{3})/i.test(
          text.slice(b.end, b.end + 12),
        );
      let confidence = 0;
      if (mixed && contact && sa > 0 && sb > 0 && a.shape === 'title' && !ia.dict) confidence = 0.7;
      else if (ia.first && sa === 2 && sb === 2) confidence = 0.8;
      else if (mixed && ia.first && (ib.last || ib.first || sb > 0) && (sa === 2 || sb === 2))
        confidence = 0.7;
      else if (mixed && !opening && (ia.first || ib.last) && sa > 0 && sb > 0) confidence = 0.65;
      else if (mixed && ia.first && ib.last && !opening) confidence = 0.55;
      // 'Merry Christmas' is a greeting.
      if (confidence > 0 && !orgAfter && !HOLIDAY_GREETING.test(text.slice(a.start, b.end))) {
        const last = mixed ? extendName(index, i + 1, 1) : i + 1;
        out.push({ start: a.start, end: tokens[last]?.end ?? b.end, phiType: 'name', confidence });
        i = last;
        continue;
      }
    }
    // A name in capitals inside mixed-case text ('the claim for JOHN SMITH was denied').
    const lineMixed = index.lines[a.line]?.mode === 'mixed';
    if (
      lineMixed &&
      a.shape === 'upper' &&
      b?.shape === 'upper' &&
      plain(b) &&
      b.line === a.line &&
      gap === ' '
    ) {
      const ib = wordInfo(b.key);
      if (
        ia.first &&
        ib.last &&
        a.key.length > 2 &&
        b.key.length > 2 &&
        !isOrgWord(tokens[i + 2]?.key ?? '')
      ) {
        const last = extendName(index, i + 1, 1);
        out.push({ start: a.start, end: tokens[last]?.end ?? b.end, phiType: 'name', confidence: 0.6 });
        i = last;
        continue;
      }
    }
    // Last, First ('SMITH, JOHN A').
    if (
      (ia.last || sa === 2) &&
      !SIGN_OFF_WORD.test(a.key) &&
      plain(b) &&
      b.line === a.line &&
      /^ ?, ?$/.test(gap) &&
      caseFits(index, a, b)
    ) {
      const ib = wordInfo(b.key);
      const anyCase = modeOf(index, a) === 'mixed' || (!ia.word && !ib.word);
      if (ib.first && anyCase && (sa === 2 || nameStrength(b) === 2)) {
        const last = extendName(index, i + 1, 1);
        out.push({ start: a.start, end: tokens[last]?.end ?? b.end, phiType: 'name', confidence: 0.7 });
        i = last;
        continue;
      }
    }
    // A lone first name, capitalised in mixed text, not opening a sentence ('once Natalie woke up').
    const strictTitle = /^\p{Lu}\p{Ll}{2,}(?:['’]s)?$/u.test(a.text);
    const next = tokens[i + 1];
    // Doing what people do ('Olivia took a ball to the head'), or their things ('Jaxon's inhaler').
    const acts =
      next !== undefined &&
      next.line === a.line &&
      (ACTS.has(next.key) || (/['’]s$/.test(a.text) && next.shape === 'lower' && gap === ' '));
    if (
      ia.first &&
      sa === 2 &&
      strictTitle &&
      modeOf(index, a) === 'mixed' &&
      (acts || !startsSentence(index, i))
    ) {
      out.push({
        start: a.start,
        end: a.end - (/['’]s$/.test(a.text) ? 2 : 0),
        phiType: 'name',
        confidence: 0.6,
      });
    } else if (
      ia.first &&
      sa === 2 &&
      a.key.length >= 4 &&
      modeOf(index, a) !== 'mixed' &&
      (acts || !nearWord(a.key))
    ) {
      // Without case: a first name that is no English word, doing what people do ('george called').
      out.push({ start: a.start, end: a.end, phiType: 'name', confidence: 0.5 });
    }
  }
  return out;
}

/**
 * Every other mention of a name found with good confidence ('Radu Crosson' ... 'Radu wishes').
 * A name that is also an English word ('Bill', 'May') only where it is capitalised in mixed text and
 * not a date ('May 5').
 */
export function propagateNames(index: TextIndex, found: Candidate[], lowerPairs = true): Candidate[] {
  const { tokens, text } = index;
  const keys = new Map<string, number>();
  for (const c of found) {
    if (c.phiType !== 'name' || c.confidence < 0.65) continue;
    for (let i = index.tokenAt(c.start); i < tokens.length; i++) {
      const t = tokens[i];
      if (!t || t.start >= c.end) break;
      if (t.key.length < 2 || titles.has(t.key) || wordInfo(t.key).never) continue;
      keys.set(t.key, Math.max(keys.get(t.key) ?? 0, c.confidence));
    }
  }
  if (keys.size === 0) return [];
  const out: Candidate[] = [];
  tokens.forEach((t, i) => {
    const conf = keys.get(t.key);
    if (conf === undefined) return;
    const info = wordInfo(t.key);
    if (info.word || calendarWords.has(t.key)) {
      // In lower case a name that is also a word counts when a surname no dictionary holds follows it
      // ('... it's rose again, rose beaulieu').
      const next = tokens[i + 1];
      const nextInfo = next ? wordInfo(next.key) : undefined;
      if (
        lowerPairs &&
        t.shape === 'lower' &&
        info.first &&
        t.key.length >= 3 &&
        !LOWER_PARTICLE.test(t.key) &&
        next &&
        nextInfo &&
        next.line === t.line &&
        next.shape === 'lower' &&
        next.key.length >= 3 &&
        /^[ \t]+$/.test(text.slice(t.end, next.start)) &&
        !nextInfo.dict &&
        !nextInfo.never &&
        !nextInfo.domain
      ) {
        out.push({ start: t.start, end: next.end, phiType: 'name', confidence: Math.min(conf, 0.8) });
        return;
      }
      if (modeOf(index, t) !== 'mixed' || t.shape === 'lower') return;
      if (/^\s*\d/.test(text.slice(t.end, t.end + 4))) return;
    }
    const prev = tokens[i - 1];
    if (prev && prev.line === t.line && clinicianTitles.has(prev.key)) return;
    const end = /['’]s$/i.test(t.text) ? t.end - 2 : t.end;
    out.push({ start: t.start, end, phiType: 'name', confidence: Math.min(conf, 0.8) });
  });
  return out;
}
