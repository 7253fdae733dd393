import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accuracyReviewResponseSchema,
  codeUpdateJobListSchema,
  codeUpdateScheduleResponseSchema,
  codeValidationResponseSchema,
  reviewFlagSchema,
  reviewQueueSummarySchema,
} from '@clearbill/shared';
import { resolveCaller } from '../access/caller';
import type { AppContext } from '../context';
import { errors } from '../http/schemas';
import { accuracyBodySchema, flagBodySchema, validationBodySchema } from './schemas';
import {
  codeUpdates,
  flag,
  reviewAccuracyFor,
  reviewQueueSummary,
  scheduleUpdates,
  validate,
} from './service';

export const tags = ['enterprise coding'];
export const security = [{ bearer: [] }];

export const enterpriseRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/enterprise/code-validation',
      {
        schema: {
          tags,
          summary: 'Check a code: format for its type, in the database, billable, in effect on the date',
          security,
          body: validationBodySchema,
          response: { 200: codeValidationResponseSchema, ...errors(400, 401) },
        },
      },
      async (request) => validate(ctx, await resolveCaller(ctx, request, 'account'), request.body),
    );

    app.post(
      '/api/enterprise/manual-review/flag',
      {
        schema: {
          tags,
          summary: 'Flag a code for manual review (added to the review queue)',
          security,
          body: flagBodySchema,
          response: { 201: reviewFlagSchema, ...errors(400, 401) },
        },
      },
      async (request, reply) => {
        const caller = await resolveCaller(ctx, request, 'account');
        return reply.status(201).send(await flag(ctx, caller, request.body));
      },
    );

    app.get(
      '/api/enterprise/manual-review/summary',
      {
        schema: {
          tags,
          summary: 'How many flags wait in the review queue (counts only; admins only)',
          security,
          response: { 200: reviewQueueSummarySchema, ...errors(401, 403) },
        },
      },
      async (request) => reviewQueueSummary(ctx, await resolveCaller(ctx, request, 'admin')),
    );

    app.post(
      '/api/enterprise/ai-accuracy/review',
      {
        schema: {
          tags,
          summary: 'Review codes against the documentation: a score from 0 to 100 with its reasons',
          security,
          body: accuracyBodySchema,
          response: { 200: accuracyReviewResponseSchema, ...errors(400, 401) },
        },
      },
      async (request) => reviewAccuracyFor(ctx, await resolveCaller(ctx, request, 'account'), request.body),
    );

    app.post(
      '/api/enterprise/code-updates/schedule',
      {
        schema: {
          tags,
          summary: 'Schedule the next update of each code set (idempotent; admins only)',
          security,
          response: { 200: codeUpdateScheduleResponseSchema, ...errors(401, 403) },
        },
      },
      async (request) => scheduleUpdates(ctx, await resolveCaller(ctx, request, 'admin')),
    );

    app.get(
      '/api/enterprise/code-updates',
      {
        schema: {
          tags,
          summary: 'The code-set update jobs, soonest first',
          security,
          response: { 200: codeUpdateJobListSchema, ...errors(401) },
        },
      },
      async (request) => codeUpdates(ctx, await resolveCaller(ctx, request, 'account')),
    );
  };
