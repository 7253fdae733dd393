import type { CodeType } from '@clearbill/shared';
import type { CodeRow } from '../rows';
import { type CodeIndex, rowOf, typeIdOf } from './code-index';

/** First position in `order` whose key is >= `key` (bytewise, as text_pattern_ops compares). */
function lowerBound(ix: CodeIndex, order: Int32Array, key: string): number {
  let lo = 0;
  let hi = order.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((ix.keys[order[mid] ?? 0] ?? '') < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * One code by its key and type, from the in-memory index: the row `ReferenceData.lookupCode` reads in
 * SQL (code_key and code_type equal; a current row before an ended one, the earliest end first; then by
 * id), without a query. Null when the index holds no such code.
 */
export function lookupInIndex(ix: CodeIndex, codeKey: string, codeType: CodeType): CodeRow | null {
  const order = ix.typeOrder[typeIdOf(codeType)];
  if (!order) return null;
  let best: number | null = null;
  for (let i = lowerBound(ix, order, codeKey); i < order.length; i++) {
    const d = order[i] ?? 0;
    if (ix.keys[d] !== codeKey) break;
    if (best === null || before(ix, d, best)) best = d;
  }
  return best === null ? null : rowOf(ix, best);
}

/** ORDER BY expiration_date NULLS FIRST, then id. */
function before(ix: CodeIndex, a: number, b: number): boolean {
  const ea = ix.rows.expirationDate[a] ?? null;
  const eb = ix.rows.expirationDate[b] ?? null;
  if (ea !== eb) {
    if (ea === null) return true;
    if (eb === null) return false;
    return ea < eb;
  }
  return (ix.ids[a] ?? 0) < (ix.ids[b] ?? 0);
}
