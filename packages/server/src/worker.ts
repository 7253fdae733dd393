// `npm run worker`: a process that only works the job queues (document pipeline, analyses) and runs the sweeps,
// for deployments where API processes set JOB_WORKER=off. Needs DATABASE_URL: PGlite is one process.
import { AnalysisJobs, analysisQueue } from './analyses/jobs';
import { loadConfig } from './config';
import { openContext } from './context-factory';
import { DocumentPipeline, pipelineQueue } from './documents/pipeline';
import { createLogger } from './http/logging';
import { JobQueue } from './jobs/queue';
import { startSweeps } from './sweeps';

async function main(): Promise<void> {
  const config = loadConfig();
  if (!config.databaseUrl) {
    throw new Error(
      'npm run worker needs DATABASE_URL: with the embedded database, npm start runs the jobs itself.',
    );
  }
  const logger = createLogger(config.logLevel);
  const { ctx, database, keyWarning } = await openContext(config);
  if (keyWarning) logger.warn(`WARNING: ${keyWarning}`);
  const queue = new JobQueue(ctx, logger);
  await queue.start([pipelineQueue(ctx.config), analysisQueue(ctx.config)]);
  const analysisJobs = new AnalysisJobs(ctx, queue, logger);
  const pipeline = new DocumentPipeline(ctx, queue, logger, (id) => analysisJobs.enqueue(id));
  await pipeline.startWorkers();
  await analysisJobs.startWorkers();
  const stopSweeps = startSweeps(ctx, logger);
  logger.info({ concurrency: pipeline.concurrency }, 'worker running');

  let closing = false;
  const shutdown = () => {
    if (closing) return;
    closing = true;
    stopSweeps();
    queue
      .stop()
      .then(() => pipeline.close())
      .then(() => database.close())
      .then(() => process.exit(0))
      .catch(() => process.exit(1));
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
