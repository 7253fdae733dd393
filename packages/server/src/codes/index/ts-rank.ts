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

/** The positions of one query lexeme in one document (empty when the document lacks it). */
export type PositionsOf = (lexeme: number) => ArrayLike<number>;

function wordDistance(distance: number): number {
  if (distance > 100) return f(1e-30);
  return f(1.0 / (1.005 + 0.05 * Math.exp(f(distance) / 1.5 - 2)));
}

/** calc_rank_or: each lexeme's occurrences, 1/i^2-damped, averaged over the query's lexemes. */
function rankOr(items: readonly number[], positionsOf: PositionsOf): number {
  let res = 0;
  for (const item of items) {
    const positions = positionsOf(item);
    if (positions.length === 0) continue;
    let resj = 0;
    let wjm = -1;
    let jm = 0;
    for (let j = 0; j < positions.length; j++) {
      resj = f(resj + f(WEIGHT_D / ((j + 1) * (j + 1))));
      if (WEIGHT_D > wjm) {
        wjm = WEIGHT_D;
        jm = j;
      }
    }
    res = f(res + f(f(wjm + resj) - f(wjm / ((jm + 1) * (jm + 1)))) / ZETA2);
  }
  return items.length > 0 ? f(res / items.length) : res;
}

/** calc_rank_and: every pair of occurrences of two different query lexemes, closer pairs weighing more. */
function rankAnd(items: readonly number[], positionsOf: PositionsOf): number {
  if (items.length < 2) return rankOr(items, positionsOf);
  let res = -1;
  const found: ArrayLike<number>[] = [];
  for (const item of items) {
    const post = positionsOf(item);
    if (post.length === 0) continue;
    for (const ct of found) {
      for (let l = 0; l < post.length; l++) {
        for (let p = 0; p < ct.length; p++) {
          const distance = Math.abs((post[l] ?? 0) - (ct[p] ?? 0));
          if (distance === 0) continue;
          const curw = f(Math.sqrt(f(f(WEIGHT_D * WEIGHT_D) * wordDistance(distance))));
          res = res < 0 ? curw : f(1.0 - (1.0 - res) * (1.0 - curw));
        }
      }
    }
    found.push(post);
  }
  return res;
}

/**
 * ts_rank with normalisation 2 (divided by the document's length in positions). `items` are the
 * query's distinct lexemes; `and` when the query's top operator is AND (a one-lexeme query is not).
 */
export function tsRank(
  items: readonly number[],
  and: boolean,
  positionsOf: PositionsOf,
  length: number,
): number {
  let res = and ? rankAnd(items, positionsOf) : rankOr(items, positionsOf);
  if (res < 0) res = f(1e-20);
  if (length > 0) res = f(res / length);
  return res;
}
