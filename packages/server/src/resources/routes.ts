import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { patientResourceListSchema, patientResourceQuerySchema } from '@clearbill/shared';
import { filterResources } from '@clearbill/engine';
import type { AppContext } from '../context';
import { errors } from '../http/schemas';
import { loadDirectory } from './directory';

/**
 * The patient resources directory (issue 13 item 5; spec 03 §2.7): public and read-only, the same for
 * every caller, so no credential is asked for and nothing is stored.
 */
export const resourceRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const directory = loadDirectory(ctx.config.codesetsDir, app.log);
    app.get(
      '/api/patient-resources',
      {
        schema: {
          tags: ['patient-resources'],
          summary:
            'The patient resources directory: filter by state, category, urgency and words; limit at most 500 (default 100)',
          querystring: patientResourceQuerySchema,
          response: { 200: patientResourceListSchema, ...errors(400) },
        },
      },
      async (request) => filterResources(directory, request.query),
    );
  };
