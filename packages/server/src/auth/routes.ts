import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  authResponseSchema,
  loginRequestSchema,
  messages,
  signupRequestSchema,
  successResponseSchema,
  userSchema,
} from '@clearbill/shared';
import type { AppContext } from '../context';
import { bearerToken, resolveCaller } from '../access/caller';
import { errors } from '../http/schemas';
import { resolveSession } from '../access/sessions';
import { getUser, logIn, logOut, signUp, type SignedIn } from './service';

const authBody = (s: SignedIn, message: string) => ({
  success: true as const,
  message,
  token: s.token,
  expiresAt: s.expiresAt.toISOString(),
  user: s.user,
});

/**
 * What other domains do when someone signs up or in (documents: adopt what they uploaded as a guest).
 * Passed in by app.ts, so auth imports no domain that builds on it.
 */
export type SignedInHook = (ctx: AppContext, request: FastifyRequest, userId: string) => Promise<unknown>;

export const authRoutes =
  (ctx: AppContext, onSignedIn: SignedInHook[] = []): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/auth/signup',
      {
        schema: {
          tags: ['auth'],
          summary:
            'Create a patient account and sign in (password 12+ characters, not a common one; 10 sign-ups per address per hour, then 429)',
          body: signupRequestSchema,
          response: { 201: authResponseSchema, ...errors(400, 409, 429) },
        },
      },
      async (request, reply) => {
        const signedIn = await signUp(ctx, request.body, request.ip);
        for (const hook of onSignedIn) await hook(ctx, request, signedIn.user.id);
        return reply.status(201).send(authBody(signedIn, messages.accountCreatedBody));
      },
    );

    app.post(
      '/api/auth/login',
      {
        schema: {
          tags: ['auth'],
          summary:
            'Sign in (5 failed attempts per account and address in 15 minutes, 50 per address, 100 per account an hour; then 429)',
          body: loginRequestSchema,
          response: { 200: authResponseSchema, ...errors(400, 401, 429) },
        },
      },
      async (request) => {
        const signedIn = await logIn(ctx, request.body, request.ip);
        for (const hook of onSignedIn) await hook(ctx, request, signedIn.user.id);
        return authBody(signedIn, messages.welcomeBackBody);
      },
    );

    app.post(
      '/api/auth/logout',
      {
        schema: {
          tags: ['auth'],
          summary: 'Sign out: the token stops working at once',
          response: { 200: successResponseSchema },
        },
      },
      async (request) => {
        const token = bearerToken(request);
        if (token) {
          // Signing out with a dead token still succeeds: the outcome the user wants holds.
          const session = await resolveSession(ctx, token).catch(() => null);
          await logOut(ctx, token, session?.userId ?? null);
        }
        return { success: true as const, message: messages.loggedOutBody };
      },
    );

    for (const url of ['/api/auth/user', '/api/user']) {
      app.get(
        url,
        {
          schema: {
            tags: ['auth'],
            summary: 'The signed-in user',
            security: [{ bearer: [] }],
            response: { 200: userSchema, ...errors(401) },
          },
        },
        async (request) => {
          const { userId } = await resolveCaller(ctx, request, 'user');
          return getUser(ctx, userId);
        },
      );
    }
  };
