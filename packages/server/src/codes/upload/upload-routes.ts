import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, codeUploadResponseSchema } from '@clearbill/shared';
import type { AppContext } from '../../context';
import { errors } from '../../http/schemas';
import { fileKind, parseCodeFile } from './parse-file';
import { uploadCodes } from './upload-service';

/** Biggest accepted file. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

export const uploadRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    // Registered here, so multipart bodies are accepted on this domain's routes only.
    await app.register(multipart, {
      limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, parts: 11 },
    });

    app.post(
      '/api/admin/upload/medical-codes',
      {
        schema: {
          tags: ['admin', 'medical-codes'],
          summary: 'Upload codes as a CSV or JSON file (multipart field "file"); valid rows are upserted',
          security: [{ bearer: [] }],
          consumes: ['multipart/form-data'],
          response: { 200: codeUploadResponseSchema, ...errors(400, 401, 403, 413, 415) },
        },
      },
      async (request) => {
        if (!request.isMultipart()) {
          throw new AppError(
            'unsupported_media_type',
            'Send the file as multipart/form-data in a field named "file".',
          );
        }
        const part = await request.file();
        if (!part || part.fieldname !== 'file') {
          throw new AppError('validation_failed', 'Choose a CSV or JSON file to upload (field "file").');
        }
        const kind = fileKind(part.filename, part.mimetype);
        const content = await part.toBuffer();
        return uploadCodes(ctx, parseCodeFile(kind, content));
      },
    );
  };
