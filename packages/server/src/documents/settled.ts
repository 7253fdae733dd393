import { eq } from 'drizzle-orm';
import type { AppContext } from '../context';
import { documents } from '../db/schema';
import type { JobQueue } from '../jobs/queue';
import type { DocumentRow } from './upload-service';

/** Statuses a job will still move on from: being read, or being analysed. */
const WORKING: ReadonlySet<DocumentRow['status']> = new Set(['processing', 'analysing']);

export function isSettled(status: DocumentRow['status']): boolean {
  return !WORKING.has(status);
}

/**
 * Waits until the document is neither being read nor analysed (or is gone), or `ms` pass; returns
 * whether it settled. The upload and the confirmation answer with the outcome when it comes quickly.
 */
export function waitUntilSettled(
  ctx: AppContext,
  queue: JobQueue,
  documentId: string,
  ms: number,
): Promise<boolean> {
  return queue.waitUntil(documentId, ms, async () => {
    const [row] = await ctx.db
      .select({ status: documents.status })
      .from(documents)
      .where(eq(documents.id, documentId))
      .limit(1);
    return !row || isSettled(row.status);
  });
}
