import { EventEmitter, once } from 'node:events';
import PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context';

/** Arbitrary constant: the advisory lock that serialises job-queue start-up across instances. */
const JOB_QUEUE_START_LOCK = 7_340_022;

export interface QueueJob<T> {
  id: string;
  data: T;
  retryCount: number;
  retryLimit: number;
}

export interface QueueDefinition {
  name: string;
  retryLimit: number;
  retryDelaySeconds: number;
  /** A job running longer than this is taken to have died with its process and is retried. */
  expireInSeconds: number;
  /** Queue that receives a copy of each job that ran out of retries (pg-boss's dead letter). */
  deadLetter?: string;
}

/**
 * pg-boss on the app's own database (PGlite or PostgreSQL), through the context's raw SQL. Jobs are
 * rows, so a job whose process died is picked up again: by pg-boss's expiry on PostgreSQL, and at
 * start-up on PGlite, where only one process can hold the database.
 */
export class JobQueue {
  private readonly boss: PgBoss;
  private readonly workers = new Map<string, string[]>();
  private readonly events = new EventEmitter();
  private started = false;

  constructor(
    private readonly ctx: AppContext,
    private readonly logger: FastifyBaseLogger,
  ) {
    this.boss = new PgBoss({
      db: { executeSql: (text: string, values: unknown[]) => ctx.sql(text, values) },
      schema: 'pgboss',
      // Archive and deletion of finished jobs; schedules are not used (timers call the sweeps).
      supervise: true,
      schedule: false,
      maintenanceIntervalSeconds: 120,
    });
    this.events.setMaxListeners(0);
    this.boss.on('error', (err: Error) => {
      // pg-boss errors carry SQL, never document content; keep the kind only to be safe.
      logger.error({ errType: err.name }, 'job queue error');
    });
  }

  async start(queues: QueueDefinition[]): Promise<void> {
    // Instances starting together on one PostgreSQL would race to create pg-boss's schema and queues
    // (duplicate keys, deadlocks): one at a time, the later ones find everything made.
    await this.ctx.withAdvisoryLock(JOB_QUEUE_START_LOCK, async () => {
      await this.boss.start();
      this.started = true;
      for (const q of queues) {
        // The dead-letter queue first: the queue row references it.
        if (q.deadLetter) await this.boss.createQueue(q.deadLetter, { name: q.deadLetter });
        const options = {
          name: q.name,
          retryLimit: q.retryLimit,
          retryDelay: q.retryDelaySeconds,
          expireInSeconds: q.expireInSeconds,
          ...(q.deadLetter ? { deadLetter: q.deadLetter } : {}),
        };
        await this.boss.createQueue(q.name, options);
        // createQueue leaves an existing queue as it was: a data folder made by an older version
        // gets today's retry limit and dead letter too.
        await this.boss.updateQueue(q.name, options);
      }
    });
    // A job left active by a killed process runs again now rather than at the next maintenance. On
    // PGlite only this process can open the data directory, so every active job is such an orphan; on
    // PostgreSQL, only those past their expiry (other processes may be working the rest). The handler
    // decides whether it may run: a job that keeps killing its process is failed there (see
    // documents/pipeline-attempts.ts), since pg-boss does not count an attempt that never ended.
    const names = queues.map((q) => q.name);
    const orphaned = this.ctx.databaseKind === 'pglite' ? 'true' : '(started_on + expire_in) < now()';
    await this.ctx.sql(
      `UPDATE pgboss.job SET state = 'retry', start_after = now()
       WHERE state = 'active' AND name = ANY($1::text[]) AND ${orphaned}`,
      [names],
    );
  }

  async send(name: string, data: object): Promise<string | null> {
    return this.boss.send(name, data);
  }

  /** Runs `concurrency` pollers of one queue; each takes one job at a time. */
  async work<T extends object>(
    name: string,
    concurrency: number,
    handler: (job: QueueJob<T>) => Promise<void>,
  ): Promise<void> {
    const ids: string[] = [];
    for (let i = 0; i < concurrency; i++) {
      const id = await this.boss.work<T>(
        name,
        { batchSize: 1, includeMetadata: true, pollingIntervalSeconds: 1 },
        async ([job]) => {
          if (!job) return;
          try {
            await handler({
              id: job.id,
              data: job.data,
              retryCount: job.retryCount,
              retryLimit: job.retryLimit,
            });
          } finally {
            // More may be waiting: fetch again now instead of after the polling interval.
            this.wake(name);
          }
        },
      );
      ids.push(id);
    }
    this.workers.set(name, ids);
  }

  /** Wakes this process's pollers of a queue at once instead of at their next poll. */
  wake(name: string): void {
    for (const id of this.workers.get(name) ?? []) this.boss.notifyWorker(id);
  }

  /** Tells waiters in this process that a job changed `key` (a document id): they re-check at once. */
  announce(key: string): void {
    this.events.emit(key);
  }

  /**
   * Re-checks `done` until it holds or `ms` pass; returns whether it held. Woken at once by
   * `announce(key)` from this process's workers; work done in another process is seen by the re-check
   * every second.
   */
  async waitUntil(key: string, ms: number, done: () => Promise<boolean>): Promise<boolean> {
    const deadline = Date.now() + ms;
    for (;;) {
      if (await done()) return true;
      const left = deadline - Date.now();
      if (left <= 0) return false;
      const signal = AbortSignal.timeout(Math.min(left, 1000));
      await once(this.events, key, { signal }).catch(() => undefined);
    }
  }

  async stop(): Promise<void> {
    if (!this.started) return;
    this.started = false;
    await this.boss.stop({ graceful: true, wait: true, timeout: 10_000 });
  }
}
