// Checks fresh1..3.jsonl: every span's offsets give exactly its text, types are known, spans do not overlap,
// ids run 0..n-1, 150 records per file. Prints counts per type. Exit 1 on any problem.
// usage: node eval/sets/blind-fresh/verify.mjs
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = path.dirname(fileURLToPath(import.meta.url));
const TYPES = new Set(['Name', 'Address', 'Phone', 'DOB', 'Email', 'MemberID']);
let bad = 0, warnings = 0;
const fail = (msg) => { bad++; console.error('FAIL', msg); };
const totals = {};
let totalSpans = 0, totalRecords = 0, noPhi = 0;
for (const n of [1, 2, 3]) {
  const file = `fresh${n}.jsonl`;
  const recs = fs.readFileSync(path.join(dir, file), 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l));
  if (recs.length !== 150) fail(`${file}: ${recs.length} records, expected 150`);
  const counts = {};
  recs.forEach((r, i) => {
    if (r.id !== i) fail(`${file}: record ${i} has id ${r.id}`);
    if (typeof r.text !== 'string' || !Array.isArray(r.phi)) return fail(`${file} #${i}: bad shape`);
    if (r.phi.length === 0) noPhi++;
    const sorted = [...r.phi].sort((a, b) => a.start - b.start);
    sorted.forEach((p, k) => {
      if (!TYPES.has(p.type)) fail(`${file} #${i}: type ${p.type}`);
      if (!(Number.isInteger(p.start) && Number.isInteger(p.end) && 0 <= p.start && p.start < p.end && p.end <= r.text.length)) fail(`${file} #${i}: bad offsets ${p.start}-${p.end}`);
      if (r.text.slice(p.start, p.end) !== p.text) fail(`${file} #${i}: span ${p.start}-${p.end} is ${JSON.stringify(r.text.slice(p.start, p.end))}, expected ${JSON.stringify(p.text)}`);
      if (p.text !== p.text.trim()) fail(`${file} #${i}: span has outer whitespace ${JSON.stringify(p.text)}`);
      if (k > 0 && sorted[k - 1].end > p.start) fail(`${file} #${i}: spans overlap at ${p.start}`);
      counts[p.type] = (counts[p.type] ?? 0) + 1;
      totals[p.type] = (totals[p.type] ?? 0) + 1;
      totalSpans++;
    });
    if (/\[\[|\]\]/.test(r.text)) fail(`${file} #${i}: markup left in text`);
    // Unmarked repeats: a word of a Name span (or a whole other span) found again outside every span.
    const inSpan = (k) => r.phi.some((p) => p.start <= k && k < p.end);
    const words = new Set();
    for (const p of r.phi) {
      if (p.type === 'Name') {
        for (const w of p.text.split(/[^\p{L}'-]+/u)) if (w.length >= 3) words.add(w);
      } else words.add(p.text);
    }
    for (const w of words) {
      const re = new RegExp(`(?<![\\p{L}\\d])${w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\d])`, 'giu');
      for (const m of r.text.matchAll(re)) if (!inSpan(m.index)) { warnings++; console.error(`WARN ${file} #${i}: unmarked ${JSON.stringify(m[0])} at ${m.index}`); }
    }
  });
  totalRecords += recs.length;
  console.log(file, recs.length, 'records', JSON.stringify(counts));
}
console.log(`total: ${totalRecords} records, ${totalSpans} spans, ${noPhi} records with no PHI`, JSON.stringify(totals));
if (warnings) console.log(`${warnings} warning(s): unmarked repeats of span text, each reviewed by hand`);
if (bad) { console.error(`${bad} problem(s)`); process.exit(1); }
console.log('ok');
