import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  demoMessages,
  publicConfigSchema,
  sessionInfoSchema,
  tokenLoginResponseSchema,
  limits,
} from '@clearbill/shared';
import { bearerToken, resolveCaller } from '../access/caller';
import { resolveSession } from '../access/sessions';
import type { AppContext } from '../context';
import { errors } from '../http/schemas';
import { accountFacts, tokenLogin } from './service';

/**
 * GET /api/config and GET /api/auth/session for everyone; POST /api/token-login only when DEMO_MODE=on
 * (without it the route is not registered, so it answers 404 like any unknown path).
 */
export const demoRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/config',
      {
        schema: {
          tags: ['health'],
          summary: 'Public settings the web app reads at start (demo mode on or off)',
          response: { 200: publicConfigSchema },
        },
      },
      () => ({ demoMode: ctx.config.demoMode }),
    );

    app.get(
      '/api/auth/session',
      {
        schema: {
          tags: ['auth'],
          summary: "The signed-in session's end and idle limit (never the token)",
          security: [{ bearer: [] }],
          response: { 200: sessionInfoSchema, ...errors(401) },
        },
      },
      async (request) => {
        const { userId } = await resolveCaller(ctx, request, 'user');
        // resolveCaller checked the token; read its limits (the session row holds no secret).
        const session = await resolveSession(ctx, bearerToken(request) ?? '');
        return {
          expiresAt: session.expiresAt.toISOString(),
          idleExpiresAt: new Date(session.lastSeenAt.getTime() + limits.sessionIdleMs).toISOString(),
          ...(await accountFacts(ctx, userId)),
        };
      },
    );

    if (!ctx.config.demoMode) return;

    app.post(
      '/api/token-login',
      {
        schema: {
          tags: ['auth'],
          summary: 'Demo mode only: sign in to the demo account (sample data); 404 when DEMO_MODE is off',
          response: { 200: tokenLoginResponseSchema, ...errors(404) },
        },
      },
      async () => {
        const s = await tokenLogin(ctx);
        return {
          success: true as const,
          message: demoMessages.demoLoginBody,
          token: s.token,
          expiresAt: s.expiresAt.toISOString(),
          user: s.user,
          demo: true as const,
        };
      },
    );
  };
