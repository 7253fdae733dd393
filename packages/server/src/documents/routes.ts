import multipart from '@fastify/multipart';
import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addMissedPhiRequestSchema,
  addMissedPhiResponseSchema,
  AppError,
  documentDetailSchema,
  documentListResponseSchema,
  messages,
  reviewTextResponseSchema,
  successResponseSchema,
  uploadResponseSchema,
  validateRedactionRequestSchema,
  validateRedactionResponseSchema,
} from '@clearbill/shared';
import { resolveCaller, type PatientCaller } from '../access/caller';
import type { AppContext } from '../context';
import { assertMayProcess } from '../privacy/consents';
import { errors } from '../http/schemas';
import { discardDocument, documentDetail, listDocuments, validateRedaction } from './document-service';
import { checkUploadSet, inspectAndSeal } from './inspect-uploads';
import { addMissedPhi, reviewText } from './missed-phi';
import type { DocumentPipeline } from './pipeline';
import { multipartLimits, readUpload } from './read-upload';
import { consentGiven, createDocument, parseAnswers } from './upload-service';

const idParams = z.object({ id: z.uuid({ error: messages.documentNotFound }) });
const security: Record<string, string[]>[] = [{ bearer: [] }, { guestSession: [] }];

export const documentRoutes =
  (ctx: AppContext, pipeline: DocumentPipeline): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(multipart, { limits: multipartLimits });

    app.post(
      '/api/documents/upload',
      {
        schema: {
          tags: ['documents'],
          summary:
            'Upload a bill, EOB, denial letter or DICOM file (multipart: document, document_1, ..., consentGiven, fileCount, retentionHours, validationData); PHI found is returned for confirmation',
          security,
          consumes: ['multipart/form-data'],
          response: { 201: uploadResponseSchema, ...errors(400, 401, 403, 413, 415, 422, 429) },
        },
      },
      async (request, reply) => {
        const caller = await resolveCaller(ctx, request, 'patient');
        await assertMayProcess(ctx, caller);
        // In a function of its own so the sealed files are not held while the upload waits below.
        const { row, uploadsRemaining } = await storeUpload(ctx, caller, request);
        await pipeline.enqueue(row.id);
        const settled = await pipeline.waitUntilSettled(row.id, ctx.config.jobs.uploadWaitMs);
        const document = await documentDetail(ctx, caller, row.id);
        return reply.status(201).send({
          success: true as const,
          message: settled ? 'Document processed' : 'Document received; processing continues',
          documentId: row.id,
          document,
          fileType: document.fileType,
          requiresConfirmation: document.requiresConfirmation,
          redactions: document.redactions,
          processing: !settled,
          warning: document.status === 'failed' ? document.errorMessage : null,
          extractedData: document.extractedData,
          billingErrors: [],
          uploadsRemaining,
        });
      },
    );

    app.get(
      '/api/documents',
      {
        schema: {
          tags: ['documents'],
          summary: "The caller's documents, newest first",
          security,
          response: { 200: documentListResponseSchema, ...errors(401, 403) },
        },
      },
      async (request) => {
        const caller = await resolveCaller(ctx, request, 'patient');
        return { documents: await listDocuments(ctx, caller) };
      },
    );

    app.get(
      '/api/documents/:id',
      {
        schema: {
          tags: ['documents'],
          summary: 'One document: status, PHI awaiting confirmation (owner only), or the redacted text',
          security,
          params: idParams,
          response: { 200: documentDetailSchema, ...errors(400, 401, 403, 404) },
        },
      },
      async (request) => {
        const caller = await resolveCaller(ctx, request, 'patient');
        return documentDetail(ctx, caller, request.params.id);
      },
    );

    app.delete(
      '/api/documents/:id',
      {
        schema: {
          tags: ['documents'],
          summary: 'Discard a document and everything derived from it',
          security,
          params: idParams,
          response: { 200: successResponseSchema, ...errors(400, 401, 403, 404) },
        },
      },
      async (request) => {
        const caller = await resolveCaller(ctx, request, 'patient');
        await discardDocument(ctx, caller, request.params.id);
        return { success: true as const, message: 'Document deleted' };
      },
    );

    app.post(
      '/api/redactions/validate',
      {
        schema: {
          tags: ['documents'],
          summary: 'Approve or decline one PHI redaction before confirmation',
          security,
          body: validateRedactionRequestSchema,
          response: { 200: validateRedactionResponseSchema, ...errors(400, 401, 403, 404) },
        },
      },
      async (request) => {
        const caller = await resolveCaller(ctx, request, 'patient');
        const redaction = await validateRedaction(
          ctx,
          caller,
          request.body.redactionId,
          request.body.approved,
        );
        return { success: true as const, redaction };
      },
    );

    app.get(
      '/api/documents/:id/review-text',
      {
        schema: {
          tags: ['documents'],
          summary:
            'The text as read, for its owner to select what the PHI check missed (only while awaiting confirmation)',
          security,
          params: idParams,
          response: { 200: reviewTextResponseSchema, ...errors(400, 401, 403, 404, 409) },
        },
      },
      async (request) => {
        const caller = await resolveCaller(ctx, request, 'patient');
        return reviewText(ctx, caller, request.params.id);
      },
    );

    app.post(
      '/api/documents/:id/redactions',
      {
        schema: {
          tags: ['documents'],
          summary:
            'Add something the PHI check missed: every place the text occurs is removed at confirmation',
          security,
          params: idParams,
          body: addMissedPhiRequestSchema,
          response: { 200: addMissedPhiResponseSchema, ...errors(400, 401, 403, 404, 409) },
        },
      },
      async (request) => {
        const caller = await resolveCaller(ctx, request, 'patient');
        return addMissedPhi(ctx, caller, request.params.id, request.body);
      },
    );
  };

/** Reads, checks, seals and stores an upload; each file is inspected and sealed as it arrives. */
async function storeUpload(ctx: AppContext, caller: PatientCaller, request: FastifyRequest) {
  const { files, fields } = await readUpload(request, (file) => inspectAndSeal(ctx, file));
  if (!consentGiven(fields)) throw new AppError('validation_failed', messages.consentRequired);
  const answers = parseAnswers(fields.validationData);
  checkUploadSet(files, fields.source ?? 'upload');
  return createDocument(ctx, caller, { files, fields, answers });
}
