// `npm run openapi`: writes the OpenAPI document of the current routes to docs/openapi.json.
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { systemClock } from './clock';
import { Encryptor } from './crypto/encryption';
import { openDatabase } from './db/client';
import { runMigrations } from './db/migrate';
import { createLogger } from './http/logging';

const database = await openDatabase({ kind: 'pglite', dataDir: null });
await runMigrations(database);
const app = await buildApp({
  ctx: {
    db: database.db,
    databaseKind: database.kind,
    clock: systemClock,
    encryptor: new Encryptor(randomBytes(32)),
  },
  logger: createLogger('silent'),
});
const target = fileURLToPath(new URL('../../../docs/openapi.json', import.meta.url));
writeFileSync(target, JSON.stringify(app.swagger(), null, 2) + '\n');
await app.close();
await database.close();
console.warn(`Wrote ${target}`);
