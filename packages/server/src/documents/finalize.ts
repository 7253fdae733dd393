import { and, eq } from 'drizzle-orm';
import { redactWithLayout, type PhiSpan } from '@clearbill/engine';
import type { VerificationAnswers } from '@clearbill/shared';
import type { AppContext } from '../context';
import { documentRedactions, documents } from '../db/schema';
import { deidentifyAnswers } from './deidentify-answers';
import { deleteOriginalRows, releaseOriginals } from './originals';
import type { PendingContent } from './pending-content';
import type { DocumentRow } from './upload-service';

/**
 * Removes the PHI for good: stores the redacted text and de-identified fields, and deletes the
 * original files, the encrypted extraction, the pending redactions and the raw answers, in one
 * transaction, and leaves the document `analysing`. Only a document still in `fromStatus` is finalized
 * (a second confirmation is a no-op).
 */
export async function finalizeDocument(
  ctx: AppContext,
  doc: DocumentRow,
  fromStatus: DocumentRow['status'],
  pending: PendingContent,
  approved: PhiSpan[],
  answers: VerificationAnswers | null,
  extra: { timings?: Record<string, number>; pageCount?: number } = {},
): Promise<DocumentRow | null> {
  const { redactedText, layout, removedPhi } = redactWithLayout(pending.text, pending.segments, approved);
  const now = ctx.clock.now();
  const finalized = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(documents)
      .set({
        // Nothing identifying is left: the analysis may run (analyses/jobs.ts moves it on).
        status: 'analysing',
        documentType: pending.documentType,
        redactedText,
        layout,
        removedPhi,
        answers: answers ? deidentifyAnswers(answers) : null,
        answersEnc: null,
        pendingEnc: null,
        confirmedAt: now,
        processedAt: doc.processedAt ?? now,
        originalDeletedAt: now,
        ...(extra.timings ? { timings: extra.timings } : {}),
        ...(extra.pageCount !== undefined ? { pageCount: extra.pageCount } : {}),
      })
      .where(and(eq(documents.id, doc.id), eq(documents.status, fromStatus)))
      .returning();
    if (!row) return null;
    await deleteOriginalRows(tx, doc.id);
    await tx.delete(documentRedactions).where(eq(documentRedactions.documentId, doc.id));
    return row;
  });
  if (finalized) await releaseOriginals(ctx, [doc.id]);
  return finalized;
}
