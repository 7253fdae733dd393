import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { billPng } from '@clearbill/engine/testing';
import { limits, messages, type DocumentDetail } from '@clearbill/shared';
import { documents } from '../db/schema';
import { createLogger } from '../http/logging';
import { JobQueue } from '../jobs/queue';
import { createGuest } from '../test/factories';
import { LogCapture, startHarness, type Harness } from '../test/harness';
import { testDatabaseKinds } from '../test/test-db';
import { upload, type UploadInput } from '../test/documents';
import { DocumentPipeline, PIPELINE_QUEUE_NAME, pipelineQueue } from './pipeline';
import { markFailed } from './process-document';

/** These tests watch the reading only: a finalized document's analysis is not queued. */
const noAnalysis = async () => undefined;

// Poison jobs on both databases: attempts are counted in the documents table before the job body runs,
// so a job whose process died is recognised when it comes back, and a document that crashed its worker
// twice, or failed three attempts, is failed with a plain reason and its upload given back.
for (const kind of testDatabaseKinds()) {
  describe(`poison pipeline jobs [${kind}]`, () => {
    const open: Harness[] = [];
    afterAll(async () => {
      for (const h of open) await h.close();
    });

    /** An API that leaves jobs to workers and answers uploads at once; the document waits in 'processing'. */
    async function uploaded(env: Record<string, string> = {}, input: Omit<UploadInput, 'headers'> = {}) {
      const h = await startHarness(kind, {
        JOB_WORKER: 'off',
        UPLOAD_WAIT_MS: '0',
        PIPELINE_RETRY_DELAY_S: '0',
        ...env,
      });
      open.push(h);
      const guest = await createGuest(h);
      const up = await upload(h, { ...input, headers: guest.headers });
      expect(up.res.statusCode, up.res.body).toBe(201);
      expect(up.body().document.status).toBe('processing');
      return { h, guest, documentId: up.body().documentId };
    }

    /** A worker process's queue and pipeline, started on the harness's database, run until the document settles. */
    async function workUntilSettled(h: Harness, documentId: string): Promise<LogCapture> {
      const logs = new LogCapture();
      const logger = createLogger('info', logs);
      const queue = new JobQueue(h.ctx, logger);
      await queue.start([pipelineQueue(h.ctx.config)]);
      const pipeline = new DocumentPipeline(h.ctx, queue, logger, noAnalysis);
      await pipeline.startWorkers();
      try {
        while (!(await pipeline.waitUntilSettled(documentId, 5_000))) {
          // the test's timeout bounds the wait
        }
      } finally {
        await queue.stop();
        await pipeline.close();
      }
      return logs;
    }

    /** As a killed process leaves it: the job active (long expired), `crashed` attempts started, never finished. */
    async function leaveCrashed(h: Harness, documentId: string, crashed: number): Promise<void> {
      await h.ctx.sql(
        `UPDATE documents SET pipeline_attempts = $2, pipeline_attempts_finished = 0 WHERE id = $1`,
        [documentId, crashed],
      );
      await h.ctx.sql(
        `UPDATE pgboss.job SET state = 'active', started_on = now() - interval '1 hour' WHERE name = $1`,
        [PIPELINE_QUEUE_NAME],
      );
    }

    async function document(h: Harness, guest: { headers: Record<string, string> }, id: string) {
      const res = await h.request({ method: 'GET', url: `/api/documents/${id}`, headers: guest.headers });
      return res.json<DocumentDetail>();
    }

    async function uploadsRemaining(h: Harness, guest: { headers: Record<string, string> }) {
      const res = await h.request({ method: 'GET', url: '/api/auth/guest/status', headers: guest.headers });
      return res.json<{ uploadsRemaining: number }>().uploadsRemaining;
    }

    async function attempts(h: Harness, id: string) {
      const { rows } = await h.ctx.sql(
        `SELECT pipeline_attempts AS started, pipeline_attempts_finished AS finished FROM documents WHERE id = $1`,
        [id],
      );
      return rows[0] as { started: number; finished: number };
    }

    it('never runs again a document whose job crashed its worker twice: it fails, and the upload is given back', async () => {
      const { h, guest, documentId } = await uploaded();
      expect(await uploadsRemaining(h, guest)).toBe(limits.guestUploads - 1);
      await leaveCrashed(h, documentId, 2);

      const logs = await workUntilSettled(h, documentId);

      const doc = await document(h, guest, documentId);
      expect(doc.status).toBe('failed');
      expect(doc.errorMessage).toBe(messages.documentCorrupt);
      expect(doc.originalDeletedAt).not.toBeNull();
      expect(await uploadsRemaining(h, guest)).toBe(limits.guestUploads);
      // Counted (a third attempt, which ended here), and the body never ran.
      expect(await attempts(h, documentId)).toEqual({ started: 3, finished: 1 });
      expect(logs.text()).toContain('document pipeline gave up');
      expect(logs.text()).not.toContain('document pipeline started');
    }, 60_000);

    it('runs again a document whose job crashed its worker once, and counts both attempts', async () => {
      const { h, guest, documentId } = await uploaded();
      await leaveCrashed(h, documentId, 1);

      const logs = await workUntilSettled(h, documentId);

      expect((await document(h, guest, documentId)).status).toBe('awaiting_confirmation');
      expect(await attempts(h, documentId)).toEqual({ started: 2, finished: 1 });
      expect(logs.text()).toContain('document pipeline started');
      expect(await uploadsRemaining(h, guest)).toBe(limits.guestUploads - 1);
    }, 60_000);

    it('fails a document after three attempts that threw, with a plain reason, and gives the upload back', async () => {
      const { h, guest, documentId } = await uploaded();
      // Sealed bytes that no longer open (the authentication tag fails): an error that is not the
      // document's known fault, so pg-boss retries it, and our count ends it.
      await h.ctx.sql(
        `UPDATE document_files SET sealed = decode(repeat('00', 64), 'hex'), storage = 'database' WHERE document_id = $1`,
        [documentId],
      );

      const logs = await workUntilSettled(h, documentId);

      const doc = await document(h, guest, documentId);
      expect(doc.status).toBe('failed');
      expect(doc.errorMessage).toBe(messages.documentCorrupt);
      expect(await attempts(h, documentId)).toEqual({ started: 3, finished: 3 });
      expect(logs.lines.filter((l) => l.includes('document pipeline failed'))).toHaveLength(3);
      expect(await uploadsRemaining(h, guest)).toBe(limits.guestUploads);
    }, 90_000);

    it('fails a document that takes longer than its time budget, with a plain reason', async () => {
      const photo = await billPng({ lines: ['Riverbend Clinic', 'Office visit 99213 $140.00'] });
      const { h, guest, documentId } = await uploaded(
        { PIPELINE_DOCUMENT_BUDGET_MS: '100' },
        { files: [{ name: 'photo.png', bytes: photo, type: 'image/png' }] },
      );

      await workUntilSettled(h, documentId);

      const doc = await document(h, guest, documentId);
      expect(doc.status).toBe('failed');
      expect(doc.errorMessage).toBe(messages.documentTimedOut);
      expect(await uploadsRemaining(h, guest)).toBe(limits.guestUploads);
    }, 90_000);

    it('gives an upload back once, however often the document is marked failed', async () => {
      const { h, guest, documentId } = await uploaded();
      const [row] = await h.ctx.db.select().from(documents).where(eq(documents.id, documentId));
      if (!row) throw new Error('document missing');
      // Another upload used one more; two failures of the first must give back exactly one.
      expect((await upload(h, { headers: guest.headers })).res.statusCode).toBe(201);
      expect(await uploadsRemaining(h, guest)).toBe(limits.guestUploads - 2);
      await Promise.all([
        markFailed(h.ctx, row, messages.documentCorrupt),
        markFailed(h.ctx, row, messages.documentCorrupt),
      ]);
      await markFailed(h.ctx, row, messages.documentCorrupt);
      expect(await uploadsRemaining(h, guest)).toBe(limits.guestUploads - 1);
      expect((await document(h, guest, documentId)).status).toBe('failed');
    }, 60_000);
  });
}
