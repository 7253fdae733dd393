import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  contactMessageRequestSchema,
  contactMessageResponseSchema,
  contactMessages as contactText,
} from '@clearbill/shared';
import type { AppContext } from '../context';
import { errors } from '../http/schemas';
import { sendContactMessage } from './service';

/** POST /api/contact: the contact form on /contact (no sign-in needed). */
export const contactRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/contact',
      {
        schema: {
          tags: ['contact'],
          summary:
            'Send a message to the ClearBill team (name, e-mail, message; 5 per address an hour, then 429)',
          body: contactMessageRequestSchema,
          response: { 201: contactMessageResponseSchema, ...errors(400, 429) },
        },
      },
      async (request, reply) => {
        await sendContactMessage(ctx, request.body, request.ip);
        return reply.status(201).send({ success: true as const, message: contactText.received });
      },
    );
  };
