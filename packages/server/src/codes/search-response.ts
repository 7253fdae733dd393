import type { CodeSearchResponse } from '@clearbill/shared';
import type { AppContext } from '../context';
import { markReusable } from '../http/memoized-serializer';
import type { CodeIndex } from './index/code-index';
import { currentCodeIndex } from './index/index-keeper';
import { toMedicalCode } from './rows';
import { searchCodes } from './search-service';
import type { SearchInput } from './search-types';

/**
 * Whole answers of GET /api/medical-codes for inputs seen before, most recent last, per index: a new
 * index (after any change to the code tables) starts empty and the old one goes with the old index.
 * The answers are frozen and marked reusable, so the app's serializer writes each one's JSON once
 * (http/memoized-serializer.ts).
 * Only answers from the index are kept: SQL answers the moments the index is behind the tables.
 */
class ResponseCache {
  private readonly entries = new Map<string, CodeSearchResponse>();
  private codes = 0;

  /** `maxCodes`: CODE_ANSWER_CACHE_CODES (~0.5 KB each with their JSON: 50,000 is ~25 MB). */
  constructor(private readonly maxCodes: number) {}

  get(key: string): CodeSearchResponse | undefined {
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      this.entries.set(key, hit);
    }
    return hit;
  }

  set(key: string, response: CodeSearchResponse): void {
    if (this.entries.has(key)) return;
    this.entries.set(key, response);
    this.codes += response.codes.length + 1;
    for (const [oldKey, old] of this.entries) {
      if (this.codes <= this.maxCodes) break;
      this.entries.delete(oldKey);
      this.codes -= old.codes.length + 1;
    }
  }
}

const caches = new WeakMap<CodeIndex, ResponseCache>();

function cacheOf(ctx: AppContext, ix: CodeIndex): ResponseCache | null {
  const maxCodes = ctx.config.codeIndex.answerCacheCodes;
  if (maxCodes <= 0) return null;
  let cache = caches.get(ix);
  if (!cache) {
    cache = new ResponseCache(maxCodes);
    caches.set(ix, cache);
  }
  return cache;
}

/** The input exactly as validated (the query already trimmed): equal keys, equal answers. */
const keyOf = (input: SearchInput) =>
  JSON.stringify([input.query ?? '', input.codeType ?? '', input.category ?? '', input.limit, input.offset]);

function freeze(response: CodeSearchResponse): CodeSearchResponse {
  for (const code of response.codes) Object.freeze(code);
  Object.freeze(response.codes);
  return markReusable(Object.freeze(response));
}

/** The route's answer: the same as searchCodes, as the API shows it, from the cache when it can. */
export async function searchResponse(ctx: AppContext, input: SearchInput): Promise<CodeSearchResponse> {
  const ix = await currentCodeIndex(ctx);
  const cache = ix ? cacheOf(ctx, ix) : null;
  const key = keyOf(input);
  const hit = cache?.get(key);
  if (hit) return hit;
  const result = await searchCodes(ctx, input);
  const response: CodeSearchResponse = {
    total: result.total,
    totalIsEstimate: result.totalIsEstimate,
    codes: result.hits.map((h) => toMedicalCode(h.row)),
  };
  if (!cache || result.source !== 'index') return response;
  cache.set(key, freeze(response));
  return response;
}
