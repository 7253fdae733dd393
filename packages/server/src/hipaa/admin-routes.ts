import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  hipaaChecklistItemSchema,
  hipaaChecklistResponseSchema,
  hipaaChecklistUpdateSchema,
  hipaaKeyParamsSchema,
  hipaaReportParamsSchema,
  securityScanSchema,
} from '@clearbill/shared';
import type { AppContext } from '../context';
import { adminSessionOf } from '../http/admin-gate';
import { errors } from '../http/schemas';
import { readChecklist, updateChecklistItem } from './checklist';
import { hipaaReport } from './reports';
import { runSecurityScan } from './security-scan';

const tags = ['hipaa (admin)'];
const security = [{ bearer: [] }];

function asPdfDownload(reply: FastifyReply, fileName: string): FastifyReply {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store');
}

/** The HIPAA Audit tab (spec 02 §2, §3; issue 16 item 7; decision 0024). */
export const hipaaAdminRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/admin/hipaa-checklist',
      {
        schema: {
          tags,
          summary:
            'The 15-item checklist with who changed each item, the percentages, action items and the last scan',
          security,
          response: { 200: hipaaChecklistResponseSchema, ...errors(401, 403) },
        },
      },
      async (request, reply) => {
        adminSessionOf(request);
        void reply.header('cache-control', 'no-store');
        return readChecklist(ctx);
      },
    );

    app.put(
      '/api/admin/hipaa-checklist/:key',
      {
        schema: {
          tags,
          summary: 'Set one item: compliant, verified, notes and evidence links (audited)',
          security,
          params: hipaaKeyParamsSchema,
          body: hipaaChecklistUpdateSchema,
          response: { 200: hipaaChecklistItemSchema, ...errors(400, 401, 403, 404) },
        },
      },
      async (request) =>
        updateChecklistItem(ctx, adminSessionOf(request).caller, request.params.key, request.body),
    );

    app.post(
      '/api/admin/hipaa/security-scan',
      {
        schema: {
          tags,
          summary: "Run the product's own security checks now and record the results (audited)",
          security,
          response: { 200: securityScanSchema, ...errors(401, 403) },
        },
      },
      async (request) => runSecurityScan(ctx, adminSessionOf(request).caller),
    );

    app.get(
      '/api/admin/hipaa/reports/:kind',
      {
        schema: {
          tags,
          summary: 'The audit report or the compliance report, as a PDF of the live state (audited)',
          security,
          params: hipaaReportParamsSchema,
          produces: ['application/pdf'],
          response: { ...errors(400, 401, 403) },
        },
      },
      async (request, reply) => {
        const { pdf, fileName } = await hipaaReport(ctx, adminSessionOf(request).caller, request.params.kind);
        return asPdfDownload(reply, fileName).send(Buffer.from(pdf));
      },
    );
  };
