import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import { codeTypeSchema } from '@clearbill/shared';
import type { AppContext } from '../../context';
import { errors } from '../../http/schemas';
import { csvExport, jsonExport, repositoryExport } from './export-service';
import { csvTemplate, jsonTemplate } from './template';

const tags = ['admin', 'medical-codes'];
const security = [{ bearer: [] }];
const formatSchema = z.enum(['csv', 'json'], 'format is csv or json');

function asDownload(reply: FastifyReply, filename: string, format: 'csv' | 'json'): FastifyReply {
  return reply
    .header('content-type', format === 'csv' ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'no-store');
}

export const exportRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const today = () => ctx.clock.now().toISOString().slice(0, 10);

    app.get(
      '/api/admin/export/medical-codes',
      {
        schema: {
          tags,
          summary: 'Export codes (optionally one type) as CSV or JSON, streamed',
          security,
          querystring: z.object({ format: formatSchema.default('csv'), codeType: codeTypeSchema.optional() }),
          response: errors(400, 401, 403),
        },
      },
      async (request, reply) => {
        const { format, codeType } = request.query;
        const name = `medical-codes${codeType ? `-${codeType.toLowerCase()}` : ''}-${today()}.${format}`;
        return asDownload(reply, name, format).send(
          format === 'csv' ? csvExport(ctx, codeType) : jsonExport(ctx, codeType),
        );
      },
    );

    app.get(
      '/api/admin/download/templates',
      {
        schema: {
          tags,
          summary: 'An upload template: the columns and two example rows',
          security,
          querystring: z.object({ format: formatSchema.default('csv') }),
          response: errors(400, 401, 403),
        },
      },
      async (request, reply) => {
        const { format } = request.query;
        return asDownload(reply, `medical-codes-template.${format}`, format).send(
          format === 'csv' ? csvTemplate() : jsonTemplate(),
        );
      },
    );

    app.get(
      '/api/admin/download/complete-repository',
      {
        schema: {
          tags,
          summary: 'Every code with its source and version, as CSV, streamed',
          security,
          querystring: z.object({ format: z.literal('csv', 'format is csv').default('csv') }),
          response: errors(400, 401, 403),
        },
      },
      async (_request, reply) =>
        asDownload(reply, `clearbill-code-repository-${today()}.csv`, 'csv').send(csvExport(ctx)),
    );

    app.get(
      '/api/admin/export/repository',
      {
        schema: {
          tags,
          summary: 'The loaded source files and every code with its source and version, as JSON, streamed',
          security,
          response: errors(401, 403),
        },
      },
      async (_request, reply) =>
        asDownload(reply, `clearbill-code-repository-${today()}.json`, 'json').send(repositoryExport(ctx)),
    );
  };
