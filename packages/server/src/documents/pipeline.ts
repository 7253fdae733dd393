import { availableParallelism } from 'node:os';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { createOcrPool, type OcrEngine } from '@clearbill/engine';
import type { AppContext } from '../context';
import { documents } from '../db/schema';
import type { JobQueue, QueueDefinition } from '../jobs/queue';
import { exhaustedMessage, failureMessage } from './failure-reason';
import {
  beginAttempt,
  finishAttempt,
  isPoisoned,
  MAX_PIPELINE_ATTEMPTS,
  type PipelineAttempt,
} from './pipeline-attempts';
import { markFailed, processStoredDocument, type ProcessOutcome } from './process-document';
import { waitUntilSettled } from './settled';
import { withTimeBudget } from './time-budget';
import type { DocumentRow } from './upload-service';

const DEAD_LETTER_QUEUE = 'document-pipeline-dead';

/**
 * pg-boss retries beyond our own count (MAX_PIPELINE_ATTEMPTS, stored on the document), so the job
 * always comes back once more to find the document poisoned and fail it; the dead-letter queue catches
 * anything that still runs out of pg-boss's retries.
 */
export const PIPELINE_QUEUE_NAME = 'document-pipeline';

/** The pipeline's queue; the retry delay comes from the configuration (PIPELINE_RETRY_DELAY_S, 5 s). */
export function pipelineQueue(config: AppContext['config']): QueueDefinition {
  return {
    name: PIPELINE_QUEUE_NAME,
    retryLimit: MAX_PIPELINE_ATTEMPTS + 1,
    retryDelaySeconds: config.jobs.retryDelaySeconds,
    expireInSeconds: 300,
    deadLetter: DEAD_LETTER_QUEUE,
  };
}

/**
 * The document pipeline on the job queue: uploads enqueue, pollers in this process (or in
 * `npm run worker` processes) run extraction and PHI detection. Status changes made here are also
 * announced in-process so a waiting upload answers at once.
 */
export class DocumentPipeline {
  private ocr: OcrEngine | null = null;
  /** Document work started here and not yet ended, including work abandoned at its time budget. */
  private readonly inFlight = new Set<Promise<unknown>>();
  readonly concurrency: number;

  constructor(
    private readonly ctx: AppContext,
    private readonly queue: JobQueue,
    private readonly logger: FastifyBaseLogger,
    /** What happens once a document is finalized without anything to confirm (app.ts: its analysis). */
    private readonly onFinalized: (documentId: string) => Promise<void>,
  ) {
    this.concurrency = ctx.config.jobs.concurrency ?? Math.max(1, Math.min(4, availableParallelism()));
  }

  /** Starts this process's pollers, and one on the dead-letter queue. */
  async startWorkers(): Promise<void> {
    await this.queue.work<{ documentId: string }>(PIPELINE_QUEUE_NAME, this.concurrency, async (job) => {
      await this.run(job.data.documentId);
    });
    // A job that ran out of pg-boss's retries without our count failing its document (its last
    // attempts could not even reach the database): the document must not stay 'processing'.
    await this.queue.work<{ documentId: string }>(DEAD_LETTER_QUEUE, 1, async (job) => {
      this.logger.warn({ documentId: job.data.documentId }, 'document pipeline job dead-lettered');
      await this.fail(job.data.documentId);
      this.queue.announce(job.data.documentId);
    });
  }

  async enqueue(documentId: string): Promise<void> {
    await this.queue.send(PIPELINE_QUEUE_NAME, { documentId });
    this.queue.wake(PIPELINE_QUEUE_NAME);
  }

  /** Waits until the document is neither being read nor analysed, or `ms` pass; returns whether it settled. */
  waitUntilSettled(documentId: string, ms: number): Promise<boolean> {
    return waitUntilSettled(this.ctx, this.queue, documentId, ms);
  }

  /**
   * Stops OCR, once the work in flight has ended (that includes work abandoned at its time budget,
   * which cannot be cancelled): its OCR pool is not pulled from under it. Waits 30 seconds at most.
   */
  async close(): Promise<void> {
    const pending = Promise.allSettled(this.inFlight);
    await Promise.race([pending, new Promise((r) => setTimeout(r, 30_000).unref())]);
    const ocr = this.ocr;
    this.ocr = null;
    await ocr?.close();
  }

  private engine(): OcrEngine {
    this.ocr ??= createOcrPool({ size: this.concurrency });
    return this.ocr;
  }

  /**
   * One attempt at a document. The attempt is counted in the database first, so a document whose
   * attempts keep killing the process is recognised when its job comes back (after a restart, or on
   * another instance after expiry) and failed without running it again.
   */
  private async run(documentId: string): Promise<void> {
    try {
      const attempt = await beginAttempt(this.ctx, documentId);
      if (!attempt) return;
      if (isPoisoned(attempt)) {
        this.logger.warn(
          { documentId, attempt: attempt.number, crashes: attempt.crashes },
          'document pipeline gave up: earlier attempts crashed or failed',
        );
        await this.fail(documentId);
        await finishAttempt(this.ctx, documentId);
        return;
      }
      this.logger.info({ documentId, attempt: attempt.number }, 'document pipeline started');
      // The engine stops between pages at its budget (and ends a page's OCR when aborted); the race
      // below is the backstop for work that never reaches such a point.
      const budgetMs = this.ctx.config.jobs.documentBudgetMs;
      const abandon = new AbortController();
      const work = processStoredDocument(this.ctx, this.engine(), documentId, {
        timeBudgetMs: budgetMs,
        signal: abandon.signal,
      });
      this.inFlight.add(work);
      void work.then(
        () => this.inFlight.delete(work),
        () => this.inFlight.delete(work),
      );
      let outcome: ProcessOutcome = 'skipped';
      try {
        outcome = await withTimeBudget(work, budgetMs);
      } catch (err) {
        abandon.abort(err);
        await this.attemptFailed(documentId, attempt, err);
      } finally {
        await finishAttempt(this.ctx, documentId);
      }
      // Read and finalized with nothing to confirm: the analysis is next (its own job).
      if (outcome === 'analysing') await this.onFinalized(documentId);
    } finally {
      this.queue.announce(documentId);
    }
  }

  /** A failed attempt: the document fails with a plain reason, or the job is retried. */
  private async attemptFailed(documentId: string, attempt: PipelineAttempt, err: unknown): Promise<void> {
    const doc = await this.document(documentId);
    if (!doc) return;
    const message = failureMessage(err, doc.format);
    const lastAttempt = attempt.number >= MAX_PIPELINE_ATTEMPTS;
    // Never the error's text: extraction errors can quote the document.
    this.logger.warn(
      { errType: (err as Error).name, attempt: attempt.number, lastAttempt, documentFault: message !== null },
      'document pipeline failed',
    );
    if (message !== null || lastAttempt) {
      await markFailed(this.ctx, doc, message ?? exhaustedMessage(doc.format));
      return;
    }
    // pg-boss stores a failed job's error in its row: a generic one, since the cause may quote the document.
    throw new Error('Document pipeline attempt failed; it will be retried.');
  }

  /** Fails a document with the could-not-be-read reason for its format. */
  private async fail(documentId: string): Promise<void> {
    const doc = await this.document(documentId);
    if (doc) await markFailed(this.ctx, doc, exhaustedMessage(doc.format));
  }

  private async document(documentId: string): Promise<DocumentRow | undefined> {
    const [doc] = await this.ctx.db.select().from(documents).where(eq(documents.id, documentId)).limit(1);
    return doc;
  }
}
