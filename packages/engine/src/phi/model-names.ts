import type { Candidate } from './merge';
import { tagSpans, tagTokens } from './name-model';
import { isOrgWord, isParticle, isSuffix, nameStrength, wordInfo } from './name-tokens';
import { modeOf } from './names';
import { startsSentence, type TextIndex, type Token } from './text';
import { calendarWords, clinicianTitles } from './word-lists';

/**
 * Person names from the trained tagger (`name-model.ts`), gated for precision: a span needs a clear
 * margin, at least one word that can be a name (listed as one, or no English word), no clinician title
 * before it and no organisation word after it. Payer, facility and clinician keeps (`keep.ts`) and the
 * eponym filter still apply in `detectPhi`. A possessive 's is left out of the span.
 */
const MIN_MARGIN_ONE = 6;
const MIN_MARGIN_MANY = 3;
const MIN_MARGIN_WORDS = 10;
const MIN_MARGIN_UNLISTED = 15;
const MIN_MARGIN_NOCASE = Number(process.env.NM_NOCASE ?? 8);
const NOTE_SHORTHAND = Number(process.env.NM_NOTE ?? 0.12);
const LONE_SHORTHAND = Number(process.env.NM_LONE ?? 0.06);

/** A word that may stand inside a name without being one on its own: 'de', 'J.', 'Jr', 'Rose' beside 'Kemmer'. */
function namePart(index: TextIndex, t: Token): boolean {
  if (isParticle(t.key) || isSuffix(t.key) || t.key.length === 1) return true;
  const info = wordInfo(t.key);
  if (info.never || info.domain || isOrgWord(t.key) || calendarWords.has(t.key)) return false;
  return (info.first || info.last) && (modeOf(index, t) !== 'mixed' || t.shape !== 'lower');
}

/** Stems of drug names (USAN): 'Rosuvastatin', 'Empagliflozin', 'Adalimumab' are no people. */
const DRUG_STEM =
  /(?:statin|flozin|pril|sartan|olol|mab|tinib|azole|cillin|mycin|floxacin|tidine|prazole|glutide|gliptin|dipine|parin|xaban|triptan|cycline|semide|lukast|terol|asone|olone|oxetine|azepam|codone|morphone|profen|dronate|afil|setron|vastatin|formin|glitazone|lamide|barbital)$/;

function nameLike(index: TextIndex, t: Token): boolean {
  if (t.key.length < 2 || calendarWords.has(t.key)) return false;
  if (DRUG_STEM.test(t.key) && !wordInfo(t.key).first && !wordInfo(t.key).last) return false;
  const info = wordInfo(t.key);
  if (info.never || info.domain || isOrgWord(t.key)) return false;
  const mixed = modeOf(index, t) === 'mixed';
  // Short capitals in mixed text are acronyms ('DL', 'TTY', 'BPPV') unless a listed first name.
  if (mixed && t.shape === 'upper' && t.key.length <= 4 && !info.first) return false;
  const strength = nameStrength(t, mixed);
  if (strength === 2) return true;
  // A listed name that is also a word, or an unlisted non-word: only written as a name in mixed text.
  // Without case to go by, only the lists say a word is a name.
  return strength === 1 && mixed && t.shape === 'title' && !info.dict;
}

/**
 * Clinicians' notes ('Pt resting, VSS, foley draining'): shorthand and clinical words throughout. The
 * tagger learnt names from messages, letters and forms; in notes its guesses are not trusted.
 */
export function shorthandRate(index: TextIndex): number {
  let shorthand = 0;
  let words = 0;
  for (const t of index.tokens) {
    words++;
    const info = wordInfo(t.key);
    if (info.domain) shorthand++;
    else if (t.key.length <= 4 && !info.dict && !info.first && !info.last && t.shape !== 'title') shorthand++;
  }
  return words >= 8 ? shorthand / words : 0;
}

