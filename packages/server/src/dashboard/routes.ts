import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardAnalyticsSchema, dashboardOverviewSchema } from '@clearbill/shared';
import { resolveCaller } from '../access/caller';
import type { AppContext } from '../context';
import type { LetterSource } from '../deadlines/service';
import { errors } from '../http/schemas';
import { dashboardAnalytics, dashboardOverview } from './service';

const security: Record<string, string[]>[] = [{ bearer: [] }];

/** The signed-in home (01-patient-area.md §2 Dashboard) and its figures over time (/analytics). */
export const dashboardRoutes =
  (ctx: AppContext, letters: LetterSource): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/dashboard/overview',
      {
        schema: {
          tags: ['dashboard'],
          summary:
            "The caller's savings identified, bills analysed, appeals, recent documents and analyses, upcoming deadlines",
          security,
          response: { 200: dashboardOverviewSchema, ...errors(401) },
        },
      },
      async (request) => dashboardOverview(ctx, await resolveCaller(ctx, request, 'user'), letters),
    );

    app.get(
      '/api/dashboard/analytics',
      {
        schema: {
          tags: ['dashboard'],
          summary: "The caller's savings identified and recovered per month, and findings by type",
          security,
          response: { 200: dashboardAnalyticsSchema, ...errors(401) },
        },
      },
      async (request) => dashboardAnalytics(ctx, await resolveCaller(ctx, request, 'user')),
    );
  };
