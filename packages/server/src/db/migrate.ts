import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { Database, Schema } from './client';
import { ANALYSIS_FINDINGS_TRIGGER_SQL } from './analysis-findings-trigger';
import { CODE_INDEX_TRIGGER_SQL } from './code-index-trigger';

export const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** Arbitrary constant: the advisory lock that keeps two starting instances from migrating at once. */
const MIGRATION_LOCK = 7_340_021;

export async function runMigrations(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    await database.execute('CREATE EXTENSION IF NOT EXISTS pg_trgm');
    await migratePglite(database.db as unknown as PgliteDatabase<Schema>, { migrationsFolder });
    await database.execute(CODE_INDEX_TRIGGER_SQL);
    await database.execute(ANALYSIS_FINDINGS_TRIGGER_SQL);
    return;
  }
  // Several instances may start together on one PostgreSQL: the first migrates, the others wait
  // on the lock and then find nothing left to do.
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK})`);
    await tx.execute(sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await migratePg(tx as unknown as NodePgDatabase<Schema>, { migrationsFolder });
    await tx.execute(sql.raw(CODE_INDEX_TRIGGER_SQL));
    await tx.execute(sql.raw(ANALYSIS_FINDINGS_TRIGGER_SQL));
  });
}
