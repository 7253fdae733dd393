import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  applyDiscountRequestSchema,
  applyDiscountResponseSchema,
  guestSessionResponseSchema,
  guestStatusSchema,
} from '@clearbill/shared';
import type { AppContext } from '../context';
import { resolveCaller } from '../access/caller';
import { errors } from '../http/schemas';
import { applyBetaCode, createGuestSession, guestInfo } from './service';

export const guestRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/auth/guest',
      {
        schema: {
          tags: ['guest'],
          summary:
            'Start a guest session (5 free uploads); send its sessionId as x-guest-session. 20 per address per hour, then 429',
          response: { 201: guestSessionResponseSchema, ...errors(429) },
        },
      },
      async (request, reply) => {
        const { sessionId, expiresAt, row } = await createGuestSession(ctx, request.ip);
        return reply.status(201).send({
          success: true as const,
          sessionId,
          message: 'Guest session created',
          expiresAt: expiresAt.toISOString(),
          session: guestInfo(row),
        });
      },
    );

    app.get(
      '/api/auth/guest/status',
      {
        schema: {
          tags: ['guest'],
          summary: 'Uploads left in this guest session',
          security: [{ guestSession: [] }],
          response: { 200: guestStatusSchema, ...errors(401) },
        },
      },
      async (request) => {
        const { guest } = await resolveCaller(ctx, request, 'guest');
        const info = guestInfo(guest);
        return { hasGuestSession: true as const, ...info };
      },
    );

    app.post(
      '/api/auth/guest/apply-discount',
      {
        schema: {
          tags: ['guest'],
          summary: 'Apply a beta code: unlimited uploads for this guest session',
          security: [{ guestSession: [] }],
          body: applyDiscountRequestSchema,
          response: { 200: applyDiscountResponseSchema, ...errors(400, 401) },
        },
      },
      async (request) => {
        const { guest } = await resolveCaller(ctx, request, 'guest');
        const updated = await applyBetaCode(ctx, guest, request.body.code);
        return {
          success: true as const,
          message: 'Beta code applied: unlimited uploads',
          session: guestInfo(updated),
        };
      },
    );
  };
