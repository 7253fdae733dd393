import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { chatRequestSchema, chatResponseSchema, chatSessionIdParamsSchema } from '@clearbill/shared';
import { bearerToken, guestToken, resolveCaller, type PatientCaller } from '../access/caller';
import type { AppContext } from '../context';
import { errors } from '../http/schemas';
import type { ResourceDirectory } from '../resources/directory-store';
import { ChatLimiter } from './limiter';
import { deleteChatSession, sendChatMessage } from './service';

const tags = ['chat'];
const security: Record<string, string[]>[] = [{}, { bearer: [] }, { guestSession: [] }];

/** A visitor sends nothing; whoever sends a credential must be a patient with a valid one (401/403). */
async function optionalPatient(ctx: AppContext, request: FastifyRequest): Promise<PatientCaller | null> {
  if (!bearerToken(request) && !guestToken(request)) return null;
  return resolveCaller(ctx, request, 'patient');
}

/**
 * The billing assistant chat (01-patient-area.md §2, §3, §7; issue 13 items 1 and 3): public. A signed-in
 * patient's or a guest's own analyses are part of what it reads; conversations are theirs to delete.
 */
export const chatRoutes =
  (ctx: AppContext, resources: ResourceDirectory): FastifyPluginAsyncZod =>
  async (app) => {
    const limiter = new ChatLimiter(() => ctx.config.abuseLimits.chatMessagesPerMinute);

    app.post(
      '/api/chat/enhanced-public',
      {
        schema: {
          tags,
          summary:
            'Ask the billing assistant: codes, reason codes, appeals, assistance; answers name their sources (at most 30 messages a minute)',
          security,
          body: chatRequestSchema,
          response: { 200: chatResponseSchema, ...errors(400, 401, 403, 404, 429) },
        },
      },
      async (request) =>
        sendChatMessage(
          ctx,
          await optionalPatient(ctx, request),
          request.ip,
          request.body,
          resources.current(),
          limiter,
        ),
    );

    app.delete(
      '/api/chat/sessions/:id',
      {
        schema: {
          tags,
          summary: 'Delete a conversation with the assistant (its owner, or a visitor holding its id)',
          security,
          params: chatSessionIdParamsSchema,
          response: { 200: z.object({ success: z.literal(true) }), ...errors(400, 401, 403, 404) },
        },
      },
      async (request) => {
        await deleteChatSession(ctx, await optionalPatient(ctx, request), request.params.id);
        return { success: true as const };
      },
    );
  };
