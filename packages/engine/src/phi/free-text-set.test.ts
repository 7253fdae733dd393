import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { detectPhi } from './detect';

/**
 * The free-text PHI targets of issue 10 over a slice of eval/sets/free-text (made by
 * eval/make-free-text.ts): names and addresses >= 95% of characters, phones >= 97%, precision >= 90%.
 */
interface Gold {
  text: string;
  phi: { start: number; end: number; type: string }[];
}
const dir = path.resolve(import.meta.dirname, '../../../../eval/sets/free-text');
const read = (file: string, n: number): Gold[] =>
  fs
    .readFileSync(path.join(dir, file), 'utf8')
    .split('\n')
    .filter(Boolean)
    .slice(0, n)
    .map((l) => JSON.parse(l) as Gold);

function score(docs: Gold[]) {
  const per: Record<string, { chars: number; hit: number }> = {};
  let red = 0;
  let redInGold = 0;
  for (const d of docs) {
    const mask = new Uint8Array(d.text.length);
    for (const s of detectPhi(d.text)) mask.fill(1, s.start, s.end);
    const gold = new Uint8Array(d.text.length);
    for (const p of d.phi) {
      gold.fill(1, p.start, p.end);
      const t = (per[p.type] ??= { chars: 0, hit: 0 });
      for (let k = p.start; k < p.end; k++) {
        if (!/[A-Za-z0-9]/.test(d.text.charAt(k))) continue;
        t.chars++;
        if (mask[k]) t.hit++;
      }
    }
    for (let k = 0; k < d.text.length; k++) {
      if (!mask[k] || !/[A-Za-z0-9]/.test(d.text.charAt(k))) continue;
      red++;
      if (gold[k]) redInGold++;
    }
  }
  const recall = (type: string) => {
    const t = per[type];
    return t && t.chars > 0 ? t.hit / t.chars : 1;
  };
  return { recall, precision: red ? redInGold / red : 1 };
}

describe('free-text PHI set', () => {
  for (const [file, n] of [
    ['sentences.jsonl', 300],
    ['heldout.jsonl', 150],
  ] as const) {
    it(`meets the targets on ${file} (first ${n})`, () => {
      const s = score(read(file, n));
      expect(s.recall('Name')).toBeGreaterThanOrEqual(0.95);
      expect(s.recall('Address')).toBeGreaterThanOrEqual(0.95);
      expect(s.recall('Phone')).toBeGreaterThanOrEqual(0.97);
      expect(s.recall('DOB')).toBeGreaterThanOrEqual(0.95);
      expect(s.precision).toBeGreaterThanOrEqual(0.9);
    });
  }
});
