import type { FastifyInstance } from 'fastify';
import pino, { type Logger } from 'pino';

/**
 * Request logs carry method, path without the query string, status and time: no bodies, headers,
 * tokens, addresses or query text, so nothing a patient typed or uploaded can reach them.
 */
export function registerRequestLogging(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    const path = request.url.split('?')[0];
    request.log.info(
      {
        method: request.method,
        path,
        route: request.routeOptions.url,
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
      },
      'request',
    );
    done();
  });
}

export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level,
      base: undefined,
      // Belt and braces: if anything ever logs a request or headers, these never print.
      redact: {
        paths: [
          'req.headers.authorization',
          'req.headers["x-guest-session"]',
          'req.body',
          'headers',
          'body',
          'password',
          'token',
        ],
        censor: '[redacted]',
      },
    },
    destination,
  );
}
