import { sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { queryRows } from './sql-rows';

/**
 * The words of every code title and description, for typo correction. Looking a misspelt word up in
 * the trigram index over whole titles costs 100-200 ms on 200k codes (the common trigrams' posting lists
 * are long); over the ~15k distinct words it is well under a millisecond. It is a cache derived from
 * medical_codes, rebuilt when codes are added (checked at most once a minute); nothing depends on it
 * but typo suggestions. A `code_words(word, ndoc)` table with a trigram index would move it into the
 * database.
 */
export interface Vocabulary {
  words: string[];
  docFreq: number[];
  known: Map<string, number>;
  trigramCount: number[];
  byTrigram: Map<string, number[]>;
}

interface CacheEntry {
  vocab: Vocabulary | null;
  building: Promise<Vocabulary> | null;
  maxId: number;
  checkedAt: number;
}

const cache = new WeakMap<Db, CacheEntry>();
const RECHECK_MS = 60_000;
const BATCH = 10_000;

export function trigrams(word: string): Set<string> {
  const padded = `  ${word} `;
  const out = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i++) out.add(padded.slice(i, i + 3));
  return out;
}

/** Words as the vocabulary holds them: lower-case letters, three or more. */
export function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/[a-z]{3,}/g) ?? [];
}

async function maxCodeId(db: Db): Promise<number> {
  const rows = await queryRows(db, sql`SELECT coalesce(max(id), 0)::bigint AS m FROM medical_codes`);
  return Number(rows[0]?.m ?? 0);
}

/** Counts each word of one code's title and description once (document frequency). */
export function countWords(freq: Map<string, number>, title: unknown, description: unknown): void {
  const text = [title, description].filter((v): v is string => typeof v === 'string').join(' ');
  for (const w of new Set(wordsOf(text))) freq.set(w, (freq.get(w) ?? 0) + 1);
}

/** The vocabulary of counted words, with its trigram lists for correction look-ups. */
export function vocabularyFromCounts(freq: Map<string, number>): Vocabulary {
  const words = [...freq.keys()];
  const vocab: Vocabulary = {
    words,
    docFreq: words.map((w) => freq.get(w) ?? 0),
    known: new Map(words.map((w, i) => [w, i])),
    trigramCount: [],
    byTrigram: new Map(),
  };
  words.forEach((w, i) => {
    const grams = trigrams(w);
    vocab.trigramCount.push(grams.size);
    for (const g of grams) {
      const list = vocab.byTrigram.get(g);
      if (list) list.push(i);
      else vocab.byTrigram.set(g, [i]);
    }
  });
  return vocab;
}

async function build(db: Db): Promise<Vocabulary> {
  const freq = new Map<string, number>();
  let lastId = 0;
  for (;;) {
    // Batches keep each statement short, so searches interleave with the build on PGlite.
    const rows = await queryRows(
      db,
      sql`SELECT id, title, description FROM medical_codes WHERE id > ${lastId} ORDER BY id LIMIT ${BATCH}`,
    );
    for (const row of rows) {
      countWords(freq, row.title, row.description);
      lastId = Number(row.id);
    }
    if (rows.length < BATCH) break;
  }
  return vocabularyFromCounts(freq);
}

function entryOf(db: Db): CacheEntry {
  let entry = cache.get(db);
  if (!entry) {
    entry = { vocab: null, building: null, maxId: -1, checkedAt: 0 };
    cache.set(db, entry);
  }
  return entry;
}

function rebuild(db: Db, entry: CacheEntry, maxId: number): Promise<Vocabulary> {
  const building = build(db).then(
    (vocab) => {
      entry.vocab = vocab;
      entry.maxId = maxId;
      entry.building = null;
      return vocab;
    },
    (err: unknown) => {
      entry.building = null;
      throw err;
    },
  );
  entry.building = building;
  return building;
}

/** The current vocabulary; the first call waits for the build, later ones refresh in the background. */
export async function vocabularyOf(ctx: AppContext): Promise<Vocabulary> {
  const entry = entryOf(ctx.db);
  const now = Date.now();
  if (entry.vocab && now - entry.checkedAt < RECHECK_MS) return entry.vocab;
  entry.checkedAt = now;
  const maxId = await maxCodeId(ctx.db);
  if (entry.vocab && maxId === entry.maxId) return entry.vocab;
  if (entry.vocab) {
    if (!entry.building) rebuild(ctx.db, entry, maxId).catch(() => undefined);
    return entry.vocab;
  }
  return entry.building ?? rebuild(ctx.db, entry, maxId);
}

/** After an upload in this process: the next typo look-up rebuilds. */
export function invalidateVocabulary(ctx: AppContext): void {
  const entry = entryOf(ctx.db);
  entry.checkedAt = 0;
  entry.maxId = -1;
  if (!entry.building) entry.vocab = null;
}

/** Optimal string alignment distance (edits, with adjacent transpositions), stopping past `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) {
    const row: number[] = [i];
    for (let j = 1; j <= b.length; j++) {
      if (i === 0) {
        row.push(j);
        continue;
      }
      const prev = rows[i - 1] ?? [];
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min((prev[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        d = Math.min(d, (rows[i - 2]?.[j - 2] ?? 0) + 1);
      }
      row.push(d);
    }
    rows.push(row);
  }
  return rows[a.length]?.[b.length] ?? max + 1;
}

export interface Correction {
  word: string;
  /** Trigram similarity to the typed word, 0 to 1. */
  similarity: number;
}

/**
 * Known words close to a typed word: candidates share trigrams with it (similarity as pg_trgm
 * computes it), then must be within one edit (two for words of six letters or more).
 */
export function correctionsFor(vocab: Vocabulary, typed: string, max = 3): Correction[] {
  if (vocab.known.has(typed)) return [];
  const grams = trigrams(typed);
  const shared = new Map<number, number>();
  for (const g of grams) {
    for (const i of vocab.byTrigram.get(g) ?? []) shared.set(i, (shared.get(i) ?? 0) + 1);
  }
  const maxEdits = typed.length >= 6 ? 2 : 1;
  const scored: { i: number; similarity: number; distance: number }[] = [];
  for (const [i, common] of shared) {
    const similarity = common / (grams.size + (vocab.trigramCount[i] ?? 0) - common);
    if (similarity < 0.25) continue;
    const distance = editDistance(typed, vocab.words[i] ?? '', maxEdits);
    if (distance <= maxEdits) scored.push({ i, similarity, distance });
  }
  scored.sort(
    (x, y) =>
      x.distance - y.distance ||
      y.similarity - x.similarity ||
      (vocab.docFreq[y.i] ?? 0) - (vocab.docFreq[x.i] ?? 0),
  );
  return scored.slice(0, max).map((s) => ({ word: vocab.words[s.i] ?? '', similarity: s.similarity }));
}

export function isKnownWord(vocab: Vocabulary, word: string): boolean {
  return vocab.known.has(word);
}
