import type { RegulationSeed } from '@clearbill/engine';
import type { PatientResource } from '@clearbill/shared';
import type { Clock } from './clock';
import type { Config } from './config';
import type { Encryptor } from './crypto/encryption';
import type { Database, Db, DatabaseKind } from './db/client';
import type { PayerSource } from './payers/source';
import type { OriginalStore } from './storage/original-store';

/** What every service needs: the database, the time, the at-rest encryptor and the settings. */
export interface AppContext {
  db: Db;
  databaseKind: DatabaseKind;
  /** Raw SQL with positional parameters on the same database (the job queue runs on it). */
  sql: Database['execute'];
  /** One process at a time across instances (start-up work such as the job queue's schema). */
  withAdvisoryLock: Database['withAdvisoryLock'];
  clock: Clock;
  encryptor: Encryptor;
  /** Where uploaded originals' sealed bytes live (files on PGlite, the database on PostgreSQL). */
  originals: OriginalStore;
  /** Settings read at start-up (code-set folder, live API addresses and budgets, ...). */
  config: Config;
  /**
   * Where the patient resources directory comes from; default: the programs in code and the shared file
   * under CODESETS_DIR (resources/directory.ts). Tests hand in their own entries here.
   */
  resourceSources?: () => PatientResource[];
  /** Where the payer documentation comes from; default: engine/payers. Tests hand in their own. */
  payerSources?: () => PayerSource;
  /** The regulations library the seed calls load; default: the engine's. Tests hand in their own entries. */
  regulationSources?: () => readonly RegulationSeed[];
}
