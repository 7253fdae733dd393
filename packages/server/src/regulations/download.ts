import type { FastifyReply } from 'fastify';

/** Headers of a file download (the screens open these in a new tab). */
export function asDownload(reply: FastifyReply, filename: string, format: 'csv' | 'json'): FastifyReply {
  return reply
    .header('content-type', format === 'csv' ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'no-store');
}
