import { z } from 'zod';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  generateLetterRequestSchema,
  generateLetterResponseSchema,
  letterCategoriesResponseSchema,
  letterDownloadQuerySchema,
  letterDraftResponseSchema,
  letterMessages,
  letterTemplatesQuerySchema,
  letterTemplatesResponseSchema,
  letterTrackingResponseSchema,
  letterTrackingUpdateSchema,
  messages,
  myLettersResponseSchema,
} from '@clearbill/shared';
import { resolveCaller } from '../access/caller';
import type { AppContext } from '../context';
import { errors } from '../http/schemas';
import { listCategories, listTemplates, seedLetterLibrary } from './catalogue';
import {
  deleteLetter,
  downloadLetter,
  generateLetter,
  letterDraft,
  myLetters,
  updateTracking,
} from './service';

export const tags = ['letters'];

function asDownload(reply: FastifyReply, fileName: string, contentType: string): FastifyReply {
  return reply
    .header('content-type', contentType)
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store');
}
const patientSecurity: Record<string, string[]>[] = [{ bearer: [] }, { guestSession: [] }];
const letterId = z.object({ id: z.uuid({ error: letterMessages.letterNotFound }) });

/**
 * Letters (03-feature-pages.md §2.5, §7): the template catalogue is public; generated letters belong to
 * accounts (a guest gets 403 inviting them to create one); drafts from an analysis go to the document's
 * owner, guests included. The library is written to the catalogue tables when the app starts.
 */
export const letterRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    await seedLetterLibrary(ctx);

    app.get(
      '/api/letter-template-categories',
      {
        schema: {
          tags,
          summary: 'Letter categories with their template counts',
          response: { 200: letterCategoriesResponseSchema },
        },
      },
      async () => ({ categories: await listCategories(ctx) }),
    );

    app.get(
      '/api/letter-templates',
      {
        schema: {
          tags,
          summary: 'Letter templates, filtered by category, complexity and search text',
          querystring: letterTemplatesQuerySchema,
          response: { 200: letterTemplatesResponseSchema, ...errors(400) },
        },
      },
      async (request) => ({ templates: await listTemplates(ctx, request.query) }),
    );

    app.post(
      '/api/generate-letter',
      {
        schema: {
          tags,
          summary: 'Generate a letter from a template and the fields typed (accounts)',
          security: patientSecurity,
          body: generateLetterRequestSchema,
          response: { 200: generateLetterResponseSchema, ...errors(400, 401, 403, 404) },
        },
      },
      async (request) => ({
        success: true as const,
        message: letterMessages.generatedTitle,
        letter: await generateLetter(ctx, await resolveCaller(ctx, request, 'patient'), request.body),
      }),
    );

    app.get(
      '/api/my-letters',
      {
        schema: {
          tags,
          summary: "The caller's generated letters, newest first",
          security: patientSecurity,
          response: { 200: myLettersResponseSchema, ...errors(401, 403) },
        },
      },
      async (request) => ({ letters: await myLetters(ctx, await resolveCaller(ctx, request, 'patient')) }),
    );

    app.get(
      '/api/download-letter/:id',
      {
        schema: {
          tags,
          summary: 'Download a letter as a Word document (format=doc, letter-{id}.docx) or PDF (format=pdf)',
          security: patientSecurity,
          params: letterId,
          querystring: letterDownloadQuerySchema,
          produces: [
            'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
            'application/pdf',
          ],
          response: { ...errors(400, 401, 403, 404) },
        },
      },
      async (request, reply) => {
        const caller = await resolveCaller(ctx, request, 'patient');
        const file = await downloadLetter(ctx, caller, request.params.id, request.query.format);
        return asDownload(reply, file.fileName, file.contentType).send(Buffer.from(file.bytes));
      },
    );

    app.delete(
      '/api/letters/:id',
      {
        schema: {
          tags,
          summary: 'Delete one of your letters',
          security: patientSecurity,
          params: letterId,
          response: { 200: z.object({ success: z.literal(true) }), ...errors(400, 401, 403, 404) },
        },
      },
      async (request) => {
        await deleteLetter(ctx, await resolveCaller(ctx, request, 'patient'), request.params.id);
        return { success: true as const };
      },
    );

    app.patch(
      '/api/letters/:id/tracking',
      {
        schema: {
          tags,
          summary: 'Track a letter: draft -> sent (date) -> answered (date, outcome); other moves are 409',
          security: patientSecurity,
          params: letterId,
          body: letterTrackingUpdateSchema,
          response: { 200: letterTrackingResponseSchema, ...errors(400, 401, 403, 404, 409) },
        },
      },
      async (request) => ({
        success: true as const,
        letter: await updateTracking(
          ctx,
          await resolveCaller(ctx, request, 'patient'),
          request.params.id,
          request.body,
        ),
      }),
    );

    app.get(
      '/api/documents/:id/letter-draft',
      {
        schema: {
          tags,
          summary: "The letters a document's analysis opens, pre-filled from the de-identified result",
          security: patientSecurity,
          params: z.object({ id: z.uuid({ error: messages.documentNotFound }) }),
          response: { 200: letterDraftResponseSchema, ...errors(400, 401, 403, 404) },
        },
      },
      async (request) => letterDraft(ctx, await resolveCaller(ctx, request, 'patient'), request.params.id),
    );
  };
