import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  codeCategoriesSchema,
  codeCountsSchema,
  codeSearchQuerySchema,
  codeSearchResponseSchema,
} from '@clearbill/shared';
import { codeCategories } from './categories';
import type { AppContext } from '../context';
import { errors } from '../http/schemas';
import { resolveCaller } from '../access/caller';
import { countCodes } from './counts';
import { searchResponse } from './search-response';

const tags = ['medical-codes'];
const security = [{ bearer: [] }];

export const searchRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/medical-codes',
      {
        schema: {
          tags,
          summary: 'Search codes: exact code, code prefix (with or without the dot), words, typos; paged',
          security,
          querystring: codeSearchQuerySchema,
          response: { 200: codeSearchResponseSchema, ...errors(400, 401) },
        },
      },
      async (request) => {
        await resolveCaller(ctx, request, 'account');
        return searchResponse(ctx, request.query);
      },
    );

    app.get(
      '/api/medical-codes/counts',
      {
        schema: {
          tags,
          summary: 'How many codes of each of the seven types are loaded',
          security,
          response: { 200: codeCountsSchema, ...errors(401) },
        },
      },
      async (request) => {
        await resolveCaller(ctx, request, 'account');
        return countCodes(ctx);
      },
    );

    app.get(
      '/api/admin/medical-codes/counts',
      {
        schema: {
          tags: ['admin', ...tags],
          summary: 'Codes per type for the admin Medical Codes tab',
          security,
          response: { 200: codeCountsSchema, ...errors(401, 403) },
        },
      },
      async () => countCodes(ctx),
    );

    app.get(
      '/api/admin/medical-codes/categories',
      {
        schema: {
          tags: ['admin', ...tags],
          summary: 'The categories of the loaded codes per type, with counts (the admin category select)',
          security,
          response: { 200: codeCategoriesSchema, ...errors(401, 403) },
        },
      },
      async (_request, reply) => {
        void reply.header('cache-control', 'no-store');
        return codeCategories(ctx);
      },
    );
  };
