import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../context';
import { exportRoutes } from './export/export-routes';
import { hybridRoutes } from './hybrid/hybrid-routes';
import { startCodeIndex } from './index/index-keeper';
import { searchRoutes } from './search-routes';
import { uploadRoutes } from './upload/upload-routes';

/**
 * The code database: search, counts, hybrid search with live sources, upload, exports. The search
 * index starts building in the background here (searches use SQL until it is ready) and stops with the app.
 */
export const codeRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const stopIndex = startCodeIndex(ctx, app.log);
    app.addHook('onClose', stopIndex);
    await app.register(searchRoutes(ctx));
    await app.register(hybridRoutes(ctx));
    await app.register(uploadRoutes(ctx));
    await app.register(exportRoutes(ctx));
  };
