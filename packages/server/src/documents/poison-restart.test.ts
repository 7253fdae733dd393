import type { ChildProcess } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { billPng } from '@clearbill/engine/testing';
import { limits, messages, type DocumentDetail } from '@clearbill/shared';
import type { UploadResponseWire } from './wire';
import { spawnServer, stopServer, testServerEnv, waitForStart } from '../test/server-process';

// The poison-job promise for real: a document whose job kills its server process (SIGKILL while the job
// runs, twice) is not run a third time. The third start on the same data folder comes up healthy, fails
// the document with a plain reason and gives the guest's upload back.
describe('a job that kills its server twice', () => {
  const children: ChildProcess[] = [];
  afterAll(async () => {
    await Promise.all(children.map((c) => stopServer(c)));
  });

  it('is not run a third time: the restart is healthy and the document failed', async () => {
    const env = await testServerEnv('poison', { UPLOAD_WAIT_MS: '0' });
    const port = Number(env.PORT);
    const base = `http://127.0.0.1:${port}`;

    /** Starts the server on the data folder and collects what it prints. */
    const start = async () => {
      const child = spawnServer(env, { captureStdout: true });
      children.push(child);
      const out = { text: '' };
      child.stdout?.on('data', (chunk: Buffer) => {
        out.text += chunk.toString('utf8');
      });
      await waitForStart(port, child);
      return { child, out };
    };
    /** Kills the server (SIGKILL) as soon as its worker has taken the job, before OCR can finish. */
    const killOnceStarted = async (server: { child: ChildProcess; out: { text: string } }) => {
      while (!server.out.text.includes('document pipeline started')) {
        if (server.child.exitCode !== null) throw new Error('server exited on its own');
        await new Promise((r) => setTimeout(r, 20));
      }
      await stopServer(server.child, 'SIGKILL');
    };

    const first = await start();
    const guest = (
      (await (await fetch(`${base}/api/auth/guest`, { method: 'POST' })).json()) as { sessionId: string }
    ).sessionId;
    const headers = { 'x-guest-session': guest };
    const photo = await billPng({
      lines: ['Riverbend Clinic', 'Patient Name: Odalys Fairweather', 'Office visit 99213 $140.00'],
    });
    const form = new FormData();
    form.append('document', new Blob([Buffer.from(photo)], { type: 'image/png' }), 'photo.png');
    form.append('consentGiven', 'true');
    const up = (await (
      await fetch(`${base}/api/documents/upload`, { method: 'POST', headers, body: form })
    ).json()) as UploadResponseWire;
    expect(up.processing).toBe(true);
    expect(up.uploadsRemaining).toBe(limits.guestUploads - 1);

    await killOnceStarted(first); // first crash
    await killOnceStarted(await start()); // the job ran again at start-up, and crashed again

    const third = await start();
    let doc: DocumentDetail;
    for (;;) {
      doc = (await (
        await fetch(`${base}/api/documents/${up.documentId}`, { headers })
      ).json()) as DocumentDetail;
      if (doc.status !== 'processing') break;
      await new Promise((r) => setTimeout(r, 250));
    }
    expect(doc.status).toBe('failed');
    expect(doc.errorMessage).toBe(messages.imageDamaged);
    expect(third.out.text).toContain('document pipeline gave up');
    expect(third.out.text).not.toContain('document pipeline started');
    const status = (await (await fetch(`${base}/api/auth/guest/status`, { headers })).json()) as {
      uploadsRemaining: number;
    };
    expect(status.uploadsRemaining).toBe(limits.guestUploads);
    expect((await fetch(`${base}/api/health`)).status).toBe(200);
    expect(third.child.exitCode).toBeNull();
  }, 300_000);
});
