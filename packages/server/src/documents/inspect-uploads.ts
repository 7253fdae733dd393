import {
  DocumentRejectedError,
  inspectFile,
  type InspectedFile,
  type RejectionReason,
} from '@clearbill/engine';
import { AppError, limits, messages } from '@clearbill/shared';
import type { UploadedFile } from './read-upload';

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

/**
 * Recognises each file from its content and checks that it can be read, before anything is stored:
 * a hostile or broken file ends here with a clear 4xx. The wizard takes one PDF, JPG or PNG.
 */
export async function inspectUploads(
  files: UploadedFile[],
  source: 'upload' | 'wizard' | 'api',
): Promise<InspectedFile[]> {
  if (files.length === 0) throw new AppError('validation_failed', messages.noFileChosen);
  if (source === 'wizard' && files.length > 1)
    throw new AppError('validation_failed', messages.wizardFileType);
  const inspected: InspectedFile[] = [];
  for (const file of files) {
    try {
      inspected.push(await inspectFile(new Uint8Array(file.bytes)));
    } catch (err) {
      if (err instanceof DocumentRejectedError) throw rejectionErrors[err.reason]();
      throw err;
    }
  }
  if (source === 'wizard' && !inspected.every((f) => wizardFormats.has(f.format))) {
    throw new AppError('unsupported_media_type', messages.wizardFileType);
  }
  if (inspected.reduce((sum, f) => sum + f.pageCount, 0) > limits.maxPagesPerDocument) {
    throw new AppError('payload_too_large', messages.tooManyPages);
  }
  const dicomCount = inspected.filter((f) => f.format === 'dicom').length;
  if (dicomCount > 0 && dicomCount < inspected.length) {
    throw new AppError('validation_failed', messages.dicomNotMixed);
  }
  return inspected;
}
