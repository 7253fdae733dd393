// The outsider sets (eval/sets/, written by eval/make-text-sets.ts) read in-process: classify, parse. Thresholds from issue 10's "Done when": classification >= 97%, service lines (coded
// and uncoded) recall >= 95% and precision >= 97%. No CLI and no OCR: only the .txt documents.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { classifyDocument } from '../classify/index';
import { parseDocument } from './index';

interface TruthLine {
  date: string | null;
  code: string | null;
  units: number;
  amount: number;
}
interface TruthDoc {
  id: string;
  file: string;
  docType: string;
  lines: TruthLine[];
  totals: Record<string, number>;
}

const root = process.env.OUTSIDER_SETS ?? path.resolve(import.meta.dirname, '../../../../eval/sets');

function score(set: string) {
  const dir = path.join(root, set);
  const truth = JSON.parse(readFileSync(path.join(dir, 'truth.json'), 'utf8')) as TruthDoc[];
  const t = { docs: 0, typeOk: 0, coded: [0, 0, 0], uncoded: [0, 0, 0], totals: 0, totalsOk: 0, unread: 0 };
  const misses: string[] = [];
  for (const d of truth.filter((x) => x.file.endsWith('.txt'))) {
    const text = readFileSync(path.join(dir, d.file), 'utf8');
    const { documentType } = classifyDocument(text, 'text');
    t.docs++;
    if (documentType === d.docType) t.typeOk++;
    else misses.push(`${d.id}: type ${documentType} != ${d.docType}`);
    // The reader alone: PHI detection is measured by the CLI scorer (eval/score.mjs).
    const parsed = parseDocument(text, d.docType === 'other' ? documentType : (d.docType as 'bill'));
    const pred = parsed.lines;
    // Every row of these documents is readable: an unread row would hide a real math error.
    if (parsed.unreadRows?.length) {
      t.unread++;
      misses.push(`${d.id}: ${parsed.unreadRows.length} unread rows`);
    }
    for (const [key, value] of Object.entries(d.totals)) {
      t.totals++;
      if (parsed.totals[key as 'totalCharges'] === value) t.totalsOk++;
      else
        misses.push(`${d.id}: total ${key} ${value} read ${parsed.totals[key as 'totalCharges'] ?? 'none'}`);
    }
    const used = new Set<number>();
    for (const l of d.lines) {
      const tally = l.code ? t.coded : t.uncoded;
      tally[0] = (tally[0] ?? 0) + 1;
      const j = pred.findIndex(
        (p, k) =>
          !used.has(k) &&
          Math.abs((p.amount ?? NaN) - l.amount) < 0.011 &&
          (l.code
            ? p.code === l.code && p.units === l.units
            : p.code === null && (l.date === null || p.date === l.date)),
      );
      if (j >= 0) {
        used.add(j);
        tally[2] = (tally[2] ?? 0) + 1;
      } else misses.push(`${d.id}: missed ${l.code ?? 'uncoded'} ${l.amount}`);
    }
    pred.forEach((p, k) => {
      const tally = p.code ? t.coded : t.uncoded;
      tally[1] = (tally[1] ?? 0) + 1;
      if (!used.has(k)) misses.push(`${d.id}: extra ${p.code ?? 'uncoded'} ${p.amount} x${p.units}`);
    });
  }
  const pct = (a = 0, b = 0) => (b ? (100 * a) / b : 100);
  const figures = {
    docs: t.docs,
    classification: pct(t.typeOk, t.docs),
    codedRecall: pct(t.coded[2], t.coded[0]),
    codedPrecision: pct(t.coded[2], t.coded[1]),
    uncodedRecall: pct(t.uncoded[2], t.uncoded[0]),
    uncodedPrecision: pct(t.uncoded[2], t.uncoded[1]),
    totals: pct(t.totalsOk, t.totals),
    unreadDocs: t.unread,
  };
  if (process.env.OUTSIDER_VERBOSE) console.log(set, figures, misses.join('\n'));
  return figures;
}

describe.each(['statements', 'eobs'])('outsider set %s', (set) => {
  it.runIf(existsSync(path.join(root, set, 'truth.json')))('is read as issue 10 asks', () => {
    const f = score(set);
    expect(f.docs).toBeGreaterThan(20);
    expect(f.classification).toBeGreaterThanOrEqual(97);
    expect(f.codedRecall).toBeGreaterThanOrEqual(95);
    expect(f.uncodedRecall).toBeGreaterThanOrEqual(95);
    expect(f.codedPrecision).toBeGreaterThanOrEqual(97);
    expect(f.uncodedPrecision).toBeGreaterThanOrEqual(97);
    expect(f.totals).toBeGreaterThanOrEqual(97);
    expect(f.unreadDocs).toBe(0);
  });
});
