import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe } from 'vitest';
import { buildApp } from '../app';
import { ManualClock } from '../clock';
import { loadConfig, type Config } from '../config';
import type { AppContext } from '../context';
import { Encryptor } from '../crypto/encryption';
import type { Database, DatabaseKind } from '../db/client';
import { createLogger } from '../http/logging';
import { createOriginalStore } from '../storage/original-store';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from './test-db';

/** Collects every log line a test app writes, so tests can search them for personal data. */
export class LogCapture extends Writable {
  readonly lines: string[] = [];
  override _write(chunk: Buffer, _enc: BufferEncoding, done: () => void): void {
    this.lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    done();
  }
  text(): string {
    return this.lines.join('\n');
  }
}

export interface Harness {
  kind: DatabaseKind;
  app: FastifyInstance;
  ctx: AppContext;
  clock: ManualClock;
  logs: LogCapture;
  testDb: TestDatabase;
  /** This harness's data folder (PGlite keeps the originals in `originals/` under it). */
  dataDir: string;
  /** app.inject with JSON parsed; `ip` sets the caller's address. */
  request(options: InjectOptions & { ip?: string }): Promise<LightMyRequestResponse>;
  /** Another app instance (its own pool, same clock) on the same PostgreSQL database. */
  secondInstance(): Promise<FastifyInstance>;
  /** The same, with its context (to reach what the instance keeps in memory, such as its code index). */
  secondInstanceWithContext(): Promise<{ app: FastifyInstance; ctx: AppContext }>;
  close(): Promise<void>;
}

const TEST_KEY = randomBytes(32);

/**
 * Per-address limits raised for tests: every injected request comes from 127.0.0.1, and suites create
 * many guests and accounts. Sign-in limits keep their real defaults. The limits' own tests pass
 * `realLimits` (or their own counts) to see them.
 */
const testLimits: Record<string, string> = {
  GUEST_SESSIONS_PER_ADDRESS_HOUR: '100000',
  GUEST_UPLOADS_PER_ADDRESS_DAY: '100000',
  SIGNUPS_PER_ADDRESS_HOUR: '100000',
};

/** The limits as a deployment without settings has them. */
export const realLimits: Record<string, string> = Object.fromEntries(
  Object.keys(testLimits).map((k) => [k, '']),
);

/**
 * Settings for tests: live APIs off unless a test points them at its own local server; code search in
 * SQL unless a test turns the in-memory index on (it then checks the tables before every search).
 */
export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    EXTERNAL_APIS: 'off',
    CODE_SEARCH_INDEX: 'off',
    CODE_INDEX_CHECK_MS: '0',
    CODE_INDEX_SETTLE_MS: '0',
    ...testLimits,
    ...env,
  });
}

/** Parts of the context a suite may hand in (the resources directory's entries). */
export type ContextExtras = Pick<AppContext, 'resourceSources' | 'payerSources' | 'regulationSources'>;

export async function startHarness(
  kind: DatabaseKind,
  env: Record<string, string> = {},
  extras: ContextExtras = {},
): Promise<Harness> {
  const testDb = await createTestDatabase(kind);
  const clock = new ManualClock();
  const logs = new LogCapture();
  // A data folder of its own, as a server on PGlite has: the originals are stored in it as files.
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cb-test-data-'));
  const makeApp = async (database: Database) => {
    const ctx: AppContext = {
      db: database.db,
      databaseKind: database.kind,
      sql: database.execute,
      withAdvisoryLock: database.withAdvisoryLock,
      clock,
      encryptor: new Encryptor(TEST_KEY),
      originals: createOriginalStore(database.kind, dataDir),
      config: testConfig(env),
      ...extras,
    };
    return { ctx, app: await buildApp({ ctx, logger: createLogger('info', logs) }) };
  };
  const { app, ctx } = await makeApp(testDb.database);
  const extraApps: FastifyInstance[] = [];
  const harness: Harness = {
    kind,
    app,
    ctx,
    clock,
    logs,
    testDb,
    dataDir,
    request: async ({ ip, ...options }) => {
      return app.inject({ ...options, ...(ip ? { remoteAddress: ip } : {}) });
    },
    secondInstance: async () => (await harness.secondInstanceWithContext()).app,
    secondInstanceWithContext: async () => {
      const other = await makeApp(await testDb.openAnother());
      extraApps.push(other.app);
      return other;
    },
    close: async () => {
      for (const a of extraApps) await a.close();
      await app.close();
      await testDb.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return harness;
}

/** Which database a suite of `describeEachDb` runs on. */
export interface SuiteDatabase {
  kind: DatabaseKind;
  /**
   * True on the first database of the run (PGlite). A test that measures the engine rather than the
   * database (OCR, a 200-page document) is defined only there: on the second it would
   * only repeat the same reading.
   */
  first: boolean;
}

/**
 * Runs a suite once per available database (PGlite, and PostgreSQL when TEST_DATABASE_URL is set),
 * each with its own fresh database, app and clock.
 */
export function describeEachDb(
  title: string,
  suite: (h: () => Harness, db: SuiteDatabase) => void,
  env: Record<string, string> = {},
  extras: ContextExtras = {},
): void {
  testDatabaseKinds().forEach((kind, index) => {
    describe(`${title} [${kind}]`, () => {
      let harness: Harness | undefined;
      beforeAll(async () => {
        harness = await startHarness(kind, env, extras);
      });
      afterAll(async () => {
        await harness?.close();
      });
      suite(
        () => {
          if (!harness) throw new Error('Harness not started');
          return harness;
        },
        { kind, first: index === 0 },
      );
    });
  });
}
