import { existsSync } from 'node:fs';
import { and, eq, ne } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context';
import { referenceSources } from '../db/schema';
import { importCodeSets, type ImportSummary } from './index';
import { IMPORT_LOCK_DATASET } from './sources';

/**
 * At start-up with CODESETS_DIR set and nothing imported yet, imports the code sets in the
 * background (search works as each set lands). Another instance importing already holds the lock,
 * so this one does nothing. Returns the run (wrapped, so awaiting this does not wait for the
 * import), or null when there is nothing to do.
 */
export async function startBackgroundImport(
  ctx: AppContext,
  logger: FastifyBaseLogger,
): Promise<{ run: Promise<ImportSummary | null> } | null> {
  const dir = ctx.config.codesetsDir;
  if (!dir) return null;
  if (!existsSync(dir)) {
    logger.warn('CODESETS_DIR does not exist; starting without code sets');
    return null;
  }
  const done = await ctx.db
    .select({ id: referenceSources.id })
    .from(referenceSources)
    .where(and(eq(referenceSources.status, 'done'), ne(referenceSources.dataset, IMPORT_LOCK_DATASET)))
    .limit(1);
  if (done.length > 0) return null;
  logger.info('importing code sets from CODESETS_DIR in the background');
  const run = importCodeSets(ctx, {
    dir,
    onProgress: (p) => {
      if (p.status === 'done' || p.status === 'failed') {
        logger.info(
          { dataset: p.dataset, rows: p.rows, seconds: Math.round(p.seconds * 10) / 10, status: p.status },
          'code set import',
        );
      }
    },
  }).then(
    (summary) => {
      logger.info(
        { ran: summary.ran, rows: summary.rows, seconds: Math.round(summary.seconds) },
        summary.ran ? 'code set import finished' : 'another instance is importing the code sets',
      );
      return summary;
    },
    (err: unknown) => {
      logger.error({ errType: err instanceof Error ? err.name : 'unknown' }, 'code set import failed');
      return null;
    },
  );
  return { run };
}
