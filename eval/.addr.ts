import { detectPhi } from '../packages/engine/src/phi';
const A = [
  '4821 Quarrystone Crossing, Apt. 118\nNorth Branvale, New Hampshire 03101-2274',
  '77 Pell Ridge Suite 940, Lake Orrinton, WV 25301',
  '902 Tamsin Heights\nPort Velda, Oregon 97201',
  '15 Dorrington Mews, Fulham, London SW6 4TQ',
  'Flat 2, 41 Carrick Place\nDundee\nDD1 4BJ\nScotland',
  '23 Wattle Grove\nBallarat VIC 3350\nAustralia',
  'Oranjestraat 14-II\n2514 JB Den Haag',
  'Via dei Mille 22, 80121 Napoli NA, Italia',
  'C/ de Balmes 188, 3º 2ª\n08006 Barcelona',
  'ul. Marszałkowska 84/92 m. 15\n00-514 Warszawa',
  'Rua das Flores 45, 2º Esq.\n4050-262 Porto\nPortugal',
  '2-14-7 Jingumae, Shibuya-ku, Tokyo 150-0001',
  '#12-04, 88 Tanjong Pagar Road, Singapore 088509',
  'House 14, Road 7, Dhanmondi, Dhaka 1205',
  '155 Rue Saint-Denis, Montréal (Québec) H2X 3K9',
  '3/45 Cook Street, Takapuna, Auckland 0622',
  'Apartado 1234, San José, Costa Rica',
  'Plot 27, Ngong Road, Nairobi 00100, Kenya',
  'Kungsgatan 12, 111 43 Stockholm',
  '1200 Calle Loíza, Apt 4B, San Juan, PR 00911',
  'Am Lindenhof 3a, 8001 Zürich',
  '48 Ebenezer Lane, Hopewell Junction, NY 12533',
  '9 Rosewood Close, Ferndown, BH22 9EX',
  '10 Downing St, Westminster, London SW1A 2AA, UK',
  'RR 2 Box 44, Millbrook, AL 36054',
  '301 Bayview Blvd. Unit 5\nSausalito, California 94965',
];
const frames = ['My address is X.', 'X', 'Please mail the refund to:\nX\n', 'Lives at X (since 2019)', 'Address: X'];
let miss = 0, tot = 0;
for (const a of A) for (const f of frames) {
  const t = f.replace('X', a); const s = t.indexOf(a); tot++;
  const spans = detectPhi(t);
  const unc = [...a].map((c, k) => (!/[A-Za-z0-9]/.test(c) || spans.some((x) => x.start <= s + k && s + k < x.end) ? '' : c)).join('');
  if (unc) { miss++; console.log('MISS', JSON.stringify(t).slice(0, 90), '| left:', unc.slice(0, 40)); }
}
console.log(miss, '/', tot);
