import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthResponseSchema } from '@clearbill/shared';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../context';

export const healthRoutes =
  (ctx: AppContext, version: string): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/health',
      {
        schema: {
          tags: ['health'],
          summary: 'Liveness and database check',
          response: { 200: healthResponseSchema },
        },
      },
      async () => {
        await ctx.db.execute(sql`SELECT 1`);
        return {
          status: 'ok' as const,
          database: ctx.databaseKind,
          version,
          time: ctx.clock.now().toISOString(),
        };
      },
    );
  };
