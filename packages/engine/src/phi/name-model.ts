import { readFileSync } from 'node:fs';
import type { Candidate } from './merge';
import { prevTagFeatures, TAGS, tokenFeatures, type Tag } from './name-features';
import { isParticle } from './name-tokens';
import { modeOf } from './names';
import type { TextIndex } from './text';

/**
 * A trained person-name tagger: an averaged perceptron over word tokens, BIO tags, decoded greedily
 * left to right. Its weights (`name-model.json`, made by `npx tsx eval/name-model/train.ts`) load once.
 */
export interface NameModel {
  /** feature -> weights for O, B, I. */
  weights: Map<string, readonly number[]>;
}

interface ModelFile {
  version: number;
  tags: string[];
  weights: Record<string, number[]>;
}

let cached: NameModel | undefined;

export function modelFromJson(json: ModelFile): NameModel {
  if (json.tags.join() !== TAGS.join()) throw new Error('name-model.json: unexpected tags');
  return { weights: new Map(Object.entries(json.weights)) };
}

export function getNameModel(): NameModel {
  if (cached) return cached;
  const raw = readFileSync(new URL('./name-model.json', import.meta.url), 'utf8');
  cached = modelFromJson(JSON.parse(raw) as ModelFile);
  return cached;
}

export function scoreTags(model: NameModel, feats: readonly string[], out: number[]): number[] {
  out[0] = 0;
  out[1] = 0;
  out[2] = 0;
  for (const f of feats) {
    const w = model.weights.get(f);
    if (!w) continue;
    out[0] += w[0] ?? 0;
    out[1] += w[1] ?? 0;
    out[2] += w[2] ?? 0;
  }
  return out;
}

export interface TaggedToken {
  tag: Tag;
  /** Score of the tag chosen minus the best other: how sure the tagger is. */
  margin: number;
}

/**
 * Tags every token of the text. A lower-case word in mixed-case text (other than a particle such as
 * 'van') is never part of a name the detector takes, so it is tagged 'O' without being scored.
 */
export function tagTokens(index: TextIndex, model: NameModel = getNameModel()): TaggedToken[] {
  const skip = (i: number) => {
    const t = index.tokens[i];
    return t !== undefined && t.shape === 'lower' && modeOf(index, t) === 'mixed' && !isParticle(t.key);
  };
  const feats = tokenFeatures(index, (i) => !skip(i));
  const out: TaggedToken[] = [];
  const scores = [0, 0, 0];
  let prev: Tag = 'O';
  for (const f of feats) {
    if (f.length === 0) {
      out.push({ tag: 'O', margin: 0 });
      prev = 'O';
      continue;
    }
    scoreTags(model, [...f, ...prevTagFeatures(f, prev)], scores);
    let best = 0;
    for (let k = 1; k < 3; k++) if ((scores[k] ?? 0) > (scores[best] ?? 0)) best = k;
    let tag: Tag = TAGS[best] ?? 'O';
    if (tag === 'I' && prev === 'O') tag = 'B';
    const others = scores.filter((_, k) => k !== best);
    out.push({ tag, margin: (scores[best] ?? 0) - Math.max(...others) });
    prev = tag;
  }
  return out;
}

/** Spans of consecutive B/I tokens on one line, each with its smallest margin. */
export function tagSpans(
  index: TextIndex,
  tags: readonly TaggedToken[],
): { first: number; last: number; margin: number }[] {
  const spans: { first: number; last: number; margin: number }[] = [];
  tags.forEach((t, i) => {
    if (t.tag === 'O') return;
    const open = spans.at(-1);
    const token = index.tokens[i];
    if (t.tag === 'I' && open && open.last === i - 1 && index.tokens[open.last]?.line === token?.line) {
      open.last = i;
      open.margin = Math.min(open.margin, t.margin);
    } else {
      spans.push({ first: i, last: i, margin: t.margin });
    }
  });
  return spans;
}

export type { Candidate };
