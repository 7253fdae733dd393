import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { defaultKeyFile, loadKey, resolveKeySource, type KeySettings } from './key-location';

function freshRoot(): string {
  return mkdtempSync(path.join(os.tmpdir(), 'cb-keyloc-'));
}

function settings(root: string, extra: Partial<KeySettings> = {}): KeySettings {
  return {
    dataDir: path.join(root, 'data'),
    databaseUrl: undefined,
    encryptionKey: undefined,
    encryptionKeyFile: undefined,
    ...extra,
  };
}

/** Makes DATA_DIR look like an install that already wrote data. */
function writeSomeData(dataDir: string): void {
  mkdirSync(path.join(dataDir, 'pglite'), { recursive: true });
  writeFileSync(path.join(dataDir, 'pglite', 'PG_VERSION'), '17\n');
}

describe('where the encryption key comes from', () => {
  it('generates the key beside DATA_DIR, not inside it, readable by its owner only, and reuses it', () => {
    const root = freshRoot();
    const s = settings(root);
    const source = resolveKeySource(s);
    expect(source).toEqual({ kind: 'file', file: path.join(root, 'data.key'), create: true, warning: null });
    const first = loadKey(source, undefined);
    const file = path.join(root, 'data.key');
    expect(statSync(file).mode & 0o077).toBe(0);
    expect(readFileSync(file, 'utf8').trim()).toBe(first.toString('hex'));

    writeSomeData(s.dataDir);
    const again = resolveKeySource(s);
    expect(again).toMatchObject({ file, create: false, warning: null });
    expect(loadKey(again, undefined).equals(first)).toBe(true);
  });

  it('names the default file after DATA_DIR, whatever its spelling', () => {
    expect(defaultKeyFile('/srv/clearbill/data/')).toBe('/srv/clearbill/data.key');
    expect(defaultKeyFile('data')).toBe(path.resolve('data') + '.key');
  });

  it('keeps using a key an older install left inside DATA_DIR, with a warning that names no secret', () => {
    const root = freshRoot();
    const s = settings(root);
    writeSomeData(s.dataDir);
    const key = randomBytes(32);
    writeFileSync(path.join(s.dataDir, 'encryption.key'), key.toString('hex'));
    const source = resolveKeySource(s);
    if (source.kind !== 'file') throw new Error('expected a file');
    expect(source.file).toBe(path.join(s.dataDir, 'encryption.key'));
    expect(source.create).toBe(false);
    expect(source.warning).toMatch(/inside DATA_DIR/);
    expect(source.warning).not.toContain(key.toString('hex'));
    expect(loadKey(source, undefined).equals(key)).toBe(true);
  });

  it('refuses two different keys (inside and beside DATA_DIR), accepts two copies of one', () => {
    const root = freshRoot();
    const s = settings(root);
    mkdirSync(s.dataDir, { recursive: true });
    const key = randomBytes(32).toString('hex');
    writeFileSync(path.join(s.dataDir, 'encryption.key'), key);
    writeFileSync(path.join(root, 'data.key'), randomBytes(32).toString('hex'));
    expect(() => resolveKeySource(s)).toThrow(/Two different encryption keys/);
    writeFileSync(path.join(root, 'data.key'), key);
    expect(resolveKeySource(s)).toMatchObject({ create: false, warning: expect.stringMatching(/inside/) });
  });

  it('uses ENCRYPTION_KEY_FILE, generating it when absent, and warns when it points inside DATA_DIR', () => {
    const root = freshRoot();
    const outside = path.join(root, 'secrets', 'cb.key');
    const source = resolveKeySource(settings(root, { encryptionKeyFile: outside }));
    expect(source).toEqual({ kind: 'file', file: outside, create: true, warning: null });
    loadKey(source, undefined);
    expect(statSync(outside).mode & 0o077).toBe(0);

    const inside = path.join(root, 'data', 'keys', 'cb.key');
    const warned = resolveKeySource(settings(root, { encryptionKeyFile: inside }));
    expect(warned).toMatchObject({ file: inside, warning: expect.stringMatching(/inside DATA_DIR/) });
  });

  it('refuses to start when DATA_DIR holds data but its key is gone (a new key could not open it)', () => {
    const root = freshRoot();
    const s = settings(root);
    writeSomeData(s.dataDir);
    expect(() => resolveKeySource(s)).toThrow(/encryption key is missing/);
    expect(() => resolveKeySource({ ...s, encryptionKeyFile: path.join(root, 'gone.key') })).toThrow(
      /encryption key is missing/,
    );
  });

  it('with DATABASE_URL needs ENCRYPTION_KEY or an existing ENCRYPTION_KEY_FILE', () => {
    const root = freshRoot();
    const databaseUrl = 'postgres://u@h/db';
    expect(() => resolveKeySource(settings(root, { databaseUrl }))).toThrow(
      /ENCRYPTION_KEY or ENCRYPTION_KEY_FILE/,
    );
    const file = path.join(root, 'shared.key');
    expect(() => resolveKeySource(settings(root, { databaseUrl, encryptionKeyFile: file }))).toThrow(
      /does not exist/,
    );
    const key = randomBytes(32);
    writeFileSync(file, key.toString('base64'));
    const source = resolveKeySource(settings(root, { databaseUrl, encryptionKeyFile: file }));
    expect(loadKey(source, undefined).equals(key)).toBe(true);
    const hex = randomBytes(32).toString('hex');
    const env = resolveKeySource(settings(root, { databaseUrl, encryptionKey: hex }));
    expect(env).toEqual({ kind: 'env' });
    expect(loadKey(env, hex).toString('hex')).toBe(hex);
  });

  it('refuses ENCRYPTION_KEY and ENCRYPTION_KEY_FILE together', () => {
    const root = freshRoot();
    expect(() =>
      resolveKeySource(settings(root, { encryptionKey: 'x', encryptionKeyFile: path.join(root, 'k') })),
    ).toThrow(/not both/);
  });

  it('reads ENCRYPTION_KEY_FILE from the environment as an absolute path', () => {
    const c = loadConfig({ ENCRYPTION_KEY_FILE: 'keys/cb.key', DATA_DIR: path.join(freshRoot(), 'data') });
    expect(c.encryptionKeyFile).toBe(path.resolve('keys/cb.key'));
    expect(resolveKeySource(c)).toMatchObject({ file: path.resolve('keys/cb.key'), create: true });
  });
});
