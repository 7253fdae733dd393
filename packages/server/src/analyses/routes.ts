import { z } from 'zod';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  analysisListResponseSchema,
  documentAnalysisResponseSchema,
  messages,
  saveAnalysisResponseSchema,
} from '@clearbill/shared';
import { resolveCaller } from '../access/caller';
import type { AppContext } from '../context';
import { assertMayProcess } from '../privacy/consents';
import { errors } from '../http/schemas';
import type { AnalysisJobs } from './jobs';
import {
  startAnalysisFromWire,
  startAnalysisResponseWireSchema,
  startAnalysisToWire,
  startAnalysisWireSchema,
} from './wire';
import {
  analysisReport,
  documentAnalysis,
  listAnalyses,
  listGuestAnalyses,
  saveAnalysis,
  startAnalysis,
} from './service';

const idParams = z.object({ id: z.uuid({ error: messages.documentNotFound }) });
const security: Record<string, string[]>[] = [{ bearer: [] }, { guestSession: [] }];

function asPdfDownload(reply: FastifyReply, fileName: string): FastifyReply {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store');
}

export const analysisRoutes =
  (ctx: AppContext, jobs: AnalysisJobs): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/documents/:id/start-analysis',
      {
        schema: {
          tags: ['analyses'],
          summary:
            'Confirm the redactions: the PHI is removed, the original deleted, and the analysis starts',
          security,
          params: idParams,
          body: startAnalysisWireSchema,
          response: { 200: startAnalysisResponseWireSchema, ...errors(400, 401, 403, 404, 409, 422) },
        },
      },
      async (request) => {
        const caller = await resolveCaller(ctx, request, 'patient');
        await assertMayProcess(ctx, caller);
        const body = startAnalysisFromWire(request.body);
        return startAnalysisToWire(await startAnalysis(ctx, jobs, caller, request.params.id, body));
      },
    );

    app.get(
      '/api/documents/:id/analysis',
      {
        schema: {
          tags: ['analyses'],
          summary:
            "A document's analysis: findings with evidence, risk score, savings (guests: the limited view)",
          security,
          params: idParams,
          response: { 200: documentAnalysisResponseSchema, ...errors(400, 401, 403, 404, 409) },
        },
      },
      async (request) =>
        documentAnalysis(ctx, await resolveCaller(ctx, request, 'patient'), request.params.id),
    );

    app.get(
      '/api/documents/:id/report',
      {
        schema: {
          tags: ['analyses'],
          summary: 'The analysis as a PDF report (accounts only)',
          security,
          params: idParams,
          produces: ['application/pdf'],
          response: { ...errors(400, 401, 403, 404, 409) },
        },
      },
      async (request, reply) => {
        const caller = await resolveCaller(ctx, request, 'patient');
        const { pdf, fileName } = await analysisReport(ctx, caller, request.params.id);
        return asPdfDownload(reply, fileName).send(Buffer.from(pdf));
      },
    );

    app.get(
      '/api/analyses',
      {
        schema: {
          tags: ['analyses'],
          summary: "The caller's analyses, newest first",
          security,
          response: { 200: analysisListResponseSchema, ...errors(401, 403) },
        },
      },
      async (request) => listAnalyses(ctx, await resolveCaller(ctx, request, 'patient')),
    );

    app.get(
      '/api/guest-analysis',
      {
        schema: {
          tags: ['analyses'],
          summary: 'Analyses made as a guest before signing up or in, now in the account',
          security: [{ bearer: [] }],
          response: { 200: analysisListResponseSchema, ...errors(401) },
        },
      },
      async (request) => {
        const user = await resolveCaller(ctx, request, 'user');
        return listGuestAnalyses(ctx, user.userId);
      },
    );

    app.post(
      '/api/analyses/:id/save',
      {
        schema: {
          tags: ['analyses'],
          summary: 'Save to Dashboard (accounts; guests are invited to create one)',
          security,
          params: idParams,
          response: { 200: saveAnalysisResponseSchema, ...errors(400, 401, 403, 404, 409) },
        },
      },
      async (request) => ({
        success: true as const,
        saved: await saveAnalysis(ctx, await resolveCaller(ctx, request, 'patient'), request.params.id),
      }),
    );
  };
