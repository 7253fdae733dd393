import { asc, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { documentFiles } from '../db/schema';
import type { OriginalStorage } from '../storage/original-store';

/**
 * The one way in and out of `document_files` and the bytes behind it (`ctx.originals`: the database's
 * bytea on PostgreSQL, files in the data folder on PGlite). Rows and bytes move in this order:
 * - store: bytes written first, then the row inside the upload's transaction; a crash between the two
 *   leaves bytes without a row, which `sweepOrphanOriginals` removes;
 * - delete: rows deleted inside the caller's transaction, then `releaseOriginals` after it committed
 *   (a failed transaction keeps its originals); bytes left by a crash in between are orphans too.
 */
export async function storeOriginal(
  ctx: AppContext,
  tx: Db,
  file: { documentId: string; position: number; format: string; sealed: Buffer },
): Promise<void> {
  const onDisk = ctx.originals.storage === 'file';
  if (onDisk) await ctx.originals.write(file.documentId, file.position, file.sealed);
  await tx.insert(documentFiles).values({
    documentId: file.documentId,
    position: file.position,
    format: file.format,
    storage: ctx.originals.storage,
    sealed: onDisk ? null : file.sealed,
  });
}

export interface StoredOriginal {
  id: string;
  documentId: string;
  position: number;
  storage: OriginalStorage;
}

/** A document's originals in order, without their bytes (`readOriginal` fetches one at a time). */
export function listOriginals(ctx: AppContext, documentId: string): Promise<StoredOriginal[]> {
  return ctx.db
    .select({
      id: documentFiles.id,
      documentId: documentFiles.documentId,
      position: documentFiles.position,
      storage: documentFiles.storage,
    })
    .from(documentFiles)
    .where(eq(documentFiles.documentId, documentId))
    .orderBy(asc(documentFiles.position));
}

/**
 * One original's sealed bytes. One at a time: a single query for all of a document's files would hold
 * every one at once (and on PGlite grow its memory for good). Null when it is gone meanwhile.
 */
export async function readOriginal(ctx: AppContext, original: StoredOriginal): Promise<Buffer | null> {
  if (original.storage === 'file') {
    return ctx.originals.read(original.documentId, original.position).catch((err: unknown) => {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    });
  }
  const [row] = await ctx.db
    .select({ sealed: documentFiles.sealed })
    .from(documentFiles)
    .where(eq(documentFiles.id, original.id));
  return row?.sealed ?? null;
}

/** Deletes a document's original rows in the caller's transaction; call `releaseOriginals` after it. */
export async function deleteOriginalRows(tx: Db, documentId: string): Promise<void> {
  await tx.delete(documentFiles).where(eq(documentFiles.documentId, documentId));
}

/**
 * Removes the bytes of documents whose original rows are gone (deleted, or cascaded with their
 * document). Never throws: what it cannot remove now, the orphan sweep removes later.
 */
export async function releaseOriginals(ctx: AppContext, documentIds: string[]): Promise<void> {
  if (documentIds.length === 0) return;
  await ctx.originals.remove(documentIds).catch(() => undefined);
}

/** Bytes written this recently may belong to an upload whose transaction has not committed yet. */
export const ORPHAN_GRACE_MS = 5 * 60 * 1000;

/**
 * Removes stored bytes that no row refers to and that were last written over `graceMs` ago: a crash
 * between writing and committing, or between deleting and releasing, or rows deleted by a cascade
 * (a guest session or an account going with its documents). Run at start and with the periodic sweeps.
 */
export async function sweepOrphanOriginals(ctx: AppContext, graceMs = ORPHAN_GRACE_MS): Promise<number> {
  const cutoff = Date.now() - graceMs;
  const candidates = (await ctx.originals.list())
    .filter((f) => f.writtenAt.getTime() < cutoff)
    .map((f) => f.documentId);
  if (candidates.length === 0) return 0;
  const orphans: string[] = [];
  // In batches: one query per few hundred folders rather than one per folder.
  for (let i = 0; i < candidates.length; i += 500) {
    const batch = candidates.slice(i, i + 500);
    const live = await ctx.db
      .selectDistinct({ documentId: documentFiles.documentId })
      .from(documentFiles)
      .where(inArray(documentFiles.documentId, batch));
    const kept = new Set(live.map((r) => r.documentId));
    orphans.push(...batch.filter((id) => !kept.has(id)));
  }
  await ctx.originals.remove(orphans);
  return orphans.length;
}
