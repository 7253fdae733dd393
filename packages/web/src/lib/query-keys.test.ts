import { describe, expect, it } from 'vitest';
import { queryKeys } from './query-keys';

type Key = readonly unknown[];

/** Every key of a domain, with the functions called with sample arguments. */
function keysOf(domain: Record<string, Key | ((...args: never[]) => Key)>): Key[] {
  return Object.values(domain).map((key) =>
    typeof key === 'function' ? (key as (...args: unknown[]) => Key)('sample', { q: 'x' }) : key,
  );
}

const domains = Object.entries(queryKeys) as [string, Record<string, Key | ((...args: never[]) => Key)>][];

describe('queryKeys', () => {
  it("starts every key of a domain with the domain's `all` key, so invalidating `all` reaches them", () => {
    for (const [name, domain] of domains) {
      const all = domain.all as Key;
      expect(all, name).toEqual([name]);
      for (const key of keysOf(domain)) expect(key.slice(0, all.length), JSON.stringify(key)).toEqual(all);
    }
  });

  it('gives no two queries the same key', () => {
    const seen = domains.flatMap(([, domain]) => keysOf(domain)).map((key) => JSON.stringify(key));
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('keeps the keys that depend on arguments apart', () => {
    expect(queryKeys.analyses.document('a')).not.toEqual(queryKeys.analyses.document('b'));
    expect(queryKeys.codes.counts(true)).not.toEqual(queryKeys.codes.counts(false));
    expect(queryKeys.codes.search({ q: 'a' })).not.toEqual(queryKeys.codes.search({ q: 'b' }));
  });
});
