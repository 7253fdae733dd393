import { existsSync } from 'node:fs';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context';
import { importCodeSets, type ImportSummary } from './index';

/**
 * At start-up with CODESETS_DIR set, imports the code sets in the background (search works as each
 * set lands). Files already imported are skipped by checksum, so this is cheap on every start and
 * finishes an import a stopped process left half done, or picks up a new release put in the folder.
 * Another instance importing already holds the lock, so this one does nothing. Returns the run
 * (wrapped, so awaiting this does not wait for the import), or null without a folder.
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
