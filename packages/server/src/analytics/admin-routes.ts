import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageStatsQuerySchema, pageStatsSchema } from '@clearbill/shared';
import type { AppContext } from '../context';
import { adminSessionOf } from '../http/admin-gate';
import { errors } from '../http/schemas';
import { pageStats } from './page-views';

/** GET /api/admin/page-stats (spec 02 §7): the Page Analytics figures over a period. */
export const pageStatsAdminRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/admin/page-stats',
      {
        schema: {
          tags: ['analytics (admin)'],
          summary:
            'Page views, unique visitors (tab sessions), bounce rate and average session minutes, with the top pages',
          security: [{ bearer: [] }],
          querystring: pageStatsQuerySchema,
          response: { 200: pageStatsSchema, ...errors(400, 401, 403) },
        },
      },
      async (request, reply) => {
        void reply.header('cache-control', 'no-store');
        return pageStats(ctx, adminSessionOf(request).caller, request.query.period);
      },
    );
  };
