import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseKey } from './encryption';

/** Where older versions generated the key: inside DATA_DIR, beside the data it protects. */
export const LEGACY_KEY_NAME = 'encryption.key';

/**
 * The default key file: a sibling of DATA_DIR (`./data` -> `./data.key`), so that a copy, backup or
 * theft of the data folder does not carry the key that opens it, while the file stays easy to find.
 */
export function defaultKeyFile(dataDir: string): string {
  return `${path.resolve(dataDir)}.key`;
}

export function isInside(dir: string, file: string): boolean {
  const rel = path.relative(path.resolve(dir), path.resolve(file));
  return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
}

export type KeySettings = {
  dataDir: string;
  databaseUrl: string | undefined;
  encryptionKey: string | undefined;
  encryptionKeyFile: string | undefined;
};

/** How the key was found; `warning` is for a loud start-up log line (it never holds the key). */
export type KeySource =
  { kind: 'env' } | { kind: 'file'; file: string; create: boolean; warning: string | null };

function togetherWarning(file: string): string {
  return (
    `The encryption key (${file}) sits inside DATA_DIR, beside the data it protects: anyone with a copy ` +
    'of the data folder can read it. Move the key out of the folder and point ENCRYPTION_KEY_FILE at it ' +
    '(or set ENCRYPTION_KEY).'
  );
}

/** PGlite data already written in DATA_DIR: it was sealed with some key, which must not be replaced. */
function holdsData(dataDir: string): boolean {
  const pglite = path.join(dataDir, 'pglite');
  return existsSync(pglite) && readdirSync(pglite).length > 0;
}

/**
 * The rules, in order: ENCRYPTION_KEY; ENCRYPTION_KEY_FILE (must exist with DATABASE_URL, since every
 * instance needs the same key); a key left inside DATA_DIR by an older install (kept, with a warning);
 * the default sibling file, generated on first start. A missing key for existing data stops start-up
 * rather than generate a key that cannot open it.
 */
export function resolveKeySource(s: KeySettings): KeySource {
  if (s.encryptionKey && s.encryptionKeyFile) {
    throw new Error('Set ENCRYPTION_KEY or ENCRYPTION_KEY_FILE, not both.');
  }
  if (s.encryptionKey) return { kind: 'env' };
  const dataDir = path.resolve(s.dataDir);
  if (s.encryptionKeyFile) {
    const file = path.resolve(s.encryptionKeyFile);
    const exists = existsSync(file);
    if (!exists && s.databaseUrl) {
      throw new Error(
        `ENCRYPTION_KEY_FILE ${file} does not exist: with DATABASE_URL every instance must read the same key.`,
      );
    }
    if (!exists && !s.databaseUrl && holdsData(dataDir)) throw missingKeyError(file);
    return {
      kind: 'file',
      file,
      create: !exists,
      warning: isInside(dataDir, file) ? togetherWarning(file) : null,
    };
  }
  if (s.databaseUrl) {
    // Instances sharing one PostgreSQL must share the key, or they cannot read each other's data.
    throw new Error(
      'ENCRYPTION_KEY or ENCRYPTION_KEY_FILE must be set when DATABASE_URL is set (every instance needs the same key).',
    );
  }
  const legacy = path.join(dataDir, LEGACY_KEY_NAME);
  const sibling = defaultKeyFile(dataDir);
  if (existsSync(legacy)) {
    if (existsSync(sibling) && !parseKey(readFileSync(sibling, 'utf8')).equals(readKey(legacy))) {
      throw new Error(
        `Two different encryption keys: ${legacy} and ${sibling}. Keep the one the data was written with ` +
          'and remove the other.',
      );
    }
    return { kind: 'file', file: legacy, create: false, warning: togetherWarning(legacy) };
  }
  const exists = existsSync(sibling);
  if (!exists && holdsData(dataDir)) throw missingKeyError(sibling);
  return { kind: 'file', file: sibling, create: !exists, warning: null };
}

function missingKeyError(file: string): Error {
  return new Error(
    `DATA_DIR holds data but its encryption key is missing (looked for ${file}). Restore the key file ` +
      '(or set ENCRYPTION_KEY / ENCRYPTION_KEY_FILE); a new key could not open the existing data.',
  );
}

function readKey(file: string): Buffer {
  return parseKey(readFileSync(file, 'utf8'));
}

/** Reads the key the source names, generating the file (mode 0600, never overwritten) when asked. */
export function loadKey(source: KeySource, encryptionKey: string | undefined): Buffer {
  if (source.kind === 'env') return parseKey(encryptionKey ?? '');
  if (!source.create) return readKey(source.file);
  mkdirSync(path.dirname(source.file), { recursive: true });
  const key = randomBytes(32);
  try {
    writeFileSync(source.file, key.toString('hex') + '\n', { mode: 0o600, flag: 'wx' });
  } catch (err) {
    // Another process starting at the same moment wrote it first: use theirs.
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return readKey(source.file);
    throw err;
  }
  return key;
}
