import path from 'node:path';
import { systemClock, type Clock } from './clock';
import type { Config } from './config';
import { Encryptor } from './crypto/encryption';
import { loadKey, resolveKeySource } from './crypto/key-location';
import { openDatabase, type Database } from './db/client';
import { runMigrations } from './db/migrate';
import type { AppContext } from './context';
import { createOriginalStore } from './storage/original-store';

/**
 * Opens the configured database (migrated) and the encryptor: what a server or worker process needs.
 * `keyWarning` is set when the key sits beside the data (the caller logs it loudly).
 */
export async function openContext(
  config: Config,
  clock: Clock = systemClock,
): Promise<{ ctx: AppContext; database: Database; keyWarning: string | null }> {
  const keySource = resolveKeySource(config);
  const key = loadKey(keySource, config.encryptionKey);
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') },
  );
  await runMigrations(database);
  return {
    database,
    keyWarning: keySource.kind === 'file' ? keySource.warning : null,
    ctx: {
      db: database.db,
      databaseKind: database.kind,
      sql: database.execute,
      withAdvisoryLock: database.withAdvisoryLock,
      clock,
      encryptor: new Encryptor(key),
      originals: createOriginalStore(database.kind, config.dataDir),
      config,
    },
  };
}
