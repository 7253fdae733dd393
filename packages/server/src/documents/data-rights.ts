import { and, asc, isNotNull } from 'drizzle-orm';
import { ownerFilter } from '../access/owner-scope';
import { asCaller, type DataRightsEntry } from '../data-rights/registry';
import { documents } from '../db/schema';
import { releaseOriginals } from './originals';

/**
 * Documents by their metadata and de-identified content (the redacted text, the fields read from it,
 * the de-identified answers, how many items of each kind were removed). Never a decrypted original,
 * nor the sealed text awaiting confirmation.
 */
export const documentData: DataRightsEntry = {
  name: 'documents',
  description: 'Documents you uploaded, with their stored files and redacted text',
  processing: true,
  async export(ctx, owner) {
    const rows = await ctx.db
      .select()
      .from(documents)
      .where(ownerFilter(asCaller(owner), documents))
      .orderBy(asc(documents.createdAt));
    return rows.map((d) => ({
      id: d.id,
      originalFileName: ctx.encryptor.decrypt(d.fileNameEnc),
      format: d.format,
      source: d.source,
      byteSize: d.byteSize,
      pageCount: d.pageCount,
      status: d.status,
      documentType: d.documentType ?? null,
      retentionHours: d.retentionHours,
      createdAt: d.createdAt.toISOString(),
      confirmedAt: d.confirmedAt?.toISOString() ?? null,
      originalExpiresAt: d.originalExpiresAt.toISOString(),
      originalDeletedAt: d.originalDeletedAt?.toISOString() ?? null,
      adoptedFromGuestAt: d.adoptedFromGuestAt?.toISOString() ?? null,
      // Awaiting confirmation: the text still holds PHI and stays sealed; only what was removed is listed.
      redactedText: d.redactedText,
      removedPhi: d.removedPhi ?? [],
      extractedData: d.extractedData ?? null,
      answers: d.answers ?? null,
      errorMessage: d.errorMessage,
    }));
  },
  async erase(tx, owner, ctx) {
    // Files, redaction items and analyses go with their documents (cascade); the bytes after commit.
    const gone = await tx
      .delete(documents)
      .where(ownerFilter(asCaller(owner), documents))
      .returning({ id: documents.id });
    const ids = gone.map((d) => d.id);
    return { rows: gone.length, afterCommit: () => releaseOriginals(ctx, ids) };
  },
};

/**
 * Guest uploads moved into the account at sign-up or sign-in. The guest session itself holds no link
 * to the account (it expires on its own); what it handed over are these documents.
 */
export const adoptedGuestUploadData: DataRightsEntry = {
  name: 'adoptedGuestUploads',
  description: 'Uploads made as a guest and moved into your account',
  processing: true,
  async export(ctx, owner) {
    const rows = await ctx.db
      .select({ documentId: documents.id, adoptedAt: documents.adoptedFromGuestAt })
      .from(documents)
      .where(and(ownerFilter(asCaller(owner), documents), isNotNull(documents.adoptedFromGuestAt)))
      .orderBy(asc(documents.adoptedFromGuestAt));
    return rows.map((r) => ({ documentId: r.documentId, adoptedAt: r.adoptedAt?.toISOString() ?? null }));
  },
  // Nothing of its own: the adopted documents are erased as documents.
  erase: async () => ({ rows: 0 }),
};
