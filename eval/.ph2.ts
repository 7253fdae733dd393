import { detectPhi } from '../packages/engine/src/phi';
const xs = ['(555) 867-5309 x5555','1-555-867-5309 x555','555.867.5309 x55555','+1-555-867-5309','555-867-5309 ext. 55','555-867-5309 ext 4','(555) 867-5309 ext. 123','+1 (555) 867-5309','1 555 867 5309','555 867 5309','+1 555.867.5309','+44 (0)7700 900123','+353 (0)1 234 5678','(0)20 7946 0958','0161 496 0123','+61 412 345 678','+64 21 123 4567','+27 82 123 4567','+49 151 23456789','+34 612 34 56 78','+39 347 123 4567','+31 (0)20 123 4567','+46 70 123 45 67','+41 79 123 45 67','+82 10-1234-5678','+86 10 8888 8888','+971 50 123 4567','+20 10 1234 5678','+1 (555) 867-5309 x12'];
for (const x of xs) for (const pre of ['Call me on ', 'Ph ', 'I am at ', 'Mobile: ', 'Reach out: ']) {
  const t = pre + x + '. Thanks';
  const s0 = pre.length, e0 = s0 + x.length;
  const spans = detectPhi(t);
  const cov = [...x].every((c, k) => !/\d/.test(c) || spans.some((p) => p.start <= s0 + k && s0 + k < p.end));
  if (!cov) console.log(pre.padEnd(14), JSON.stringify(x), spans.map((p) => p.phiType + ':' + t.slice(p.start, p.end)).join('|'));
}
