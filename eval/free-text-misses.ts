/**
 * Lists what the PHI detector misses and over-redacts on a gold JSONL set (score-text.mjs format).
 * Run: npx tsx eval/free-text-misses.ts eval/sets/free-text/sentences.jsonl [type] [--fp]
 */
import fs from 'node:fs';
import { detectPhi } from '../packages/engine/src/phi';

const [file = 'eval/sets/free-text/sentences.jsonl', only] = process.argv
  .slice(2)
  .filter((a) => !a.startsWith('--'));
const fp = process.argv.includes('--fp');
interface Gold {
  text: string;
  phi: { start: number; end: number; type: string }[];
}
for (const line of fs.readFileSync(file, 'utf8').split('\n').filter(Boolean)) {
  const g = JSON.parse(line) as Gold;
  const spans = detectPhi(g.text);
  const hit = (s: number, e: number) => spans.some((x) => x.start < e && x.end > s);
  if (fp) {
    for (const x of spans) {
      if (!g.phi.some((p) => p.start < x.end && p.end > x.start))
        console.log(
          `FP ${x.phiType}: ${JSON.stringify(g.text.slice(x.start, x.end))} in ${JSON.stringify(g.text.slice(Math.max(0, x.start - 40), x.end + 40))}`,
        );
    }
    continue;
  }
  for (const p of g.phi) {
    if (only && p.type !== only) continue;
    const covered = Array.from(g.text.slice(p.start, p.end)).every(
      (c, k) => !/[A-Za-z0-9]/.test(c) || spans.some((x) => x.start <= p.start + k && p.start + k < x.end),
    );
    if (!covered)
      console.log(
        `${hit(p.start, p.end) ? 'PART' : 'MISS'} ${p.type}: ${JSON.stringify(g.text.slice(p.start, p.end))} in ${JSON.stringify(g.text.slice(Math.max(0, p.start - 40), p.end + 30))}`,
      );
  }
}
