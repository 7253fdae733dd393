import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { PhiSpan } from '@clearbill/engine';
import {
  AppError,
  messages,
  type DocumentDetail,
  type DocumentListQuery,
  type DocumentListResponse,
  type StartAnalysisRequest,
  type UploadFields,
  type UploadResponse,
  type VerificationAnswers,
} from '@clearbill/shared';
import { auditFor } from '../access/audit';
import type { PatientCaller } from '../access/caller';
import { ownerFilter } from '../access/owner-scope';
import type { AppContext } from '../context';
import { analyses, documentRedactions, documents } from '../db/schema';
import { deidentifyAnswers } from './deidentify-answers';
import { finalizeDocument } from './finalize';
import { releaseOriginals } from './originals';
import { openPending } from './pending-content';
import { refundUpload } from './quota';
import { checkUploadSet, type SealedUpload } from './inspect-uploads';
import type { DocumentPipeline } from './pipeline';
import { consentGiven, createDocument, parseAnswers, type DocumentRow } from './upload-service';
import { toDetail, toSummary } from './views';

/** The caller's document, or 404 for anyone else's (its existence is not revealed). */
export async function ownedDocument(
  ctx: AppContext,
  caller: PatientCaller,
  id: string,
): Promise<DocumentRow> {
  const [row] = await ctx.db
    .select()
    .from(documents)
    .where(and(eq(documents.id, id), ownerFilter(caller, documents)))
    .limit(1);
  if (!row) throw new AppError('not_found', messages.documentNotFound);
  return row;
}

/**
 * The caller's documents, newest first, one page at a time, each with its analysis's figures once
 * analysed (left join: the analyses table is keyed by document).
 */
