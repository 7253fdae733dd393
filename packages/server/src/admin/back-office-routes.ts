import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminAnalysesQuerySchema,
  adminAnalysesResponseSchema,
  adminAnalyticsSchema,
  adminAuditQuerySchema,
  adminAuditResponseSchema,
  adminDocumentsQuerySchema,
  adminDocumentsResponseSchema,
  adminLettersQuerySchema,
  adminLettersResponseSchema,
  adminUsersQuerySchema,
  adminUsersResponseSchema,
  createAdminRequestSchema,
  createAdminResponseSchema,
} from '@clearbill/shared';
import { z } from 'zod';
import type { AppContext } from '../context';
import { adminSessionOf } from '../http/admin-gate';
import { errors } from '../http/schemas';
import { adminAnalytics } from './analytics';
import { adminAuditCsv, listAdminAudit } from './audit-log';
import { listAdminAnalyses, listAdminDocuments, listAdminLetters } from './management-lists';
import type { OverviewCounter } from './overview-counters';
import { overviewCounters } from './overview-counters';
import { createAdminByAdmin, listUsers } from './users';

const tags = ['admin (back office)'];
const security = [{ bearer: [] }];

/**
 * The back office on live data (issue 16 items 1-5): overview analytics, users and admins, the
 * management pages and the admin audit log. Every path is under the admin gate (http/admin-gate.ts),
 * every request to it written to the admin audit log (audit-log.ts).
 */
export const backOfficeRoutes =
  (ctx: AppContext, counters: readonly OverviewCounter[] = overviewCounters): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/admin/analytics',
      {
        schema: {
          tags,
          summary:
            'The Overview tab: live counts, top-5 errors, denials and provider errors, compliance figures',
          security,
          response: { 200: adminAnalyticsSchema, ...errors(401, 403) },
        },
      },
      async () => adminAnalytics(ctx, counters),
    );

    app.get(
      '/api/admin/users',
      {
        schema: {
          tags,
          summary:
            "Patients' accounts (search, paging) with document and analysis counts, the admins, and the " +
            'Users tab cards; 429 with Retry-After to a flood of refreshes',
          security,
          querystring: adminUsersQuerySchema,
          response: { 200: adminUsersResponseSchema, ...errors(400, 401, 403, 429) },
        },
      },
      async (request) => listUsers(ctx, adminSessionOf(request).caller, request.query),
    );

    app.post(
      '/api/admin/admins',
      {
        schema: {
          tags,
          summary: 'Create another admin; they enrol two-step sign-in at their first sign-in',
          security,
          body: createAdminRequestSchema,
          response: { 201: createAdminResponseSchema, ...errors(400, 401, 403, 409) },
        },
      },
      async (request, reply) => {
        const admin = await createAdminByAdmin(ctx, adminSessionOf(request).caller, request.body);
        return reply.status(201).send({
          success: true as const,
          message: `Admin ${admin.username} created. They set up two-step sign-in when they first sign in.`,
          admin,
        });
      },
    );

    app.get(
      '/api/admin/documents',
      {
        schema: {
          tags,
          summary: 'Documents: metadata only (type, size, status, findings, savings, dates, owner e-mail)',
          security,
          querystring: adminDocumentsQuerySchema,
          response: { 200: adminDocumentsResponseSchema, ...errors(400, 401, 403) },
        },
      },
      async (request) => listAdminDocuments(ctx, request.query),
    );

    app.get(
      '/api/admin/analyses',
      {
        schema: {
          tags,
          summary: 'Analyses: main error type, severity, savings, owner e-mail; severity filter and search',
          security,
          querystring: adminAnalysesQuerySchema,
          response: { 200: adminAnalysesResponseSchema, ...errors(400, 401, 403) },
        },
      },
      async (request) => listAdminAnalyses(ctx, request.query),
    );

    app.get(
      '/api/admin/letters',
      {
        schema: {
          tags,
          summary: 'Generated letters: template, category, owner e-mail, dates, downloads, success rate',
          security,
          querystring: adminLettersQuerySchema,
          response: { 200: adminLettersResponseSchema, ...errors(400, 401, 403) },
        },
      },
      async (request) => listAdminLetters(ctx, request.query),
    );

    app.get(
      '/api/admin/audit-log',
      {
        schema: {
          tags,
          summary: "The admin audit log: every admin's requests to admin routes, newest first, filtered",
          security,
          querystring: adminAuditQuerySchema,
          response: { 200: adminAuditResponseSchema, ...errors(400, 401, 403) },
        },
      },
      async (request) => ({ success: true as const, ...(await listAdminAudit(ctx, request.query)) }),
    );

    app.get(
      '/api/admin/audit-log/export',
      {
        schema: {
          tags,
          summary: 'The filtered admin audit log as CSV (at most 100,000 rows)',
          security,
          querystring: adminAuditQuerySchema.omit({ page: true, pageSize: true }),
          response: { 200: z.string(), ...errors(400, 401, 403) },
        },
      },
      async (request, reply) => {
        const csv = await adminAuditCsv(ctx, request.query);
        const day = ctx.clock.now().toISOString().slice(0, 10);
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="admin-audit-log-${day}.csv"`)
          .send(csv);
      },
    );
  };
