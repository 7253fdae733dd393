import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../db/client';
import { runMigrations } from '../db/migrate';

/**
 * Migrated, empty databases to copy from, so a test database costs a copy rather than a new cluster
 * and every migration (a new PGlite cluster alone takes seconds; loading a dump of one, a fraction).
 * Vitest's global set-up builds them once per run and names them in the environment, which its
 * worker processes inherit; a test run without it (one file through another runner) builds its own
 * PGlite template once per process and migrates PostgreSQL databases the long way.
 */
const PGLITE_TEMPLATE_ENV = 'CLEARBILL_TEST_PGLITE_TEMPLATE';
const POSTGRES_TEMPLATE_ENV = 'CLEARBILL_TEST_POSTGRES_TEMPLATE';
const PGLITE_FOLDER_TEMPLATE_ENV = 'CLEARBILL_TEST_PGLITE_FOLDER_TEMPLATE';

let pgliteDump: Promise<Blob> | null = null;

async function buildPgliteDump(): Promise<Blob> {
  const database = await openDatabase({ kind: 'pglite', dataDir: null });
  try {
    await runMigrations(database);
    if (!database.dumpDataDir) throw new Error('PGlite database without dumpDataDir');
    return await database.dumpDataDir();
  } finally {
    await database.close();
  }
}

/** The migrated PGlite cluster as a tarball, for `openDatabase({ loadDataDir })`. */
export function pgliteTemplate(): Promise<Blob> {
  pgliteDump ??= (async () => {
    const file = process.env[PGLITE_TEMPLATE_ENV];
    return file ? new Blob([readFileSync(file)]) : buildPgliteDump();
  })();
  return pgliteDump;
}

/**
 * A migrated PGlite data folder on disk, for test servers in their own process to start from (copied
 * into their data folder as `pglite/`), or null when the global set-up has not made one.
 */
export function pgliteFolderTemplate(): string | null {
  return process.env[PGLITE_FOLDER_TEMPLATE_ENV] ?? null;
}

/** The migrated PostgreSQL database new test databases are created from, or null to migrate each one. */
export function postgresTemplate(): string | null {
  return process.env[POSTGRES_TEMPLATE_ENV] ?? null;
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

export async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** Builds the templates (the global set-up's work) and returns how to remove them. */
export async function buildTemplates(dir: string): Promise<() => Promise<void>> {
  mkdirSync(dir, { recursive: true });
  const run = `${process.pid}-${randomBytes(4).toString('hex')}`;
  const file = path.join(dir, `pglite-${run}.tar`);
  writeFileSync(file, Buffer.from(await (await buildPgliteDump()).arrayBuffer()));
  process.env[PGLITE_TEMPLATE_ENV] = file;

  const folder = path.join(dir, `pglite-${run}`);
  const onDisk = await openDatabase({ kind: 'pglite', dataDir: folder });
  try {
    await runMigrations(onDisk);
  } finally {
    await onDisk.close();
  }
  process.env[PGLITE_FOLDER_TEMPLATE_ENV] = folder;

  const base = process.env.TEST_DATABASE_URL;
  let templateName: string | null = null;
  if (base) {
    templateName = `cb_template_${randomBytes(6).toString('hex')}`;
    await adminQuery(base, `CREATE DATABASE ${templateName}`);
    const database = await openDatabase({
      kind: 'postgres',
      url: withDatabase(base, templateName),
      maxConnections: 1,
    });
    try {
      await runMigrations(database);
    } finally {
      await database.close();
    }
    process.env[POSTGRES_TEMPLATE_ENV] = templateName;
  }
  return async () => {
    rmSync(file, { force: true });
    rmSync(folder, { recursive: true, force: true });
    if (base && templateName) await adminQuery(base, `DROP DATABASE IF EXISTS ${templateName} WITH (FORCE)`);
  };
}
