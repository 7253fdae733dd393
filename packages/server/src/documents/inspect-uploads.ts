import { DocumentRejectedError, inspectFile, type RejectionReason } from '@clearbill/engine';
import { AppError, limits, messages, type DocumentFormat } from '@clearbill/shared';
import type { AppContext } from '../context';

const rejectionErrors: Record<RejectionReason, () => AppError> = {
  unsupported_type: () => new AppError('unsupported_media_type', messages.unsupportedFileType),
  corrupt: () => new AppError('unreadable_document', messages.documentCorrupt),
  encrypted: () => new AppError('unreadable_document', messages.pdfEncrypted),
  decompression_bomb: () => new AppError('unreadable_document', messages.docxTooLarge),
  image_too_large: () => new AppError('unreadable_document', messages.imageTooLarge),
  truncated_dicom: () => new AppError('unreadable_document', messages.dicomTruncated),
  image_damaged: () => new AppError('unreadable_document', messages.imageDamaged),
  timeout: () => new AppError('unreadable_document', messages.documentTimedOut),
};

const wizardFormats = new Set(['pdf', 'jpeg', 'png']);

/** One uploaded file, recognised and sealed (AES-256-GCM): its plain bytes are no longer held. */
export interface SealedUpload {
  fileName: string;
  format: DocumentFormat;
  pageCount: number;
  byteSize: number;
  sealed: Buffer;
}

/**
 * Recognises a file from its content and checks that it can be read, before anything is stored (a
 * hostile or broken file ends here with a clear 4xx), then seals it. Called for each file as it
 * arrives, so an upload holds one file in clear at a time.
 */
export async function inspectAndSeal(
  ctx: AppContext,
  file: { fileName: string; bytes: Buffer },
): Promise<SealedUpload> {
  let inspected;
  try {
    inspected = await inspectFile(
      new Uint8Array(file.bytes.buffer, file.bytes.byteOffset, file.bytes.length),
    );
  } catch (err) {
    if (err instanceof DocumentRejectedError) {
      // By lookup: a reason the engine adds later is still a clear refusal.
      const refusal = (rejectionErrors as Partial<Record<string, () => AppError>>)[err.reason];
      throw refusal ? refusal() : new AppError('unreadable_document', messages.documentCorrupt);
    }
    throw err;
  }
  return {
    fileName: file.fileName,
    format: inspected.format,
    pageCount: inspected.pageCount,
    byteSize: file.bytes.length,
    sealed: ctx.encryptor.sealBytes(file.bytes),
  };
}

/**
 * The checks on an upload as a whole, once every file is in: at least one file, the wizard takes one
 * PDF, JPG or PNG, 60 pages at most, DICOM on its own.
 */
export function checkUploadSet(files: SealedUpload[], source: 'upload' | 'wizard' | 'api'): void {
  if (files.length === 0) throw new AppError('validation_failed', messages.noFileChosen);
  if (source === 'wizard' && files.length > 1)
    throw new AppError('validation_failed', messages.wizardFileType);
  if (source === 'wizard' && !files.every((f) => wizardFormats.has(f.format))) {
    throw new AppError('unsupported_media_type', messages.wizardFileType);
  }
  if (files.reduce((sum, f) => sum + f.pageCount, 0) > limits.maxPagesPerDocument) {
    throw new AppError('payload_too_large', messages.tooManyPages);
  }
  const dicomCount = files.filter((f) => f.format === 'dicom').length;
  if (dicomCount > 0 && dicomCount < files.length) {
    throw new AppError('validation_failed', messages.dicomNotMixed);
  }
}
