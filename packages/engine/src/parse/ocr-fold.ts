// OCR confuses a few letters with digits. Inside a value that is otherwise digits (a code, an amount, a
// date) they are read as the digits they stand for; words are never touched.

const DIGIT_FOR: Record<string, string> = {
  O: '0',
  o: '0',
  l: '1',
  I: '1',
  i: '1',
  '|': '1',
  '!': '1',
  S: '5',
  s: '5',
  Z: '2',
  z: '2',
};

/** The token with look-alike letters read as digits, or null when it has too few real digits to tell. */
export function foldDigits(token: string, minDigits = 2, maxSwaps?: number): string | null {
  let digits = 0;
  let swaps = 0;
  let out = '';
  for (const ch of token) {
    if (ch >= '0' && ch <= '9') {
      digits++;
      out += ch;
    } else if (DIGIT_FOR[ch] !== undefined) {
      swaps++;
      out += DIGIT_FOR[ch];
    } else {
      out += ch;
    }
  }
  if (swaps === 0) return token;
  // A look-alike is believable only among real digits: 'O420' yes, 'SOLD' no.
  if (digits < minDigits || swaps > (maxSwaps ?? Math.max(1, Math.ceil(digits / 2)))) return null;
  return out;
}

/** Folds letters OCR reads into digits for header words: 'Descripti0n' -> 'description'. */
export function foldWord(word: string): string {
  if (!/[a-z]/i.test(word)) return word;
  return word.toLowerCase().replace(/0/g, 'o').replace(/1/g, 'l').replace(/5/g, 's');
}
