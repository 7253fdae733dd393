import { EventEmitter, once } from 'node:events';
import { availableParallelism } from 'node:os';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { createOcrPool, DocumentRejectedError, type OcrEngine } from '@clearbill/engine';
import { messages } from '@clearbill/shared';
import type { AppContext } from '../context';
import { documents } from '../db/schema';
import type { JobQueue, QueueDefinition } from '../jobs/queue';
import { markFailed, processStoredDocument } from './process-document';

export const PIPELINE_QUEUE: QueueDefinition = {
  name: 'document-pipeline',
  retryLimit: 2,
  retryDelaySeconds: 5,
  expireInSeconds: 300,
};

/**
 * The document pipeline on the job queue: uploads enqueue, pollers in this process (or in
 * `npm run worker` processes) run extraction and PHI detection. Status changes made here are also
 * announced in-process so a waiting upload answers at once.
 */
export class DocumentPipeline {
  private readonly events = new EventEmitter();
  private ocr: OcrEngine | null = null;
  readonly concurrency: number;

  constructor(
    private readonly ctx: AppContext,
    private readonly queue: JobQueue,
    private readonly logger: FastifyBaseLogger,
  ) {
    this.concurrency = ctx.config.jobs.concurrency ?? Math.max(1, Math.min(4, availableParallelism()));
    this.events.setMaxListeners(0);
  }

  /** Starts this process's pollers. */
  async startWorkers(): Promise<void> {
    await this.queue.work<{ documentId: string }>(PIPELINE_QUEUE.name, this.concurrency, async (job) => {
      await this.run(job.data.documentId, job.retryCount >= job.retryLimit);
    });
  }

  async enqueue(documentId: string): Promise<void> {
    await this.queue.send(PIPELINE_QUEUE.name, { documentId });
    this.queue.wake(PIPELINE_QUEUE.name);
  }

  /** Waits until the document leaves 'processing' or `ms` pass; returns whether it settled. */
  async waitUntilSettled(documentId: string, ms: number): Promise<boolean> {
    const deadline = Date.now() + ms;
    for (;;) {
      const [row] = await this.ctx.db
        .select({ status: documents.status })
        .from(documents)
        .where(eq(documents.id, documentId))
        .limit(1);
      if (!row || row.status !== 'processing') return true;
      const left = deadline - Date.now();
      if (left <= 0) return false;
      // Woken by this process's workers at once; a worker in another process is seen by the re-check.
      const signal = AbortSignal.timeout(Math.min(left, 1000));
      await once(this.events, documentId, { signal }).catch(() => undefined);
    }
  }

  async close(): Promise<void> {
    const ocr = this.ocr;
    this.ocr = null;
    await ocr?.close();
  }

  private engine(): OcrEngine {
    this.ocr ??= createOcrPool({ size: this.concurrency });
    return this.ocr;
  }

  private async run(documentId: string, lastAttempt: boolean): Promise<void> {
    this.logger.info({ documentId, lastAttempt }, 'document pipeline started');
    try {
      await processStoredDocument(this.ctx, this.engine(), documentId);
    } catch (err) {
      const readable = err instanceof DocumentRejectedError;
      // Never the error's text: extraction errors can quote the document.
      this.logger.warn({ errType: (err as Error).name, lastAttempt, readable }, 'document pipeline failed');
      if (readable || lastAttempt) {
        const [doc] = await this.ctx.db.select().from(documents).where(eq(documents.id, documentId)).limit(1);
        if (doc)
          await markFailed(
            this.ctx,
            doc,
            readable ? messages.documentCorrupt : messages.documentUnreadableAfterUpload,
          );
      } else {
        // pg-boss stores a failed job's error in its row: a generic one, since the cause may quote the document.
        // eslint-disable-next-line preserve-caught-error
        throw new Error('Document pipeline attempt failed; it will be retried.');
      }
    } finally {
      this.events.emit(documentId);
    }
  }
}
