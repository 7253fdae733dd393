import type { ChildProcess } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { billPng } from '@clearbill/engine/testing';
import type { DocumentDetail } from '@clearbill/shared';
import type { UploadResponseWire } from './wire';
import { spawnServer, stopServer, testServerEnv, waitForStart } from '../test/server-process';

// The promise for real: a server process killed (SIGKILL) while its pipeline job runs OCR; the next
// start on the same data directory finishes the document.
describe('a server killed mid-job', () => {
  const children: ChildProcess[] = [];
  afterAll(async () => {
    await Promise.all(children.map((c) => stopServer(c)));
  });

  it('resumes the job on restart and the document reaches confirmation', async () => {
    const env = await testServerEnv('kill', { UPLOAD_WAIT_MS: '0' });
    const port = Number(env.PORT);
    const first = spawnServer(env, { captureStdout: true });
    children.push(first);
    let output = '';
    first.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
    });
    await waitForStart(port, first);
    const base = `http://127.0.0.1:${port}`;
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

    // Killed once its worker has taken the job (it logs the start), before OCR can finish.
    while (!output.includes('document pipeline started')) {
      if (first.exitCode !== null) throw new Error('server exited');
      await new Promise((r) => setTimeout(r, 20));
    }
    await stopServer(first, 'SIGKILL');

    const second = spawnServer(env, { captureStdout: true });
    children.push(second);
    let secondOutput = '';
    second.stdout?.on('data', (chunk: Buffer) => {
      secondOutput += chunk.toString('utf8');
    });
    await waitForStart(port, second);
    let doc: DocumentDetail;
    for (;;) {
      doc = (await (
        await fetch(`${base}/api/documents/${up.documentId}`, { headers })
      ).json()) as DocumentDetail;
      if (doc.status !== 'processing') break;
      await new Promise((r) => setTimeout(r, 250));
    }
    expect(doc.status).toBe('awaiting_confirmation');
    // The second process ran the job: the first died before it could finish.
    expect(secondOutput).toContain('document pipeline started');
    expect(doc.redactions.some((r) => r.originalText.includes('Fairweather'))).toBe(true);
  }, 180_000);
});
