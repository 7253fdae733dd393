import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../context';

export const importRoutes =
  (_ctx: AppContext): FastifyPluginAsyncZod =>
  async () => {
    // Routes of this domain are registered here.
  };
