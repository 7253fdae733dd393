import type { FastifyContextConfig, FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { resolveAdminSession, type AdminSession } from '../access/caller';

export type { AdminSession };

declare module 'fastify' {
  interface FastifyRequest {
    adminSession: AdminSession | null;
  }
  interface FastifyContextConfig {
    /** An /api/admin route open without an admin session (only the sign-in itself). */
    public?: boolean;
    /** An /api/admin route open to an admin who has not enrolled an authenticator yet. */
    beforeEnrolment?: boolean;
  }
}

const ADMIN_PREFIX = '/api/admin';

/**
 * Whether a raw request URL is under /api/admin, judged the way a router could read it (escapes
 * decoded, repeated slashes folded, any case), so no spelling of an admin path slips past the gate.
 * Unknown paths have no route, so the raw URL is what decides for them.
 */
export function isAdminPath(rawUrl: string): boolean {
  const pathOnly = rawUrl.split(/[?#]/, 1)[0] ?? '';
  let decoded = pathOnly;
  try {
    decoded = decodeURIComponent(pathOnly);
  } catch {
    // Malformed escapes: judge the text as sent.
  }
  const normal = decoded.replace(/\/{2,}/g, '/').toLowerCase();
  return normal === ADMIN_PREFIX || normal.startsWith(`${ADMIN_PREFIX}/`);
}

/**
 * Every path under /api/admin, known or not, needs an admin session, checked before the body is read,
 * whichever domain registers it: none or a dead one gets 401, a patient's token 403, so nobody but an
 * admin learns which admin routes exist (an admin gets 404 for an unknown one). Multi-factor is
 * mandatory: an admin without an authenticator reaches only the routes marked `beforeEnrolment`.
 */
export function registerAdminGate(app: FastifyInstance, ctx: AppContext): void {
  app.decorateRequest('adminSession', null);
  app.addHook('onRequest', async (request) => {
    const routedToAdmin = request.routeOptions.url?.startsWith(`${ADMIN_PREFIX}/`) ?? false;
    if (!routedToAdmin && !isAdminPath(request.url)) return;
    // Flags count only on a real admin route: an unknown path (or the SPA's catch-all) has none.
    const config: FastifyContextConfig = routedToAdmin ? request.routeOptions.config : {};
    if (config.public) return;
    request.adminSession = await resolveAdminSession(ctx, request, { enrolled: !config.beforeEnrolment });
  });
}

export function adminSessionOf(request: { adminSession: AdminSession | null }): AdminSession {
  if (!request.adminSession) throw new Error('Admin route reached without the admin gate.');
  return request.adminSession;
}
