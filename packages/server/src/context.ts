import type { Clock } from './clock';
import type { Encryptor } from './crypto/encryption';
import type { Db, DatabaseKind } from './db/client';

/** What every service needs: the database, the time and the at-rest encryptor. */
export interface AppContext {
  db: Db;
  databaseKind: DatabaseKind;
  clock: Clock;
  encryptor: Encryptor;
}
