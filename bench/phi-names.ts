// PHI name recognizer benchmark: ms per page of the name detectors (context, list, cue names and the trained
// tagger, also timed alone with its model load) and of the
// whole detectPhi, on free-text pages (letters from eval/sets/free-text, ~3,000 characters each) and on a
// bill page (sampleBillLines). Target (issue 10): the name recognizer adds <= 20 ms per page.
// Run: npx tsx bench/phi-names.ts   (BENCH_RUNS=N passes over the pages, default 20)
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { detectPhi } from '../packages/engine/src/phi';
import { findCueNames } from '../packages/engine/src/phi/cue-names';
import { findFreeNames } from '../packages/engine/src/phi/free-names';
import { getNameModel } from '../packages/engine/src/phi/name-model';
import { findModelNames } from '../packages/engine/src/phi/model-names';
import { findContextNames } from '../packages/engine/src/phi/names';
import { indexText } from '../packages/engine/src/phi/text';
import { sampleBillLines } from '../packages/engine/src/testing/fixtures';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const runs = Number(process.env.BENCH_RUNS ?? 20);
const records = readFileSync(path.join(root, 'eval/sets/free-text/sentences.jsonl'), 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((l) => (JSON.parse(l) as { text: string }).text);
const pages: string[] = [];
let page = '';
for (const r of records) {
  page += r + '\n';
  if (page.length >= 3000) {
    pages.push(page);
    page = '';
  }
}
const bill = sampleBillLines.join('\n');

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

function measure(label: string, texts: string[], work: (t: string) => unknown): void {
  for (const t of texts) work(t); // one untimed pass: the JIT warms up on the first pages
  const times: number[] = [];
  for (let r = 0; r < runs; r++) {
    for (const t of texts) {
      const s = performance.now();
      work(t);
      times.push(performance.now() - s);
    }
  }
  times.sort((a, b) => a - b);
  console.log(
    `  ${label.padEnd(34)} p50 ${percentile(times, 50).toFixed(2).padStart(6)}  p95 ${percentile(times, 95).toFixed(2).padStart(6)}  (ms per page)`,
  );
}

const t0 = performance.now();
getNameModel();
const t1 = performance.now();
detectPhi('Hi Ana, warm-up for the name lists.');
console.log(
  `name model loaded in ${(t1 - t0).toFixed(0)} ms, name lists in ${(performance.now() - t1).toFixed(0)} ms (once per process)`,
);
console.log(`${pages.length} free-text pages of ~3,000 characters, ${runs} passes; one bill page`);
const names = (t: string) => {
  const index = indexText(t);
  findContextNames(index, new Map());
  findFreeNames(index);
  findCueNames(index);
  findModelNames(index);
};
measure('name recognizers, free-text page', pages, names);
measure('cue names alone, free-text page', pages, (t) => findCueNames(indexText(t)));
measure('name tagger alone, free-text page', pages, (t) => findModelNames(indexText(t)));
measure('detectPhi, free-text page', pages, (t) => detectPhi(t));
measure('name recognizers, bill page', [bill], names);
measure('name tagger alone, bill page', [bill], (t) => findModelNames(indexText(t)));
measure('detectPhi, bill page', [bill], (t) => detectPhi(t));
