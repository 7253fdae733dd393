import { detectPhi } from '../packages/engine/src/phi';
const N = ['María de la Cruz', 'José Luis García Márquez', "D'Angelo O'Connor-Smythe", 'Ahmed bin Rashid', 'Nguyen Van An', 'J.R. Kettleborough', 'Siobhán Ní Bhriain', 'Pham Thi Lan', 'Ólafur Sigurðsson', 'Xiadani Cuautle'];
const frames = ['My name is X.', 'Regards,\nX', 'Dear X,', 'Please contact X at the address below.', 'My wife X handles the bills.', 'X called about the balance.', 'Attn: X', 'This is X, the account holder.', 'Signed: X', 'I am writing on behalf of my father, X.'];
let miss = 0, tot = 0;
for (const f of frames) for (const n of N) {
  const t = f.replace('X', n); const s = t.indexOf(n); tot++;
  const spans = detectPhi(t);
  const unc = [...n].map((c, k) => (!/[\p{L}]/u.test(c) || spans.some((x) => x.start <= s + k && s + k < x.end) ? '' : c)).join('');
  if (unc) { miss++; console.log('MISS', JSON.stringify(t), '| left:', unc); }
}
console.log(miss, '/', tot);
