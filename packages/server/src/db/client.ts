import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** The database handle every service takes; the same on PGlite and PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  kind: DatabaseKind;
  /** Runs raw SQL with positional parameters (for migrations' locks and job queues). */
  execute: (sql: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;
  /**
   * Runs `work` while holding a session advisory lock on its own connection, so one process at a time
   * does it (PostgreSQL); PGlite has one process, so it just runs.
   */
  withAdvisoryLock: <T>(key: number, work: () => Promise<T>) => Promise<T>;
  /** PGlite only: the whole cluster as a tarball, which `loadDataDir` opens again (the tests' template). */
  dumpDataDir?: () => Promise<Blob>;
  close(): Promise<void>;
}

export type DatabaseTarget =
  | {
      kind: 'pglite';
      dataDir: string | null;
      /** A dump (PGlite's dumpDataDir) to start from instead of an empty cluster: the tests' template. */
      loadDataDir?: Blob;
    }
  | { kind: 'postgres'; url: string; maxConnections?: number };

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: target.maxConnections ?? 10 });
    // An idle client losing its connection must not crash the process.
    pool.on('error', (err) => {
      console.error('PostgreSQL pool error:', err.message);
    });
    return {
      db: drizzlePg(pool, { schema }),
      kind: 'postgres',
      execute: async (text, params) => {
        const result = await pool.query(text, params);
        return { rows: result.rows as Record<string, unknown>[] };
      },
      withAdvisoryLock: async (key, work) => {
        const client = await pool.connect();
        try {
          await client.query('SELECT pg_advisory_lock($1)', [key]);
          try {
            return await work();
          } finally {
            await client.query('SELECT pg_advisory_unlock($1)', [key]);
          }
        } finally {
          client.release();
        }
      },
      close: () => pool.end(),
    };
  }
  let dataDir: string | undefined;
  if (target.dataDir) {
    dataDir = path.resolve(target.dataDir);
    mkdirSync(path.dirname(dataDir), { recursive: true });
  }
  const client = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(target.loadDataDir ? { loadDataDir: target.loadDataDir } : {}),
    extensions: { pg_trgm },
  });
  return {
    db: drizzlePglite(client, { schema }),
    kind: 'pglite',
    execute: async (text, params) => {
      if (params?.length) {
        const result = await client.query(text, params);
        return { rows: result.rows as Record<string, unknown>[] };
      }
      // Without parameters the text may hold several statements (pg-boss migrations): exec runs them all.
      const results = await client.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    },
    withAdvisoryLock: (_key, work) => work(),
    dumpDataDir: () => client.dumpDataDir('none'),
    close: () => client.close(),
  };
}
