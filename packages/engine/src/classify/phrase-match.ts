// Phrase search that survives OCR: words compared with one edit allowed (long words), and a squashed
// form for words run together ("ExplanationofBenefits").

export interface SearchableText {
  words: string[];
  /** All words concatenated, for phrases whose spaces OCR lost. */
  squashed: string;
}

export function toSearchable(text: string): SearchableText {
  const words = text
    .toLowerCase()
    // Common OCR confusions: a 0 or 1 touching a letter stood for 'o' or 'l' ("0f", "benef1ts").
    .replace(/(?<=[a-z])0|0(?=[a-z])/g, 'o')
    .replace(/(?<=[a-z])1|1(?=[a-z])/g, 'l')
    .split(/[^a-z0-9$#]+/)
    .filter(Boolean);
  return { words, squashed: words.join('') };
}

/** True when the words differ by at most one insertion, deletion or substitution. */
function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  let j = 0;
  let edits = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      i++;
      j++;
      continue;
    }
    if (++edits > 1) return false;
    if (a.length > b.length) i++;
    else if (a.length < b.length) j++;
    else {
      i++;
      j++;
    }
  }
  return edits + (a.length - i) + (b.length - j) <= 1;
}

/** Short words must match exactly: 'paid' and 'said' are different words. */
const wordMatches = (word: string, cue: string) =>
  word === cue || (cue.length >= 5 && withinOneEdit(word, cue));

/** How many times the phrase occurs (word by word, fuzzily; or squashed, for long phrases). */
export function countPhrase(text: SearchableText, phrase: string[]): number {
  const first = phrase[0];
  if (first === undefined) return 0;
  let count = 0;
  const { words } = text;
  for (let i = 0; i + phrase.length <= words.length; i++) {
    if (!wordMatches(words[i] ?? '', first)) continue;
    if (phrase.every((cue, k) => wordMatches(words[i + k] ?? '', cue))) count++;
  }
  const joined = phrase.join('');
  if (count === 0 && phrase.length > 1 && joined.length >= 12) {
    for (let at = text.squashed.indexOf(joined); at >= 0; at = text.squashed.indexOf(joined, at + 1)) count++;
  }
  return count;
}
