import multipart from '@fastify/multipart';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AppError,
  adminRegulationsQuerySchema,
  adminRegulationsResponseSchema,
  adminRegulatorySearchQuerySchema,
  emptyBodySchema,
  exportFormatSchema,
  linksValidateResponseSchema,
  regulationDeleteResponseSchema,
  regulationEditSchema,
  regulationIdParamsSchema,
  regulationMutationResponseSchema,
  regulationStatusChangeSchema,
  regulatoryCountsSchema,
  regulatoryResearchResponseSchema,
  regulatorySeedResponseSchema,
  regulatoryUploadResponseSchema,
  regulatoryValidateLinksResponseSchema,
} from '@clearbill/shared';
import type { AppContext } from '../context';
import { fileKind } from '../codes/upload/parse-file';
import { adminSessionOf } from '../http/admin-gate';
import { errors } from '../http/schemas';
import { auditFor } from '../access/audit';
import { asDownload } from './download';
import {
  readRegulationFile,
  regulationsCsv,
  regulationsJson,
  templateCsv,
  templateJson,
  validateRegulationRows,
} from './files';
import { RegulationLinkJob } from './link-job';
import { ResearchJob } from './research';
import { seedRegulations } from './seed';
import {
  adminList,
  deleteRegulation,
  editRegulation,
  regulationDetail,
  regulatoryCounts,
  setRegulationStatus,
} from './service';
import { applyRegulationUpload } from './upload';

const tags = ['regulations (admin)'];
const security = [{ bearer: [] }];

/** Biggest accepted upload file. */
const MAX_UPLOAD_BYTES = 2 * 1024 * 1024;

/**
 * The back office's regulations calls (spec 02 §7, spec 03 §7; decision 0021). Every path is under
 * /api/admin, so the admin gate asks for an admin session (multi-factor enrolled) before any of them runs.
 */
