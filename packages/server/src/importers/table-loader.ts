import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { bulkWrite, dedupe, queryRows, type BulkTarget, type Cell } from './bulk';
import { batches } from './streams';

/**
 * Loads a reference table from rows in batches (upsert on its key), then drops the rows an earlier
 * version had and this one has not: a new release replaces the table's content. `scope` limits the
 * clean-up to part of a table shared by several files.
 */
export async function loadTable(
  db: Db,
  target: BulkTarget & { conflict: readonly string[] },
  rows: AsyncIterable<Cell[]>,
  options: { version: string; batchSize?: number; onRows?: (n: number) => void; keepOld?: boolean },
): Promise<number> {
  const keyAt = target.conflict.map((k) => target.columns.findIndex(([name]) => name === k));
  let count = 0;
  for await (const batch of batches(rows, options.batchSize ?? 5000)) {
    await bulkWrite(
      db,
      target,
      dedupe(batch, (r) => keyAt.map((i) => String(r[i])).join('\x1f')),
    );
    count += batch.length;
    options.onRows?.(count);
  }
  if (!options.keepOld) {
    await db.execute(
      sql`DELETE FROM ${sql.identifier(target.table)} WHERE source_version <> ${options.version}`,
    );
  }
  return count;
}

export async function tableIsEmpty(db: Db, table: string): Promise<boolean> {
  const rows = await queryRows(db, sql`SELECT 1 AS one FROM ${sql.identifier(table)} LIMIT 1`);
  return rows.length === 0;
}
