import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** The API under /api (any spelling of the path a router could read as such). */
export function isApiPath(rawUrl: string): boolean {
  const pathOnly = (rawUrl.split(/[?#]/, 1)[0] ?? '').replace(/\/{2,}/g, '/').toLowerCase();
  return pathOnly === '/api' || pathOnly.startsWith('/api/');
}

/**
 * Security headers with a same-origin content security policy (no inline scripts, no third parties),
 * and `Cache-Control: no-store` on every API response. Most of them carry personal data (documents,
 * findings, accounts, sessions) and the rest are cheap; one rule for all, errors included, leaves no
 * route to forget, and no browser, proxy or shared-computer cache keeps a copy. Static assets of the
 * web app keep their own caching (http/spa.ts).
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  app.addHook('onSend', async (request, reply) => {
    if (isApiPath(request.url)) void reply.header('cache-control', 'no-store');
  });
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix primitives set inline styles for positioning and scroll locking.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'no-referrer' },
  });
}
