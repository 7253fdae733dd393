// Upload memory benchmark: the real server (`npm start`'s main.ts, PGlite in a fresh data folder) in its
// own process; prints its resident memory (RSS, from /proc) before, after and at its peak (the kernel's
// high-water mark, reset before each phase) for
//   1. one request with ten ~10 MB PDFs (the limits' maximum), through the pipeline to the PHI confirmation;
//   2. 20 such uploads of one ~10 MB PDF each, sent in parallel (BENCH_PARALLEL, BENCH_PARALLEL_FILES).
// Targets (issue 9): phase 1 adds <= 300 MB; peak <= 1 GB throughout. Linux only (/proc).
// Run: npx tsx bench/upload-memory.ts   (BENCH_PORT=N picks the port, default 5079)
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { limits } from '../packages/shared/src/index';
import { spawnServer, stopServer, waitForStart } from '../packages/server/src/test/server-process';

const port = Number(process.env.BENCH_PORT ?? 5079);
const parallel = Number(process.env.BENCH_PARALLEL ?? 20);
const parallelFiles = Number(process.env.BENCH_PARALLEL_FILES ?? 1);
const base = `http://127.0.0.1:${port}`;
const MB = 1024 * 1024;

/** A one-page text bill padded to just under the per-file limit with an unreferenced random stream. */
async function bigBillPdf(i: number): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([612, 792]);
  const lines = [
    'Lakeside Community Hospital',
    `Patient Name: Pat Example${i}`,
    `Account Number: ${40000000 + i}`,
    'ITEMIZED STATEMENT OF SERVICES',
    '01/12/2026  99213   Office visit, established patient    1       $185.00',
    'Total Charges   $185.00',
  ];
  lines.forEach((line, n) => {
    page.drawText(line, { x: 40, y: 740 - n * 16, size: 10, font });
  });
  // Random bytes do not compress: the file stays this big wherever it is stored.
  pdf.context.register(pdf.context.stream(randomBytes(limits.maxFileBytes - 96 * 1024), {}));
  return pdf.save({ useObjectStreams: false });
}

function memory(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) * 1024;
  return { rss: kb('VmRSS'), peak: kb('VmHWM') };
}

/** Resets the kernel's peak-RSS mark, so each phase reports its own peak. */
function resetPeak(pid: number): void {
  writeFileSync(`/proc/${pid}/clear_refs`, '5');
}

const mb = (bytes: number) => `${(bytes / MB).toFixed(0)} MB`;

async function signUp(): Promise<Record<string, string>> {
  const res = await fetch(`${base}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `bench-${randomBytes(4).toString('hex')}@example.org`,
      password: `bench-${randomBytes(8).toString('hex')}-password`,
      firstName: 'B',
      lastName: 'C',
    }),
  });
  if (!res.ok) throw new Error(`signup ${res.status}`);
  return { authorization: `Bearer ${((await res.json()) as { token: string }).token}` };
}

async function upload(auth: Record<string, string>, files: Uint8Array[]): Promise<string> {
  const form = new FormData();
  files.forEach((bytes, i) => {
    form.append(i === 0 ? 'document' : `document_${i}`, new Blob([Buffer.from(bytes)]), `bill-${i}.pdf`);
  });
  form.append('consentGiven', 'true');
  form.append('fileCount', String(files.length));
  // node:http rather than fetch: on a loaded machine 20 parallel 100 MB bodies can take longer than
  // fetch's fixed 300 s wait for response headers.
  const encoded = new Response(form);
  const payload = Buffer.from(await encoded.arrayBuffer());
  const { status, text } = await new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = http.request(
      `${base}/api/documents/upload`,
      {
        method: 'POST',
        headers: {
          ...auth,
          'content-type': encoded.headers.get('content-type') ?? '',
          'content-length': payload.length,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
  const body = JSON.parse(text) as { documentId?: string; message?: string };
  if (status !== 201 || !body.documentId) throw new Error(`upload ${status}: ${body.message}`);
  return body.documentId;
}

/** Polls until the document leaves 'processing'; returns its status. */
async function settled(auth: Record<string, string>, id: string): Promise<string> {
  for (;;) {
    const res = await fetch(`${base}/api/documents/${id}`, { headers: auth });
    const { status } = (await res.json()) as { status: string };
    if (status !== 'processing') return status;
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function phase(
  label: string,
  pid: number,
  work: () => Promise<string[]>,
): Promise<{ added: number; peak: number }> {
  if (global.gc) global.gc();
  resetPeak(pid);
  const before = memory(pid);
  const started = performance.now();
  const statuses = await work();
  const seconds = (performance.now() - started) / 1000;
  const after = memory(pid);
  const counts = statuses.reduce<Record<string, number>>(
    (acc, s) => ({ ...acc, [s]: (acc[s] ?? 0) + 1 }),
    {},
  );
  console.log(`\n${label}`);
  console.log(`  ${seconds.toFixed(1)} s; documents: ${JSON.stringify(counts)}`);
  console.log(
    `  RSS before ${mb(before.rss)}, after ${mb(after.rss)}, peak ${mb(after.peak)} (peak - before: ${mb(after.peak - before.rss)})`,
  );
  return { added: after.peak - before.rss, peak: after.peak };
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cb-bench-mem-'));
const server = spawnServer({
  PORT: String(port),
  DATA_DIR: dataDir,
  ADMIN_USERNAME: 'bench-admin',
  ADMIN_PASSWORD: 'bench-admin-password-long',
  EXTERNAL_APIS: 'off',
  LOG_LEVEL: 'warn',
  UPLOAD_WAIT_MS: '0',
});
try {
  await waitForStart(port, server);
  const pid = server.pid ?? 0;
  const auth = await signUp();
  console.log('generating PDFs...');
  const ten = await Promise.all(Array.from({ length: limits.maxFilesPerRequest }, (_, i) => bigBillPdf(i)));
  console.log(`  ${ten.length} files of ${mb(ten[0]?.length ?? 0)} each`);
  // Warm-up: pdfjs, the PHI name lists and the database's first writes are not the upload's cost.
  await settled(auth, await upload(auth, [ten[0] ?? new Uint8Array()]));
  console.log(`server RSS after warm-up: ${mb(memory(pid).rss)}`);

  const one = await phase(`one request with ${ten.length} files of ~10 MB`, pid, async () => [
    await settled(auth, await upload(auth, ten)),
  ]);
  const many = await phase(
    `${parallel} uploads in parallel, ${parallelFiles} file(s) of ~10 MB each`,
    pid,
    async () => {
      const ids = await Promise.all(
        Array.from({ length: parallel }, (_, i) =>
          upload(
            auth,
            Array.from({ length: parallelFiles }, (_, f) => ten[(i + f) % ten.length] ?? new Uint8Array()),
          ),
        ),
      );
      return Promise.all(ids.map((id) => settled(auth, id)));
    },
  );
  console.log(
    `\ntargets: 10 x 10 MB adds <= 300 MB (${mb(one.added)}); peak <= 1024 MB (${mb(Math.max(one.peak, many.peak))})`,
  );
} finally {
  await stopServer(server);
  rmSync(dataDir, { recursive: true, force: true });
}
