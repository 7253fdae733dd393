/** One lexeme of a tsvector's text form with its positions ('diabet':3,7). */
export interface LexemeEntry {
  lexeme: string;
  positions: number[];
}

const ENTRY = /'((?:[^']|'')*)'(?::([0-9A-D,]+))?/g;

/**
 * Parses `search_vector::text`. Positions drop their weight letter (all are D here); an entry without
 * positions (a stripped vector) gets none, and PostgreSQL then counts it as length 1.
 */
export function parseTsvector(text: string): LexemeEntry[] {
  const out: LexemeEntry[] = [];
  for (const m of text.matchAll(ENTRY)) {
    const lexeme = (m[1] ?? '').replaceAll("''", "'");
    const positions = m[2] ? m[2].split(',').map((p) => Number.parseInt(p, 10)) : [];
    out.push({ lexeme, positions });
  }
  return out;
}
