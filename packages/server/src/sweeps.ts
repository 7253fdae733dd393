import type { FastifyBaseLogger } from 'fastify';
import { sweepExpiredSessions } from './auth/sweep';
import type { AppContext } from './context';
import { sweepExpiredDocuments } from './documents/retention';

/** Every 5 minutes: expired sessions, and documents whose retention window ended unconfirmed. */
const SWEEP_EVERY_MS = 5 * 60 * 1000;

/** Starts the periodic sweeps (idempotent, so every process may run them); returns a stop function. */
export function startSweeps(ctx: AppContext, logger: FastifyBaseLogger): () => void {
  const run = () => {
    sweepExpiredSessions(ctx).catch((err: unknown) => {
      logger.error({ errType: (err as Error).name }, 'session sweep failed');
    });
    sweepExpiredDocuments(ctx)
      .then(({ deleted }) => {
        if (deleted > 0) logger.info({ deleted }, 'expired documents deleted');
      })
      .catch((err: unknown) => {
        logger.error({ errType: (err as Error).name }, 'document retention sweep failed');
      });
  };
  run();
  const timer = setInterval(run, SWEEP_EVERY_MS);
  timer.unref();
  return () => {
    clearInterval(timer);
  };
}
