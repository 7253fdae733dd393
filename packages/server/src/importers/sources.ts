import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import { referenceSources } from '../db/schema';

/** The reference_sources row that marks "an import is under way" across instances. */
export const IMPORT_LOCK_DATASET = '_import';
/** Arbitrary constant for the advisory lock around taking the import lock. */
const IMPORT_LOCK_KEY = 7_340_033;
/**
 * A lock row not refreshed for this long is a stopped import's leftover, not a running one. It is
 * refreshed after each dataset; the longest (2.1M NCCI pairs) takes about 2 minutes on PGlite.
 */
const STALE_AFTER_MS = 10 * 60 * 1000;

type Ctx = Pick<AppContext, 'db' | 'clock'>;

/**
 * Takes the import lock: a 'running' row, written under a transaction-level advisory lock so two
 * instances starting together cannot both take it (PGlite and PostgreSQL alike). Returns its id, or
 * null when another import is running. Dataset rows left 'running' by a crash are marked failed.
 */
export async function acquireImportLock(ctx: Ctx): Promise<number | null> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${IMPORT_LOCK_KEY})`);
    const running = await tx
      .select({ id: referenceSources.id, startedAt: referenceSources.startedAt })
      .from(referenceSources)
      .where(and(eq(referenceSources.dataset, IMPORT_LOCK_DATASET), eq(referenceSources.status, 'running')));
    if (running.some((r) => now.getTime() - r.startedAt.getTime() < STALE_AFTER_MS)) return null;
    await tx
      .update(referenceSources)
      .set({
        status: 'failed',
        error: 'Interrupted (the process stopped during the import).',
        finishedAt: now,
      })
      .where(eq(referenceSources.status, 'running'));
    const [row] = await tx
      .insert(referenceSources)
      .values({
        dataset: IMPORT_LOCK_DATASET,
        sourceFile: '',
        sourceVersion: '',
        checksum: '',
        rowCount: 0,
        status: 'running',
        startedAt: now,
      })
      .returning({ id: referenceSources.id });
    if (!row) throw new Error('import lock row not written');
    return row.id;
  });
}

/** Keeps the lock fresh between datasets, so a long import is never taken for a crashed one. */
export async function touchImportLock(ctx: Ctx, id: number): Promise<void> {
  await ctx.db
    .update(referenceSources)
    .set({ startedAt: ctx.clock.now() })
    .where(eq(referenceSources.id, id));
}

export async function releaseImportLock(
  ctx: Ctx,
  id: number,
  rowCount: number,
  error?: string,
): Promise<void> {
  await ctx.db
    .update(referenceSources)
    .set({ status: error ? 'failed' : 'done', rowCount, error: error ?? null, finishedAt: ctx.clock.now() })
    .where(eq(referenceSources.id, id));
}

export async function importRunning(ctx: Ctx): Promise<boolean> {
  const now = ctx.clock.now().getTime();
  const rows = await ctx.db
    .select({ startedAt: referenceSources.startedAt })
    .from(referenceSources)
    .where(and(eq(referenceSources.dataset, IMPORT_LOCK_DATASET), eq(referenceSources.status, 'running')));
  return rows.some((r) => now - r.startedAt.getTime() < STALE_AFTER_MS);
}

/** True when this exact file (by checksum) was already imported for the dataset. */
export async function alreadyImported(ctx: Ctx, dataset: string, checksum: string): Promise<boolean> {
  const rows = await ctx.db
    .select({ id: referenceSources.id })
    .from(referenceSources)
    .where(
      and(
        eq(referenceSources.dataset, dataset),
        eq(referenceSources.checksum, checksum),
        eq(referenceSources.status, 'done'),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function startSource(
  ctx: Ctx,
  v: { dataset: string; sourceFile: string; sourceVersion: string; checksum: string },
): Promise<number> {
  const [row] = await ctx.db
    .insert(referenceSources)
    .values({ ...v, rowCount: 0, status: 'running', startedAt: ctx.clock.now() })
    .returning({ id: referenceSources.id });
  if (!row) throw new Error('reference source row not written');
  return row.id;
}

export async function finishSource(ctx: Ctx, id: number, rowCount: number, error?: string): Promise<void> {
  await ctx.db
    .update(referenceSources)
    .set({
      status: error ? 'failed' : 'done',
      rowCount,
      error: error ? error.slice(0, 500) : null,
      finishedAt: ctx.clock.now(),
    })
    .where(eq(referenceSources.id, id));
}

/** Every import, newest first, without the lock rows. */
export async function listSources(ctx: Ctx) {
  return ctx.db
    .select()
    .from(referenceSources)
    .where(ne(referenceSources.dataset, IMPORT_LOCK_DATASET))
    .orderBy(desc(referenceSources.startedAt), desc(referenceSources.id))
    .limit(500);
}
