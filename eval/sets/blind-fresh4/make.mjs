// Rebuilds fresh8.jsonl / fresh9.jsonl from src/*.txt. Records separated by a line "%%";
// PHI marked inline as [[Type:text]] (text may span lines).
import fs from 'node:fs';
import path from 'node:path';
const dir = path.dirname(new URL(import.meta.url).pathname);
const TYPES = new Set(['Name', 'MemberID', 'Phone', 'DOB', 'Address', 'Email']);
for (const set of ['fresh8', 'fresh9']) {
  const src = fs.readFileSync(path.join(dir, 'src', set + '.txt'), 'utf8').replace(/\r\n/g, '\n');
  const recs = src.split(/\n%%\n/).map(s => s.replace(/^\n+|\n+$/g, '')).filter(s => s.trim() !== '');
  const out = [];
  recs.forEach((raw, id) => {
    let text = '';
    const phi = [];
    let i = 0;
    while (i < raw.length) {
      const o = raw.indexOf('[[', i);
      if (o < 0) { text += raw.slice(i); break; }
      text += raw.slice(i, o);
      const c = raw.indexOf(':', o);
      const e = raw.indexOf(']]', o);
      if (c < 0 || e < 0 || c > e) throw new Error(`${set} rec ${id}: bad markup near ${raw.slice(o, o + 40)}`);
      const type = raw.slice(o + 2, c);
      if (!TYPES.has(type)) throw new Error(`${set} rec ${id}: unknown type ${type}`);
      const t = raw.slice(c + 1, e);
      phi.push({ start: text.length, end: text.length + t.length, type, text: t });
      text += t;
      i = e + 2;
    }
    out.push(JSON.stringify({ id, text, phi }));
  });
  fs.writeFileSync(path.join(dir, set + '.jsonl'), out.join('\n') + '\n');
  console.log(set, out.length, 'records');
}
