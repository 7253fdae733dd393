// Checks fresh8/fresh9: offsets, types, overlaps, ids, record count; prints counts per type
// and warns where a marked name's word occurs again unmarked in the same record.
import fs from 'node:fs';
import path from 'node:path';
const dir = path.dirname(new URL(import.meta.url).pathname);
const TYPES = ['Name', 'MemberID', 'Phone', 'DOB', 'Address', 'Email'];
let bad = 0;
const rows = [];
for (const set of ['fresh8', 'fresh9']) {
  const lines = fs.readFileSync(path.join(dir, set + '.jsonl'), 'utf8').split('\n').filter(Boolean);
  const c = Object.fromEntries(TYPES.map(t => [t, 0]));
  let empty = 0, multiline = 0, plus = 0;
  lines.forEach((l, k) => {
    const r = JSON.parse(l);
    if (r.id !== k) { bad++; console.log(`${set}: id ${r.id} at line ${k}`); }
    if (!r.phi.length) empty++;
    const sp = [...r.phi].sort((a, b) => a.start - b.start);
    sp.forEach((s, j) => {
      if (!TYPES.includes(s.type)) { bad++; console.log(`${set} ${r.id}: type ${s.type}`); }
      if (r.text.slice(s.start, s.end) !== s.text) { bad++; console.log(`${set} ${r.id}: offset mismatch ${s.text}`); }
      if (s.text !== s.text.trim() || !s.text) { bad++; console.log(`${set} ${r.id}: whitespace at edge "${s.text}"`); }
      if (j && sp[j - 1].end > s.start) { bad++; console.log(`${set} ${r.id}: overlap`); }
      c[s.type]++;
      if (s.type === 'Address' && s.text.includes('\n')) multiline++;
      if (s.type === 'Phone' && /^\+|^00/.test(s.text)) plus++;
    });
    for (const s of r.phi.filter(s => s.type === 'Name')) {
      for (const w of s.text.split(/[\s,]+/).filter(w => w.length > 2)) {
        const re = new RegExp(`\\b${w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'g');
        let m;
        while ((m = re.exec(r.text))) {
          if (!r.phi.some(p => p.start <= m.index && m.index < p.end))
            console.log(`warn ${set} ${r.id}: "${w}" unmarked at ${m.index}`);
        }
      }
    }
  });
  if (lines.length !== 120) { bad++; console.log(`${set}: ${lines.length} records, want 120`); }
  rows.push([set, lines.length, ...TYPES.map(t => c[t]), TYPES.reduce((a, t) => a + c[t], 0), empty, multiline, plus]);
}
console.log(['set', 'records', ...TYPES, 'all', 'no-PHI', 'multiline-addr', '+/00 phones'].join('\t'));
for (const r of rows) console.log(r.join('\t'));
console.log(bad ? `${bad} problems` : 'ok');
process.exit(bad ? 1 : 0);
