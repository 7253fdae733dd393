import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';

/** Raw SQL's rows; both drivers (node-postgres and PGlite) answer `{ rows }`. */
export async function queryRows(db: Pick<Db, 'execute'>, query: SQL): Promise<Record<string, unknown>[]> {
  const result = (await db.execute(query)) as { rows?: Record<string, unknown>[] };
  return result.rows ?? [];
}

/**
 * Raw SQL whose result depends on the order a scan meets rows (blocks of a broad match without ORDER BY).
 * A sequential scan reads from the table's start to wherever the first matches are, and on PostgreSQL
 * may start where another scan is (synchronize_seqscans), changing the order from call to call. With
 * sequential scans off, the planner uses the index bitmap, which reads only the pages holding the first
 * matches, in page order: fast wherever they are, and the same order every time.
 */
export async function queryRowsInScanOrder(
  db: Db,
  kind: 'pglite' | 'postgres',
  query: SQL,
): Promise<Record<string, unknown>[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL enable_seqscan = off`);
    if (kind === 'postgres') await tx.execute(sql`SET LOCAL synchronize_seqscans = off`);
    return queryRows(tx, query);
  });
}
