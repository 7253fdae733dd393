// Analysis API benchmark: a bill from upload to findings through the API (upload, wait for the
// pipeline, confirm the PHI, analysis), p50/p95. Targets (issue 5): a text-PDF bill p50 <= 1 s; an
// image bill (OCR) <= 5 s. Reference data: set CODESETS_DIR (e.g. ../shared/codesets) to import it first
// (about a minute; the rules need NCCI, MUE and fee schedules); without it those rules are silent.
// Run: CODESETS_DIR=../shared/codesets npx tsx bench/analysis-api.ts   (BENCH_RUNS=N, default 15)
import { billPng } from '../packages/engine/src/testing/fixtures';
import { billPdf, billText } from '../packages/server/src/test/documents';
import { importCodeSets } from '../packages/server/src/importers/index';
import { percentile, startBenchApi, type BenchApi } from './lib/api-client';

const runs = Number(process.env.BENCH_RUNS ?? 15);

async function uploadToFindings(
  api: BenchApi,
  bytes: Uint8Array,
  name: string,
  type: string,
): Promise<number> {
  const t = performance.now();
  const up = await api.upload(bytes, name, type);
  const id = up.body.documentId ?? '';
  if (up.status !== 201 || up.body.processing) throw new Error(`upload ${up.status}`);
  const start = await api.post(`/api/documents/${id}/start-analysis`, { redactions: [] });
  if (!start.ok) throw new Error(`start-analysis ${start.status}`);
  const analysis = await api.get(`/api/documents/${id}/analysis`);
  if (!analysis.ok) throw new Error(`analysis ${analysis.status}`);
  await analysis.arrayBuffer();
  return performance.now() - t;
}

async function measure(label: string, count: number, once: () => Promise<number>): Promise<void> {
  await once(); // warm-up
  const times: number[] = [];
  for (let i = 0; i < count; i++) times.push(await once());
  times.sort((a, b) => a - b);
  console.log(
    `  ${label}: p50 ${percentile(times, 50).toFixed(0)} ms, p95 ${percentile(times, 95).toFixed(0)} ms (${count} runs)`,
  );
}

const api = await startBenchApi();
if (process.env.CODESETS_DIR) {
  const started = performance.now();
  const summary = await importCodeSets(api.ctx, { dir: process.env.CODESETS_DIR });
  console.log(
    `Imported ${summary.rows} reference rows in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
}
const pdf = await billPdf(billText());
const png = await billPng({ lines: billText().split('\n') });
console.log('\nUpload to findings through the API (PGlite in memory)');
await measure('text-PDF bill (target p50 <= 1 s)', runs, () =>
  uploadToFindings(api, pdf, 'bill.pdf', 'application/pdf'),
);
await measure('image bill, OCR (target <= 5 s)', Math.max(3, Math.floor(runs / 3)), () =>
  uploadToFindings(api, png, 'bill.png', 'image/png'),
);
await api.close();
