import { correctionsFor, isKnownWord, wordsOf, type Vocabulary } from './vocabulary';

/**
 * Misspelt words replaced by close known words: 'diabtes fractre' -> [diabetes] & [fracture, fractures].
 * Known words stay; a word with no close known word drops out. `similarity` is how close the corrections
 * are (the lowest trigram similarity among the replaced words). Null when nothing was corrected.
 */
export function correctedWords(
  vocab: Vocabulary,
  query: string,
): { groups: string[][]; similarity: number } | null {
  const typed = wordsOf(query);
  if (typed.length === 0 || typed.every((w) => isKnownWord(vocab, w))) return null;
  const groups: string[][] = [];
  let similarity = 1;
  for (const w of typed) {
    if (isKnownWord(vocab, w)) {
      groups.push([w]);
      continue;
    }
    const alternatives = correctionsFor(vocab, w, 2);
    if (alternatives.length === 0) continue;
    similarity = Math.min(similarity, alternatives[0]?.similarity ?? 0);
    groups.push(alternatives.map((c) => c.word));
  }
  return groups.length > 0 && similarity < 1 ? { groups, similarity } : null;
}
