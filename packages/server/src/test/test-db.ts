import { randomBytes } from 'node:crypto';
import { openDatabase, type Database, type DatabaseKind } from '../db/client';
import { runMigrations } from '../db/migrate';
import { adminQuery, pgliteTemplate, postgresTemplate, withDatabase } from './db-templates';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). */
export function testDatabaseKinds(): DatabaseKind[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

export interface TestDatabase {
  database: Database;
  /** A connection string other instances can open (PostgreSQL only). */
  url: string | null;
  /** Opens another, independent connection pool to the same database (PostgreSQL only). */
  openAnother(): Promise<Database>;
  drop(): Promise<void>;
}

/** A fresh, migrated, empty database of the given kind, private to the calling test file. */
export async function createTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const database = await openDatabase({
      kind: 'pglite',
      dataDir: null,
      loadDataDir: await pgliteTemplate(),
    });
    return {
      database,
      url: null,
      openAnother: () => Promise.reject(new Error('PGlite is single-process')),
      drop: () => database.close(),
    };
  }
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DATABASE_URL is not set');
  const name = `cb_test_${randomBytes(6).toString('hex')}`;
  const template = postgresTemplate();
  await adminQuery(
    base,
    template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`,
  );
  const url = withDatabase(base, name);
  const database = await openDatabase({ kind: 'postgres', url, maxConnections: 4 });
  if (!template) await runMigrations(database);
  const others: Database[] = [];
  return {
    database,
    url,
    openAnother: async () => {
      const another = await openDatabase({ kind: 'postgres', url, maxConnections: 4 });
      others.push(another);
      return another;
    },
    drop: async () => {
      for (const o of others) await o.close();
      await database.close();
      await adminQuery(base, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
