import multipart from '@fastify/multipart';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addMissedPhiRequestSchema,
  documentListQuerySchema,
  documentListResponseSchema,
  messages,
  reviewTextResponseSchema,
  successResponseSchema,
  validateRedactionRequestSchema,
  validateRedactionResponseSchema,
  type AnalysisItem,
} from '@clearbill/shared';
import { resolveCaller, type PatientCaller } from '../access/caller';
import type { AppContext } from '../context';
import { assertMayProcess } from '../privacy/consents';
import { errors } from '../http/schemas';
import { inspectAndSeal } from './inspect-uploads';
import { addMissedPhi, reviewText } from './missed-phi';
import type { DocumentPipeline } from './pipeline';
import { multipartLimits, readUpload } from './read-upload';
import { discardDocument, documentDetail, listDocuments, uploadDocument, validateRedaction } from './service';
import {
  addMissedPhiResponseWireSchema,
  addMissedPhiToWire,
  detailToWire,
  documentDetailWireSchema,
  uploadResponseWireSchema,
  uploadToWire,
} from './wire';

/**
 * The analysis's findings for a document the caller just uploaded, when it was analysed within the
 * upload's wait (the spec's billingErrors), else none. Passed in by app.ts: the analyses domain builds
 * on this one, not the other way round.
 */
export type FindingsOf = (
  ctx: AppContext,
  caller: PatientCaller,
  documentId: string,
) => Promise<AnalysisItem[]>;

const idParams = z.object({ id: z.uuid({ error: messages.documentNotFound }) });
const security: Record<string, string[]>[] = [{ bearer: [] }, { guestSession: [] }];

export const documentRoutes =
  (ctx: AppContext, pipeline: DocumentPipeline, findingsOf: FindingsOf): FastifyPluginAsyncZod =>
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
          response: { 201: uploadResponseWireSchema, ...errors(400, 401, 403, 413, 415, 422, 429) },
        },
      },
      async (request, reply) => {
        const caller = await resolveCaller(ctx, request, 'patient');
        await assertMayProcess(ctx, caller);
        const uploaded = await uploadDocument(ctx, pipeline, caller, () =>
          readUpload(request, (file) => inspectAndSeal(ctx, file)),
        );
        const billingErrors = await findingsOf(ctx, caller, uploaded.documentId);
        return reply.status(201).send(uploadToWire(uploaded, billingErrors));
      },
    );

    app.get(
      '/api/documents',
      {
        schema: {
          tags: ['documents'],
          summary: "The caller's documents, newest first, a page at a time, with each analysis's figures",
          security,
          querystring: documentListQuerySchema,
          response: { 200: documentListResponseSchema, ...errors(400, 401, 403) },
        },
      },
      async (request) => {
        const caller = await resolveCaller(ctx, request, 'patient');
        return listDocuments(ctx, caller, request.query);
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
          response: { 200: documentDetailWireSchema, ...errors(400, 401, 403, 404) },
        },
      },
      async (request) => {
        const caller = await resolveCaller(ctx, request, 'patient');
        return detailToWire(await documentDetail(ctx, caller, request.params.id));
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
          response: { 200: addMissedPhiResponseWireSchema, ...errors(400, 401, 403, 404, 409) },
        },
      },
      async (request) => {
        const caller = await resolveCaller(ctx, request, 'patient');
        return addMissedPhiToWire(await addMissedPhi(ctx, caller, request.params.id, request.body));
      },
    );
  };
