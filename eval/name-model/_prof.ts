import { readFileSync } from 'node:fs';
import { tokenFeatures } from '/work/wt-phi/packages/engine/src/phi/name-features';
import { tagTokens } from '/work/wt-phi/packages/engine/src/phi/name-model';
import { findModelNames } from '/work/wt-phi/packages/engine/src/phi/model-names';
import { indexText } from '/work/wt-phi/packages/engine/src/phi/text';
import { startsSentence } from '/work/wt-phi/packages/engine/src/phi/text';
import { modeOf } from '/work/wt-phi/packages/engine/src/phi/names';
const recs = readFileSync('/work/wt-phi/eval/sets/free-text/sentences.jsonl', 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l).text as string);
const pages: string[] = []; let p = '';
for (const r of recs) { p += r + '\n'; if (p.length >= 3000) { pages.push(p); p = ''; } }
const idx = pages.map(indexText);
const time = (label: string, fn: (i: any) => unknown) => { for (const i of idx) fn(i); const s = performance.now(); for (let k = 0; k < 5; k++) for (const i of idx) fn(i); console.log(label, ((performance.now() - s) / idx.length / 5).toFixed(2)); };
time('index', (i) => indexText(i.text));
time('features', tokenFeatures);
time('ss', (i) => i.tokens.forEach((_: any, k: number) => startsSentence(i, k)));
time('mode', (i) => i.tokens.forEach((t: any) => modeOf(i, t)));
time('tag', (i) => tagTokens(i));
time('model names', findModelNames);
