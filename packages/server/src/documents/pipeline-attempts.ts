import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import { documents } from '../db/schema';

/** Attempts at a document before it is failed: pg-boss retries a thrown attempt up to this many times. */
export const MAX_PIPELINE_ATTEMPTS = 3;
/** Attempts that killed their process (never finished): at this many the document is never run again. */
export const MAX_PIPELINE_CRASHES = 2;

export interface PipelineAttempt {
  /** 1 for the first attempt. */
  number: number;
  /** Earlier attempts that started and never finished: their process died (or hung past expiry). */
  crashes: number;
}

/**
 * Counts an attempt in the database BEFORE the job body runs, so an attempt that kills the process
 * (a decoder that aborts, the OOM killer, SIGKILL) is still counted when the job runs again, on this
 * process after a restart or on another instance after pg-boss's expiry. Null: the document is no
 * longer processing (settled, discarded or swept), so there is nothing to do.
 */
export async function beginAttempt(ctx: AppContext, documentId: string): Promise<PipelineAttempt | null> {
  const [row] = await ctx.db
    .update(documents)
    .set({ pipelineAttempts: sql`${documents.pipelineAttempts} + 1` })
    .where(and(eq(documents.id, documentId), eq(documents.status, 'processing')))
    .returning({
      started: documents.pipelineAttempts,
      finished: documents.pipelineAttemptsFinished,
    });
  if (!row) return null;
  return { number: row.started, crashes: row.started - 1 - row.finished };
}

/** Marks the attempt as having ended in this process (returned or threw), so it is not taken for a crash. */
export async function finishAttempt(ctx: AppContext, documentId: string): Promise<void> {
  await ctx.db
    .update(documents)
    .set({ pipelineAttemptsFinished: sql`${documents.pipelineAttemptsFinished} + 1` })
    .where(eq(documents.id, documentId));
}

/** Whether this attempt must not run the document again (it has crashed too often or used its tries). */
export function isPoisoned(attempt: PipelineAttempt): boolean {
  return attempt.crashes >= MAX_PIPELINE_CRASHES || attempt.number > MAX_PIPELINE_ATTEMPTS;
}
