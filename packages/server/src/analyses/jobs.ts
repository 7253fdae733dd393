import { and, eq, notExists } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { messages } from '@clearbill/shared';
import type { AppContext } from '../context';
import { analyses, documents } from '../db/schema';
import { waitUntilSettled } from '../documents/settled';
import type { DocumentRow } from '../documents/upload-service';
import type { JobQueue, QueueDefinition, QueueJob } from '../jobs/queue';
import { computeAnalysis, storeAnalysis } from './run-analysis';

export const ANALYSIS_QUEUE_NAME = 'document-analysis';
const DEAD_LETTER_QUEUE = 'document-analysis-dead';
/** Attempts at one analysis before the document is failed with its reason. */
export const MAX_ANALYSIS_ATTEMPTS = 3;

/** The analysis queue: retried after PIPELINE_RETRY_DELAY_S; a job past 2 minutes died with its process. */
export function analysisQueue(config: AppContext['config']): QueueDefinition {
  return {
    name: ANALYSIS_QUEUE_NAME,
    retryLimit: MAX_ANALYSIS_ATTEMPTS - 1,
    retryDelaySeconds: config.jobs.retryDelaySeconds,
    expireInSeconds: 120,
    deadLetter: DEAD_LETTER_QUEUE,
  };
}

/** The spec's failure text with our reason: what the document shows when its analysis failed. */
export const analysisFailureReason = messages.phiProtectedButFailed(messages.analysisJobFailed);

/**
 * The analysis, as a job: it runs once per document that reached `analysing` (finalized, nothing
 * identifying left), never from a request that reads. `analysing` -> `analyzed`, or `failed` with its
 * reason after MAX_ANALYSIS_ATTEMPTS (docs/decisions/0009-analysis-lifecycle.md).
 */
export class AnalysisJobs {
  constructor(
    private readonly ctx: AppContext,
    private readonly queue: JobQueue,
    private readonly logger: FastifyBaseLogger,
  ) {}

  /** Starts this process's poller, one on the dead-letter queue, and re-queues work left behind. */
  async startWorkers(): Promise<void> {
    await this.queue.work<{ documentId: string }>(ANALYSIS_QUEUE_NAME, 1, (job) => this.run(job));
    await this.queue.work<{ documentId: string }>(DEAD_LETTER_QUEUE, 1, async (job) => {
      this.logger.warn({ documentId: job.data.documentId }, 'analysis job dead-lettered');
      await this.fail(job.data.documentId);
    });
    await this.requeueLeftBehind();
  }

  /** Waits until the document is neither being read nor analysed (or `ms` pass). */
  waitUntilSettled(documentId: string, ms: number): Promise<boolean> {
    return waitUntilSettled(this.ctx, this.queue, documentId, ms);
  }

  /** Queues the analysis of a document that is `analysing`. */
  async enqueue(documentId: string): Promise<void> {
    await this.queue.send(ANALYSIS_QUEUE_NAME, { documentId });
    this.queue.wake(ANALYSIS_QUEUE_NAME);
  }

  /**
   * Work a stopped process may have left: documents `analysing` whose job was never sent, and
   * documents finalized before the analysis was a job (`analyzed` with no analysis), which are
   * `analysing` from now on. A second job for one document stores nothing (storeAnalysis).
   */
  async requeueLeftBehind(): Promise<number> {
    await this.ctx.db
      .update(documents)
      .set({ status: 'analysing' })
      .where(
        and(
          eq(documents.status, 'analyzed'),
          notExists(this.ctx.db.select().from(analyses).where(eq(analyses.documentId, documents.id))),
        ),
      );
    // Only those without a job waiting or running: a second job would find nothing to do anyway.
    const { rows } = await this.ctx.sql(
      `SELECT d.id FROM documents d
       WHERE d.status = 'analysing'
         AND NOT EXISTS (SELECT 1 FROM pgboss.job j
                         WHERE j.name = $1 AND j.state IN ('created', 'retry', 'active')
                           AND j.data->>'documentId' = d.id::text)`,
      [ANALYSIS_QUEUE_NAME],
    );
    const waiting = rows as { id: string }[];
    for (const { id } of waiting) await this.queue.send(ANALYSIS_QUEUE_NAME, { documentId: id });
    if (waiting.length > 0) this.queue.wake(ANALYSIS_QUEUE_NAME);
    return waiting.length;
  }

  private async run(job: QueueJob<{ documentId: string }>): Promise<void> {
    const { documentId } = job.data;
    try {
      const doc = await this.document(documentId);
      if (doc?.status !== 'analysing') return;
      let failure: unknown = null;
      try {
        const result = await computeAnalysis(this.ctx, doc);
        await storeAnalysis(this.ctx, doc, result);
      } catch (err) {
        failure = err;
      }
      if (failure === null) return;
      const last = job.retryCount >= job.retryLimit;
      // Never the error's text: it could quote the document.
      this.logger.warn(
        { errType: (failure as Error).name, attempt: job.retryCount + 1, last },
        'analysis failed',
      );
      if (last) {
        await this.fail(documentId);
        return;
      }
      // pg-boss stores a failed job's error in its row: a generic one, without the cause.
      throw new Error('Analysis attempt failed; it will be retried.');
    } finally {
      this.queue.announce(documentId);
    }
  }

  /** The document's analysis could not be made: `failed`, with the reason the patient sees. */
  private async fail(documentId: string): Promise<void> {
    await this.ctx.db
      .update(documents)
      .set({ status: 'failed', errorMessage: analysisFailureReason })
      .where(and(eq(documents.id, documentId), eq(documents.status, 'analysing')));
    this.queue.announce(documentId);
  }

  private async document(documentId: string): Promise<DocumentRow | undefined> {
    const [doc] = await this.ctx.db.select().from(documents).where(eq(documents.id, documentId)).limit(1);
    return doc;
  }
}
