// Aggregate shape statistics only (no text printed) of model spans outside gold PHI on a set.
import { readFileSync } from 'node:fs';
import { findModelNames } from '/work/wt-phi/packages/engine/src/phi/model-names';
import { indexText } from '/work/wt-phi/packages/engine/src/phi/text';
import { modeOf, startsSentence } from '/work/wt-phi/packages/engine/src/phi/names';
import { wordInfo, nameStrength } from '/work/wt-phi/packages/engine/src/phi/name-tokens';
const docs = readFileSync(process.argv[2]!, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l));
const agg = new Map<string, number>(); let fp = 0, tp = 0, chars = 0;
for (const d of docs) {
  const index = indexText(d.text);
  for (const c of findModelNames(index)) {
    const gold = d.phi.some((p: any) => p.start < c.end && p.end > c.start);
    if (gold) { tp++; continue; }
    fp++; chars += c.end - c.start;
    const toks = index.tokens.filter((t) => t.start >= c.start && t.end <= c.end);
    const ss = startsSentence(index, index.tokens.indexOf(toks[0]!)) ? "SS " : "";
    const k = ss + toks.map((t) => `${modeOf(index, t)}/${t.shape}/${nameStrength(t, modeOf(index, t) === 'mixed')}/${wordInfo(t.key).first ? 'F' : ''}${wordInfo(t.key).last ? 'L' : ''}${wordInfo(t.key).dict ? 'D' : ''}`).join(' + ');
    agg.set(k, (agg.get(k) ?? 0) + 1);
  }
}
console.log({ tp, fp, chars });
console.log([...agg].sort((a, b) => b[1] - a[1]).slice(0, 15));
