import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** The API under /api (any spelling of the path a router could read as such). */
export function isApiPath(rawUrl: string): boolean {
  const pathOnly = (rawUrl.split(/[?#]/, 1)[0] ?? '').replace(/\/{2,}/g, '/').toLowerCase();
  return pathOnly === '/api' || pathOnly.startsWith('/api/');
}

const helmetOptions: HelmetOptions = {
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
};

/**
 * The headers helmet sets for these options, worked out once: they do not depend on the request (no
 * nonces), and building helmet's middleware for every request, as @fastify/helmet does, cost about 8%
 * of the server's time under code-search load.
 */
export function helmetHeaders(options: HelmetOptions = helmetOptions): [string, string][] {
  const headers = new Map<string, string>();
  const res = {
    setHeader: (name: string, value: unknown) => headers.set(name.toLowerCase(), String(value)),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
  };
  helmet(options)(
    Object.create(null) as IncomingMessage,
    res as unknown as ServerResponse,
    (err?: unknown) => {
      if (err) throw err instanceof Error ? err : new Error('helmet refused its options');
    },
  );
  return [...headers];
}

/**
 * Security headers with a same-origin content security policy (no inline scripts, no third parties),
 * and `Cache-Control: no-store` on every API response. Most of them carry personal data (documents,
 * findings, accounts, sessions) and the rest are cheap; one rule for all, errors included, leaves no
 * route to forget, and no browser, proxy or shared-computer cache keeps a copy. Static assets of the
 * web app keep their own caching (http/spa.ts).
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  const headers = helmetHeaders();
  // Set on the raw response at the start, as helmet itself would: every answer carries them.
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    reply.raw.removeHeader('x-powered-by');
    done();
  });
  app.addHook('onSend', async (request, reply) => {
    if (isApiPath(request.url)) void reply.header('cache-control', 'no-store');
  });
}
