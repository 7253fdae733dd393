import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  activityPageSchema,
  activityQuerySchema,
  complianceReportSchema,
  consentsResponseSchema,
  consentUpdateRequestSchema,
  consentUpdateResponseSchema,
  dataExportSchema,
  AppError,
  erasureResponseSchema,
  messages,
} from '@clearbill/shared';
import { errors } from '../http/schemas';
import { resolvePrivacyCaller } from './caller';
import {
  activityPage,
  complianceReport,
  eraseAccount,
  exportData,
  getConsents,
  updateConsent,
  type PrivacyContext,
} from './service';

const security: Record<string, string[]>[] = [{ bearer: [] }];
/** The spec sends these with an empty body; `{}` is accepted too, anything else is a 400. */
function assertEmptyBody(body: unknown): void {
  const empty =
    body === undefined ||
    body === null ||
    (typeof body === 'object' && !Array.isArray(body) && Object.keys(body).length === 0);
  if (!empty) throw new AppError('validation_failed', messages.emptyBodyExpected);
}
const tags = ['privacy'];

/** Privacy settings (01-patient-area.md §2 Privacy Settings, §7 calls): accounts only. */
export const privacyRoutes =
  (ctx: PrivacyContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/consents',
      {
        schema: {
          tags,
          summary: "The caller's consents (current state and history) and any deletion pending",
          security,
          response: { 200: consentsResponseSchema, ...errors(401, 403) },
        },
      },
      async (request) => getConsents(ctx, await resolvePrivacyCaller(ctx, request)),
    );

    app.post(
      '/api/consent',
      {
        schema: {
          tags,
          summary:
            'Give or withdraw a consent; withdrawing data_processing stops uploads and deletes documents and analyses after 24 hours unless given again',
          security,
          body: consentUpdateRequestSchema,
          response: { 200: consentUpdateResponseSchema, ...errors(400, 401, 403) },
        },
      },
      async (request) => updateConsent(ctx, await resolvePrivacyCaller(ctx, request), request.body),
    );

    app.get(
      '/api/compliance/report',
      {
        schema: {
          tags,
          summary: "The caller's compliance report, computed now",
          security,
          response: { 200: complianceReportSchema, ...errors(401, 403) },
        },
      },
      async (request) => complianceReport(ctx, await resolvePrivacyCaller(ctx, request)),
    );

    app.get(
      '/api/privacy/activity',
      {
        schema: {
          tags,
          summary: "The activity log: every audit event about the caller's data, newest first, paged",
          security,
          querystring: activityQuerySchema,
          response: { 200: activityPageSchema, ...errors(400, 401, 403) },
        },
      },
      async (request) => activityPage(ctx, await resolvePrivacyCaller(ctx, request), request.query),
    );

    app.post(
      '/api/gdpr/data_access',
      {
        schema: {
          tags,
          summary:
            'Everything held for the caller as a JSON download (clearbill-data-YYYY-MM-DD.json); documents by metadata and redacted content, never an original',
          security,
          response: { 200: dataExportSchema, ...errors(400, 401, 403) },
        },
      },
      async (request, reply) => {
        assertEmptyBody(request.body);
        const { fileName, body } = await exportData(ctx, await resolvePrivacyCaller(ctx, request));
        return reply
          .header('content-disposition', `attachment; filename="${fileName}"`)
          .header('content-type', 'application/json; charset=utf-8')
          .send(body);
      },
    );

    app.post(
      '/api/gdpr/data_erasure',
      {
        schema: {
          tags,
          summary:
            'Deletes the account and everything held for it in one transaction; every session ends and signing in is no longer possible',
          security,
          response: { 200: erasureResponseSchema, ...errors(400, 401, 403) },
        },
      },
      async (request) => {
        assertEmptyBody(request.body);
        return eraseAccount(ctx, await resolvePrivacyCaller(ctx, request));
      },
    );
  };
