import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  publicRegulatoryExportQuerySchema,
  regulatoryUpdatesQuerySchema,
  regulatoryUpdatesResponseSchema,
} from '@clearbill/shared';
import type { AppContext } from '../context';
import { errors } from '../http/schemas';
import { asDownload } from './download';
import { regulationsCsv, regulationsJson } from './files';
import { publicUpdatesCache } from './public-cache';
import { publicUpdates } from './service';

const tags = ['regulatory'];

/**
 * The public regulatory updates (spec 03 §2.4, §7): the verified and implemented regulations, the same
 * for every caller, so no credential is asked for (decision 0021).
 */
export const regulationRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/regulatory/updates',
      {
        schema: {
          tags,
          summary:
            'Verified and implemented regulations; category in the public set, effectiveAfter a date (YYYY-MM-DD)',
          querystring: regulatoryUpdatesQuerySchema,
          response: { 200: regulatoryUpdatesResponseSchema, ...errors(400) },
        },
      },
      async (request) => publicUpdatesCache(ctx).get(request.query, () => publicUpdates(ctx, request.query)),
    );

    app.get(
      '/api/export/regulatory',
      {
        schema: {
          tags,
          summary: 'The public regulations as CSV or JSON, optionally one public category',
          querystring: publicRegulatoryExportQuerySchema,
          response: errors(400),
        },
      },
      async (request, reply) => {
        const { format, category } = request.query;
        const list = await publicUpdates(ctx, { category });
        const day = ctx.clock.now().toISOString().slice(0, 10);
        const name = `regulatory-updates${category ? `-${category}` : ''}-${day}.${format}`;
        return asDownload(reply, name, format).send(
          format === 'csv' ? regulationsCsv(list) : regulationsJson(list, ctx.clock.now()),
        );
      },
    );
  };
