// Builds fresh1..3.jsonl from the hand-written sources in src/.
// Source format: records separated by a line holding only "%%"; PHI marked inline as [[Type:text]]
// (text may span lines, e.g. a multi-line address). Leading/trailing blank lines of a record are dropped.
// usage (from anywhere): node eval/sets/blind-fresh/make.mjs
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = path.dirname(fileURLToPath(import.meta.url));
const TYPES = new Set(['Name', 'Address', 'Phone', 'DOB', 'Email', 'MemberID']);
const MARK = /\[\[([A-Za-z]+):([\s\S]*?)\]\]/g;

function parseRecord(raw, where) {
  let text = '';
  const phi = [];
  let last = 0;
  for (const m of raw.matchAll(MARK)) {
    const [whole, type, value] = m;
    if (!TYPES.has(type)) throw new Error(`${where}: unknown type ${type}`);
    if (!value || value !== value.trim()) throw new Error(`${where}: empty or padded span [[${type}:${value}]]`);
    text += raw.slice(last, m.index);
    const start = text.length;
    text += value;
    phi.push({ start, end: text.length, type, text: value });
    last = m.index + whole.length;
  }
  text += raw.slice(last);
  if (text.includes('[[') || text.includes(']]')) throw new Error(`${where}: stray markup in ${JSON.stringify(text.slice(0, 80))}`);
  return { text, phi };
}

const totals = {};
for (const n of [1, 2, 3]) {
  const src = fs.readFileSync(path.join(dir, 'src', `fresh${n}.txt`), 'utf8');
  const chunks = src.split(/^%%[ \t]*$/m).map((c) => c.replace(/^\s*\n/, '').replace(/\s+$/, '')).filter((c) => c.trim());
  const lines = chunks.map((c, i) => JSON.stringify({ id: i, ...parseRecord(c, `fresh${n} record ${i}`) }));
  fs.writeFileSync(path.join(dir, `fresh${n}.jsonl`), lines.join('\n') + '\n');
  const counts = {};
  for (const l of lines) for (const p of JSON.parse(l).phi) counts[p.type] = (counts[p.type] ?? 0) + 1;
  for (const [k, v] of Object.entries(counts)) totals[k] = (totals[k] ?? 0) + v;
  console.log(`fresh${n}.jsonl: ${lines.length} records`, JSON.stringify(counts));
}
console.log('total', JSON.stringify(totals));
