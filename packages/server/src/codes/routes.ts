import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../context';
import { exportRoutes } from './export/export-routes';
import { hybridRoutes } from './hybrid/hybrid-routes';
import { searchRoutes } from './search-routes';
import { uploadRoutes } from './upload/upload-routes';

/** The code database: search, counts, hybrid search with live sources, upload, exports. */
export const codeRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(searchRoutes(ctx));
    await app.register(hybridRoutes(ctx));
    await app.register(uploadRoutes(ctx));
    await app.register(exportRoutes(ctx));
  };
