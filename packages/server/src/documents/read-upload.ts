import { finished } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError, limits, messages, type UploadFields } from '@clearbill/shared';
import { uploadFieldsFromWire, uploadFieldsWireSchema } from './wire';

const FILE_FIELD = /^document(_\d{1,2})?$/;

/**
 * Reads the multipart body: files `document`, `document_1`, ... and the text fields (01-patient-area.md §7).
 * Each file is handed to `onFile` as soon as it has arrived, and the body waits meanwhile, so only one
 * file's plain bytes are held at a time: `onFile` keeps what it needs (e.g. the file inspected and
 * sealed) and the bytes can go. Parts with other names are read past without being kept.
 */
export async function readUpload<T>(
  request: FastifyRequest,
  onFile: (file: { fileName: string; bytes: Buffer }) => Promise<T>,
): Promise<{ files: T[]; fields: UploadFields }> {
  if (!request.isMultipart()) {
    throw new AppError(
      'unsupported_media_type',
      'Send the document as multipart/form-data in a field named "document".',
    );
  }
  const files: T[] = [];
  const raw: Record<string, string> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (!FILE_FIELD.test(part.fieldname)) {
          await drain(part);
          continue;
        }
        const bytes = await readFilePart(part);
        if (bytes.length > 0) files.push(await onFile({ fileName: part.filename, bytes }));
      } else if (typeof part.value === 'string') {
        raw[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    throw asUploadError(err);
  }
  const parsed = uploadFieldsWireSchema.safeParse(raw);
  if (!parsed.success) {
    throw new AppError('validation_failed', parsed.error.issues[0]?.message ?? 'Invalid upload fields.');
  }
  return { files, fields: uploadFieldsFromWire(parsed.data) };
}

/** One file's bytes; a file past the size limit stops the upload at once instead of being buffered. */
async function readFilePart(part: MultipartFile): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of part.file as AsyncIterable<Buffer>) {
    if (part.file.truncated) throw new AppError('payload_too_large', messages.fileTooLarge);
    chunks.push(chunk);
  }
  if (part.file.truncated) throw new AppError('payload_too_large', messages.fileTooLarge);
  return chunks.length === 1 && chunks[0] ? chunks[0] : Buffer.concat(chunks);
}

/** Reads a part to its end without keeping it (the parser needs it consumed to reach the next part). */
async function drain(part: MultipartFile): Promise<void> {
  part.file.resume();
  await finished(part.file);
}

/**
 * Errors the multipart parser raises on a body that breaks the format (no boundary, a part cut short,
 * a header that is not one, a body that ends early or is closed mid-way): the client's fault, a 400.
 */
const MALFORMED_MULTIPART =
  /boundary|multipart|part header|terminated early|unexpected end|malformed|premature|aborted/i;

export function asUploadError(err: unknown): unknown {
  if (err instanceof AppError) return err;
  const { code, message } = err as { code?: unknown; message?: unknown };
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError('payload_too_large', messages.fileTooLarge);
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') {
    return new AppError('payload_too_large', messages.tooManyFiles);
  }
  if (code === 'FST_FIELDS_LIMIT') return new AppError('validation_failed', 'Too many form fields.');
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
    return new AppError('unsupported_media_type', 'Send the document as multipart/form-data.');
  }
  if (code === 'FST_PROTO_VIOLATION' || code === 'FST_INVALID_JSON_FIELD_ERROR') {
    return new AppError('validation_failed', messages.malformedUpload);
  }
  if (code === 'FST_MP_PREMATURE_CLOSE' || code === 'ECONNRESET' || code === 'ERR_STREAM_PREMATURE_CLOSE') {
    return new AppError('validation_failed', messages.malformedUpload);
  }
  if (typeof message === 'string' && MALFORMED_MULTIPART.test(message)) {
    return new AppError('validation_failed', messages.malformedUpload);
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
