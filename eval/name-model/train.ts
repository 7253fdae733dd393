/**
 * Trains the person-name tagger and writes packages/engine/src/phi/name-model.json.
 * usage: npx tsx eval/name-model/train.ts [--examples N] [--epochs N] [--seed N] [--dev]
 * Deterministic: the same arguments give the same JSON.
 */
import { writeFileSync } from 'node:fs';
import { prevTagFeatures, TAGS, tokenFeatures, type Tag } from '../../packages/engine/src/phi/name-features';
import { indexText } from '../../packages/engine/src/phi/text';
import { makeExamples, makePools, rng, type Example } from './make-data';

const args = process.argv.slice(2);
const opt = (name: string, dflt: number) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : dflt;
};
const EXAMPLES = opt('examples', 30000);
const EPOCHS = opt('epochs', 6);
const SEED = opt('seed', 20261127);
const MIN_COUNT = 3;

interface Sample {
  feats: string[][];
  gold: Tag[];
}

export function toSample(ex: Example): Sample {
  const index = indexText(ex.text);
  const feats = tokenFeatures(index);
  let prevIn = -1;
  const gold = index.tokens.map((t): Tag => {
    const k = ex.names.findIndex((n) => t.start < n.end && t.end > n.start);
    if (k < 0) {
      prevIn = -1;
      return 'O';
    }
    const tag: Tag = prevIn === k ? 'I' : 'B';
    prevIn = k;
    return tag;
  });
  return { feats, gold };
}

function train() {
  const t0 = Date.now();
  const pools = makePools();
  const samples = makeExamples(EXAMPLES, SEED, pools).map(toSample);
  const counts = new Map<string, number>();
  for (const s of samples) for (const f of s.feats) for (const x of f) counts.set(x, (counts.get(x) ?? 0) + 1);
  for (const s of samples) s.feats = s.feats.map((f) => f.filter((x) => (counts.get(x) ?? 0) >= MIN_COUNT));
  const w = new Map<string, Float64Array>();
  const totals = new Map<string, Float64Array>();
  const stamps = new Map<string, Float64Array>();
  let clock = 0;
  const get = (m: Map<string, Float64Array>, f: string) => {
    let v = m.get(f);
    if (!v) m.set(f, (v = new Float64Array(3)));
    return v;
  };
  const update = (f: string, tag: number, delta: number) => {
    const wv = get(w, f);
    const tv = get(totals, f);
    const sv = get(stamps, f);
    tv[tag] = (tv[tag] ?? 0) + (clock - (sv[tag] ?? 0)) * (wv[tag] ?? 0);
    sv[tag] = clock;
    wv[tag] = (wv[tag] ?? 0) + delta;
  };
  const r = rng(SEED + 1);
  const order = samples.map((_, i) => i);
  for (let epoch = 0; epoch < EPOCHS; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(r() * (i + 1));
      [order[i], order[j]] = [order[j] as number, order[i] as number];
    }
    let errors = 0;
    let n = 0;
    for (const idx of order) {
      const s = samples[idx] as Sample;
      let prev: Tag = 'O';
      s.feats.forEach((f, ti) => {
        clock++;
        const all = [...f, ...prevTagFeatures(f, prev)];
        const scores = [0, 0, 0];
        for (const x of all) {
          const v = w.get(x);
          if (v) for (let k = 0; k < 3; k++) scores[k] = (scores[k] ?? 0) + (v[k] ?? 0);
        }
        let best = 0;
        for (let k = 1; k < 3; k++) if ((scores[k] ?? 0) > (scores[best] ?? 0)) best = k;
        const gold = TAGS.indexOf(s.gold[ti] ?? 'O');
        if (best !== gold) {
          errors++;
          for (const x of all) {
            update(x, gold, 1);
            update(x, best, -1);
          }
        }
        n++;
        prev = TAGS[best] ?? 'O';
      });
    }
    console.error(`epoch ${epoch + 1}: token error ${((100 * errors) / n).toFixed(2)}% (${n} tokens)`);
  }
  // Average.
  const weights: Record<string, number[]> = {};
  const keys = [...w.keys()].sort();
  for (const f of keys) {
    const wv = w.get(f) as Float64Array;
    const tv = get(totals, f);
    const sv = get(stamps, f);
    const avg = [0, 1, 2].map((k) => {
      const total = (tv[k] ?? 0) + (clock - (sv[k] ?? 0)) * (wv[k] ?? 0);
      return Math.round((total / clock) * 100) / 100;
    });
    if (avg.some((x) => Math.abs(x) >= 0.05)) weights[f] = avg;
  }
  const json = JSON.stringify({ version: 1, seed: SEED, examples: EXAMPLES, epochs: EPOCHS, tags: TAGS, weights });
  writeFileSync(new URL('../../packages/engine/src/phi/name-model.json', import.meta.url), json + '\n');
  console.error(`${Object.keys(weights).length} features, ${(json.length / 1024).toFixed(0)} KB, ${((Date.now() - t0) / 1000).toFixed(1)} s`);
}

train();
