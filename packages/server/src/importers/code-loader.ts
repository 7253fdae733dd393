import { sql } from 'drizzle-orm';
import { codeKeyOf, type CodeType } from '@clearbill/shared';
import type { Db } from '../db/client';
import { bulkWrite, dedupe } from './bulk';
import { batches } from './streams';

/** One code as an importer reads it from a release file. */
export interface CodeRecord {
  code: string;
  title: string;
  description?: string | null;
  category?: string | null;
  subcategory?: string | null;
  billable: boolean;
  genderSpecific?: string | null;
  effectiveDate?: string | null;
}

export interface CodeLoad {
  codeType: CodeType;
  /** Who publishes the file, shown with each code ('CMS ICD-10-CM'). */
  officialSource: string;
  sourceVersion: string;
  /** Today's date (YYYY-MM-DD): the expiration date of codes the new version no longer has. */
  today: string;
  now: Date;
}

// Small enough that one statement holds PGlite (single connection) for a few hundred ms at most,
// so searches interleave with a background import.
const CODE_BATCH = 2500;

const columns = [
  ['code', 'text'],
  ['code_type', 'text'],
  ['code_key', 'text'],
  ['title', 'text'],
  ['description', 'text'],
  ['category', 'text'],
  ['subcategory', 'text'],
  ['billable_status', 'boolean'],
  ['gender_specific', 'text'],
  ['official_source', 'text'],
  ['source_version', 'text'],
  ['effective_date', 'date'],
  ['updated_at', 'timestamptz'],
] as const;

/** Writes one batch of codes (upsert on type + code; a code that comes back is no longer expired). */
export async function writeCodes(db: Db, load: CodeLoad, records: CodeRecord[]): Promise<void> {
  const unique = dedupe(records, (r) => r.code);
  const at = load.now.toISOString();
  await bulkWrite(
    db,
    {
      table: 'medical_codes',
      columns,
      conflict: ['code_type', 'code'],
      keepWhenNull: ['description', 'subcategory'],
      extraSet: 'expiration_date = NULL',
    },
    unique.map((r) => [
      r.code,
      load.codeType,
      codeKeyOf(r.code),
      r.title,
      r.description ?? null,
      r.category ?? null,
      r.subcategory ?? null,
      r.billable,
      r.genderSpecific ?? null,
      load.officialSource,
      load.sourceVersion,
      r.effectiveDate ?? null,
      at,
    ]),
  );
}

/**
 * Loads a whole release of one code type in batches, then expires (never deletes) the codes this
 * publisher's earlier versions had and this one has not. Returns the number of codes read.
 */
export async function loadCodes(
  db: Db,
  load: CodeLoad,
  records: AsyncIterable<CodeRecord>,
  onRows?: (rows: number) => void,
): Promise<number> {
  let count = 0;
  for await (const batch of batches(records, CODE_BATCH)) {
    await writeCodes(db, load, batch);
    count += batch.length;
    onRows?.(count);
  }
  await db.execute(sql`UPDATE medical_codes SET expiration_date = ${load.today}, updated_at = ${load.now.toISOString()}
    WHERE code_type = ${load.codeType} AND official_source = ${load.officialSource}
      AND source_version <> ${load.sourceVersion} AND expiration_date IS NULL`);
  return count;
}