export async function listDocuments(
  ctx: AppContext,
  caller: PatientCaller,
  query: DocumentListQuery = { page: 1, pageSize: 200 },
): Promise<DocumentListResponse> {
  const owned = ownerFilter(caller, documents);
  const [rows, [counted]] = await Promise.all([
    ctx.db
      .select({ doc: documents, findingCount: analyses.findingCount, savings: analyses.potentialSavings })
      .from(documents)
      .leftJoin(analyses, eq(analyses.documentId, documents.id))
      .where(owned)
      .orderBy(desc(documents.createdAt), desc(documents.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    ctx.db.select({ total: count() }).from(documents).where(owned),
  ]);
  return {
    documents: rows.map(({ doc, findingCount, savings }) => ({
      ...toSummary(ctx, doc),
      findingCount: doc.status === 'analyzed' ? findingCount : null,
      potentialSavings: doc.status === 'analyzed' ? savings : null,
    })),
    total: counted?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

async function redactionsOf(ctx: AppContext, documentId: string) {
  return ctx.db
    .select()
    .from(documentRedactions)
    .where(eq(documentRedactions.documentId, documentId))
    .orderBy(asc(documentRedactions.start));
}

/** The owner's view; reading PHI that awaits confirmation is audited. */
export async function documentDetail(
  ctx: AppContext,
  caller: PatientCaller,
  id: string,
  options: { audit: boolean } = { audit: true },
): Promise<DocumentDetail> {
  const row = await ownedDocument(ctx, caller, id);
  const redactions = row.status === 'awaiting_confirmation' ? await redactionsOf(ctx, id) : [];
  if (options.audit) {
    await auditFor(ctx, caller, 'document.viewed', { type: 'document', id });
  }
  const detail = toDetail(ctx, row, redactions);
  if (row.status === 'awaiting_confirmation' && row.pendingEnc) {
    const reasons = openPending(ctx, row.pendingEnc).seemsSeparate;
    if (reasons && reasons.length > 0) detail.seemsSeparate = reasons;
  }
  return detail;
}

/** One redaction approved or not (spec: one call per item). */
export async function validateRedaction(
  ctx: AppContext,
  caller: PatientCaller,
  redactionId: string,
  approved: boolean,
): Promise<{ id: string; approved: boolean }> {
  if (!/^[0-9a-f-]{36}$/i.test(redactionId)) throw new AppError('not_found', messages.redactionNotFound);
  const [found] = await ctx.db
    .select({ id: documentRedactions.id, documentId: documentRedactions.documentId })
    .from(documentRedactions)
    .innerJoin(documents, eq(documents.id, documentRedactions.documentId))
    .where(and(eq(documentRedactions.id, redactionId), ownerFilter(caller, documents)))
    .limit(1);
  if (!found) throw new AppError('not_found', messages.redactionNotFound);
  await ctx.db.update(documentRedactions).set({ approved }).where(eq(documentRedactions.id, redactionId));
  await auditFor(ctx, caller, approved ? 'redaction.approved' : 'redaction.declined', {
    type: 'document',
    id: found.documentId,
  });
  return { id: redactionId, approved };
}

function approvalsOf(request: StartAnalysisRequest): Map<string, boolean> {
  return new Map((request.redactions ?? []).map((item) => [item.id, item.approved]));
}

/**
 * Confirms the redactions and removes the PHI: approved items are replaced, the original and every
 * encrypted copy of the text are deleted, and the document is `analysing`. Answers that arrive for a
 * document already finalized (nothing was found to confirm) are kept de-identified and call for the
 * analysis again; so does a document whose analysis failed (trying again). Returns the document and
 * whether an analysis is due now; the analysis itself is the analyses domain's (analyses/service.ts).
 */
export async function confirmRedactions(
  ctx: AppContext,
  caller: PatientCaller,
  id: string,
  request: StartAnalysisRequest,
): Promise<{ row: DocumentRow; analyse: boolean }> {
  const row = await ownedDocument(ctx, caller, id);
  if (row.status === 'processing') throw new AppError('conflict', messages.documentNotReady);
  if (row.status === 'failed' && !row.confirmedAt)
    throw new AppError('unreadable_document', row.errorMessage ?? messages.analysisFailedToStart);
  if (row.status === 'awaiting_confirmation') {
    if (!row.pendingEnc) throw new AppError('conflict', messages.documentNotAwaitingConfirmation);
    const approvals = approvalsOf(request);
    const rows = await redactionsOf(ctx, id);
    const known = new Set(rows.map((r) => r.id));
    for (const key of approvals.keys()) {
      if (!known.has(key)) throw new AppError('validation_failed', messages.redactionNotFound);
    }
    // Overlaps (a detected "Mari" inside an added "Mari Q") are joined by redactWithLayout.
    const approved: PhiSpan[] = rows
      .filter((r) => approvals.get(r.id) ?? r.approved)
      .map((r) => ({ start: r.start, end: r.end, phiType: r.phiType, confidence: r.confidence }));
    const stored = row.answersEnc
      ? (JSON.parse(ctx.encryptor.decrypt(row.answersEnc)) as VerificationAnswers)
      : null;
    const answers = request.validationData ?? stored;
    const done = await finalizeDocument(
      ctx,
      row,
      'awaiting_confirmation',
      openPending(ctx, row.pendingEnc),
      approved,
      answers,
    );
    if (!done) throw new AppError('conflict', messages.documentNotAwaitingConfirmation);
    await auditFor(ctx, caller, 'document.confirmed', { type: 'document', id });
    await auditFor(ctx, caller, 'document.original_deleted', { type: 'document', id });
    return { row: done, analyse: true };
  }
  // Finalized already: new answers (the questionnaire after an upload with nothing to confirm), or a
  // failed analysis tried again, put the document back to `analysing`.
  const retry = row.status === 'failed';
  if (!request.validationData && !retry) return { row, analyse: false };
  const [updated] = await ctx.db
    .update(documents)
    .set({
      status: 'analysing',
      errorMessage: null,
      ...(request.validationData ? { answers: deidentifyAnswers(request.validationData) } : {}),
    })
    .where(and(eq(documents.id, id), eq(documents.status, row.status)))
    .returning();
  if (!updated) throw new AppError('conflict', messages.analysisInProgress);
  return { row: updated, analyse: true };
}

/** Cancel: the document and everything derived from it are deleted. */
export async function discardDocument(ctx: AppContext, caller: PatientCaller, id: string): Promise<void> {
  const row = await ownedDocument(ctx, caller, id);
  // Its original rows go with it (cascade); then their bytes. A document cancelled before its PHI
  // was confirmed (or still being read) was never analysed: the upload it used is given back.
  await ctx.db.transaction(async (tx) => {
    if (row.status === 'awaiting_confirmation' || row.status === 'processing') {
      await refundUpload(tx, row);
    }
    await tx.delete(documents).where(eq(documents.id, row.id));
  });
  await releaseOriginals(ctx, [row.id]);
  await auditFor(ctx, caller, 'document.deleted', { type: 'document', id });
}

/** What an upload brings: its files, each inspected and sealed as it arrived, and its fields. */
export interface UploadInput {
  files: SealedUpload[];
  fields: UploadFields;
}

/**
 * Upload, as one call: consent, answers and the set of files checked; the quota, the document and its
 * sealed files stored in one transaction; the pipeline (then the analysis) queued; and, for up to
 * UPLOAD_WAIT_MS, the outcome waited for. `read` hands over the upload when the service is ready for
 * it, so the sealed files are let go once stored and not held while the upload waits.
 */
export async function uploadDocument(
  ctx: AppContext,
  pipeline: DocumentPipeline,
  caller: PatientCaller,
  read: () => Promise<UploadInput>,
): Promise<UploadResponse> {
  const { row, uploadsRemaining } = await storeUpload(ctx, caller, await read());
  await pipeline.enqueue(row.id);
  const settled = await pipeline.waitUntilSettled(row.id, ctx.config.jobs.uploadWaitMs);
  const document = await documentDetail(ctx, caller, row.id);
  return {
    success: true as const,
    message: settled ? 'Document processed' : 'Document received; processing continues',
    documentId: row.id,
    document,
    processing: !settled,
    uploadsRemaining,
  };
}

async function storeUpload(ctx: AppContext, caller: PatientCaller, { files, fields }: UploadInput) {
  if (!consentGiven(fields)) throw new AppError('validation_failed', messages.consentRequired);
  const answers = parseAnswers(fields.validationData);
  checkUploadSet(files, fields.source ?? 'upload');
  return createDocument(ctx, caller, { files, fields, answers });
}
