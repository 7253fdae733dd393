import path from 'node:path';
import { systemClock, type Clock } from './clock';
import type { Config } from './config';
import { Encryptor, loadOrCreateKeyFile, parseKey } from './crypto/encryption';
import { openDatabase, type Database } from './db/client';
import { runMigrations } from './db/migrate';
import type { AppContext } from './context';

/** Opens the configured database (migrated) and the encryptor: what a server or worker process needs. */
export async function openContext(
  config: Config,
  clock: Clock = systemClock,
): Promise<{ ctx: AppContext; database: Database }> {
  if (config.databaseUrl && !config.encryptionKey) {
    // Instances sharing one PostgreSQL must share the key, or they cannot read each other's data.
    throw new Error(
      'ENCRYPTION_KEY must be set when DATABASE_URL is set (every instance needs the same key).',
    );
  }
  const key = config.encryptionKey ? parseKey(config.encryptionKey) : loadOrCreateKeyFile(config.dataDir);
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') },
  );
  await runMigrations(database);
  return {
    database,
    ctx: {
      db: database.db,
      databaseKind: database.kind,
      sql: database.execute,
      withAdvisoryLock: database.withAdvisoryLock,
      clock,
      encryptor: new Encryptor(key),
      config,
    },
  };
}
