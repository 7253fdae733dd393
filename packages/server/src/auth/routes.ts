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
import { adoptGuestDocuments } from '../documents/adopt-guest-documents';
import { bearerToken, requireUser } from '../http/credentials';
import { errors } from '../http/schemas';
import { resolveSession } from './sessions';
import { getUser, logIn, logOut, signUp, type SignedIn } from './service';

const authBody = (s: SignedIn, message: string) => ({
  success: true as const,
  message,
  token: s.token,
  expiresAt: s.expiresAt.toISOString(),
  user: s.user,
});

export const authRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
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
        await adoptGuestDocuments(ctx, request, signedIn.user.id);
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
        await adoptGuestDocuments(ctx, request, signedIn.user.id);
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
          const { userId } = await requireUser(ctx, request);
          return getUser(ctx, userId);
        },
      );
    }
  };
