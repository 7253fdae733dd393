// Document pipeline benchmark: p50/p95 of a text-PDF bill through inspect, extraction, classification
// and PHI detection (target p50 <= 300 ms), of one OCR'd page image with a warm pool (target <= 2.5 s),
// and of a scanned PDF page (render + OCR), on this machine; the page image's decode and re-encode before
// OCR (sharp) on its own; and damaged copies of images and PDFs through the whole pipeline, counted by
// outcome, with the process's peak RSS. Reads doc001.pdf and doc003.png from DEV_CORPUS_DIR (default
// ../shared/dev-corpus); without them it generates equivalent documents.
// Run: npx tsx bench/extraction.ts   (BENCH_RUNS=N for the text-PDF runs, default 40)
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  createOcrPool,
  DocumentRejectedError,
  inspectFile,
  processDocument,
  warmUpExtraction,
  type OcrPool,
} from '../packages/engine/src/index';
import { decodeImageForOcr } from '../packages/engine/src/extraction/ocr-image';
import {
  billJpeg,
  billPng,
  corruptVariants,
  sampleBillLines,
  scannedPdf,
  textPdf,
} from '../packages/engine/src/testing/fixtures';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const corpusDir = path.resolve(root, process.env.DEV_CORPUS_DIR ?? '../shared/dev-corpus');
const textRuns = Number(process.env.BENCH_RUNS ?? 40);
const ocrRuns = 5;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function corpusOr(name: string, generate: () => Promise<Uint8Array>): Promise<[Uint8Array, string]> {
  const file = path.join(corpusDir, name);
  if (existsSync(file)) return [new Uint8Array(readFileSync(file)), name];
  return [await generate(), `generated (no ${name} in ${corpusDir})`];
}

/** Runs `work` (warm-up runs first), printing p50/p95 of the total and of each stage it reports. */
async function measure(
  label: string,
  runs: number,
  warm: number,
  work: () => Promise<Record<string, number>>,
) {
  for (let i = 0; i < warm; i++) await work();
  const totals: number[] = [];
  const stages = new Map<string, number[]>();
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const timings = await work();
    totals.push(performance.now() - started);
    for (const [stage, ms] of Object.entries(timings)) stages.set(stage, [...(stages.get(stage) ?? []), ms]);
  }
  const row = (name: string, list: number[]) => {
    const sorted = [...list].sort((a, b) => a - b);
    const p50 = percentile(sorted, 50).toFixed(1).padStart(8);
    const p95 = percentile(sorted, 95).toFixed(1).padStart(8);
    console.log(`  ${name.padEnd(10)} ${p50} ${p95}`);
  };
  console.log(`\n${label} (${runs} runs after ${warm} warm-up)`);
  console.log('  stage           p50      p95   (ms)');
  row('total', totals);
  for (const [stage, list] of stages) row(stage, list);
}

async function main() {
  await warmUpExtraction();
  const ocr = createOcrPool();
  try {
    const [pdf, pdfSource] = await corpusOr('doc001.pdf', () => textPdf({ pages: [sampleBillLines] }));
    await measure(
      `Text-PDF bill: inspect + extract + classify + PHI (${pdfSource})`,
      textRuns,
      5,
      async () => {
        const started = performance.now();
        const file = await inspectFile(pdf);
        const inspect = performance.now() - started;
        const { timings } = await processDocument([file], { ocr });
        return { inspect, ...timings };
      },
    );

    await ocr.warmUp();
    const [png, pngSource] = await corpusOr('doc003.png', () => billPng({ lines: sampleBillLines }));
    let confidence = 0;
    await measure(`One OCR page, warm pool (${pngSource})`, ocrRuns, 1, async () => {
      const { timings, extracted } = await processDocument([await inspectFile(png)], { ocr });
      confidence = extracted.pages[0]?.ocrConfidence ?? 0;
      return timings;
    });
    console.log(`  mean word confidence ${confidence.toFixed(2)}`);
    const header = await inspectFile(png);
    if (header.format === 'png' || header.format === 'jpeg') {
      const format = header.format;
      await measure(`Decode + re-encode before OCR, sharp (${pngSource})`, 10, 2, async () => {
        const started = performance.now();
        await decodeImageForOcr(png, format);
        return { decode: performance.now() - started };
      });
    }

    const scan = await scannedPdf({ lines: sampleBillLines });
    await measure('Scanned PDF page: render at 200 dpi + OCR (generated)', 3, 1, async () => {
      const { timings } = await processDocument([await inspectFile(scan)], { ocr });
      return timings;
    });
    await damagedUploads(ocr);
  } finally {
    await ocr.close();
  }
}

const mb = (bytes: number) => (bytes / 2 ** 20).toFixed(0);

/** Damaged copies (seeded) of a PNG, a JPEG, a text PDF and a scanned PDF: outcomes, time, peak RSS. */
async function damagedUploads(ocr: OcrPool) {
  const page = { lines: sampleBillLines.slice(0, 4) };
  const sources: [string, Uint8Array][] = [
    ['png', await billPng(page)],
    ['jpeg', await billJpeg(page)],
    ['text pdf', await textPdf({ pages: [sampleBillLines] })],
    ['scanned pdf', await scannedPdf(page)],
  ];
  const outcomes = new Map<string, number>();
  const count = (key: string) => outcomes.set(key, (outcomes.get(key) ?? 0) + 1);
  const rssBefore = process.memoryUsage.rss();
  let peakRss = rssBefore;
  let files = 0;
  const started = performance.now();
  for (const [kind, valid] of sources) {
    for (const seed of [1, 2, 3, 4, 5]) {
      for (const variant of corruptVariants(valid, { seed })) {
        files++;
        const file = await inspectFile(variant.bytes).catch((err: unknown) => {
          if (!(err instanceof DocumentRejectedError)) throw err;
          count(`${kind}: refused at upload (${err.reason})`);
          return null;
        });
        if (file) {
          try {
            await processDocument([file], { ocr });
            count(`${kind}: read`);
          } catch (err) {
            if (!(err instanceof DocumentRejectedError)) throw err;
            count(`${kind}: failed (${err.reason})`);
          }
        }
        peakRss = Math.max(peakRss, process.memoryUsage.rss());
      }
    }
  }
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `\nDamaged uploads: ${files} files in ${seconds.toFixed(1)} s, peak RSS ${mb(peakRss)} MB (${mb(rssBefore)} MB before)`,
  );
  for (const [key, n] of [...outcomes].sort()) console.log(`  ${key.padEnd(32)} ${n}`);
  console.log(`  OCR workers started ${ocr.stats().started}, replaced ${ocr.stats().replaced}`);
}

await main();
