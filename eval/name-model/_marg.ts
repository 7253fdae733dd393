import { readFileSync } from 'node:fs';
import { tagSpans, tagTokens } from '/work/wt-phi/packages/engine/src/phi/name-model';
import { findModelNames } from '/work/wt-phi/packages/engine/src/phi/model-names';
import { indexText } from '/work/wt-phi/packages/engine/src/phi/text';
import { wordInfo } from '/work/wt-phi/packages/engine/src/phi/name-tokens';
const bins = new Map<string, [number, number]>();
for (const f of process.argv.slice(2)) for (const l of readFileSync(f, 'utf8').split('\n').filter(Boolean)) {
  const d = JSON.parse(l); const index = indexText(d.text);
  const acc = findModelNames(index);
  for (const s of tagSpans(index, tagTokens(index))) {
    if (s.first !== s.last) continue;
    const t = index.tokens[s.first]!; const i = wordInfo(t.key);
    if (i.first || i.last) continue;
    if (!acc.some((c) => c.start === t.start)) continue;
    const gold = d.phi.some((p: any) => p.start < t.end && p.end > t.start);
    const b = s.margin < 20 ? '15-20' : s.margin < 25 ? '20-25' : s.margin < 30 ? '25-30' : s.margin < 40 ? '30-40' : '40+';
    const v = bins.get(b) ?? [0, 0]; v[gold ? 0 : 1]++; bins.set(b, v);
  }
}
console.log([...bins].sort());
