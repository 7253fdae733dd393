/**
 * Lines and word tokens of a text, with offsets, and each line's case mode: capital letters only say
 * something about names in mixed-case text, not in ALL CAPS or all lower-case notes.
 */
import { relationWords } from './word-lists';

export type CaseMode = 'mixed' | 'upper' | 'lower';
export type Shape = 'upper' | 'title' | 'lower' | 'other';

export interface Line {
  start: number;
  end: number;
  mode: CaseMode;
}

export interface Token {
  start: number;
  end: number;
  text: string;
  /** Lower case, possessive 's and OCR digit look-alikes removed: the form looked up in lists. */
  key: string;
  shape: Shape;
  line: number;
}

export interface TextIndex {
  text: string;
  lines: Line[];
  tokens: Token[];
  /** Index of the line holding a position. */
  lineAt(pos: number): number;
  /** The first token starting at or after a position. */
  tokenAt(pos: number): number;
}

const WORD =
  /[A-Za-z\u00C0-\u024F\u1E00-\u1EFF](?:[A-Za-z\u00C0-\u024F\u1E00-\u1EFF'’\u02BB\u02BC]|-(?=[A-Za-z\u00C0-\u024F]))*/g;

export function shapeOf(word: string): Shape {
  const letters = word.replace(/[^A-Za-z\u00C0-\u024F\u1E00-\u1EFF]/g, '');
  if (!letters) return 'other';
  if (letters === letters.toUpperCase()) return 'upper';
  if (letters === letters.toLowerCase()) return 'lower';
  const first = letters.charAt(0);
  return first === first.toUpperCase() ? 'title' : 'other';
}

export function keyOf(word: string): string {
  return word
    .toLowerCase()
    .replace(/['’]s$/, '')
    .replace(/['’]/g, "'");
}

function modeOf(tokens: Token[], from: number, to: number, fallback: CaseMode): CaseMode {
  let upper = 0;
  let title = 0;
  let lower = 0;
  for (let i = from; i < to; i++) {
    const t = tokens[i];
    if (!t || t.text.length < 2) continue;
    if (t.shape === 'upper') upper++;
    else if (t.shape === 'title') title++;
    else if (t.shape === 'lower') lower++;
  }
  const n = upper + title + lower;
  if (n < 3) return fallback;
  if (upper / n >= 0.75) return 'upper';
  if (title / n <= 0.04 && lower / n >= 0.7) return 'lower';
  return 'mixed';
}

export function indexText(text: string): TextIndex {
  const lines: Line[] = [];
  let s = 0;
  for (;;) {
    const nl = text.indexOf('\n', s);
    const e = nl < 0 ? text.length : nl;
    lines.push({ start: s, end: e, mode: 'mixed' });
    if (nl < 0) break;
    s = nl + 1;
  }
  const tokens: Token[] = [];
  let li = 0;
  const push = (start: number, word: string) => {
    while (li < lines.length - 1 && start > (lines[li]?.end ?? 0)) li++;
    tokens.push({
      start,
      end: start + word.length,
      text: word,
      key: keyOf(word),
      shape: shapeOf(word),
      line: li,
    });
  };
  for (const m of text.matchAll(WORD)) {
    // Hyphenated words are split ('COPING-SISTER', 'Rob-who') unless they are one relation word
    // ('dtr-in-law'); a name like 'Schiller-Graham' is joined again by the name detectors.
    if (!m[0].includes('-') || relationWords.has(keyOf(m[0]))) {
      push(m.index, m[0]);
      continue;
    }
    let offset = 0;
    for (const part of m[0].split('-')) {
      if (part) push(m.index + offset, part);
      offset += part.length + 1;
    }
  }
  const docMode = modeOf(tokens, 0, tokens.length, 'mixed');
  let ti = 0;
  lines.forEach((line, i) => {
    const from = ti;
    while (ti < tokens.length && tokens[ti]?.line === i) ti++;
    line.mode = modeOf(tokens, from, ti, docMode);
  });
  const lineAt = (pos: number): number => {
    let lo = 0;
    let hi = lines.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((lines[mid]?.start ?? 0) <= pos) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  };
  const tokenAt = (pos: number): number => {
    let lo = 0;
    let hi = tokens.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((tokens[mid]?.start ?? 0) < pos) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  return { text, lines, tokens, lineAt, tokenAt };
}

/** The text between two tokens (what separates them). */
export function gapBetween(index: TextIndex, a: Token, b: Token): string {
  return index.text.slice(a.end, b.start);
}

/** True when the token starts a sentence: first on its line, or after . ! ? : ; or a bullet. */
export function startsSentence(index: TextIndex, i: number): boolean {
  const t = index.tokens[i];
  if (!t) return false;
  const line = index.lines[t.line];
  const before = index.text.slice(line?.start ?? 0, t.start).trimEnd();
  if (before === '' || /^[-*•\d.)\s]*$/.test(before)) return true;
  return /[.!?:;]["')\]]*$/.test(before);
}

/** A text's lines and where each starts in it. */
export function linesOf(text: string): { lines: string[]; starts: number[] } {
  const lines = text.split('\n');
  const starts: number[] = [];
  let pos = 0;
  for (const l of lines) {
    starts.push(pos);
    pos += l.length + 1;
  }
  return { lines, starts };
}
