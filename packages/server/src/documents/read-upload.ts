import type { FastifyRequest } from 'fastify';
import { AppError, limits, messages, uploadFieldsSchema, type UploadFields } from '@clearbill/shared';

export interface UploadedFile {
  fileName: string;
  bytes: Buffer;
}

const FILE_FIELD = /^document(_\d{1,2})?$/;

/** Reads the multipart body: files `document`, `document_1`, ... and the text fields (spec 01 §7). */
export async function readUpload(
  request: FastifyRequest,
): Promise<{ files: UploadedFile[]; fields: UploadFields }> {
  if (!request.isMultipart()) {
    throw new AppError(
      'unsupported_media_type',
      'Send the document as multipart/form-data in a field named "document".',
    );
  }
  const files: UploadedFile[] = [];
  const raw: Record<string, string> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (!FILE_FIELD.test(part.fieldname)) {
          await part.toBuffer();
          continue;
        }
        const bytes = await part.toBuffer();
        if (part.file.truncated) throw new AppError('payload_too_large', messages.fileTooLarge);
        if (bytes.length > 0) files.push({ fileName: part.filename, bytes });
      } else if (typeof part.value === 'string') {
        raw[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    throw asUploadError(err);
  }
  const parsed = uploadFieldsSchema.safeParse(raw);
  if (!parsed.success) {
    throw new AppError('validation_failed', parsed.error.issues[0]?.message ?? 'Invalid upload fields.');
  }
  return { files, fields: parsed.data };
}

function asUploadError(err: unknown): unknown {
  if (err instanceof AppError) return err;
  const code = (err as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError('payload_too_large', messages.fileTooLarge);
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') {
    return new AppError('payload_too_large', messages.tooManyFiles);
  }
  if (code === 'FST_FIELDS_LIMIT') return new AppError('validation_failed', 'Too many form fields.');
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
    return new AppError('unsupported_media_type', 'Send the document as multipart/form-data.');
  }
  return err;
}

export const multipartLimits = {
  fileSize: limits.maxFileBytes,
  files: limits.maxFilesPerRequest,
  fields: 20,
  parts: limits.maxFilesPerRequest + 20,
  fieldSize: 64 * 1024,
};
