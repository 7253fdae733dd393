import { afterAll, describe, expect, it } from 'vitest';
import type { DocumentDetail } from '@clearbill/shared';
import { createGuest } from '../test/factories';
import { startHarness, type Harness } from '../test/harness';
import { testDatabaseKinds } from '../test/test-db';
import { upload } from '../test/documents';
import { createLogger } from '../http/logging';
import { JobQueue } from '../jobs/queue';
import { DocumentPipeline, PIPELINE_QUEUE_NAME, pipelineQueue } from './pipeline';

/** These tests watch the reading only: a finalized document's analysis is not queued. */
const noAnalysis = async () => undefined;

for (const kind of testDatabaseKinds()) {
  describe(`document pipeline jobs [${kind}]`, () => {
    const open: Harness[] = [];
    afterAll(async () => {
      for (const h of open) await h.close();
    });

    it('runs again, on restart, a job whose process died mid-way', async () => {
      // An API process that leaves the jobs to workers and answers uploads at once.
      const h = await startHarness(kind, { JOB_WORKER: 'off', UPLOAD_WAIT_MS: '0' });
      open.push(h);
      const guest = await createGuest(h);
      const up = (await upload(h, { headers: guest.headers })).body();
      expect(up.processing).toBe(true);
      expect(up.document.status).toBe('processing');

      // A worker took the job and was killed before finishing it.
      await h.ctx.sql(
        `UPDATE pgboss.job SET state = 'active', started_on = now() - interval '1 hour' WHERE name = $1`,
        [PIPELINE_QUEUE_NAME],
      );

      // The restarted worker finds it and finishes the document.
      const logger = createLogger('silent');
      const queue = new JobQueue(h.ctx, logger);
      await queue.start([pipelineQueue(h.ctx.config)]);
      const pipeline = new DocumentPipeline(h.ctx, queue, logger, noAnalysis);
      await pipeline.startWorkers();
      try {
        while (!(await pipeline.waitUntilSettled(up.documentId, 5_000))) {
          // keeps waiting; the test's own timeout bounds it
        }
      } finally {
        await queue.stop();
        await pipeline.close();
      }
      const res = await h.request({
        method: 'GET',
        url: `/api/documents/${up.documentId}`,
        headers: guest.headers,
      });
      const doc = res.json<DocumentDetail>();
      expect(doc.status).toBe('awaiting_confirmation');
      expect(doc.redactions.length).toBeGreaterThan(0);
    }, 120_000);
  });
}
