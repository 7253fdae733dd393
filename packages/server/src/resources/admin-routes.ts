import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminPatientResourcesResponseSchema,
  adminResourceLoadBodySchema,
  adminResourceLoadResponseSchema,
  adminValidateUrlsBodySchema,
  adminValidateUrlsResponseSchema,
} from '@clearbill/shared';
import type { AppContext } from '../context';
import { adminSessionOf } from '../http/admin-gate';
import { errors } from '../http/schemas';
import type { ResourceDirectory } from './directory-store';
import { adminResourceList, LinkValidation, reloadDirectory } from './service';

const tags = ['patient-resources (admin)'];
const security = [{ bearer: [] }];

/** The Patient Resources tab of the back office (spec 02 §2, §7; decision 0019). */
export const resourceAdminRoutes =
  (ctx: AppContext, directory: ResourceDirectory): FastifyPluginAsyncZod =>
  async (app) => {
    const validation = new LinkValidation(ctx, directory);

    app.get(
      '/api/admin/patient-resources',
      {
        schema: {
          tags,
          summary: 'Every patient resource with its latest link check, and the counts per category',
          security,
          response: { 200: adminPatientResourcesResponseSchema, ...errors(401, 403) },
        },
      },
      async () => adminResourceList(ctx, directory),
    );

    app.post(
      '/api/admin/patient-resources/seed',
      {
        schema: {
          tags,
          summary: 'Read the national programs and the shared organizations again (idempotent)',
          security,
          body: adminResourceLoadBodySchema,
          response: { 200: adminResourceLoadResponseSchema, ...errors(400, 401, 403) },
        },
      },
      async (request) => reloadDirectory(ctx, directory, adminSessionOf(request).caller, 'seed'),
    );

    app.post(
      '/api/admin/patient-resources/load-enhanced',
      {
        schema: {
          tags,
          summary: 'Read the whole directory again, state programs included (idempotent)',
          security,
          body: adminResourceLoadBodySchema,
          response: { 200: adminResourceLoadResponseSchema, ...errors(400, 401, 403) },
        },
      },
      async (request) => reloadDirectory(ctx, directory, adminSessionOf(request).caller, 'enhanced'),
    );

    app.post(
      '/api/admin/patient-resources/validate-urls',
      {
        schema: {
          tags,
          summary:
            'Check every website (HEAD, then GET; time-out per link); gone ones (404, 410) are hidden on the public page',
          security,
          body: adminValidateUrlsBodySchema,
          response: { 200: adminValidateUrlsResponseSchema, ...errors(400, 401, 403) },
        },
      },
      async (request) => validation.run(adminSessionOf(request).caller, request.body),
    );
  };
