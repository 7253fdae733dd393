import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, type DocumentDetail, type StartAnalysisResponse } from '@clearbill/shared';
import type { UploadResponseWire } from '../documents/wire';
import { DocumentPipeline, pipelineQueue } from '../documents/pipeline';
import { createLogger } from '../http/logging';
import { JobQueue } from '../jobs/queue';
import { upload } from '../test/documents';
import { createUser } from '../test/factories';
import { startHarness, type Harness } from '../test/harness';
import { testDatabaseKinds } from '../test/test-db';
import { ANALYSIS_QUEUE_NAME, AnalysisJobs, analysisFailureReason, analysisQueue } from './jobs';

/**
 * An API process that leaves the jobs to workers and answers at once, and a worker the test starts
 * and stops: so the states in between can be seen.
 */
for (const kind of testDatabaseKinds()) {
  describe(`analysis lifecycle [${kind}]`, () => {
    let h: Harness;
    let worker: { queue: JobQueue; pipeline: DocumentPipeline; analysis: AnalysisJobs } | null = null;
    beforeAll(async () => {
      h = await startHarness(kind, { JOB_WORKER: 'off', UPLOAD_WAIT_MS: '0', PIPELINE_RETRY_DELAY_S: '0' });
    });
    afterAll(async () => {
      await stopWorker();
      await h.close();
    });

    async function startWorker(options: { analysis: boolean }) {
      const logger = createLogger('silent');
      const queue = new JobQueue(h.ctx, logger);
      await queue.start([pipelineQueue(h.ctx.config), analysisQueue(h.ctx.config)]);
      const analysis = new AnalysisJobs(h.ctx, queue, logger);
      const pipeline = new DocumentPipeline(h.ctx, queue, logger, (id) => analysis.enqueue(id));
      await pipeline.startWorkers();
      if (options.analysis) await analysis.startWorkers();
      worker = { queue, pipeline, analysis };
      return worker;
    }
    async function stopWorker() {
      if (!worker) return;
      await worker.queue.stop();
      await worker.pipeline.close();
      worker = null;
    }
    async function settle(id: string) {
      if (!worker) throw new Error('no worker');
      while (!(await worker.pipeline.waitUntilSettled(id, 5_000))) {
        // the test's timeout bounds it
      }
    }
    const status = async (id: string, headers: Record<string, string>) =>
      (await h.request({ method: 'GET', url: `/api/documents/${id}`, headers })).json<DocumentDetail>();
    const analysisRows = async (id: string) =>
      (await h.ctx.sql(`SELECT created_at FROM analyses WHERE document_id = $1`, [id])).rows.length;
    const analysisJobs = async (id: string) =>
      (
        await h.ctx.sql(`SELECT id FROM pgboss.job WHERE name = $1 AND data->>'documentId' = $2`, [
          ANALYSIS_QUEUE_NAME,
          id,
        ])
      ).rows.length;

    it('analyses once, as a job, after the confirmation; reading never runs it', async () => {
      const user = await createUser(h);
      const up = (await upload(h, { headers: user.auth })).body();
      await startWorker({ analysis: false });
      await settle(up.documentId);
      expect((await status(up.documentId, user.auth)).status).toBe('awaiting_confirmation');
      expect(await analysisJobs(up.documentId)).toBe(0);

      const start = await h.request({
        method: 'POST',
        url: `/api/documents/${up.documentId}/start-analysis`,
        headers: user.auth,
        payload: { redactions: [] },
      });
      expect(start.statusCode, start.body).toBe(200);
      const started = start.json<StartAnalysisResponse>();
      expect(started.document.status).toBe('analysing');
      expect(started.document.redactedText).not.toBeNull();
      expect(started.message).toBe(messages.analysisInProgress);
      expect(started.analyses).toEqual([]);

      // Reading, however often, neither analyses nor pretends it is done.
      for (let i = 0; i < 3; i++) {
        const read = await h.request({
          method: 'GET',
          url: `/api/documents/${up.documentId}/analysis`,
          headers: user.auth,
        });
        expect(read.statusCode).toBe(409);
        expect(read.json<{ message: string }>().message).toBe(messages.analysisInProgress);
      }
      expect((await status(up.documentId, user.auth)).status).toBe('analysing');
      expect(await analysisRows(up.documentId)).toBe(0);
      expect(await analysisJobs(up.documentId)).toBe(1);

      await stopWorker();
      await startWorker({ analysis: true });
      await settle(up.documentId);
      expect((await status(up.documentId, user.auth)).status).toBe('analyzed');
      expect(await analysisRows(up.documentId)).toBe(1);
      const read = await h.request({
        method: 'GET',
        url: `/api/documents/${up.documentId}/analysis`,
        headers: user.auth,
      });
      expect(read.statusCode).toBe(200);
      // Confirming again changes nothing and queues nothing.
      const again = await h.request({
        method: 'POST',
        url: `/api/documents/${up.documentId}/start-analysis`,
        headers: user.auth,
        payload: {},
      });
      expect(again.json<StartAnalysisResponse>().document.status).toBe('analyzed');
      expect(await analysisJobs(up.documentId)).toBe(1);
      await stopWorker();
    }, 120_000);

    it('fails with its reason after its attempts, and analyses again when asked with new answers', async () => {
      const user = await createUser(h);
      const up: UploadResponseWire = (await upload(h, { headers: user.auth })).body();
      await startWorker({ analysis: true });
      await settle(up.documentId);
      // Answers the analysis cannot read: every attempt fails.
      await h.ctx.sql(`UPDATE documents SET answers = '"unreadable"'::jsonb WHERE id = $1`, [up.documentId]);
      await h.request({
        method: 'POST',
        url: `/api/documents/${up.documentId}/start-analysis`,
        headers: user.auth,
        payload: { redactions: [] },
      });
      // finalize replaced the answers with the stored ones (none): break them again, then re-queue.
      await h.ctx.sql(
        `UPDATE documents SET answers = '"unreadable"'::jsonb, status = 'analysing' WHERE id = $1`,
        [up.documentId],
      );
      const analysis = worker?.analysis;
      await analysis?.enqueue(up.documentId);
      await settle(up.documentId);
      const failed = await status(up.documentId, user.auth);
      expect(failed.status).toBe('failed');
      expect(failed.errorMessage).toBe(analysisFailureReason);
      expect(failed.errorMessage).toBe(
        'PHI was protected but analysis failed: the bill could not be analysed. Please try again.',
      );
      const read = await h.request({
        method: 'GET',
        url: `/api/documents/${up.documentId}/analysis`,
        headers: user.auth,
      });
      expect(read.statusCode).toBe(409);
      expect(read.body).not.toContain('unreadable');

      // Trying again with the questionnaire's answers: analysed.
      const retry = await h.request({
        method: 'POST',
        url: `/api/documents/${up.documentId}/start-analysis`,
        headers: user.auth,
        payload: { validationData: { personalInfoCorrect: true } },
      });
      expect(retry.statusCode, retry.body).toBe(200);
      await settle(up.documentId);
      expect((await status(up.documentId, user.auth)).status).toBe('analyzed');
      expect(await analysisRows(up.documentId)).toBe(1);
      await stopWorker();
    }, 120_000);

    it('picks up, at start, documents left analysing and ones finalized before the analysis was a job', async () => {
      const user = await createUser(h);
      const first = (await upload(h, { headers: user.auth })).body();
      const second = (await upload(h, { headers: user.auth })).body();
      await startWorker({ analysis: false });
      await settle(first.documentId);
      await settle(second.documentId);
      for (const up of [first, second]) {
        await h.request({
          method: 'POST',
          url: `/api/documents/${up.documentId}/start-analysis`,
          headers: user.auth,
          payload: { redactions: [] },
        });
      }
      await stopWorker();
      // The first's job was lost with its process; the second was finalized by an older version.
      await h.ctx.sql(`DELETE FROM pgboss.job WHERE name = $1`, [ANALYSIS_QUEUE_NAME]);
      await h.ctx.sql(`UPDATE documents SET status = 'analyzed' WHERE id = $1`, [second.documentId]);
      await startWorker({ analysis: true });
      await settle(first.documentId);
      await settle(second.documentId);
      for (const up of [first, second]) {
        expect((await status(up.documentId, user.auth)).status).toBe('analyzed');
        expect(await analysisRows(up.documentId)).toBe(1);
      }
      await stopWorker();
    }, 120_000);
  });
}
