import { randomBytes } from 'node:crypto';
import { mkdir, open, readFile, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { DatabaseKind } from '../db/client';

/** Where a document's sealed (AES-256-GCM) originals live: see `createOriginalStore`. */
export type OriginalStorage = 'database' | 'file';

/**
 * The bytes of sealed originals, apart from their rows in `document_files`. Two kinds:
 * - 'database': the bytes are the row's bytea (PostgreSQL: instances share the database, not a disk);
 *   every method here is then a no-op.
 * - 'file': one file per original under `<DATA_DIR>/originals/<document id>/<position>.sealed` (PGlite:
 *   its WASM heap grows with every large bytea it handles and never shrinks).
 * Only `documents/originals.ts` uses this directly; it keeps rows and bytes in step.
 */
export interface OriginalStore {
  readonly storage: OriginalStorage;
  /** Writes one sealed original (file store only; atomic: a reader never sees half a file). */
  write(documentId: string, position: number, sealed: Buffer): Promise<void>;
  read(documentId: string, position: number): Promise<Buffer>;
  /** Removes every original of these documents; documents without any are fine. */
  remove(documentIds: string[]): Promise<void>;
  /** Documents that have bytes here, each with the time it was last written. */
  list(): Promise<{ documentId: string; writtenAt: Date }[]>;
}

/** The database kind picks the store; in-memory PGlite (no data folder) keeps them in the database. */
export function createOriginalStore(kind: DatabaseKind, dataDir: string | null): OriginalStore {
  return kind === 'pglite' && dataDir
    ? new FileOriginalStore(path.join(dataDir, 'originals'))
    : databaseStore;
}

const databaseStore: OriginalStore = {
  storage: 'database',
  write: () => Promise.reject(new Error('Originals are stored in the database here.')),
  read: () => Promise.reject(new Error('Originals are stored in the database here.')),
  remove: () => Promise.resolve(),
  list: () => Promise.resolve([]),
};

/** Document ids are UUIDs: anything else in the folder is not ours to read or remove. */
const DOCUMENT_DIR = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export class FileOriginalStore implements OriginalStore {
  readonly storage = 'file';

  constructor(readonly root: string) {}

  async write(documentId: string, position: number, sealed: Buffer): Promise<void> {
    const dir = this.documentDir(documentId);
    await mkdir(dir, { recursive: true, mode: 0o700 });
    const final = this.filePath(documentId, position);
    const temporary = `${final}.${randomBytes(6).toString('hex')}.tmp`;
    // Written in full and flushed under a temporary name, then renamed: a crash leaves either no
    // file or a whole one, never a torn original.
    const handle = await open(temporary, 'wx', 0o600);
    try {
      await handle.writeFile(sealed);
      await handle.sync();
    } catch (err) {
      await handle.close();
      await rm(temporary, { force: true });
      throw err;
    }
    await handle.close();
    await rename(temporary, final);
  }

  read(documentId: string, position: number): Promise<Buffer> {
    return readFile(this.filePath(documentId, position));
  }

  async remove(documentIds: string[]): Promise<void> {
    for (const id of documentIds) {
      await rm(this.documentDir(id), { recursive: true, force: true });
    }
  }

  async list(): Promise<{ documentId: string; writtenAt: Date }[]> {
    let names: string[];
    try {
      names = await readdir(this.root);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw err;
    }
    const found: { documentId: string; writtenAt: Date }[] = [];
    for (const name of names.filter((n) => DOCUMENT_DIR.test(n))) {
      // A folder's mtime moves whenever a file is added or renamed in it: the last write.
      const info = await stat(path.join(this.root, name)).catch(() => null);
      if (info?.isDirectory()) found.push({ documentId: name, writtenAt: info.mtime });
    }
    return found;
  }

  filePath(documentId: string, position: number): string {
    if (!Number.isInteger(position) || position < 0) throw new Error('Bad original position.');
    return path.join(this.documentDir(documentId), `${position}.sealed`);
  }

  private documentDir(documentId: string): string {
    // The id comes from our own rows, but a path is built from it: never let it leave the folder.
    if (!DOCUMENT_DIR.test(documentId)) throw new Error('Bad document id.');
    return path.join(this.root, documentId);
  }
}
