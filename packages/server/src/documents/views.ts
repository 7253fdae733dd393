import type { DocumentDetail, DocumentSummary, Redaction, RetentionHours } from '@clearbill/shared';
import type { AppContext } from '../context';
import type { documentRedactions } from '../db/schema';
import type { DocumentRow } from './upload-service';

type RedactionRow = typeof documentRedactions.$inferSelect;

export function toSummary(ctx: AppContext, row: DocumentRow): DocumentSummary {
  return {
    id: row.id,
    originalFileName: ctx.encryptor.decrypt(row.fileNameEnc),
    status: row.status,
    fileType: row.format,
    documentType: row.documentType ?? null,
    pageCount: row.pageCount,
    createdAt: row.createdAt.toISOString(),
    uploadedAt: row.createdAt.toISOString(),
    retentionHours: row.retentionHours as RetentionHours,
    originalExpiresAt: row.originalExpiresAt.toISOString(),
    originalDeletedAt: row.originalDeletedAt?.toISOString() ?? null,
    isGuestAnalysis: row.ownerGuestId !== null,
    errorMessage: row.errorMessage,
  };
}

export function toRedaction(ctx: AppContext, row: RedactionRow): Redaction {
  return {
    id: row.id,
    phiType: row.phiType,
    originalText: ctx.encryptor.decrypt(row.originalEnc),
    confidence: Math.round(row.confidence * 1000) / 1000,
    approved: row.approved,
    location: row.location ?? null,
  };
}

/** The owner's full view. Callers must have checked ownership. */
export function toDetail(ctx: AppContext, row: DocumentRow, redactions: RedactionRow[]): DocumentDetail {
  const awaiting = row.status === 'awaiting_confirmation';
  return {
    ...toSummary(ctx, row),
    requiresConfirmation: awaiting,
    redactions: awaiting ? redactions.map((r) => toRedaction(ctx, r)) : [],
    redactedText: row.redactedText,
    removedPhi: row.removedPhi ?? [],
    extractedData: row.extractedData ?? null,
  };
}
