import type { Range } from './merge';
import { isCouple, isOrgWord } from './name-tokens';
import type { TextIndex } from './text';
import { clinicianDegrees, clinicianTitles, functionWords, payerNames } from './word-lists';

/**
 * Text the analysis needs and no name detector may take: payer names, organisation names
 * ('Riverside Regional Medical Center', 'Summit Orthopedic & Imaging') and clinicians ('Dr. Lee',
 * 'Ann Park, MD'). Labelled PHI still wins over these; only guesses are dropped.
 */
let payerRe: RegExp | undefined;

function payerRegex(): RegExp {
  payerRe ??= new RegExp(
    `(?<![A-Za-z])(?:${payerNames
      .slice()
      .sort((a, b) => b.length - a.length)
      .map((p) => p.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&').replace(/ /g, '\\s+'))
      .join('|')})(?![A-Za-z])`,
    'gi',
  );
  return payerRe;
}

const NAMES = ['name'] as const;
const CONNECTORS = new Set(['&', 'of', 'the', 'and', 'st', 'saint', 'for', 'at']);

/** 'Stanley & Jean Vukovich', 'For Isaiah & Naomi Greene': a couple, only small words before it. */
function coupleNotFirm(s: string): boolean {
  const [left = '', right = ''] = s.split(' & ');
  const before = left.split(' ');
  const first = before.pop() ?? '';
  if (
    before.some((w) => !functionWords.has(w.toLowerCase()) && !/^(?:re|dear|for|from|to|hi|hello)$/i.test(w))
  )
    return false;
  const words = right.split(' ');
  return words.length === 2 && isCouple(first, words[0] ?? '', words[1] ?? '');
}

export function findKeepRanges(index: TextIndex): Range[] {
  const { text, tokens, lines } = index;
  const keep: Range[] = [];
  for (const m of text.matchAll(payerRegex()))
    keep.push({ start: m.index, end: m.index + m[0].length, blocks: NAMES });
  const capital = (i: number) => {
    const t = tokens[i];
    if (!t) return false;
    const mode = lines[t.line]?.mode ?? 'mixed';
    return mode === 'mixed' ? t.shape === 'title' || t.shape === 'upper' : !functionWords.has(t.key);
  };
  const sameLineGap = (a: number, b: number) => {
    const x = tokens[a];
    const y = tokens[b];
    if (!x || !y || x.line !== y.line) return false;
    const gap = text.slice(x.end, y.start);
    // A full stop joins only after a short abbreviation ('St. Jude', 'Ft. Worth'); after a word it ends
    // the sentence ('... Medical Center. Pt Ana Ruiz'), as after a unit's capitals ('... Center ED. Pt').
    if (/^\. ?$/.test(gap)) return x.text.length <= 3 && x.shape === 'title';
    return /^[ \t]?(?:&[ \t])?[ \t]?$|^'s /.test(gap);
  };
  tokens.forEach((t, i) => {
    if (!isOrgWord(t.key) || !capital(i)) return;
    let a = i;
    while (
      a > 0 &&
      a > i - 5 &&
      sameLineGap(a - 1, a) &&
      (capital(a - 1) || CONNECTORS.has(tokens[a - 1]?.key ?? ''))
    ) {
      a--;
    }
    let b = i;
    while (b < tokens.length - 1 && b < i + 3 && sameLineGap(b, b + 1) && capital(b + 1)) b++;
    keep.push({ start: tokens[a]?.start ?? t.start, end: tokens[b]?.end ?? t.end, blocks: NAMES });
  });
  // Names joined by '&' are firms ('Baylor Scott & White', 'Summit Orthopedic & Imaging').
  for (const m of text.matchAll(
    /[A-Z][\w'’.]*(?: [A-Z][\w'’.]*){0,3} & [A-Z][\w'’.]*(?: [A-Z][\w'’.]*){0,3}/g,
  )) {
    if (coupleNotFirm(m[0])) continue;
    keep.push({ start: m.index, end: m.index + m[0].length, blocks: NAMES });
  }
  // Clinicians: 'Dr. Jane Lee', 'Doctor Lee', 'Jane Lee, MD', 'J. Lee MD'.
  tokens.forEach((t, i) => {
    if (clinicianTitles.has(t.key)) {
      let b = i;
      while (b < i + 3 && tokens[b + 1] && tokens[b + 1]?.line === t.line && capital(b + 1)) {
        const gap = text.slice(tokens[b]?.end ?? 0, tokens[b + 1]?.start ?? 0);
        if (!/^\.? ?$|^ $/.test(gap)) break;
        b++;
      }
      if (b > i) keep.push({ start: t.start, end: tokens[b]?.end ?? t.end, blocks: NAMES });
    }
    if (clinicianDegrees.has(t.key) && t.shape === 'upper' && i > 0) {
      const gap = text.slice(tokens[i - 1]?.end ?? 0, t.start);
      if (!/^,? $/.test(gap) || t.key === 'pt' || t.key === 'pa') return;
      let a = i - 1;
      while (a > 0 && a > i - 4 && sameLineGap(a - 1, a) && capital(a - 1)) a--;
      // A name signed with a degree ('Ms. Jenkins, RN', 'Rochelle Amadi, LSW') is a clinician's or a
      // worker's, whatever title or cue put it there; not after a patient's label.
      const lineStart = text.lastIndexOf('\n', t.start - 1) + 1;
      const patient = /\b(?:patient|pt|member|client|insured|name)\b[^\n]{0,6}$/i.test(
        text.slice(lineStart, tokens[a]?.start ?? t.start),
      );
      keep.push({ start: tokens[a]?.start ?? t.start, end: t.end, blocks: NAMES, force: !patient });
    }
  });
  return keep;
}
