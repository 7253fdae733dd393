import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicStatsSchema } from '@clearbill/shared';
import type { AppContext } from '../context';
import { publicStats } from './service';

/** Live aggregate figures for the landing pages (no sign-in; nothing about any one person). */
export const statsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/stats/public',
      {
        schema: {
          tags: ['stats'],
          summary:
            'Documents checked, savings identified and median time to findings, rounded; null below the minimum count',
          response: { 200: publicStatsSchema },
        },
      },
      async () => publicStats(ctx),
    );
  };
