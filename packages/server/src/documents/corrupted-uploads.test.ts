import type { ChildProcess } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { billJpeg, billPng, dicomFile, docxDocument, textPdf } from '@clearbill/engine/testing';
import { limits, messages, type DocumentDetail } from '@clearbill/shared';
import { spawnServer, stopServer, testServerEnv, waitForStart } from '../test/server-process';

// Issue 9's promise, against the real server process (so a crash shows as a failed check, not a dead
// test runner): damaged PNG, JPEG, PDF, DOCX and DICOM files uploaded by a guest each end clearly:
// refused at upload (4xx, nothing used), or stored and then `failed` with one of our messages and the
// upload given back. The server answers throughout, and a restart on the same data comes up healthy.

const lines = ['Riverbend Clinic', 'Patient Name: Odalys Fairweather', 'Office visit 99213 $140.00'];

/** Flips bits from `from` (a fraction of the length, or a byte offset when >= 1) for `length` bytes. */
function flip(bytes: Uint8Array, from: number, length: number): Uint8Array {
  const out = Uint8Array.from(bytes);
  const start = from < 1 ? Math.floor(out.length * from) : from;
  for (let i = start; i < Math.min(out.length, start + length); i++) out[i] = (out[i] ?? 0) ^ 0x5a;
  return out;
}

const cut = (bytes: Uint8Array, fraction: number) => bytes.slice(0, Math.floor(bytes.length * fraction));

/** Offset of the first `marker` (latin1 text or bytes) at or after `from`. */
function find(bytes: Uint8Array, marker: string | number[], from = 0): number {
  const at = Buffer.from(bytes).indexOf(
    typeof marker === 'string' ? Buffer.from(marker, 'latin1') : Buffer.from(marker),
    from,
  );
  if (at < 0) throw new Error('marker not found in fixture');
  return at;
}

/** A PNG whose image data (IDAT) is damaged, header intact: libpng fails while decoding. */
async function damagedPng(): Promise<Uint8Array> {
  const png = await billPng({ lines });
  return flip(png, find(png, 'IDAT') + 40, 4000);
}

/** A JPEG whose compressed scan is damaged after its (intact) headers. */
async function damagedJpeg(): Promise<Uint8Array> {
  const jpeg = await billJpeg({ lines });
  return flip(jpeg, find(jpeg, [0xff, 0xda]) + 20, 6000);
}

/** A PDF whose page content stream is scrambled. */
async function scrambledPdf(): Promise<Uint8Array> {
  const pdf = await textPdf({ pages: [lines] });
  const start = find(pdf, 'stream', find(pdf, '/Length')) + 7;
  return flip(pdf, start, find(pdf, 'endstream', start) - start);
}

/** A DOCX whose word/document.xml entry has damaged compressed data (the zip directory is intact). */
async function damagedDocx(): Promise<Uint8Array> {
  const docx = await docxDocument({ paragraphs: lines });
  const name = find(docx, 'word/document.xml');
  return flip(docx, name + 'word/document.xml'.length + 4, 200);
}

/** A DICOM file with its header's values scrambled after the preamble. */
async function scrambledDicom(): Promise<Uint8Array> {
  return flip(await dicomFile(), 200, 120);
}

const cases: [string, string, () => Promise<Uint8Array>][] = [
  ['a PNG with damaged image data', 'damaged.png', damagedPng],
  ['a PNG cut short', 'cut.png', async () => cut(await billPng({ lines }), 0.5)],
  ['a JPEG with a damaged scan', 'damaged.jpg', damagedJpeg],
  ['a JPEG cut short', 'cut.jpg', async () => cut(await billJpeg({ lines }), 0.3)],
  ['a PDF with a scrambled page', 'scrambled.pdf', scrambledPdf],
  ['a PDF cut short', 'cut.pdf', async () => cut(await textPdf({ pages: [lines] }), 0.6)],
  ['a DOCX with damaged contents', 'damaged.docx', damagedDocx],
  ['a DOCX cut short', 'cut.docx', async () => cut(await docxDocument({ paragraphs: lines }), 0.7)],
  ['a DICOM file with a scrambled header', 'scrambled.dcm', scrambledDicom],
  ['a DICOM file cut short', 'cut.dcm', async () => cut(await dicomFile(), 0.5)],
];

const ourMessages = new Set<string>(
  Object.values(messages).filter((m): m is Extract<typeof m, string> => typeof m === 'string'),
);

describe('damaged files uploaded by a guest', () => {
  const children: ChildProcess[] = [];
  afterAll(async () => {
    await Promise.all(children.map((c) => stopServer(c)));
  });

  it('each ends refused or failed with a plain reason, the upload given back, the server healthy', async () => {
    const env = await testServerEnv('damaged', { LOG_LEVEL: 'warn' });
    const port = Number(env.PORT);
    const base = `http://127.0.0.1:${port}`;
    let server = spawnServer(env);
    children.push(server);
    await waitForStart(port, server);
    const guest = (
      (await (await fetch(`${base}/api/auth/guest`, { method: 'POST' })).json()) as { sessionId: string }
    ).sessionId;
    const headers = { 'x-guest-session': guest };
    const remaining = async () =>
      (
        (await (await fetch(`${base}/api/auth/guest/status`, { headers })).json()) as {
          uploadsRemaining: number;
        }
      ).uploadsRemaining;

    const outcomes: string[] = [];
    for (const [title, fileName, make] of cases) {
      const form = new FormData();
      form.append('document', new Blob([Buffer.from(await make())]), fileName);
      form.append('consentGiven', 'true');
      const res = await fetch(`${base}/api/documents/upload`, { method: 'POST', headers, body: form }).catch(
        () => null,
      );
      expect(res, `${title}: the server stopped answering`).not.toBeNull();
      const body = (await res?.json()) as { documentId?: string; message?: string };
      if (res?.status !== 201) {
        expect(res?.status, `${title}: ${body.message}`).toBeGreaterThanOrEqual(400);
        expect(res?.status, title).toBeLessThan(500);
        expect(ourMessages.has(body.message ?? ''), `${title}: ${body.message}`).toBe(true);
        outcomes.push(`${title}: refused ${res?.status}`);
      } else {
        let doc: DocumentDetail;
        for (;;) {
          const got = await fetch(`${base}/api/documents/${body.documentId}`, { headers }).catch(() => null);
          expect(got, `${title}: the server stopped answering`).not.toBeNull();
          doc = (await got?.json()) as DocumentDetail;
          if (doc.status !== 'processing') break;
          await new Promise((r) => setTimeout(r, 250));
        }
        expect(doc.status, title).toBe('failed');
        expect(ourMessages.has(doc.errorMessage ?? ''), `${title}: ${doc.errorMessage}`).toBe(true);
        outcomes.push(`${title}: failed`);
      }
      expect(await remaining(), `${title}: the upload was not given back`).toBe(limits.guestUploads);
      expect((await fetch(`${base}/api/health`)).status, title).toBe(200);
    }
    expect(outcomes).toHaveLength(cases.length);

    // And the data folder boots again, with nothing left to choke on.
    await stopServer(server);
    server = spawnServer(env);
    children.push(server);
    await waitForStart(port, server);
    expect((await fetch(`${base}/api/health`)).status).toBe(200);
  }, 600_000);
});
