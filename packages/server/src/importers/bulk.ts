import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';

export type Cell = string | number | boolean | null;

export interface BulkTarget {
  table: string;
  /** Column name and its PostgreSQL type, in the order of each row's cells. */
  columns: readonly (readonly [string, string])[];
  /** The unique key; with it, rows already there are updated (or left alone with `onConflict: 'nothing'`). */
  conflict?: readonly string[];
  onConflict?: 'update' | 'nothing';
  /** Columns that keep their stored value when the new row has none (a shorter list lacks descriptions). */
  keepWhenNull?: readonly string[];
  /** Extra `SET` assignments on conflict, e.g. `expiration_date = NULL`. */
  extraSet?: string;
}

const SEP = '\x1f';
const NULL_MARK = '\x1e';
const clean = (v: string) => v.replaceAll(SEP, ' ').replaceAll(NULL_MARK, ' ');

/**
 * Writes rows with one INSERT per batch. Each column travels as ONE text parameter split on the server
 * (string_to_array): on PGlite this is about twice as fast as array parameters and far faster than
 * COPY from a blob (2.1M NCCI pairs: ~25 s against ~45 s and ~110 s); on PostgreSQL it is as fast as
 * arrays. Tiny batches use array parameters, since an empty string alone would split to no element.
 */
export async function bulkWrite(
  db: Db,
  target: BulkTarget,
  rows: readonly (readonly Cell[])[],
): Promise<void> {
  if (rows.length === 0) return;
  const names = target.columns.map(([name]) => name);
  const selects: SQL[] = target.columns.map(([, type], c) => {
    if (rows.length < 4) {
      const values = rows.map((r) => (r[c] === null || r[c] === undefined ? null : String(r[c])));
      return sql`${sql.param(values)}::text[]::${sql.raw(type)}[]`;
    }
    const joined = rows
      .map((r) => {
        const v = r[c];
        return v === null || v === undefined ? NULL_MARK : clean(String(v));
      })
      .join(SEP);
    return sql`string_to_array(${joined}, E'\\x1f', E'\\x1e')::${sql.raw(type)}[]`;
  });
  let conflict = sql``;
  if (target.conflict) {
    const keys = sql.raw(target.conflict.join(', '));
    if (target.onConflict === 'nothing') conflict = sql` ON CONFLICT (${keys}) DO NOTHING`;
    else {
      const sets = names
        .filter((n) => !target.conflict?.includes(n))
        .map((n) =>
          target.keepWhenNull?.includes(n)
            ? `${n} = coalesce(excluded.${n}, ${target.table}.${n})`
            : `${n} = excluded.${n}`,
        )
        .concat(target.extraSet ? [target.extraSet] : [])
        .join(', ');
      conflict = sql` ON CONFLICT (${keys}) DO UPDATE SET ${sql.raw(sets)}`;
    }
  }
  await db.execute(
    sql`INSERT INTO ${sql.identifier(target.table)} (${sql.raw(names.join(', '))}) SELECT * FROM unnest(${sql.join(selects, sql`, `)})${conflict}`,
  );
}

/** Keeps the last row of each key: one INSERT ... ON CONFLICT DO UPDATE cannot touch a row twice. */
export function dedupe<T>(rows: T[], key: (row: T) => string): T[] {
  const byKey = new Map<string, T>();
  for (const row of rows) byKey.set(key(row), row);
  return byKey.size === rows.length ? rows : [...byKey.values()];
}

/** Rows of a raw query; node-postgres and PGlite both answer with `{ rows }`. */
export async function queryRows(db: Db, query: SQL): Promise<Record<string, unknown>[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: Record<string, unknown>[] }).rows;
}
