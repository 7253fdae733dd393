// The user-facing message for each reason an upload is refused (texts live in shared's catalogue).
import { messages } from '@clearbill/shared';
import type { RejectionReason } from './types';

export const rejectionMessages: Record<RejectionReason, string> = {
  unsupported_type: messages.unsupportedFileType,
  corrupt: messages.documentCorrupt,
  encrypted: messages.pdfEncrypted,
  decompression_bomb: messages.docxTooLarge,
  image_too_large: messages.imageTooLarge,
  truncated_dicom: messages.dicomTruncated,
  image_damaged: messages.imageDamaged,
  timeout: messages.documentTimedOut,
};
