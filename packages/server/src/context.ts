import type { Clock } from './clock';
import type { Config } from './config';
import type { Encryptor } from './crypto/encryption';
import type { Db, DatabaseKind } from './db/client';

/** What every service needs: the database, the time, the at-rest encryptor and the settings. */
export interface AppContext {
  db: Db;
  databaseKind: DatabaseKind;
  clock: Clock;
  encryptor: Encryptor;
  /** Settings read at start-up (code-set folder, live API addresses and budgets, ...). */
  config: Config;
}
