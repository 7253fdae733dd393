import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminLoginRequestSchema,
  adminLoginResponseSchema,
  adminSessionResponseSchema,
  betaCodeListSchema,
  betaCodeSchema,
  createBetaCodeRequestSchema,
  messages,
  recoveryCodesResponseSchema,
  successResponseSchema,
  totpCodeRequestSchema,
  totpSetupResponseSchema,
} from '@clearbill/shared';
import type { AppContext } from '../context';
import { adminSessionOf } from '../http/admin-gate';
import { errors } from '../http/schemas';
import { setLogoutCookie } from './logout-route';
import { createBetaCode, listBetaCodes, revokeBetaCode } from './beta-codes';
import {
  adminLogIn,
  adminLogOut,
  confirmTotpEnrolment,
  getAdmin,
  renewRecoveryCodes,
  startTotpEnrolment,
  toAdmin,
} from './service';

const tags = ['admin'];
const security = [{ bearer: [] }];
const ok = (message: string) => ({ success: true as const, message });
/** Open to an admin who has not enrolled an authenticator yet: what enrolment needs, nothing more. */
const beforeEnrolment = { beforeEnrolment: true };

export const adminRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/admin/login',
      {
        config: { public: true },
        schema: {
          tags,
          summary:
            'Admin sign-in: password, then a TOTP code (totp_required) or a recovery code. Without an ' +
            'authenticator the session opens only the enrolment routes (totp_enrolment_required elsewhere)',
          body: adminLoginRequestSchema,
          response: { 200: adminLoginResponseSchema, ...errors(400, 401, 429) },
        },
      },
      async (request, reply) => {
        const result = await adminLogIn(ctx, request.body, request.ip);
        // The sign-in is the admin's first action in the audit log; the cookie serves GET /api/logout only.
        request.auditAdminId = result.admin.id;
        setLogoutCookie(request, reply, result.token, result.expiresAt);
        return {
          success: true as const,
          message: messages.adminLoginSuccess,
          token: result.token,
          expiresAt: result.expiresAt.toISOString(),
          admin: result.admin,
        };
      },
    );

    app.get(
      '/api/admin/session',
      {
        config: beforeEnrolment,
        schema: {
          tags,
          summary: 'The signed-in admin',
          security,
          response: { 200: adminSessionResponseSchema, ...errors(401, 403) },
        },
      },
      async (request) => {
        const session = adminSessionOf(request);
        return {
          authenticated: true as const,
          admin: await toAdmin(ctx, await getAdmin(ctx, session.caller.adminId)),
          expiresAt: session.expiresAt.toISOString(),
        };
      },
    );

    app.post(
      '/api/admin/logout',
      {
        config: beforeEnrolment,
        schema: {
          tags,
          summary: 'Admin sign-out',
          security,
          response: { 200: successResponseSchema, ...errors(401, 403) },
        },
      },
      async (request) => {
        const session = adminSessionOf(request);
        await adminLogOut(ctx, session.token);
        return ok(messages.loggedOutBody);
      },
    );

    app.post(
      '/api/admin/totp/setup',
      {
        config: beforeEnrolment,
        schema: {
          tags,
          summary: 'Start TOTP enrolment: a new secret (and its otpauth URI) to add to an authenticator app',
          security,
          response: { 200: totpSetupResponseSchema, ...errors(401, 403, 409) },
        },
      },
      async (request) => {
        const session = adminSessionOf(request);
        return startTotpEnrolment(ctx, session.caller.adminId);
      },
    );

    app.post(
      '/api/admin/totp/enable',
      {
        config: beforeEnrolment,
        schema: {
          tags,
          summary:
            'Confirm enrolment with a code: every admin route opens, sign-in asks for a code from now on; ' +
            'answers ten one-time recovery codes, shown this once',
          security,
          body: totpCodeRequestSchema,
          response: { 200: recoveryCodesResponseSchema, ...errors(400, 401, 403, 409) },
        },
      },
      async (request) => {
        const session = adminSessionOf(request);
        const recoveryCodes = await confirmTotpEnrolment(ctx, session.caller.adminId, request.body.code);
        return { ...ok('Two-step sign-in is on.'), recoveryCodes };
      },
    );

    app.post(
      '/api/admin/totp/recovery-codes',
      {
        schema: {
          tags,
          summary: 'A new set of ten recovery codes (needs a current code); the old ones stop working',
          security,
          body: totpCodeRequestSchema,
          response: { 200: recoveryCodesResponseSchema, ...errors(400, 401, 403) },
        },
      },
      async (request) => {
        const session = adminSessionOf(request);
        const recoveryCodes = await renewRecoveryCodes(ctx, session.caller.adminId, request.body.code);
        return { ...ok('New recovery codes are ready; the old ones no longer work.'), recoveryCodes };
      },
    );

    app.get(
      '/api/admin/beta-codes',
      {
        schema: {
          tags,
          summary: 'Beta codes',
          security,
          response: { 200: betaCodeListSchema, ...errors(401, 403) },
        },
      },
      async (request) => {
        adminSessionOf(request);
        return { codes: await listBetaCodes(ctx) };
      },
    );

    app.post(
      '/api/admin/beta-codes',
      {
        schema: {
          tags,
          summary: 'Create a beta code (guests who enter it get unlimited uploads)',
          security,
          body: createBetaCodeRequestSchema,
          response: { 201: betaCodeSchema, ...errors(400, 401, 403, 409) },
        },
      },
      async (request, reply) => {
        const session = adminSessionOf(request);
        return reply.status(201).send(await createBetaCode(ctx, session.caller.adminId, request.body));
      },
    );

    app.delete(
      '/api/admin/beta-codes/:id',
      {
        schema: {
          tags,
          summary: 'Revoke a beta code',
          security,
          params: z.object({ id: z.uuid({ error: 'Not a beta code id' }) }),
          response: { 200: successResponseSchema, ...errors(400, 401, 403, 404) },
        },
      },
      async (request) => {
        const session = adminSessionOf(request);
        await revokeBetaCode(ctx, session.caller.adminId, request.params.id);
        return ok('Beta code revoked.');
      },
    );
  };
