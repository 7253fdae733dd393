import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { buildCodeIndex, readCodeIndexVersion } from './build-index';
import type { CodeIndex } from './code-index';

/**
 * Keeps one instance's code index in step with medical_codes. Every instance has its own (keyed by
 * its database handle); they agree through code_index_version, which a trigger bumps with each change,
 * whichever instance (or importer, or hand-typed SQL) made it. A check is one primary-key read, at
 * most every `checkMs` (and on a timer); an index built from an older version is not used: searches go
 * to SQL until the rebuild is done. While the tables keep changing (an import writes for a minute or
 * more), the rebuild waits until they have been quiet for `settleMs`, rather than rebuilding on every batch.
 */
class IndexKeeper {
  index: CodeIndex | null = null;
  /** The newest version seen in the database. */
  seen = -1;
  changedAt = 0;
  checkedAt = Number.NEGATIVE_INFINITY;
  private checking: Promise<void> | null = null;
  private building: Promise<void> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;
  private rebuildNow = false;
  logger: Pick<FastifyBaseLogger, 'info' | 'warn'> | null = null;

  constructor(
    private readonly db: Db,
    private readonly checkMs: number,
    private readonly settleMs: number,
  ) {}

  get fresh(): boolean {
    return this.index !== null && this.index.version === this.seen;
  }

  start(): void {
    if (this.timer || this.stopped) return;
    if (this.checkMs > 0) {
      this.timer = setInterval(() => {
        this.check().catch(() => undefined);
      }, this.checkMs);
      this.timer.unref();
    }
    this.check().catch(() => undefined);
  }

  /** Reads the version (one read shared by concurrent callers), then starts a rebuild when due. */
  check(): Promise<void> {
    this.checking ??= (async () => {
      try {
        const version = await readCodeIndexVersion(this.db);
        this.checkedAt = performance.now();
        if (version !== this.seen) {
          this.seen = version;
          this.changedAt = performance.now();
        }
        this.maybeRebuild();
      } finally {
        this.checking = null;
      }
    })();
    return this.checking;
  }

  /** The next search re-reads the version; with `rebuildNow`, the rebuild does not wait for quiet. */
  touch(rebuildNow: boolean): void {
    this.checkedAt = Number.NEGATIVE_INFINITY;
    if (rebuildNow) this.rebuildNow = true;
  }

  maybeRebuild(): void {
    if (this.stopped || this.building || this.fresh || this.seen < 0) return;
    const quiet = performance.now() - this.changedAt >= this.settleMs;
    if (this.index && !quiet && !this.rebuildNow) return;
    this.rebuildNow = false;
    this.building = this.rebuild().finally(() => {
      this.building = null;
    });
  }

  private async rebuild(): Promise<void> {
    const started = performance.now();
    try {
      const built = await buildCodeIndex(this.db, () => this.stopped);
      if (!built || this.stopped) return;
      this.index = built;
      this.logger?.info(
        { codes: built.size, version: built.version, ms: Math.round(performance.now() - started) },
        'code search index built',
      );
    } catch (err) {
      // Searches keep going to SQL; the next check tries again.
      this.logger?.warn(
        { errType: err instanceof Error ? err.name : 'unknown' },
        'code search index build failed',
      );
    }
  }

  /** Until the index matches the tables (tests, benchmarks): checks now and waits for any rebuild. */
  async settle(): Promise<CodeIndex> {
    for (let attempt = 0; attempt < 20; attempt++) {
      this.rebuildNow = true;
      await this.check();
      if (this.fresh && this.index) return this.index;
      await this.building;
    }
    throw new Error('The code search index did not catch up with the code tables');
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.building;
    await this.checking?.catch(() => undefined);
    this.index = null;
  }
}

const keepers = new WeakMap<Db, IndexKeeper>();

function keeperOf(ctx: Pick<AppContext, 'db' | 'config'>): IndexKeeper {
  let keeper = keepers.get(ctx.db);
  if (!keeper) {
    keeper = new IndexKeeper(ctx.db, ctx.config.codeIndex.checkMs, ctx.config.codeIndex.settleMs);
    keepers.set(ctx.db, keeper);
  }
  return keeper;
}

/**
 * At start-up: builds the index in the background (searches use SQL until it is ready) and keeps it
 * fresh. Returns the stop function (the app's onClose).
 */
export function startCodeIndex(
  ctx: AppContext,
  logger: Pick<FastifyBaseLogger, 'info' | 'warn'>,
): () => Promise<void> {
  if (!ctx.config.codeIndex.enabled) return () => Promise.resolve();
  const keeper = keeperOf(ctx);
  keeper.logger = logger;
  keeper.start();
  return async () => {
    await keeper.stop();
    keepers.delete(ctx.db);
  };
}

/** The index when it matches the tables as last checked; null when searches must go to SQL. */
export async function currentCodeIndex(ctx: AppContext): Promise<CodeIndex | null> {
  if (!ctx.config.codeIndex.enabled) return null;
  const keeper = keeperOf(ctx);
  if (performance.now() - keeper.checkedAt >= ctx.config.codeIndex.checkMs) {
    await keeper.check().catch(() => undefined);
  }
  if (keeper.fresh) return keeper.index;
  keeper.maybeRebuild();
  return null;
}

/**
 * This process changed medical_codes (an upload, an import): the next search checks the version at
 * once. After a whole import or upload (`done`), the rebuild starts without waiting for quiet.
 */
export function codesChanged(db: Db, done = true): void {
  keepers.get(db)?.touch(done);
}

/** Waits until this instance's index matches the code tables (tests and benchmarks). */
export async function waitForCodeIndex(ctx: AppContext): Promise<CodeIndex> {
  return keeperOf(ctx).settle();
}
