import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { buildApp } from './app';
import { loadConfig } from './config';
import type { AppContext } from './context';
import { systemClock } from './clock';
import { Encryptor } from './crypto/encryption';
import { openDatabase, type DatabaseTarget } from './db/client';
import { runMigrations } from './db/migrate';
import { createLogger } from './http/logging';
import { createOriginalStore } from './storage/original-store';

/**
 * A complete app on a throwaway database (in-memory PGlite unless told otherwise) with a random key:
 * for benchmarks and for generating the OpenAPI document. `close` releases both.
 */
export async function createEphemeralApp(
  target: DatabaseTarget = { kind: 'pglite', dataDir: null },
  logger: FastifyBaseLogger = createLogger('silent'),
  /** Settings beside the defaults (a benchmark raising a limit it measures past). */
  env: Record<string, string> = {},
) {
  const database = await openDatabase(target);
  await runMigrations(database);
  const ctx: AppContext = {
    db: database.db,
    databaseKind: database.kind,
    sql: database.execute,
    withAdvisoryLock: database.withAdvisoryLock,
    clock: systemClock,
    encryptor: new Encryptor(randomBytes(32)),
    // No data folder: originals stay in the (throwaway) database.
    originals: createOriginalStore(database.kind, null),
    config: loadConfig({ EXTERNAL_APIS: 'off', ...env }),
  };
  const app = await buildApp({ ctx, logger });
  return {
    app,
    ctx,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
