/**
 * Trains the person-name tagger and writes packages/engine/src/phi/name-model.json.
 * usage: npx tsx eval/name-model/train.ts [--examples N] [--epochs N] [--seed N] [--dev]
 * Deterministic: the same arguments give the same JSON.
 */
import { writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
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

export interface ModelJson {
  version: number;
  seed: number;
  examples: number;
  epochs: number;
  tags: readonly string[];
  weights: Record<string, number[]>;
}

/** Trains on `examples` generated sentences for `epochs` passes; the same arguments give the same model. */
export function trainModel(
  examples: number,
  epochs: number,
  seed: number,
  log = (_: string) => {},
): ModelJson {
  const samples = makeExamples(examples, seed, makePools()).map(toSample);
  const counts = new Map<string, number>();
  for (const s of samples)
    for (const f of s.feats) for (const x of f) counts.set(x, (counts.get(x) ?? 0) + 1);
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
  const r = rng(seed + 1);
  const order = samples.map((_, i) => i);
  for (let epoch = 0; epoch < epochs; epoch++) {
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
    log(`epoch ${epoch + 1}: token error ${((100 * errors) / n).toFixed(2)}% (${n} tokens)`);
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
  return { version: 1, seed, examples, epochs, tags: TAGS, weights };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const t0 = Date.now();
  const model = trainModel(EXAMPLES, EPOCHS, SEED, (m) => {
    console.error(m);
  });
  const json = JSON.stringify(model);
  writeFileSync(new URL('../../packages/engine/src/phi/name-model.json', import.meta.url), json + '\n');
  console.error(
    `${Object.keys(model.weights).length} features, ${(json.length / 1024).toFixed(0)} KB, ${((Date.now() - t0) / 1000).toFixed(1)} s`,
  );
}
