import type { Candidate } from './merge';
import { tagSpans, tagTokens } from './name-model';
import { isOrgWord, isParticle, isSuffix, nameStrength, wordInfo } from './name-tokens';
import { modeOf } from './names';
import type { TextIndex, Token } from './text';
import { calendarWords, clinicianTitles } from './word-lists';

/**
 * Person names from the trained tagger (`name-model.ts`), gated for precision: a span needs a clear
 * margin, at least one word that can be a name (listed as one, or no English word), no clinician title
 * before it and no organisation word after it. Payer, facility and clinician keeps (`keep.ts`) and the
 * eponym filter still apply in `detectPhi`. A possessive 's is left out of the span.
 */
const MIN_MARGIN_ONE = 6;
const MIN_MARGIN_MANY = 3;

/** A word that may stand inside a name without being one on its own: 'de', 'J.', 'Jr', 'Rose' beside 'Kemmer'. */
function namePart(index: TextIndex, t: Token): boolean {
  if (isParticle(t.key) || isSuffix(t.key) || t.key.length === 1) return true;
  const info = wordInfo(t.key);
  if (info.never || info.domain || isOrgWord(t.key) || calendarWords.has(t.key)) return false;
  return (info.first || info.last) && (modeOf(index, t) !== 'mixed' || t.shape !== 'lower');
}

function nameLike(index: TextIndex, t: Token): boolean {
  if (t.key.length < 2 || calendarWords.has(t.key)) return false;
  const info = wordInfo(t.key);
  if (info.never || info.domain || isOrgWord(t.key)) return false;
  const mixed = modeOf(index, t) === 'mixed';
  // Short capitals in mixed text are acronyms ('DL', 'TTY', 'BPPV') unless a listed first name.
  if (mixed && t.shape === 'upper' && t.key.length <= 4 && !info.first) return false;
  const strength = nameStrength(t, mixed);
  if (strength === 2) return true;
  // A listed name that is also a word, or an unlisted non-word: only written as a name in mixed text.
  return strength === 1 && (!mixed || t.shape === 'title' || t.shape === 'upper') && !info.dict;
}

export function findModelNames(index: TextIndex): Candidate[] {
  const { tokens, text } = index;
  if (tokens.length === 0) return [];
  const out: Candidate[] = [];
  for (const s of tagSpans(index, tagTokens(index))) {
    const words = tokens.slice(s.first, s.last + 1);
    const many = words.length > 1;
    if (s.margin < (many ? MIN_MARGIN_MANY : MIN_MARGIN_ONE)) continue;
    if (!words.some((t) => nameLike(index, t))) continue;
    if (!words.every((t) => nameLike(index, t) || namePart(index, t))) continue;
    const prev = tokens[s.first - 1];
    const first = words[0];
    const last = words.at(-1);
    if (!first || !last) continue;
    if (prev && prev.line === first.line && clinicianTitles.has(prev.key)) continue;
    const after = tokens[s.last + 1];
    if (after && after.line === last.line && isOrgWord(after.key) && text.slice(last.end, after.start) === ' ') continue;
    // A lone word before a colon is a label ('Birthdate:').
    if (!many && /^\s*:/.test(text.slice(last.end, last.end + 3))) continue;
    const end = /['’]s$/i.test(last.text) ? last.end - 2 : last.end;
    const confidence = Math.min(0.75, 0.55 + s.margin / 100);
    out.push({ start: first.start, end, phiType: 'name', confidence });
  }
  return out;
}
