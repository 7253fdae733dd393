import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageViewRequestSchema, pageViewResponseSchema } from '@clearbill/shared';
import type { AppContext } from '../context';
import { errors } from '../http/schemas';
import { recordPageView } from './page-views';

/**
 * POST /api/page-views: the web app's page views (decision 0024). Open to anyone; no credential is read,
 * so no account id can reach the row.
 */
export const pageViewRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/page-views',
      {
        schema: {
          tags: ['analytics'],
          summary:
            'Record a page view: normalised path, server time, random tab-session id (no account, no address stored)',
          body: pageViewRequestSchema,
          response: { 200: pageViewResponseSchema, ...errors(400, 429) },
        },
      },
      async (request) => recordPageView(ctx, request.body, request.ip),
    );
  };
