import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiStatusResponseSchema,
  hybridSearchQuerySchema,
  hybridSearchResponseSchema,
} from '@clearbill/shared';
import type { AppContext } from '../../context';
import { errors } from '../../http/schemas';
import { resolveCaller } from '../../access/caller';
import { apiStatus } from './api-status';
import { hybridSearch } from './hybrid-service';

const tags = ['medical-codes'];
const security = [{ bearer: [] }];

export const hybridRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/medical-codes/hybrid-search',
      {
        schema: {
          tags,
          summary:
            'Search the database, then live government sources (NLM, openFDA, RxNav) when it finds few',
          security,
          querystring: hybridSearchQuerySchema,
          response: { 200: hybridSearchResponseSchema, ...errors(400, 401) },
        },
      },
      async (request) => {
        await resolveCaller(ctx, request, 'account');
        return hybridSearch(ctx, request.query);
      },
    );

    app.get(
      '/api/medical-codes/api-status',
      {
        schema: {
          tags,
          summary: "Each live API's last known status and today's remaining requests",
          security,
          response: { 200: apiStatusResponseSchema, ...errors(401) },
        },
      },
      async (request) => {
        await resolveCaller(ctx, request, 'account');
        return apiStatus(ctx);
      },
    );
  };
