import {
  AppError,
  defaultRetentionHours,
  messages,
  verificationAnswersSchema,
  type DocumentFormat,
  type UploadFields,
  type VerificationAnswers,
} from '@clearbill/shared';
import { auditFor } from '../access/audit';
import type { PatientCaller } from '../access/caller';
import { ownerValues } from '../access/owner-scope';
import type { AppContext } from '../context';
import { documents } from '../db/schema';
import { takeGuestUpload } from '../limits/abuse';
import { releaseOriginals, storeOriginal } from './originals';
import { claimUpload } from './quota';
import type { SealedUpload } from './inspect-uploads';

export type DocumentRow = typeof documents.$inferSelect;

export function consentGiven(fields: UploadFields): boolean {
  return fields.consentGiven === 'true';
}

export function parseAnswers(raw: string | undefined): VerificationAnswers | null {
  if (raw === undefined || raw.trim() === '') return null;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new AppError('validation_failed', messages.invalidValidationData);
  }
  const parsed = verificationAnswersSchema.safeParse(json);
  if (!parsed.success) throw new AppError('validation_failed', messages.invalidValidationData);
  return parsed.data;
}

/** One document's label for a multi-file upload: the first file's name, then '+ N more'. */
function documentFileName(files: SealedUpload[]): string {
  const first = files[0]?.fileName.trim() || 'document';
  const name = first.slice(0, 200);
  return files.length > 1 ? `${name} + ${files.length - 1} more` : name;
}

/**
 * Stores an upload as one document: quota, the document row and its encrypted files in one
 * transaction, so a refused quota or a failed insert leaves nothing behind (originals already written
 * to disk are removed). Files go one at a time: a single statement with all of them would hold every
 * file's encoded copy at once (in the driver, and inside PGlite's memory, which never shrinks back).
 */
export async function createDocument(
  ctx: AppContext,
  caller: PatientCaller,
  input: {
    files: SealedUpload[];
    fields: UploadFields;
    answers: VerificationAnswers | null;
  },
): Promise<{ row: DocumentRow; uploadsRemaining: number | null }> {
  const now = ctx.clock.now();
  const retentionHours = input.fields.retentionHours ?? defaultRetentionHours;
  const source = input.fields.source ?? 'upload';
  const format: DocumentFormat = input.files[0]?.format ?? 'text';
  const byteSize = input.files.reduce((sum, f) => sum + f.byteSize, 0);
  const pageCount = input.files.reduce((sum, f) => sum + f.pageCount, 0);

  let writtenFor: string | null = null;
  const stored = ctx.db.transaction(async (tx) => {
    const uploadsRemaining = await claimUpload(tx, caller, source);
    if (caller.kind === 'guest') await takeGuestUpload(tx, ctx, caller.ip);
    const [row] = await tx
      .insert(documents)
      .values({
        ...ownerValues(caller),
        fileNameEnc: ctx.encryptor.encrypt(documentFileName(input.files)),
        format,
        source,
        byteSize,
        pageCount,
        status: 'processing',
        retentionHours,
        originalExpiresAt: new Date(now.getTime() + retentionHours * 3600_000),
        answersEnc: input.answers ? ctx.encryptor.encrypt(JSON.stringify(input.answers)) : null,
        allowanceChargedTo: caller.kind,
        createdAt: now,
      })
      .returning();
    if (!row) throw new Error('Document insert returned nothing.');
    writtenFor = row.id;
    for (const [position, file] of input.files.entries()) {
      await storeOriginal(ctx, tx, {
        documentId: row.id,
        position,
        format: file.format,
        sealed: file.sealed,
      });
    }
    return { row, uploadsRemaining };
  });
  const result = await stored.catch(async (err: unknown) => {
    if (writtenFor) await releaseOriginals(ctx, [writtenFor]);
    throw err;
  });
  await auditFor(ctx, caller, 'document.uploaded', { type: 'document', id: result.row.id });
  return result;
}
