/**
 * PostgreSQL's ts_rank(vector, query, 2) (src/backend/utils/adt/tsrank.c) over the index's stored
 * positions, so the index ranks word matches exactly as the SQL path does. PostgreSQL computes in
 * float4 at the places Math.fround marks; near-ties then fall the same way. Every position carries the
 * default weight D (0.1): search_vector is built without setweight.
 */

const f = Math.fround;
const WEIGHT_D = f(0.1);
/** sum(1/i^2) for i = 1..inf, as tsrank.c writes it. */
const ZETA2 = 1.64493406685;

/**
 * A document's positions: for query lexeme i, positions[start[i] .. end[i]) (empty when the document
 * lacks it). Index ranges into one shared array: ranking 40,000 documents allocates nothing per document.
 */
export interface DocPositions {
  positions: ArrayLike<number>;
  start: Int32Array;
  end: Int32Array;
}

function wordDistance(distance: number): number {
  if (distance > 100) return f(1e-30);
  return f(1.0 / (1.005 + 0.05 * Math.exp(f(distance) / 1.5 - 2)));
}

/** calc_rank_or: each lexeme's occurrences, 1/i^2-damped, averaged over the query's lexemes. */
function rankOr(count: number, doc: DocPositions): number {
  let res = 0;
  for (let item = 0; item < count; item++) {
    const n = (doc.end[item] ?? 0) - (doc.start[item] ?? 0);
    if (n <= 0) continue;
    let resj = 0;
    let wjm = -1;
    let jm = 0;
    for (let j = 0; j < n; j++) {
      resj = f(resj + f(WEIGHT_D / ((j + 1) * (j + 1))));
      if (WEIGHT_D > wjm) {
        wjm = WEIGHT_D;
        jm = j;
      }
    }
    res = f(res + f(f(wjm + resj) - f(wjm / ((jm + 1) * (jm + 1)))) / ZETA2);
  }
  return count > 0 ? f(res / count) : res;
}

/** calc_rank_and: every pair of occurrences of two different query lexemes, closer pairs weighing more. */
function rankAnd(count: number, doc: DocPositions): number {
  if (count < 2) return rankOr(count, doc);
  const pos = doc.positions;
  let res = -1;
  for (let i = 0; i < count; i++) {
    const iFrom = doc.start[i] ?? 0;
    const iTo = doc.end[i] ?? 0;
    if (iTo <= iFrom) continue;
    for (let k = 0; k < i; k++) {
      const kFrom = doc.start[k] ?? 0;
      const kTo = doc.end[k] ?? 0;
      for (let l = iFrom; l < iTo; l++) {
        for (let p = kFrom; p < kTo; p++) {
          const distance = Math.abs((pos[l] ?? 0) - (pos[p] ?? 0));
          if (distance === 0) continue;
          const curw = f(Math.sqrt(f(f(WEIGHT_D * WEIGHT_D) * wordDistance(distance))));
          res = res < 0 ? curw : f(1.0 - (1.0 - res) * (1.0 - curw));
        }
      }
    }
  }
  return res;
}

/**
 * ts_rank with normalisation 2 (divided by the document's length in positions). `count` is the number
 * of the query's distinct lexemes (in sorted order in `doc`); `and` when the query's top operator is
 * AND (a one-lexeme query's is not).
 */
export function tsRank(count: number, and: boolean, doc: DocPositions, length: number): number {
  let res = and ? rankAnd(count, doc) : rankOr(count, doc);
  if (res < 0) res = f(1e-20);
  if (length > 0) res = f(res / length);
  return res;
}
