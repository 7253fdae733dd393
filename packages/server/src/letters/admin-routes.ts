import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminLetterCategoriesResponseSchema,
  adminLetterSeedResponseSchema,
  adminLetterTemplatesQuerySchema,
  adminLetterTemplatesResponseSchema,
  adminLetterTemplateStatsSchema,
  adminTemplatesResponseSchema,
} from '@clearbill/shared';
import { auditFor } from '../access/audit';
import type { AppContext } from '../context';
import { adminSessionOf } from '../http/admin-gate';
import { errors } from '../http/schemas';
import { adminLetterStats, listCategories, listTemplates, seedLetterLibrary } from './catalogue';

const tags = ['letters (admin)'];
const security = [{ bearer: [] }];

/** The Letters tab of the back office (02-admin-back-office.md §2, §7): live figures only. */
export const letterAdminRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/admin/letter-templates/stats',
      {
        schema: {
          tags,
          summary: 'Template, category and generated-letter counts',
          security,
          response: { 200: adminLetterTemplateStatsSchema, ...errors(401, 403) },
        },
      },
      async () => adminLetterStats(ctx),
    );

    app.get(
      '/api/admin/letter-templates/categories',
      {
        schema: {
          tags,
          summary: 'Letter categories with template counts and sort order',
          security,
          response: { 200: adminLetterCategoriesResponseSchema, ...errors(401, 403) },
        },
      },
      async () => ({
        success: true as const,
        data: (await listCategories(ctx)).map((c) => ({
          id: c.id,
          name: c.name,
          description: c.description,
          templateCount: c.template_count,
          sort_order: c.sort_order,
        })),
      }),
    );

    app.get(
      '/api/admin/letter-templates',
      {
        schema: {
          tags,
          summary: 'Letter templates, newest first (limit=5 for the recent list), active or not',
          security,
          querystring: adminLetterTemplatesQuerySchema,
          response: { 200: adminLetterTemplatesResponseSchema, ...errors(400, 401, 403) },
        },
      },
      async (request) => ({
        success: true as const,
        data: await listTemplates(ctx, {
          includeInactive: true,
          newestFirst: true,
          limit: request.query.limit,
        }),
      }),
    );

    app.get(
      '/api/admin/templates',
      {
        schema: {
          tags,
          summary: 'Every letter template, active or not',
          security,
          response: { 200: adminTemplatesResponseSchema, ...errors(401, 403) },
        },
      },
      async () => ({ templates: await listTemplates(ctx, { includeInactive: true }) }),
    );

    app.post(
      '/api/admin/letter-templates/seed',
      {
        schema: {
          tags,
          summary: "Write the library's categories and templates into the catalogue (idempotent)",
          security,
          response: { 200: adminLetterSeedResponseSchema, ...errors(401, 403) },
        },
      },
      async (request) => {
        const result = await seedLetterLibrary(ctx);
        await auditFor(ctx, adminSessionOf(request).caller, 'letters.seeded', { type: 'letter_templates' });
        return result;
      },
    );
  };