export const regulationAdminRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, parts: 6 } });
    const links = new RegulationLinkJob(ctx);
    const research = new ResearchJob(ctx);
    const caller = (request: { adminSession: Parameters<typeof adminSessionOf>[0]['adminSession'] }) =>
      adminSessionOf(request).caller;

    app.get(
      '/api/admin/regulations',
      {
        schema: {
          tags,
          summary: 'Every regulation (all statuses), optionally searched and one category',
          security,
          querystring: adminRegulationsQuerySchema,
          response: { 200: adminRegulationsResponseSchema, ...errors(400, 401, 403) },
        },
      },
      async (request) => {
        const regulations = await adminList(ctx, request.query);
        return { success: true as const, regulations, total: regulations.length };
      },
    );

    app.get(
      '/api/admin/regulations/:id',
      {
        schema: {
          tags,
          summary: 'One regulation with its status history',
          security,
          params: regulationIdParamsSchema,
          response: { 200: regulationMutationResponseSchema, ...errors(401, 403, 404) },
        },
      },
      async (request) => regulationDetail(ctx, request.params.id),
    );

    app.put(
      '/api/admin/regulations/:id',
      {
        schema: {
          tags,
          summary: 'Edit title, description, impact level, key changes and affected programs',
          security,
          params: regulationIdParamsSchema,
          body: regulationEditSchema,
          response: { 200: regulationMutationResponseSchema, ...errors(400, 401, 403, 404) },
        },
      },
      async (request) => editRegulation(ctx, caller(request), request.params.id, request.body),
    );

    app.put(
      '/api/admin/regulations/:id/status',
      {
        schema: {
          tags,
          summary: 'Set the status (pending, verified, implemented, flagged) with notes; kept in the history',
          security,
          params: regulationIdParamsSchema,
          body: regulationStatusChangeSchema,
          response: { 200: regulationMutationResponseSchema, ...errors(400, 401, 403, 404) },
        },
      },
      async (request) => setRegulationStatus(ctx, caller(request), request.params.id, request.body),
    );

    app.delete(
      '/api/admin/regulations/:id',
      {
        schema: {
          tags,
          summary: 'Delete a regulation (seeding does not bring a deleted library entry back)',
          security,
          params: regulationIdParamsSchema,
          response: { 200: regulationDeleteResponseSchema, ...errors(401, 403, 404) },
        },
      },
      async (request) => deleteRegulation(ctx, caller(request), request.params.id),
    );

    app.get(
      '/api/admin/regulatory/counts',
      {
        schema: {
          tags,
          summary: 'Total and counts per category and status',
          security,
          response: { 200: regulatoryCountsSchema, ...errors(401, 403) },
        },
      },
      async () => regulatoryCounts(ctx),
    );

    app.get(
      '/api/admin/regulatory/search',
      {
        schema: {
          tags,
          summary: 'Search title, description, key changes and citation; at most 100',
          security,
          querystring: adminRegulatorySearchQuerySchema,
          response: { 200: adminRegulationsResponseSchema, ...errors(400, 401, 403) },
        },
      },
      async (request) => {
        const { query, category, limit } = request.query;
        const regulations = await adminList(ctx, { search: query, category, limit });
        return { success: true as const, regulations, total: regulations.length };
      },
    );

    for (const [path, scope] of [
      ['/api/admin/regulatory/seed', 'batch'],
      ['/api/admin/regulatory/seed-all', 'all'],
    ] as const) {
      app.post(
        path,
        {
          schema: {
            tags,
            summary:
              scope === 'batch'
                ? 'Add the next batch of library regulations not loaded yet (idempotent)'
                : 'Add every library regulation not loaded yet (idempotent)',
            security,
            body: emptyBodySchema,
            response: { 200: regulatorySeedResponseSchema, ...errors(400, 401, 403) },
          },
        },
        async (request) => seedRegulations(ctx, caller(request), scope),
      );
    }

    app.post(
      '/api/admin/upload/regulatory',
      {
        schema: {
          tags,
          summary:
            'Upload regulations as CSV or JSON (multipart field "file"); title, category and description required; one bad row rejects the file',
          security,
          consumes: ['multipart/form-data'],
          response: { 200: regulatoryUploadResponseSchema, ...errors(400, 401, 403, 413, 415) },
        },
      },
      async (request) => {
        if (!request.isMultipart()) {
          throw new AppError(
            'unsupported_media_type',
            'Send the file as multipart/form-data in a field named "file".',
          );
        }
        const part = await request.file();
        if (!part || part.fieldname !== 'file') {
          throw new AppError('validation_failed', 'Choose a CSV or JSON file to upload (field "file").');
        }
        const kind = fileKind(part.filename, part.mimetype);
        const rows = validateRegulationRows(readRegulationFile(kind, await part.toBuffer()));
        return applyRegulationUpload(ctx, caller(request), rows);
      },
    );

    app.get(
      '/api/admin/download/regulatory-templates',
      {
        schema: {
          tags,
          summary: 'The upload template: the columns and one example row',
          security,
          querystring: z.object({ format: exportFormatSchema.default('csv') }),
          response: errors(400, 401, 403),
        },
      },
      async (request, reply) => {
        const { format } = request.query;
        return asDownload(reply, `regulations-template.${format}`, format).send(
          format === 'csv' ? templateCsv() : templateJson(),
        );
      },
    );

    app.get(
      '/api/admin/export/regulatory',
      {
        schema: {
          tags,
          summary: 'Every regulation (all statuses) as CSV or JSON',
          security,
          querystring: z.object({ format: exportFormatSchema.default('csv') }),
          response: errors(400, 401, 403),
        },
      },
      async (request, reply) => {
        const { format } = request.query;
        const list = await adminList(ctx, {});
        await auditFor(ctx, caller(request), 'regulations.exported', { type: 'regulations' });
        const name = `regulations-${ctx.clock.now().toISOString().slice(0, 10)}.${format}`;
        return asDownload(reply, name, format).send(
          format === 'csv' ? regulationsCsv(list) : regulationsJson(list, ctx.clock.now()),
        );
      },
    );

    app.post(
      '/api/admin/regulatory/validate-links',
      {
        schema: {
          tags,
          summary:
            "Check every regulation's source link; each check recorded (spec 03: totalChecked, updated)",
          security,
          body: emptyBodySchema,
          response: { 200: regulatoryValidateLinksResponseSchema, ...errors(400, 401, 403) },
        },
      },
      async (request) => {
        const run = await links.run(caller(request));
        return {
          success: run.networkAvailable,
          networkAvailable: run.networkAvailable,
          message: run.message,
          totalChecked: run.totalChecked,
          updated: run.updated,
          broken: run.broken,
          unreachable: run.unreachable,
        };
      },
    );

    app.post(
      '/api/admin/links/validate',
      {
        schema: {
          tags,
          summary: 'The same check as validate-links (spec 02: results.updatedLinks, results.brokenLinks)',
          security,
          body: emptyBodySchema,
          response: { 200: linksValidateResponseSchema, ...errors(400, 401, 403) },
        },
      },
      async (request) => {
        const run = await links.run(caller(request));
        return {
          success: run.networkAvailable,
          networkAvailable: run.networkAvailable,
          message: run.message,
          results: {
            totalChecked: run.totalChecked,
            updatedLinks: run.updated,
            brokenLinks: run.broken,
            unreachable: run.unreachable,
          },
        };
      },
    );

    app.post(
      '/api/admin/regulatory/research',
      {
        schema: {
          tags,
          summary: 'Ask the Federal Register for new final rules; new documents land as pending',
          security,
          body: emptyBodySchema,
          response: { 200: regulatoryResearchResponseSchema, ...errors(400, 401, 403) },
        },
      },
      async (request) => research.run(caller(request)),
    );
  };
