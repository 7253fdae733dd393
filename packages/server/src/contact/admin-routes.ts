import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactMessageListQuerySchema, contactMessageListSchema } from '@clearbill/shared';
import type { AppContext } from '../context';
import { adminSessionOf } from '../http/admin-gate';
import { errors } from '../http/schemas';
import { listContactMessages } from './service';

/** The contact form's messages for the back office (under the admin gate). */
export const contactAdminRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/admin/contact-messages',
      {
        schema: {
          tags: ['contact (admin)'],
          summary: 'Messages sent through the contact form, newest first',
          security: [{ bearer: [] }],
          querystring: contactMessageListQuerySchema,
          response: { 200: contactMessageListSchema, ...errors(400, 401, 403) },
        },
      },
      async (request) => listContactMessages(ctx, adminSessionOf(request).caller, request.query),
    );
  };
