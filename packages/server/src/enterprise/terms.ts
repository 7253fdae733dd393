/** Small words that say nothing about a diagnosis or procedure. */
const stopWords = new Set(
  (
    'a an and are as at be by for from has have in into is it its of on or other than that the this to ' +
    'was were with without not unspecified specified site type due code codes use used patient ' +
    'encounter initial subsequent left right both'
  ).split(' '),
);

/**
 * A deliberately small English stemmer of our own: enough that 'fractured' meets 'fracture' and
 * 'diabetic' meets 'diabetes', without claiming more than that.
 */
export function stem(word: string): string {
  let w = word.toLowerCase();
  if (w.length <= 3) return w;
  if (w.endsWith('ies') && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (w.endsWith('sses')) w = w.slice(0, -2);
  else if (w.endsWith('s') && !w.endsWith('ss') && !w.endsWith('us') && !w.endsWith('is')) w = w.slice(0, -1);
  for (const suffix of ['ations', 'ation', 'ing', 'ed', 'ic', 'al', 'ly']) {
    if (w.endsWith(suffix) && w.length - suffix.length >= 4) {
      w = w.slice(0, -suffix.length);
      break;
    }
  }
  if (w.endsWith('e') && w.length > 4) w = w.slice(0, -1);
  return w;
}

/** The content words of a text, each with its stem. */
export function contentWords(text: string): { word: string; stem: string }[] {
  const words = text.toLowerCase().match(/[a-z]+/g) ?? [];
  return words.filter((w) => w.length > 2 && !stopWords.has(w)).map((word) => ({ word, stem: stem(word) }));
}

/** The title's words (as written in the title) whose stems appear in the documentation. */
export function matchingTerms(title: string, documentation: string): string[] {
  const docStems = new Set(contentWords(documentation).map((w) => w.stem));
  const seen = new Set<string>();
  const matched: string[] = [];
  for (const { word, stem: s } of contentWords(title)) {
    if (docStems.has(s) && !seen.has(s)) {
      seen.add(s);
      matched.push(word);
    }
  }
  return matched;
}
