import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { importStatusSchema, seedLargeBatchRequestSchema, seedResponseSchema } from '@clearbill/shared';
import type { AppContext } from '../context';
import { adminSessionOf } from '../http/admin-gate';
import { errors } from '../http/schemas';
import type { ImportSummary } from './index';
import { importStatus, seedFast, seedLargeBatch } from './service';

const tags = ['admin', 'medical-codes'];
const security = [{ bearer: [] }];

export interface ImportRouteHooks {
  /** Receives the background part of seed-fast (the reference tables), so tests can await it. */
  onBackgroundImport?: (run: Promise<ImportSummary | null>) => void;
}

export const importRoutes =
  (ctx: AppContext, hooks: ImportRouteHooks = {}): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/admin/medical-codes/seed-fast',
      {
        schema: {
          tags,
          summary:
            'Import every code set found in CODESETS_DIR now; reference tables follow in the background',
          security,
          response: { 200: seedResponseSchema, ...errors(401, 403, 409) },
        },
      },
      async (request) => {
        adminSessionOf(request);
        return seedFast(ctx, hooks.onBackgroundImport);
      },
    );

    app.post(
      '/api/admin/medical-codes/seed-large-batch',
      {
        schema: {
          tags,
          summary: 'Import the next batch (up to 10,000) of codes from the staged release files',
          security,
          body: seedLargeBatchRequestSchema.default({ batchSize: 10_000 }),
          response: { 200: seedResponseSchema, ...errors(400, 401, 403, 409) },
        },
      },
      async (request) => {
        adminSessionOf(request);
        return seedLargeBatch(ctx, request.body.batchSize);
      },
    );

    app.get(
      '/api/admin/medical-codes/import-status',
      {
        schema: {
          tags,
          summary: 'What is imported, from which files and versions; how to import when nothing is',
          security,
          response: { 200: importStatusSchema, ...errors(401, 403) },
        },
      },
      async (request, reply) => {
        adminSessionOf(request);
        void reply.header('cache-control', 'no-store');
        return importStatus(ctx);
      },
    );
  };
