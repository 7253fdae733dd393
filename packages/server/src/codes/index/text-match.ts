import type { CodeIndex } from './code-index';
import type { TextQuery } from './text-query';
import { tsRank } from './ts-rank';

type Pass = (doc: number) => boolean;

/** A ranked tier: counted at once, ordered only as far as the pages asked for. */
export interface RankedTier {
  count: number;
  page(start: number, size: number): { doc: number; score: number }[];
}

const NONE = new Int32Array(0);

function postings(ix: CodeIndex, lexeme: string): Int32Array {
  const l = ix.lexemeIds.get(lexeme);
  if (l === undefined) return NONE;
  return ix.postDocs.subarray(ix.postStart[l] ?? 0, ix.postStart[l + 1] ?? 0);
}

/** Sorted union of ascending lists. */
function union(lists: Int32Array[]): Int32Array {
  if (lists.length === 1) return lists[0] ?? NONE;
  const all = new Int32Array(lists.reduce((n, l) => n + l.length, 0));
  let at = 0;
  for (const l of lists) {
    all.set(l, at);
    at += l.length;
  }
  all.sort();
  let w = 0;
  for (let r = 0; r < all.length; r++) if (r === 0 || all[r] !== all[r - 1]) all[w++] = all[r] ?? 0;
  return all.subarray(0, w);
}

/** Sorted intersection of two ascending lists. */
function intersect(a: Int32Array, b: Int32Array): Int32Array {
  const out = new Int32Array(Math.min(a.length, b.length));
  let i = 0;
  let j = 0;
  let w = 0;
  while (i < a.length && j < b.length) {
    const x = a[i] ?? 0;
    const y = b[j] ?? 0;
    if (x === y) {
      out[w++] = x;
      i++;
      j++;
    } else if (x < y) i++;
    else j++;
  }
  return out.subarray(0, w);
}

/**
 * Documents holding every group's lexemes (any lexeme of a group), ranked by ts_rank(..., 2) as the SQL
 * path ranks them, ties in code order. The whole tier is matched and scored, so totals are exact and
 * pages never overlap; only the first `start + size` are put in order (a broad word matches 40,000 codes,
 * a page shows 50).
 */
export function rankedMatches(ix: CodeIndex, q: TextQuery, pass: Pass): RankedTier {
  if (q.groups.length === 0) return { count: 0, page: () => [] };
  const lists = q.groups.map((g) => union(g.map((l) => postings(ix, l)))).sort((a, b) => a.length - b.length);
  let docs = lists[0] ?? NONE;
  for (let i = 1; i < lists.length && docs.length > 0; i++) docs = intersect(docs, lists[i] ?? NONE);

  // tsrank.c walks the query's distinct lexemes in sorted order.
  const lexemes = [...new Set(q.groups.flat())].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const items = lexemes.map((l) => ix.lexemeIds.get(l) ?? -1);
  const and = q.groups.length >= 2;
  const doc = {
    positions: ix.positions,
    start: new Int32Array(items.length),
    end: new Int32Array(items.length),
  };
  // float4 ranks fit a Float32Array exactly.
  const matched = new Int32Array(docs.length);
  const scores = new Float32Array(docs.length);
  let n = 0;
  for (const d of docs) {
    if (!pass(d)) continue;
    matched[n] = d;
    // Where each query lexeme's positions sit in this document (a document has ~10 lexemes).
    doc.start.fill(0);
    doc.end.fill(0);
    for (let e = ix.termStart[d] ?? 0; e < (ix.termStart[d + 1] ?? 0); e++) {
      const i = items.indexOf(ix.termLexeme[e] ?? -2);
      if (i < 0) continue;
      doc.start[i] = ix.posStart[e] ?? 0;
      doc.end[i] = ix.posStart[e + 1] ?? 0;
    }
    scores[n++] = tsRank(items.length, and, doc, ix.lengths[d] ?? 0);
  }
  // Best first: higher rank, then code order (keyRank already breaks equal keys by id).
  const before = (x: number, y: number) => {
    const sx = scores[x] ?? 0;
    const sy = scores[y] ?? 0;
    return sx !== sy ? sx > sy : (ix.keyRank[matched[x] ?? 0] ?? 0) < (ix.keyRank[matched[y] ?? 0] ?? 0);
  };
  let ordered: number[] = [];
  const orderFirst = (k: number) => {
    if (ordered.length >= Math.min(k, n)) return;
    if (k * 4 >= n) {
      ordered = Array.from({ length: n }, (_, i) => i).sort((x, y) =>
        before(x, y) ? -1 : before(y, x) ? 1 : 0,
      );
      return;
    }
    // The best k by one pass with a bounded heap (worst of the kept on top), then sorted.
    const heap: number[] = [];
    const worse = (x: number, y: number) => before(y, x);
    const up = (i: number) => {
      while (i > 0) {
        const p = (i - 1) >> 1;
        if (!worse(heap[i] ?? 0, heap[p] ?? 0)) break;
        [heap[i], heap[p]] = [heap[p] ?? 0, heap[i] ?? 0];
        i = p;
      }
    };
    const down = (i: number) => {
      for (;;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let m = i;
        if (l < heap.length && worse(heap[l] ?? 0, heap[m] ?? 0)) m = l;
        if (r < heap.length && worse(heap[r] ?? 0, heap[m] ?? 0)) m = r;
        if (m === i) return;
        [heap[i], heap[m]] = [heap[m] ?? 0, heap[i] ?? 0];
        i = m;
      }
    };
    for (let i = 0; i < n; i++) {
      if (heap.length < k) {
        heap.push(i);
        up(heap.length - 1);
      } else if (before(i, heap[0] ?? 0)) {
        heap[0] = i;
        down(0);
      }
    }
    ordered = heap.sort((x, y) => (before(x, y) ? -1 : before(y, x) ? 1 : 0));
  };
  return {
    count: n,
    page: (start, size) => {
      orderFirst(start + size);
      return ordered.slice(start, start + size).map((i) => ({ doc: matched[i] ?? 0, score: scores[i] ?? 0 }));
    },
  };
}
