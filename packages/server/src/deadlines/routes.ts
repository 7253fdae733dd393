import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deadlineListResponseSchema } from '@clearbill/shared';
import { resolveCaller } from '../access/caller';
import type { AppContext } from '../context';
import { errors } from '../http/schemas';
import { calendarOf } from './calendar';
import { listDeadlines, type LetterSource } from './service';

const security: Record<string, string[]>[] = [{ bearer: [] }];

export const deadlineRoutes =
  (ctx: AppContext, letters: LetterSource): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/deadlines',
      {
        schema: {
          tags: ['deadlines'],
          summary: "The caller's deadlines from their analyses and letters, soonest first",
          security,
          response: { 200: deadlineListResponseSchema, ...errors(401) },
        },
      },
      async (request) => {
        const caller = await resolveCaller(ctx, request, 'user');
        return { deadlines: await listDeadlines(ctx, caller, letters) };
      },
    );

    app.get(
      '/api/deadlines.ics',
      {
        schema: {
          tags: ['deadlines'],
          summary: 'The same deadlines as an iCalendar file, with an alarm 7 days before each',
          security,
          response: { 200: z.string(), ...errors(401) },
        },
      },
      async (request, reply) => {
        const caller = await resolveCaller(ctx, request, 'user');
        const deadlines = await listDeadlines(ctx, caller, letters, 'deadlines.calendar_downloaded');
        const body = calendarOf(deadlines, ctx.clock.now());
        return reply
          .header('content-type', 'text/calendar; charset=utf-8')
          .header('content-disposition', 'attachment; filename="clearbill-deadlines.ics"')
          .header('cache-control', 'no-store')
          .send(body);
      },
    );
  };
