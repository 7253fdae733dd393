import type { FastifyBaseLogger } from 'fastify';
import { sweepExpiredSessions } from './auth/sweep';
import { pruneContactMessages } from './contact/service';
import { sweepExpiredChats } from './chat/service';
import type { AppContext } from './context';
import { sweepOrphanOriginals } from './documents/originals';
import { sweepExpiredDocuments } from './documents/retention';
import { sweepWithdrawnProcessing } from './privacy/jobs';
import { sweepOldPageViews } from './analytics/page-views';
import { patientDataRights } from './registered-data';
import { recordSweepRun, RETENTION_SWEEP } from './sweep-runs';

/**
 * Every 5 minutes (and at start): expired sessions, visitors' and guests' assistant conversations 24 hours
 * after their last message, documents whose retention window ended
 * unconfirmed, page views older than 13 months, documents and analyses of accounts whose data_processing withdrawal passed its grace
 * period, then originals on disk that no row refers to any more (left by a crash, or by guest
 * sessions that went with their documents).
 */
const SWEEP_EVERY_MS = 5 * 60 * 1000;

/** Starts the periodic sweeps (idempotent, so every process may run them); returns a stop function. */
export function startSweeps(ctx: AppContext, logger: FastifyBaseLogger): () => void {
  const failedLog = (what: string) => (err: unknown) => {
    logger.error({ errType: (err as Error).name }, `${what} failed`);
  };
  const rights = patientDataRights();
  const run = async () => {
    const startedAt = ctx.clock.now();
    let ok = true;
    const failed = (what: string) => (err: unknown) => {
      ok = false;
      failedLog(what)(err);
    };
    await sweepExpiredSessions(ctx).catch(failed('session sweep'));
    const chats = await sweepExpiredChats(ctx).catch(failed('chat retention sweep'));
    if (chats) logger.info({ chats }, 'expired assistant conversations deleted');
    const expired = await sweepExpiredDocuments(ctx).catch(failed('document retention sweep'));
    if (expired && expired.deleted > 0)
      logger.info({ deleted: expired.deleted }, 'expired documents deleted');
    const withdrawn = await sweepWithdrawnProcessing(ctx, rights).catch(failed('consent withdrawal sweep'));
    if (withdrawn && withdrawn.accounts > 0)
      logger.info({ accounts: withdrawn.accounts }, 'processing data deleted after consent withdrawal');
    const orphans = await sweepOrphanOriginals(ctx).catch(failed('orphan originals sweep'));
    if (orphans) logger.info({ orphans }, 'orphaned originals removed');
    await pruneContactMessages(ctx).catch(failed('contact message retention sweep'));
    await sweepOldPageViews(ctx).catch(failed('page view retention sweep'));
    // The HIPAA security scan checks that this ran within the last hour and went through.
    await recordSweepRun(ctx, RETENTION_SWEEP, startedAt, ctx.clock.now(), ok).catch(
      failedLog('sweep run record'),
    );
  };
  void run();
  const timer = setInterval(() => void run(), SWEEP_EVERY_MS);
  timer.unref();
  return () => {
    clearInterval(timer);
  };
}