export function findModelNames(index: TextIndex): Candidate[] {
  const { tokens, text } = index;
  const shorthand = shorthandRate(index);
  if (tokens.length === 0 || shorthand >= NOTE_SHORTHAND) return [];
  const out: Candidate[] = [];
  const tags = tagTokens(index);
  for (const s of tagSpans(index, tags)) {
    const words = tokens.slice(s.first, s.last + 1);
    const many = words.length > 1;
    const first = words[0];
    const last = words.at(-1);
    if (!first || !last) continue;
    const prev = tokens[s.first - 1];
    // A word that reads as a name on its own ('Rensburg' after 'van') does not lower a span's margin.
    const margin = Math.min(
      ...words.map((t, k) => {
        const m = tags[s.first + k]?.margin ?? 0;
        return k > 0 && nameLike(index, t) ? Math.max(m, MIN_MARGIN_MANY) : m;
      }),
    );
    if (margin < (many ? MIN_MARGIN_MANY : MIN_MARGIN_ONE)) continue;
    // Names that are also words ('Will Black', 'Hope Fox') only with a wide margin, first and last listed as such.
    const wordNames =
      many &&
      margin >= MIN_MARGIN_WORDS &&
      first.shape === 'title' &&
      wordInfo(first.key).first &&
      wordInfo(last.key).last;
    if (!wordNames && !words.some((t) => nameLike(index, t))) continue;
    const mixed = modeOf(index, first) === 'mixed';
    if (mixed) {
      if (!words.every((t) => nameLike(index, t) || namePart(index, t))) continue;
      // In mixed case a name is written with capitals: lower-case words there are not names.
      if (words.some((t) => t.shape === 'lower' && !isParticle(t.key))) continue;
      // Small words alone are no name ('8 de julio de 1975').
      if (words.every((t) => t.shape === 'lower')) continue;
      // A lone word on no name list ('Vss', 'Levophed') needs a wide margin.
      const info = wordInfo(first.key);
      // At a sentence's start it is as likely a capitalised term ('Vss stable.'): not taken there.
      // A word alone on its line (a signature) is not a sentence's first word.
      const line = index.lines[first.line];
      const lineAlone = line !== undefined && text.slice(line.start, line.end).trim() === first.text;
      if (
        !many &&
        !info.first &&
        !info.last &&
        (margin < MIN_MARGIN_UNLISTED ||
          (startsSentence(index, s.first) && !lineAlone) ||
          shorthand >= LONE_SHORTHAND)
      )
        continue;
    } else {
      // Without case (all capitals, all lower case): two or more words, one of them a listed name that
      // is no English word and none an English word, with a wide margin.
      if (!many || margin < MIN_MARGIN_NOCASE) continue;
      if (!words.some((t) => nameStrength(t) === 2)) continue;
      if (!words.every((t) => nameStrength(t) >= 1 || isParticle(t.key))) continue;
    }
    if (prev && prev.line === first.line && clinicianTitles.has(prev.key)) continue;
    const after = tokens[s.last + 1];
    if (
      after &&
      after.line === last.line &&
      isOrgWord(after.key) &&
      text.slice(last.end, after.start) === ' '
    )
      continue;
    // A lone word before a colon is a label ('Birthdate:').
    if (!many && /^\s*:/.test(text.slice(last.end, last.end + 3))) continue;
    // A hyphenated surname is one name ('Vasquez-Lindqvist'), whatever the tag of its second part.
    let lastToken = last;
    for (let k = s.last + 1; k < tokens.length; k++) {
      const t = tokens[k];
      if (!t || t.start !== lastToken.end + 1 || text.charAt(lastToken.end) !== '-') break;
      lastToken = t;
    }
    const end = /['’]s$/i.test(lastToken.text) ? lastToken.end - 2 : lastToken.end;
    // Below 0.65: the tagger's guesses do not seed other mentions (`propagateNames`).
    const confidence = Math.min(0.62, 0.5 + margin / 100);
    out.push({ start: first.start, end, phiType: 'name', confidence });
  }
  return out;
}
