import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  reviewFlagListSchema,
  reviewFlagSchema,
  reviewFlagStatuses,
  reviewFlagUpdateSchema,
} from '@clearbill/shared';
import type { AppContext } from '../context';
import { adminSessionOf } from '../http/admin-gate';
import { errors } from '../http/schemas';
import { security, tags } from './routes';
import { moveReviewFlag, reviewFlags } from './service';

/** The review queue in the back office: under /api/admin, so the admin gate has checked the caller. */
export const enterpriseAdminRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
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
      async (request) => reviewFlags(ctx, adminSessionOf(request).caller, request.query.status),
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
      async (request) => moveReviewFlag(ctx, adminSessionOf(request).caller, request.params.id, request.body),
    );
  };
