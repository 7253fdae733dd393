import { detectPhi } from '../packages/engine/src/phi';
const N = ['Marguerite Okonedo', 'Dashiell Vantreese', 'Kiona Brightwater', 'Zofia Przybyszewska', 'Thaddeus Kloster', 'Aurelio Benavides', 'Precious Mahlaba', 'Keziah Rutherford-Oyelaran', 'Osvaldo Treviño'];
const frames = [
  'My name is X.', 'I, X, authorize the release.', 'Patient X was seen twice.', 'Contact person: X', 'Next of kin - X',
  'X here, following up on my bill.', 'Regards,\nX', 'Kind regards\nX\n555-201-3344', 'Best wishes, X', 'Sent on behalf of X.',
  'Attention X', 'Bill to: X', 'Signed X', 'Thanks so much, X!', 'Love,\nX', 'Submitted by: X', 'Dear X,', 'Hello X!',
  'The bill is in X\'s name.', 'X and her husband both got bills.', 'X, the policyholder, called twice.', 'I am writing for X, my mother.',
  'Please contact X at the address below.', 'Guardian: X', 'Insured: X (self)', 'X\n1450 Larkspur Ave\nTopeka, KS 66604',
  'c/o X', 'For X\'s account only.', 'Representative X told me it was covered.', 'My daughter, X, is a dependent.',
  'I called on behalf of my late husband X.', 'X (born 1961) is the member.', 'Forward to X please.', 'Per X, the charge is wrong.',
  'Ask for X in billing.', 'Parent or guardian X signed the form.', 'Name: X', 'Spoke to X on the phone today.', 'X wrote: the charge is wrong.',
];
let miss = 0, tot = 0;
for (const f of frames) for (const n of N.slice(0, 4)) {
  const t = f.replace('X', n); const s = t.indexOf(n); const e = s + n.length; tot++;
  const spans = detectPhi(t);
  const cov = [...n].every((c, k) => !/[A-Za-z]/.test(c) || spans.some((x) => x.start <= s + k && s + k < x.end));
  if (!cov) { miss++; console.log('MISS', JSON.stringify(t), spans.map((x) => x.phiType + ':' + t.slice(x.start, x.end)).join(' | ')); }
}
console.log(miss, '/', tot);
