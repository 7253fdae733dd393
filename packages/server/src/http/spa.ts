import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { AppError, messages } from '@clearbill/shared';

/**
 * Serves the built web app: hashed assets cached for a year, every other non-API GET answered
 * with index.html so that client routes (and the client's own 404 page) work on reload.
 */
export async function registerSpa(app: FastifyInstance, webDist: string | undefined): Promise<boolean> {
  const notFound = () => new AppError('not_found', messages.notFound).toBody();
  if (!webDist || !existsSync(path.join(webDist, 'index.html'))) {
    app.setNotFoundHandler((_request, reply) => reply.status(404).send(notFound()));
    return false;
  }
  await app.register(fastifyStatic, {
    root: webDist,
    // Files are looked up per request, so a rebuild while the server runs is served at once.
    wildcard: true,
    index: 'index.html',
    // Our setHeaders decides caching for every file, including index.html sent by the fallback.
    cacheControl: false,
    setHeaders: (res, filePath) => {
      res.setHeader(
        'cache-control',
        filePath.includes(`${path.sep}assets${path.sep}`)
          ? 'public, max-age=31536000, immutable'
          : 'no-cache',
      );
    },
  });
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    // A missing asset (an old chunk after a deploy) must fail as a 404, not arrive as HTML the browser
    // refuses to run.
    const isAsset = request.url.startsWith('/assets/');
    if (isApi || isAsset || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send(notFound());
    }
    return reply.sendFile('index.html');
  });
  return true;
}
