// Scores the CLI on an outsider set (eval/sets/NAME, truth.json as in ../shared/dev-corpus). Unlike the
// shared scorer, a line without a code is matched by amount and date (its code must be absent too), and
// the report separates classification, coded and uncoded line recall/precision, and false findings.
// usage (from the repo root): node eval/score.mjs eval/sets/statements [--max N] [--misses] [--only-text]
// Runs: npm run --silent cli -- analyze FILE --json
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';

const args = process.argv.slice(2);
const dir = args[0];
if (!dir) {
  console.error('usage: node eval/score.mjs SET_DIR [--max N] [--misses] [--only-text]');
  process.exit(2);
}
const max = args.includes('--max') ? Number(args[args.indexOf('--max') + 1]) : Infinity;
let truth = JSON.parse(fs.readFileSync(path.join(dir, 'truth.json'), 'utf8'));
if (args.includes('--only-text')) truth = truth.filter((d) => d.file.endsWith('.txt'));
truth = truth.slice(0, max);
// Findings the truth lists; any other of these types on a document is a false finding.
const SCORED = new Set([
  'duplicate_charge',
  'unbundling',
  'excessive_units',
  'excessive_pricing',
  'math_error',
  'appeal_opportunity',
  'surprise_billing',
]);

const t = {
  docs: 0,
  errors: 0,
  typeOk: 0,
  coded: [0, 0, 0],
  uncoded: [0, 0, 0],
  fTruth: 0,
  fFalse: 0,
  ms: [],
};
const falseByType = {};
const misses = [];
for (const d of truth) {
  const t0 = Date.now();
  const r = spawnSync('npm', ['run', '--silent', 'cli', '--', 'analyze', path.join(dir, d.file), '--json'], {
    encoding: 'utf8',
    timeout: 120000,
    maxBuffer: 64 << 20,
  });
  t.ms.push(Date.now() - t0);
  t.docs++;
  let out;
  try {
    out = JSON.parse(r.stdout);
  } catch {
    t.errors++;
    misses.push(`${d.id}: no JSON (exit ${r.status})`);
    continue;
  }
  if (out.documentType === d.docType) t.typeOk++;
  else misses.push(`${d.id}: type ${out.documentType} != ${d.docType}`);
  const pred = out?.extracted?.services ?? [];
  const used = new Set();
  for (const l of d.lines) {
    const tally = l.code ? t.coded : t.uncoded;
    tally[0]++;
    const j = pred.findIndex(
      (p, k) =>
        !used.has(k) &&
        Math.abs(Number(p.amount) - l.amount) < 0.011 &&
        (l.code
          ? String(p.code).toUpperCase() === l.code && Number(p.units ?? 1) === l.units
          : !p.code && (l.date === null || p.date === l.date)),
    );
    if (j >= 0) {
      used.add(j);
      tally[2]++;
    } else misses.push(`${d.id}: missed ${l.code ?? 'uncoded'} ${l.amount}`);
  }
  pred.forEach((p, k) => {
    const tally = p.code ? t.coded : t.uncoded;
    tally[1]++;
    if (!used.has(k)) misses.push(`${d.id}: extra ${p.code ?? 'uncoded'} ${p.amount}`);
  });
  const findings = (out.findings ?? []).filter((f) => SCORED.has(f.type));
  t.fTruth += d.findings.length;
  const hit = new Set();
  for (const f of d.findings) {
    const j = findings.findIndex((p, k) => !hit.has(k) && p.type === f.type);
    if (j >= 0) hit.add(j);
  }
  findings.forEach((p, k) => {
    if (hit.has(k)) return;
    t.fFalse++;
    falseByType[p.type] = (falseByType[p.type] ?? 0) + 1;
    misses.push(`${d.id}: false ${p.type} ${(p.codes ?? []).join('+')}`);
  });
}
const pct = (a, b) => +(b ? (100 * a) / b : 100).toFixed(1);
const ms = t.ms.sort((a, b) => a - b);
const res = {
  docs: t.docs,
  errors: t.errors,
  classification: pct(t.typeOk, t.docs),
  codedRecall: pct(t.coded[2], t.coded[0]),
  codedPrecision: pct(t.coded[2], t.coded[1]),
  uncodedRecall: pct(t.uncoded[2], t.uncoded[0]),
  uncodedPrecision: pct(t.uncoded[2], t.uncoded[1]),
  falseFindingsPerDoc: +(t.fFalse / Math.max(1, t.docs)).toFixed(3),
  falseByType,
  msP50: ms[Math.floor(ms.length / 2)],
};
if (args.includes('--misses')) console.error(misses.join('\n'));
process.stdout.write(`${JSON.stringify(res)}\n`);
