import { detectPhi } from '../packages/engine/src/phi';
const N = ['Lorraine Vrabel', 'Destin Marquardt', 'Margie Tschetter', 'Kiona Brightwater', 'Rex Stoddard', 'Faye Hollingsworth'];
const frames = ['X is disputing the charge.', "X's surgery was on 3/4.", 'My bill was sent to X instead of me.', 'Statement for X, dated 4/2/2024', 'X, DOB 4/5/1960', 'Re: X', 'Insurance card belongs to X.', 'X owes nothing.', 'Reminder for X: your balance is due.', 'Account holder X asked for a refund.', 'We spoke to X yesterday.', 'Hi, X here.', 'Sincerely yours,\nX', 'X\nX', 'Mr. and Mrs. X', 'Ms X', 'X (mother)', 'Bill for X and Y', 'To: X <x@example.com>', 'X, RN, took the call.'];
let miss = 0, tot = 0;
for (const f of frames) for (const n of N) {
  const t = f.replace(/X/g, n).replace('Y', 'Adaeze Onwudiwe'); const s = t.indexOf(n); tot++;
  const spans = detectPhi(t);
  const unc = [...n].map((c, k) => (!/[\p{L}]/u.test(c) || spans.some((x) => x.start <= s + k && s + k < x.end) ? '' : c)).join('');
  if (unc) { miss++; console.log('MISS', JSON.stringify(t), '| left:', unc); }
}
console.log(miss, '/', tot);
