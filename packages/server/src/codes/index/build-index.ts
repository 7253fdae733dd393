import { setImmediate as yieldToRequests } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../sql-rows';
import { CodeIndexBuilder, type CodeIndex } from './code-index';

const BATCH = 5000;
/** Documents added between yields, so requests keep being answered while an index builds. */
const SLICE = 500;
const WORD_BATCH = 5000;

const text = (v: unknown): string | null =>
  typeof v === 'string' ? v : typeof v === 'number' ? String(v) : null;

/** The version every instance compares (db/code-index-trigger.ts bumps it with each change). */
export async function readCodeIndexVersion(db: Db): Promise<number> {
  const rows = await queryRows(db, sql`SELECT version FROM code_index_version WHERE id = 1`);
  return Number(rows[0]?.version ?? 0);
}

/**
 * Each distinct word -> the lexemes PostgreSQL's english_stem makes of it, asked of the database once
 * per build, so the index turns plain-word queries into lexemes exactly as websearch_to_tsquery does.
 */
async function stemsOf(db: Db, words: string[]): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  for (let i = 0; i < words.length; i += WORD_BATCH) {
    const chunk = words.slice(i, i + WORD_BATCH);
    const rows = await queryRows(
      db,
      sql`SELECT w, array_to_string(ts_lexize('english_stem', w), ' ') AS l
          FROM unnest(${sql.param(chunk)}::text[]) AS w`,
    );
    for (const r of rows) out.set(String(r.w), typeof r.l === 'string' && r.l ? r.l.split(' ') : []);
  }
  return out;
}

/**
 * Reads medical_codes in id order, in short statements (a background build must not hold PGlite's one
 * connection), and builds the index. `version` is read before the first row: a change committed during
 * the build raises it, so the next check builds again.
 */
export async function buildCodeIndex(
  db: Db,
  isStopped: () => boolean = () => false,
): Promise<CodeIndex | null> {
  const version = await readCodeIndexVersion(db);
  const builder = new CodeIndexBuilder();
  let lastId = 0;
  for (;;) {
    if (isStopped()) return null;
    const rows = await queryRows(
      db,
      sql`SELECT id, code, code_type, code_key, title, description, category, subcategory, billable_status,
                 gender_specific, age_restrictions, laterality, official_source, source_version,
                 effective_date::text AS effective_date, expiration_date::text AS expiration_date,
                 updated_at, search_vector::text AS search_vector
          FROM medical_codes WHERE id > ${lastId} ORDER BY id LIMIT ${BATCH}`,
    );
    for (let i = 0; i < rows.length; i++) {
      const r = rows[i] ?? {};
      builder.add({
        id: Number(r.id),
        code: String(r.code),
        codeType: String(r.code_type),
        codeKey: String(r.code_key),
        title: String(r.title),
        description: text(r.description),
        category: text(r.category),
        subcategory: text(r.subcategory),
        billableStatus: r.billable_status === true,
        genderSpecific: text(r.gender_specific),
        ageRestrictions: text(r.age_restrictions),
        laterality: text(r.laterality),
        officialSource: String(r.official_source),
        sourceVersion: String(r.source_version),
        effectiveDate: text(r.effective_date),
        expirationDate: text(r.expiration_date),
        updatedAt: r.updated_at instanceof Date ? r.updated_at : new Date(String(r.updated_at)),
        searchVector: text(r.search_vector),
      });
      lastId = Number(r.id);
      if (i % SLICE === SLICE - 1) await yieldToRequests();
    }
    if (rows.length < BATCH) break;
  }
  if (isStopped()) return null;
  const words = await stemsOf(db, builder.distinctWords());
  return builder.finish(version, words);
}
