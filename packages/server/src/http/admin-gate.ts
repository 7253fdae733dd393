import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { requireAdmin } from './credentials';

export type AdminSession = Awaited<ReturnType<typeof requireAdmin>>;

declare module 'fastify' {
  interface FastifyRequest {
    adminSession: AdminSession | null;
  }
  interface FastifyContextConfig {
    /** An /api/admin route open without an admin session (only the sign-in itself). */
    public?: boolean;
  }
}

/**
 * Every route under /api/admin/ needs an admin session, checked before the body is read, whichever
 * domain registers it. A patient's token gets 403; none or a dead one, 401.
 */
export function registerAdminGate(app: FastifyInstance, ctx: AppContext): void {
  app.decorateRequest('adminSession', null);
  app.addHook('onRequest', async (request) => {
    const route = request.routeOptions.url;
    if (!route?.startsWith('/api/admin/') || request.routeOptions.config.public) return;
    request.adminSession = await requireAdmin(ctx, request);
  });
}

export function adminSessionOf(request: { adminSession: AdminSession | null }): AdminSession {
  if (!request.adminSession) throw new Error('Admin route reached without the admin gate.');
  return request.adminSession;
}
