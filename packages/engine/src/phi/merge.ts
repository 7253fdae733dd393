import type { PhiType } from '@clearbill/shared';
import type { PhiSpan } from './types';

/** A span proposed by one detector; `strong` ones (from a label) survive the keep-list. */
export interface Candidate extends PhiSpan {
  strong?: boolean;
}

/**
 * A range of text that analysis needs (payer, provider, facility names, the billing office's phone):
 * guesses of the listed types inside it are dropped. Addresses are never dropped.
 */
export interface Range {
  start: number;
  end: number;
  blocks: readonly PhiType[] | 'all';
  /** Also drops labelled candidates (a billing office's number after an 'Office' label). */
  force?: boolean;
}

/** Narrows a span to its content: no surrounding spaces or trailing punctuation. */
export function trimSpan(text: string, span: Candidate): Candidate | null {
  let { start, end } = span;
  while (start < end && /[\s,;:(["'“”]/.test(text.charAt(start))) {
    // '(614) 555-0100' keeps its parenthesis.
    if (text.charAt(start) === '(' && text.slice(start, end).includes(')')) break;
    start++;
  }
  while (end > start && /[\s,;:)\]"'“”-]/.test(text.charAt(end - 1))) end--;
  // A final full stop belongs to the sentence unless it ends an abbreviation or initial ('Jr.', 'J.').
  if (end > start && text.charAt(end - 1) === '.' && !/\b[A-Za-z]{1,2}\.$/.test(text.slice(start, end))) {
    end--;
  }
  return end > start ? { ...span, start, end } : null;
}

const priority: Record<PhiType, number> = {
  ssn: 9,
  email: 9,
  date_of_birth: 8,
  phone: 7,
  card_number: 7,
  drivers_license: 6,
  bank_account: 6,
  insurance_id: 6,
  mrn: 6,
  account_number: 5,
  claim_number: 5,
  address: 4,
  name: 3,
  other: 2,
};

/**
 * A name inside a longer address is part of it ('Westbrook Assisted Living, 1800 ...', 'Morgan Hall, 100
 * Main St'). A line that is a name alone stays a name, even where an address block took it in.
 */
function nameInAddress(outer: Candidate, inner: Candidate): boolean {
  return (
    outer.phiType === 'address' &&
    inner.phiType === 'name' &&
    outer.start <= inner.start &&
    inner.end <= outer.end &&
    outer.end - outer.start > inner.end - inner.start
  );
}

function better(a: Candidate, b: Candidate): Candidate {
  if (nameInAddress(a, b)) return a;
  if (nameInAddress(b, a)) return b;
  if (Boolean(a.strong) !== Boolean(b.strong)) return a.strong ? a : b;
  if (Math.abs(a.confidence - b.confidence) > 0.15) return a.confidence > b.confidence ? a : b;
  if (priority[a.phiType] !== priority[b.phiType]) return priority[a.phiType] > priority[b.phiType] ? a : b;
  return a.end - a.start >= b.end - b.start ? a : b;
}

/** Splits a span at line breaks so that every redaction keeps the line structure. */
function splitLines(text: string, span: Candidate): Candidate[] {
  const out: Candidate[] = [];
  let s = span.start;
  for (let i = span.start; i <= span.end; i++) {
    if (i === span.end || text.charAt(i) === '\n') {
      const part = trimSpan(text, { ...span, start: s, end: i });
      if (part) out.push(part);
      s = i + 1;
    }
  }
  return out;
}

/**
 * Drops weak candidates inside kept ranges, then merges overlapping candidates into one span each
 * (the union of their extents, typed by the most trusted one). Result sorted and non-overlapping.
 */
export function mergeCandidates(text: string, candidates: Candidate[], keep: Range[]): PhiSpan[] {
  const inKept = (c: Candidate) =>
    c.phiType !== 'address' &&
    keep.some(
      (k) =>
        (k.force || !c.strong) &&
        c.start < k.end &&
        c.end > k.start &&
        (k.blocks === 'all' || k.blocks.includes(c.phiType)),
    );
  const pieces = candidates
    .filter((c) => !inKept(c))
    .flatMap((c) => splitLines(text, c))
    .sort((a, b) => a.start - b.start || b.end - a.end);
  const out: Candidate[] = [];
  for (const c of pieces) {
    const last = out.at(-1);
    if (last && c.start < last.end) {
      const best = better(last, c);
      out[out.length - 1] = {
        ...best,
        start: last.start,
        end: Math.max(last.end, c.end),
        confidence: Math.max(last.confidence, c.confidence),
      };
    } else {
      out.push(c);
    }
  }
  return out.map(({ start, end, phiType, confidence }) => ({
    start,
    end,
    phiType,
    confidence: Math.round(Math.min(1, Math.max(0, confidence)) * 100) / 100,
  }));
}
