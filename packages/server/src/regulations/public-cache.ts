import type { Regulation, RegulatoryUpdatesQuery, RegulatoryUpdatesResponse } from '@clearbill/shared';
import type { AppContext } from '../context';
import { markReusable } from '../http/memoized-serializer';

/**
 * The public updates, kept per query for a short time (decision 0021): the page asks for the whole list
 * (its text search runs in the browser), the same for everyone, and a few hundred regulations make an
 * answer of a few hundred KB. A kept answer is frozen and marked reusable, so its JSON is written once.
 * A change made through this process clears the cache at once; one made through another instance shows
 * here within `REGULATIONS_CACHE_MS` (default 2 s).
 */
class PublicUpdatesCache {
  private readonly entries = new Map<string, { until: number; answer: Promise<RegulatoryUpdatesResponse> }>();
  /** Bumped by every clear, so an answer computed across a change is not kept. */
  private generation = 0;

  constructor(private readonly ttlMs: number) {}

  get(query: RegulatoryUpdatesQuery, load: () => Promise<Regulation[]>): Promise<RegulatoryUpdatesResponse> {
    if (this.ttlMs === 0)
      return load().then((updates) => ({ success: true as const, updates, total: updates.length }));
    const key = `${query.category ?? ''}|${query.effectiveAfter ?? ''}`;
    const now = performance.now();
    const hit = this.entries.get(key);
    if (hit && hit.until > now) return hit.answer;
    const generation = this.generation;
    const answer = load().then((updates) =>
      markReusable(deepFreeze({ success: true as const, updates, total: updates.length })),
    );
    this.entries.set(key, { until: now + this.ttlMs, answer });
    answer.then(
      () => {
        if (generation !== this.generation) this.entries.delete(key);
      },
      () => {
        // A failed load is not kept: the next request tries again.
        if (this.entries.get(key)?.answer === answer) this.entries.delete(key);
      },
    );
    return answer;
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
  }
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

const caches = new WeakMap<AppContext, PublicUpdatesCache>();

export function publicUpdatesCache(ctx: AppContext): PublicUpdatesCache {
  let cache = caches.get(ctx);
  if (!cache) {
    cache = new PublicUpdatesCache(ctx.config.regulationsCacheMs);
    caches.set(ctx, cache);
  }
  return cache;
}

/** After any change to the regulations made through this process. */
export function regulationsChanged(ctx: AppContext): void {
  caches.get(ctx)?.clear();
}
