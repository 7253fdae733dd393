/**
 * The tagger alone on a gold set (development sets only: never blind/*, heldout5 or physionet):
 * character recall of Name spans and precision of what it tags.
 * usage: npx tsx eval/name-model/check.ts SET.jsonl [--min MARGIN] [--fp] [--miss]
 */
import { readFileSync } from 'node:fs';
import { tagSpans, tagTokens } from '../../packages/engine/src/phi/name-model';
import { indexText } from '../../packages/engine/src/phi/text';

const args = process.argv.slice(2);
const file = args[0] ?? '';
if (/blind|heldout5|physionet/.test(file)) throw new Error('measurement set: not for development');
const min = args.includes('--min') ? Number(args[args.indexOf('--min') + 1]) : 0;
const docs = readFileSync(file, 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((l) => JSON.parse(l) as { text: string; phi: { start: number; end: number; type: string }[] });
let chars = 0,
  hit = 0,
  red = 0,
  redGold = 0;
const t0 = performance.now();
for (const d of docs) {
  const index = indexText(d.text);
  const spans = tagSpans(index, tagTokens(index)).filter((s) => s.margin >= min);
  const mask = new Uint8Array(d.text.length);
  for (const s of spans)
    for (let k = index.tokens[s.first]!.start; k < index.tokens[s.last]!.end; k++) mask[k] = 1;
  const goldAny = new Uint8Array(d.text.length);
  for (const p of d.phi) {
    for (let k = p.start; k < p.end; k++) goldAny[k] = 1;
    if (p.type !== 'Name') continue;
    let miss = '';
    for (let k = p.start; k < p.end; k++)
      if (/[A-Za-z0-9]/.test(d.text[k]!)) {
        chars++;
        if (mask[k]) hit++;
        else miss = d.text.slice(p.start, p.end);
      }
    if (miss && args.includes('--miss'))
      console.log(
        'MISS',
        JSON.stringify(miss),
        '|',
        JSON.stringify(d.text.slice(Math.max(0, p.start - 50), p.end + 30)),
      );
  }
  for (const s of spans) {
    const a = index.tokens[s.first]!.start,
      b = index.tokens[s.last]!.end;
    let fp = false;
    for (let k = a; k < b; k++)
      if (/[A-Za-z0-9]/.test(d.text[k]!)) {
        red++;
        if (goldAny[k]) redGold++;
        else fp = true;
      }
    if (fp && args.includes('--fp'))
      console.log(
        'FP',
        s.margin.toFixed(2),
        JSON.stringify(d.text.slice(a, b)),
        '|',
        JSON.stringify(d.text.slice(Math.max(0, a - 40), b + 30)),
      );
  }
}
console.log(
  JSON.stringify({
    file,
    docs: docs.length,
    nameRecall: +((100 * hit) / chars).toFixed(1),
    precision: +((100 * redGold) / Math.max(1, red)).toFixed(1),
    msPerDoc: +((performance.now() - t0) / docs.length).toFixed(2),
  }),
);
