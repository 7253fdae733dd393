import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../sql-rows';
import type { CodeIndex } from './code-index';

/** Lexemes to match: every group must match (AND), any lexeme of a group (OR). */
export interface TextQuery {
  groups: string[][];
}

/** Answers from the database are kept; a bounded map, emptied when full (queries repeat, typos less). */
class BoundedCache<V> {
  private readonly map = new Map<string, V>();
  constructor(private readonly max: number) {}
  get(key: string): V | undefined {
    return this.map.get(key);
  }
  set(key: string, value: V): void {
    if (this.map.size >= this.max) this.map.clear();
    this.map.set(key, value);
  }
}

const stemCache = new BoundedCache<string[]>(20_000);
const parsedCache = new BoundedCache<TextQuery | null>(20_000);

/** Plain words only: what websearch_to_tsquery turns into 'a' & 'b' (it reads "or" as an operator). */
const PLAIN_WORDS = /^[A-Za-z]+(?:\s+[A-Za-z]+)*$/;
const TSQUERY_AND = /^'(?:[^']|'')*'(?: & '(?:[^']|'')*')*$/;

/** A word's lexemes: from the index (every word of the titles), else asked of the database once. */
async function stemOf(db: Db, ix: CodeIndex, word: string): Promise<string[]> {
  const known = ix.words.get(word) ?? stemCache.get(word);
  if (known) return known;
  const rows = await queryRows(db, sql`SELECT array_to_string(ts_lexize('english_stem', ${word}), ' ') AS l`);
  const l = rows[0]?.l;
  const stems = typeof l === 'string' && l.length > 0 ? l.split(' ') : [];
  stemCache.set(word, stems);
  return stems;
}

/** Words -> AND of each word's lexemes; stop words drop out, as in to_tsquery. */
export async function wordsQuery(
  db: Db,
  ix: CodeIndex,
  words: readonly (readonly string[])[],
): Promise<TextQuery> {
  const groups: string[][] = [];
  for (const alternatives of words) {
    const lexemes = new Set<string>();
    for (const w of alternatives) for (const l of await stemOf(db, ix, w.toLowerCase())) lexemes.add(l);
    if (lexemes.size > 0) groups.push([...lexemes]);
  }
  return { groups };
}

/**
 * The query as websearch_to_tsquery('english', q) reads it. Plain words resolve in memory; anything
 * else (digits, punctuation, quotes, "or", "-word") is parsed by the database once and cached. Null
 * when the parsed query is more than an AND of lexemes (phrases, OR, NOT): the SQL path answers those.
 */
export async function textQueryOf(db: Db, ix: CodeIndex, query: string): Promise<TextQuery | null> {
  if (PLAIN_WORDS.test(query)) {
    const words = query.split(/\s+/);
    if (!words.some((w) => w.toLowerCase() === 'or'))
      return wordsQuery(
        db,
        ix,
        words.map((w) => [w]),
      );
  }
  const cached = parsedCache.get(query);
  if (cached !== undefined) return cached;
  const rows = await queryRows(db, sql`SELECT websearch_to_tsquery('english', ${query})::text AS q`);
  const q = typeof rows[0]?.q === 'string' ? rows[0].q : '';
  let parsed: TextQuery | null = null;
  if (q === '') parsed = { groups: [] };
  else if (TSQUERY_AND.test(q)) {
    parsed = { groups: q.split(' & ').map((part) => [part.slice(1, -1).replaceAll("''", "'")]) };
  }
  parsedCache.set(query, parsed);
  return parsed;
}
