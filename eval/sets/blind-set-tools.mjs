// Tools shared by the hand-written blind PHI sets (blind-fresh2, -3, -4): each folder's make.mjs and
// verify.mjs call these with its own set names.
// makeSets: rebuilds <set>.jsonl from src/<set>.txt. Records separated by a line "%%"; PHI marked inline as
// [[Type:text]] (text may span lines).
// verifySets: checks offsets, types, overlaps, ids, record count; prints counts per type and warns where a
// marked name's word occurs again unmarked in the same record. Returns the number of problems.
import fs from 'node:fs';
import path from 'node:path';

export function makeSets(dir, sets) {
  const TYPES = new Set(['Name', 'MemberID', 'Phone', 'DOB', 'Address', 'Email']);
  for (const set of sets) {
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
}

export function verifySets(dir, sets, perSet = 120) {
  const TYPES = ['Name', 'MemberID', 'Phone', 'DOB', 'Address', 'Email'];
  let bad = 0;
  const rows = [];
  for (const set of sets) {
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
    if (lines.length !== perSet) { bad++; console.log(`${set}: ${lines.length} records, want ${perSet}`); }
    rows.push([set, lines.length, ...TYPES.map(t => c[t]), TYPES.reduce((a, t) => a + c[t], 0), empty, multiline, plus]);
  }
  console.log(['set', 'records', ...TYPES, 'all', 'no-PHI', 'multiline-addr', '+/00 phones'].join('\t'));
  for (const r of rows) console.log(r.join('\t'));
  console.log(bad ? `${bad} problems` : 'ok');
  return bad;
}
