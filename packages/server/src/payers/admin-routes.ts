import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  payerAdminEmptyBodySchema,
  payerDocumentDetailResponseSchema,
  payerDocumentParamsSchema,
  payerDocumentsQuerySchema,
  payerDocumentsResponseSchema,
  payerExpandResponseSchema,
  payerSeedResponseSchema,
  payerStatsResponseSchema,
  payerValidateUrlsResponseSchema,
} from '@clearbill/shared';
import type { AppContext } from '../context';
import { adminSessionOf } from '../http/admin-gate';
import { errors } from '../http/schemas';
import { expandPayerDocumentation, seedPayerDocumentation } from './load';
import { listPayerDocuments, payerDocumentDetail, payerStats } from './service';
import type { PayerSource } from './source';
import { PayerLinkValidation } from './validate-urls';

const tags = ['payer documentation (admin)'];
const security = [{ bearer: [] }];

/** The Payer Docs and Payer Documents Viewer tabs of the back office (spec 02 §2, §7; decision 0022). */
export const payerAdminRoutes =
  (ctx: AppContext, source: () => PayerSource): FastifyPluginAsyncZod =>
  async (app) => {
    const validation = new PayerLinkValidation(ctx);

    app.get(
      '/api/admin/payer-documents',
      {
        schema: {
          tags,
          summary: 'Loaded payer documents: search over title, payer, type and summary; payerName exact',
          security,
          querystring: payerDocumentsQuerySchema,
          response: { 200: payerDocumentsResponseSchema, ...errors(400, 401, 403) },
        },
      },
      async (request) => listPayerDocuments(ctx, request.query),
    );

    app.get(
      '/api/admin/payer-documents/:id',
      {
        schema: {
          tags,
          summary: 'One payer document with its coverage details',
          security,
          params: payerDocumentParamsSchema,
          response: { 200: payerDocumentDetailResponseSchema, ...errors(400, 401, 403, 404) },
        },
      },
      async (request) => payerDocumentDetail(ctx, request.params.id),
    );

    app.get(
      '/api/admin/payer-stats',
      {
        schema: {
          tags,
          summary: 'Counts by document type and by payer, and the loaded payers',
          security,
          response: { 200: payerStatsResponseSchema, ...errors(401, 403) },
        },
      },
      async () => payerStats(ctx, source()),
    );

    app.post(
      '/api/admin/payer-documentation/seed-fast',
      {
        schema: {
          tags,
          summary: 'Load the first set of payer documents (idempotent)',
          security,
          body: payerAdminEmptyBodySchema,
          response: { 200: payerSeedResponseSchema, ...errors(400, 401, 403) },
        },
      },
      async (request) => seedPayerDocumentation(ctx, adminSessionOf(request).caller, source()),
    );

    app.post(
      '/api/admin/payer-documentation/validate-urls',
      {
        schema: {
          tags,
          summary:
            'Check every loaded document page (HEAD, then GET); gone ones (404, 410) are hidden from patients, never deleted',
          security,
          body: payerAdminEmptyBodySchema,
          response: { 200: payerValidateUrlsResponseSchema, ...errors(400, 401, 403) },
        },
      },
      async (request) => validation.run(adminSessionOf(request).caller),
    );

    app.post(
      '/api/admin/payer-documentation/expand',
      {
        schema: {
          tags,
          summary: 'Load every library document not loaded yet (idempotent)',
          security,
          body: payerAdminEmptyBodySchema,
          response: { 200: payerExpandResponseSchema, ...errors(400, 401, 403) },
        },
      },
      async (request) => expandPayerDocumentation(ctx, adminSessionOf(request).caller, source()),
    );
  };
