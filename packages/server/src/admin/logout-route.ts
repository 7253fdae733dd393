import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { audit } from '../access/audit';
import { bearerToken } from '../access/caller';
import { revokeSession } from '../access/sessions';
import type { AppContext } from '../context';
import { sha256 } from '../crypto/tokens';
import { sessions } from '../db/schema';
import { writeAdminAudit } from './audit-log';

/**
 * The admin's token, also kept as a cookie that only GET /api/logout receives (its path), so the spec's
 * sign-out navigation (02-admin-back-office.md §2: "Sign Out is a navigation to /api/logout") can end the
 * session: a navigation carries no Authorization header. HttpOnly (no script reads it) and
 * SameSite=Strict (another site cannot sign an admin out); it opens no other route.
 */
export const LOGOUT_COOKIE = 'cb_admin_session';
export const LOGOUT_PATH = '/api/logout';

export function setLogoutCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  expiresAt: Date,
) {
  const maxAge = Math.max(0, Math.floor((expiresAt.getTime() - Date.now()) / 1000));
  const secure = request.protocol === 'https' ? '; Secure' : '';
  reply.header(
    'set-cookie',
    `${LOGOUT_COOKIE}=${token}; Path=${LOGOUT_PATH}; Max-Age=${maxAge}; HttpOnly; SameSite=Strict${secure}`,
  );
}

/** The token in the logout cookie, if any (tokens are URL-safe: no decoding needed). */
export function logoutCookieToken(request: FastifyRequest): string | null {
  const header = request.headers.cookie;
  if (!header) return null;
  for (const part of header.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === LOGOUT_COOKIE) {
      const value = rest.join('=');
      return /^[A-Za-z0-9_-]{10,200}$/.test(value) ? value : null;
    }
  }
  return null;
}

/** GET /api/logout: ends the session of the bearer token or the logout cookie, then goes to /. */
export const logoutRoute =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      LOGOUT_PATH,
      {
        schema: {
          tags: ['auth'],
          summary:
            'Sign-out navigation: ends the admin or user session whose bearer token or sign-out cookie it ' +
            'gets, clears the cookie and redirects to /',
        },
      },
      async (request, reply) => {
        const tokens = [bearerToken(request), logoutCookieToken(request)].filter((t): t is string => !!t);
        for (const token of new Set(tokens)) {
          const [row] = await ctx.db
            .select({ kind: sessions.kind, adminId: sessions.adminId, userId: sessions.userId })
            .from(sessions)
            .where(eq(sessions.tokenHash, sha256(token)))
            .limit(1);
          if (!row || !(await revokeSession(ctx, token))) continue;
          if (row.kind === 'admin' && row.adminId) {
            await writeAdminAudit(ctx, {
              adminId: row.adminId,
              action: `GET ${LOGOUT_PATH}`,
              target: null,
              statusCode: 302,
              ipAddress: request.ip,
            });
            await audit(ctx, {
              actor: { type: 'admin', id: row.adminId },
              action: 'admin.session.end',
              resourceType: 'session',
            });
          } else if (row.userId) {
            await audit(ctx, {
              actor: { type: 'user', id: row.userId },
              subjectUserId: row.userId,
              action: 'session.revoke',
              resourceType: 'session',
            });
          }
        }
        const secure = request.protocol === 'https' ? '; Secure' : '';
        return reply
          .header(
            'set-cookie',
            `${LOGOUT_COOKIE}=; Path=${LOGOUT_PATH}; Max-Age=0; HttpOnly; SameSite=Strict${secure}`,
          )
          .redirect('/', 302);
      },
    );
  };
