import { and, eq } from 'drizzle-orm';
import {
  DocumentRejectedError,
  inspectFile,
  locate,
  processDocument,
  type InspectedFile,
  type OcrEngine,
} from '@clearbill/engine';
import { messages, type VerificationAnswers } from '@clearbill/shared';
import { audit } from '../access/audit';
import type { AppContext } from '../context';
import { documentRedactions, documents } from '../db/schema';
import { finalizeDocument } from './finalize';
import {
  deleteOriginalRows,
  listOriginals,
  readOriginal,
  releaseOriginals,
  type StoredOriginal,
} from './originals';
import { sealPending, type PendingContent } from './pending-content';
import { refundUpload } from './quota';
import { separateSignals } from './separate-signals';
import type { DocumentRow } from './upload-service';

export type ProcessOutcome = 'skipped' | 'awaiting_confirmation' | 'analysing' | 'failed';

/**
 * The pipeline's job body: decrypt the files, extract the text (OCR where needed), classify, find PHI.
 * PHI found: the redactions wait, encrypted, for the owner. None found, or a DICOM file (whose
 * identifying header attributes are removed by rule): finalized at once, and the analysis is next. Safe to run twice.
 */
export async function processStoredDocument(
  ctx: AppContext,
  ocr: OcrEngine,
  documentId: string,
  limits: { timeBudgetMs?: number; signal?: AbortSignal } = {},
): Promise<ProcessOutcome> {
  const [doc] = await ctx.db.select().from(documents).where(eq(documents.id, documentId)).limit(1);
  if (!doc || doc.status !== 'processing') return 'skipped';
  const originals = await listOriginals(ctx, documentId);
  if (originals.length === 0) {
    await markFailed(ctx, doc, messages.documentCorrupt);
    return 'failed';
  }
  const filePages: number[] = [];
  const result = await processDocument(openFiles(ctx, originals, filePages), { ocr, ...limits });
  // Only a warning: whatever happens in it, the document itself is not failed for it.
  const seemsSeparate = safely(() =>
    separateSignals(result.extracted.text, result.extracted.format, filePages),
  );
  const pending: PendingContent = {
    text: result.extracted.text,
    segments: result.extracted.segments,
    pages: result.extracted.pages,
    documentType: result.documentType,
    ...(seemsSeparate.length > 0 ? { seemsSeparate } : {}),
  };
  const pageCount = result.extracted.pages.length;
  if (doc.format !== 'dicom' && result.extracted.text.trim() === '') {
    await markFailed(ctx, doc, messages.documentUnreadableAfterUpload);
    return 'failed';
  }
  if (doc.format === 'dicom' || result.phi.length === 0) {
    const answers = doc.answersEnc
      ? (JSON.parse(ctx.encryptor.decrypt(doc.answersEnc)) as VerificationAnswers)
      : null;
    const row = await finalizeDocument(ctx, doc, 'processing', pending, result.phi, answers, {
      timings: result.timings,
      pageCount,
    });
    if (row) await auditDeletion(ctx, row, 'document.original_deleted');
    return row ? 'analysing' : 'skipped';
  }
  const now = ctx.clock.now();
  const stored = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(documents)
      .set({
        status: 'awaiting_confirmation',
        documentType: result.documentType,
        pendingEnc: sealPending(ctx, pending),
        timings: result.timings,
        pageCount,
        processedAt: now,
      })
      .where(and(eq(documents.id, documentId), eq(documents.status, 'processing')))
      .returning();
    if (!row) return null;
    await tx.delete(documentRedactions).where(eq(documentRedactions.documentId, documentId));
    await tx.insert(documentRedactions).values(
      result.phi.map((span) => ({
        documentId,
        phiType: span.phiType,
        confidence: span.confidence,
        start: span.start,
        end: span.end,
        originalEnc: ctx.encryptor.encrypt(result.extracted.text.slice(span.start, span.end)),
        location: locate(result.extracted, span.start, span.end),
        approved: true,
      })),
    );
    return row;
  });
  return stored ? 'awaiting_confirmation' : 'skipped';
}

/**
 * The document's files, each read and decrypted when the engine asks for it (it extracts them one
 * after another): one file's sealed and plain bytes exist at a time, however many the document has.
 */
async function* openFiles(
  ctx: AppContext,
  originals: StoredOriginal[],
  /** Each file's page count, in order (for telling files apart in the joined text). */
  filePages: number[],
): AsyncGenerator<InspectedFile> {
  for (const original of originals) {
    const sealed = await readOriginal(ctx, original);
    if (!sealed) throw new DocumentRejectedError('corrupt', 'an original is missing');
    const plain = ctx.encryptor.openBytes(sealed);
    // A view, not a copy (new Uint8Array(buffer) would copy the file once more).
    const file = await inspectFile(new Uint8Array(plain.buffer, plain.byteOffset, plain.length));
    filePages.push(file.pageCount);
    yield file;
  }
}

/**
 * A document that cannot be read: its originals go at once, the upload it used is given back, and
 * the message is one of ours. Only a document still processing moves, so running it twice is harmless.
 */
export async function markFailed(ctx: AppContext, doc: DocumentRow, message: string): Promise<void> {
  const now = ctx.clock.now();
  const row = await ctx.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(documents)
      .set({
        status: 'failed',
        errorMessage: message,
        pendingEnc: null,
        processedAt: now,
        originalDeletedAt: now,
      })
      .where(and(eq(documents.id, doc.id), eq(documents.status, 'processing')))
      .returning();
    if (updated) {
      await deleteOriginalRows(tx, doc.id);
      await refundUpload(tx, updated);
    }
    return updated;
  });
  if (row) {
    await releaseOriginals(ctx, [doc.id]);
    await auditDeletion(ctx, row, 'document.original_deleted');
  }
}

export async function auditDeletion(ctx: AppContext, row: DocumentRow, action: string): Promise<void> {
  await audit(ctx, {
    actor: { type: 'system', id: null },
    subjectUserId: row.ownerUserId,
    action,
    resourceType: 'document',
    resourceId: row.id,
  });
}

function safely<T>(work: () => T[]): T[] {
  try {
    return work();
  } catch {
    return [];
  }
}
