import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accuracyReviewResponseSchema,
  codeUpdateJobListSchema,
  codeUpdateScheduleResponseSchema,
  codeValidationResponseSchema,
  reviewFlagListSchema,
  reviewFlagSchema,
  reviewFlagStatuses,
  reviewFlagUpdateSchema,
  reviewQueueSummarySchema,
} from '@clearbill/shared';
import type { AppContext } from '../context';
import { adminSessionOf } from '../http/admin-gate';
import { errors } from '../http/schemas';
import { reviewAccuracy } from './accuracy';
import { resolveCaller } from '../access/caller';
import { flagCode, listFlags, queueSummary, updateFlag } from './review-flags';
import { accuracyBodySchema, flagBodySchema, validationBodySchema } from './schemas';
import { listCodeUpdates, scheduleCodeUpdates, scheduleMessage } from './update-schedule';
import { validateCode } from './validation';

const tags = ['enterprise coding'];
const security = [{ bearer: [] }];

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
      async (request) => {
        await resolveCaller(ctx, request, 'account');
        return { validation: await validateCode(ctx, request.body) };
      },
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
        return reply.status(201).send(await flagCode(ctx, caller, request.body));
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
      async (request) => {
        // The queue is the back office's: its counts are the whole service's, not the caller's.
        await resolveCaller(ctx, request, 'admin');
        return queueSummary(ctx);
      },
    );

    app.get(
      '/api/admin/review-flags',
      {
        schema: {
          tags,
          summary: 'The manual review queue: urgent first, then the oldest',
          security,
          querystring: z.object({ status: z.enum(reviewFlagStatuses).optional() }),
          response: { 200: reviewFlagListSchema, ...errors(400, 401, 403) },
        },
      },
      async (request) => {
        adminSessionOf(request);
        return { flags: await listFlags(ctx, request.query.status) };
      },
    );

    app.patch(
      '/api/admin/review-flags/:id',
      {
        schema: {
          tags,
          summary: 'Move a review flag along: open, in review, resolved',
          security,
          params: z.object({ id: z.uuid({ error: 'Not a review flag id' }) }),
          body: reviewFlagUpdateSchema,
          response: { 200: reviewFlagSchema, ...errors(400, 401, 403, 404) },
        },
      },
      async (request) => {
        adminSessionOf(request);
        return updateFlag(ctx, request.params.id, request.body);
      },
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
      async (request) => {
        await resolveCaller(ctx, request, 'account');
        return { accuracyReview: await reviewAccuracy(ctx, request.body) };
      },
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
      async (request) => {
        // Code-set updates change what every analysis checks against: an operator's decision.
        await resolveCaller(ctx, request, 'admin');
        const { jobs, created } = await scheduleCodeUpdates(ctx);
        return { message: scheduleMessage(created, jobs.length), jobs };
      },
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
      async (request) => {
        await resolveCaller(ctx, request, 'account');
        return { jobs: await listCodeUpdates(ctx) };
      },
    );
  };
