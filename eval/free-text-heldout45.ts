/**
 * Held-out free-text sets 4 and 5, written before any detector change of the h/phi2 round and in shapes
 * unlike sentences.jsonl and heldout1-3: portal messages, form-like blocks, forwarded e-mails, letters with
 * the address block above the greeting, names of other origins (including surnames that are English words,
 * middle initials, titles and suffixes), addresses of other countries and line layouts, phone styles with
 * dots, extensions, E.164 and trunk prefixes. Set 4 is used to improve; set 5 (other templates, other
 * lists) is measured once at the end and reported as it came out.
 * Run: npx tsx eval/free-text-heldout45.ts   (writes eval/sets/free-text/heldout4.jsonl and heldout5.jsonl)
 */
import fs from 'node:fs';
import path from 'node:path';

type Part = string | { text: string; type: string };

let seed = 4545;
function rnd(): number {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = seed;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)] as T;
const int = (a: number, b: number) => a + Math.floor(rnd() * (b - a + 1));
const digits = (n: number) => Array.from({ length: n }, () => int(0, 9)).join('');
const w = (s: string) =>
  s
    .split(/\s+/)
    .filter(Boolean)
    .map((x) => x.replace(/_/g, ' '));
const M = w('January February March April May June July August September October November December');
const dos = () => `${int(1, 12)}/${int(1, 28)}/${int(2023, 2025)}`;
const money = () => `$${int(12, 9999).toLocaleString('en-US')}.${digits(2)}`;

function luhn(body: string): string {
  for (let d = 0; d <= 9; d++) {
    const s = body + String(d);
    let sum = 0;
    for (let i = 0; i < s.length; i++) {
      let v = Number(s.charAt(s.length - 1 - i));
      if (i % 2 === 1) {
        v *= 2;
        if (v > 9) v -= 9;
      }
      sum += v;
    }
    if (sum % 10 === 0) return s;
  }
  return body + '0';
}
function routing(): string {
  for (;;) {
    const b = pick(['02', '04', '06', '11', '26', '31']) + digits(6);
    const wts = [3, 7, 1, 3, 7, 1, 3, 7];
    let sum = 0;
    for (let i = 0; i < 8; i++) sum += Number(b.charAt(i)) * (wts[i] ?? 0);
    const d = (10 - (sum % 10)) % 10;
    return b + String(d);
  }
}

function build(parts: Part[]): {
  text: string;
  phi: { start: number; end: number; type: string; text: string }[];
} {
  let text = '';
  const phi: { start: number; end: number; type: string; text: string }[] = [];
  for (const p of parts) {
    if (typeof p === 'string') text += p;
    else {
      phi.push({ start: text.length, end: text.length + p.text.length, type: p.type, text: p.text });
      text += p.text;
    }
  }
  return { text, phi };
}

interface Lists {
  first: string[];
  last: string[];
  street: string[];
}

function gen(
  L: Lists,
  addr: () => string,
  phone: () => string,
  dob: () => string,
  templates: ((h: H) => Part[])[],
  count: number,
) {
  const h: H = {
    n: () => ({ text: `${pick(L.first)} ${pick(L.last)}`, type: 'Name' }),
    f: () => ({ text: pick(L.first), type: 'Name' }),
    l: () => ({ text: pick(L.last), type: 'Name' }),
    a: () => ({ text: addr(), type: 'Address' }),
    p: () => ({ text: phone(), type: 'Phone' }),
    d: () => ({ text: dob(), type: 'DOB' }),
    pickFirst: () => pick(L.first),
    pickLast: () => pick(L.last),
  };
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const parts: Part[] = [];
    const k = int(1, 3);
    for (let j = 0; j < k; j++) parts.push(...pick(templates)(h), pick(['\n', '\n', ' ', '\n\n']));
    out.push(JSON.stringify({ id: i, ...build(parts) }));
  }
  return out;
}
interface H {
  n: () => Part;
  f: () => Part;
  l: () => Part;
  a: () => Part;
  p: () => Part;
  d: () => Part;
  pickFirst: () => string;
  pickLast: () => string;
}

// ---------------------------------------------------------------- set 4
const L4: Lists = {
  first: w(`Brandon Tiffany Cody Krystal Dustin Heather Travis Amber Shane Misty Wyatt Paisley Colton Brynlee
  Alejandro Guadalupe Yesenia Rigoberto Marisela Ezequiel Dayana Omar_Farouk Rashida Jamila Tahir Nasrin Faisal
  Rukhsana Parveen Devendra Kamala Harish Shalini Bogdana Miroslav Vesna Dragan Oksana Taras Stanislav Yulia
  Grace Rose Hope June Faith Will Bill Jack`),
  last: w(`Whitaker Pruitt Dunaway Hollister Crenshaw Blevins Stricklin Honeycutt Ostrander Quigley Pettibone
  Vandersloot Esparza Villarreal Zamora Barajas Quintanilla Arredondo Siddiqui Qureshi Rahimi Chaudhry Bukhari
  Rajagopalan Deshpande Kulkarni Mukherjee Petrović Jovanović Kovalenko Shevchenko Hrytsenko Marchenko Hill Baker
  Young King Brown Moss Wood Fox Rivers Black`),
  street: w(
    `Hollowbrook Tamarack Cottonwood Ridgecrest Shady_Glen Buckeye Foxhall Bramblewood Old_Mill Prairie_Rose`,
  ),
};
const addr4 = () =>
  pick([
    () =>
      `${int(100, 99999)} ${pick(L4.street)} ${pick(['Pkwy', 'Trail', 'Hwy', 'Pike', 'Loop', 'Run', 'Cove', 'Row'])}\n${pick(['Unit', 'Suite', 'Apt'])} ${int(1, 999)}\n${pick(['Lake Charles, LA 70601-4412', 'Fort Wayne, Indiana 46802', 'North Platte, NE 69101', 'Cedar Rapids IA 52401'])}`,
    () =>
      `${int(1, 999)} ${pick(L4.street)} ${pick(['Trail', 'Pike', 'Cove'])}, ${pick(['Bozeman, MT 59715', 'Odessa, TX 79761', 'Macon, GA 31201'])}`,
    () =>
      `${pick(['Hauptstraße', 'Bahnhofstr.', 'Schillerweg', 'Am Markt'])} ${int(1, 120)}\n${int(10115, 99999)} ${pick(['Berlin', 'Leipzig', 'Bremen', 'Freiburg'])}`,
    () =>
      `${int(1, 40)} bis, rue ${pick(['des Lilas', 'Victor Hugo', 'de la Paix'])}\n${int(13001, 69009)} ${pick(['Marseille', 'Lyon', 'Nantes'])}\nFrance`,
    () =>
      `Flat ${int(1, 20)}${pick(['A', 'B', 'C'])}, ${pick(['Sea View Apartments', 'Lotus Residency', 'Green Park Towers'])}, ${pick(['MG Road', 'Linking Road', 'Anna Salai'])}, ${pick(['Mumbai 400050', 'Bengaluru 560001', 'Chennai 600002'])}`,
    () =>
      `${int(10, 9999)} ${pick(['Rue Sherbrooke Ouest', 'Yonge Street', 'Jasper Avenue'])}, ${pick(['Montréal QC H3A 1B9', 'Toronto ON M4W 1A8', 'Edmonton AB T5J 1N7'])}`,
    () =>
      `Calle ${pick(['Reforma', 'Insurgentes Sur', 'Madero'])} ${int(1, 999)}, Col. ${pick(['Juárez', 'Roma Norte', 'Centro'])}, ${int(10000, 99999)} ${pick(['Ciudad de México', 'Guadalajara, Jal.'])}`,
    () =>
      `${pick(['Kerkstraat', 'Prinsengracht', 'Dorpsstraat'])} ${int(1, 300)}\n${int(1000, 9999)} ${pick(['AB', 'KL', 'XZ'])} ${pick(['Utrecht', 'Haarlem', 'Leiden'])}`,
    () =>
      `${int(1, 200)} ${pick(['High Street', 'Church Lane', 'Station Road'])}\n${pick(['Harrogate', 'Ipswich', 'Truro'])}\n${pick(['North Yorkshire', 'Suffolk', 'Cornwall'])}\n${pick(['HG1 1AA', 'IP1 3QR', 'TR1 2HE'])}`,
  ])();
const phone4 = () =>
  pick([
    () => `${int(201, 989)}.${int(200, 989)}.${digits(4)} x${int(10, 9999)}`,
    () => `1-${int(201, 989)}-${int(200, 989)}-${digits(4)}`,
    () => `+1${int(201, 989)}${int(200, 989)}${digits(4)}`,
    () => `+49 30 ${digits(8)}`,
    () => `+33 6 ${digits(2)} ${digits(2)} ${digits(2)} ${digits(2)}`,
    () => `+91 ${int(70000, 99999)} ${digits(5)}`,
    () => `(${int(201, 989)})${int(200, 989)}-${digits(4)}`,
    () => `${int(201, 989)} ${int(200, 989)} ${digits(4)}`,
    () => `+52 55 ${digits(4)} ${digits(4)}`,
    () => `07${digits(3)} ${digits(6)}`,
  ])();
const dob4 = () =>
  pick([
    () => `${int(1, 28)}.${int(1, 12)}.${int(1935, 2012)}`,
    () => `${pick(M)} ${int(1, 28)}${pick(['st', 'nd', 'th'])} ${int(1935, 2012)}`,
    () => `${String(int(1, 12)).padStart(2, '0')}-${String(int(1, 28)).padStart(2, '0')}-${int(1935, 2012)}`,
  ])();
const NEG4 = [
  'Dr. Whitaker at Blue Ridge Cardiology reviewed the echo.',
  'Lisinopril 10 mg and metformin 500 mg twice daily.',
  'Humana and Cigna both list the plan as inactive.',
  'UnitedHealthcare reprocessed the claim on appeal.',
  "Hashimoto's thyroiditis, on levothyroxine.",
  'A Swan-Ganz catheter was placed in the ICU.',
  'Parkinson disease, stable on carbidopa-levodopa.',
  'Epley maneuver performed for BPPV.',
  'Billing office: St. Luke’s Regional, 190 E Bannock St, Boise, ID 83712.',
  () => `Questions? Call Member Services at 1-800-${int(200, 989)}-${digits(4)} (TTY 711).`,
  () => `Claim ${digits(10)} processed ${dos()}; you owe ${money()}.`,
  () => `Your copay of ${money()} was applied on ${dos()}.`,
  () => `Provider: Prairie Family Medicine, 4100 W 3rd St, Cedar Rapids, IA 52404, (319) 555-0188`,
];
const neg4 = () => {
  const x = pick(NEG4);
  return typeof x === 'string' ? x : x();
};
const T4: ((h: H) => Part[])[] = [
  (h) => ['Message from patient portal\nFrom: ', h.n(), '\nSubject: bill question'],
  (h) => ['---------- Forwarded message ---------\nFrom: ', h.n(), '\nDate: ', dos()],
  (h) => ['hi its ', h.f(), ' again, still waiting on the refund'],
  (h) => ['Hello, my son ', h.n(), ' was seen in the ER and we got two bills.'],
  (h) => ['Mrs. ', h.n(), ' will bring the insurance card.'],
  (h) => [h.n(), ' Jr. is my father; please send his statement to me.'],
  (h) => ['Policyholder: ', h.n(), '   Relationship: spouse'],
  (h) => ['Can someone call ', h.f(), ' back? Number is ', h.p()],
  (h) => [
    'The appeal was filed by ',
    h.f(),
    ' ',
    { text: `${pick('ABCDEFGHJKLMNPRSTW'.split(''))}.`, type: 'Name' },
    ' ',
    h.l(),
    '.',
  ],
  (h) => ['Yours faithfully\n\n', h.n()],
  (h) => ['Cheers, ', h.f()],
  (h) => ['Please let ', h.l(), ' family know the balance is paid.'],
  (h) => [h.n(), '\n', h.a(), '\n\nDear Billing Department,'],
  (h) => ['Ship the records to:\n', h.a()],
  (h) => ['I moved. The old address was ', h.a(), ' and the bill still goes there.'],
  (h) => ['Home: ', h.p(), '  Work: ', h.p()],
  (h) => ['call me at ', h.p(), ' any time after 5'],
  (h) => ['Born ', h.d(), ' in ', pick(['Lagos', 'Manila', 'Kyiv'])],
  (h) => ['DOB: ', h.d()],
  (_h) => [
    'Paid with Visa ending in 4242? No: the full card was ',
    { text: luhn(`4${digits(14)}`).replace(/(\d{4})(?=\d)/g, '$1-'), type: 'Card' },
    '.',
  ],
  (_h) => [
    'ABA ',
    { text: routing(), type: 'BankAccount' },
    ', checking acct ',
    { text: digits(10), type: 'BankAccount' },
  ],
  (_h) => [
    'DL# ',
    { text: `${pick(['D', 'S', 'W'])}${digits(3)}-${digits(4)}-${digits(4)}`, type: 'License' },
    ' (',
    pick(['Florida', 'Illinois', 'Wisconsin']),
    ')',
  ],
  () => [neg4()],
  () => [neg4(), ' ', neg4()],
];

// ---------------------------------------------------------------- set 5
const L5: Lists = {
  first: w(`Emre Elif Burak Zeynep Dariush Shirin Kourosh Parisa Maricel Jericho Rowena Bayani Dewi Agus Putri
  Wayan Keahi Malu Noelani Kaimana Eilif Ragnhild Torvald Sunniva Avi Shira Yael Moshe Hunter Savannah Brody Kinsley
  Garrett Whitney Dakota Reba Lyle Darlene Curtis Sherry Lance Iris Ivy Dawn Summer Chase Clay`),
  last: w(`Yıldız Aydın Öztürk Çelik Moradi Rostami Tehrani Jafari Dimaculangan Bautista Macaraeg Santiago
  Wibowo Susanto Hartono Kapule Nāone Kahananui Fjeld Aasen Tveit Brekke Friedman Goldberg Katz Rosenthal
  Ashworth Pennington Kettering Loveless Goodnight Sweeney Gentry Strong Little Long Park Church Field Stone
  Bishop Mason Cook Booker`),
  street: w(`Sandpiper Alder Quail_Run Mesquite Ironwood Coral Tradewinds Kukui Plumeria Dogwood`),
};
const addr5 = () =>
  pick([
    () =>
      `${int(10, 9999)} ${pick(L5.street)} ${pick(['Street', 'Avenue', 'Court', 'Drive', 'Circle', 'Terrace'])} ${pick(['Apt', 'Suite', '#'])}${pick([' ', ''])}${int(1, 900)}, ${pick(['Kailua, HI 96734', 'Flagstaff, Arizona 86001', 'Greenville, SC 29601-3011', 'Mesa AZ 85201'])}`,
    () =>
      `${int(10, 9999)} ${pick(L5.street)} ${pick(['Lane', 'Way', 'Boulevard'])}\n${pick(['Kahului', 'Tempe', 'Asheville'])}, ${pick(['HI', 'AZ', 'NC'])} ${digits(5)}`,
    () =>
      `${pick(['Atatürk Cd.', 'Bağdat Cd.', 'İstiklal Cd.'])} No: ${int(1, 200)} D: ${int(1, 20)}\n${int(34000, 34999)} ${pick(['Kadıköy', 'Beşiktaş'])}/İstanbul`,
    () => `${pick(['Storgata', 'Kirkeveien', 'Bygdøy allé'])} ${int(1, 99)}\n${digits(4)} Oslo\nNorway`,
    () =>
      `${int(1, 300)} ${pick(['Ayala Avenue', 'Roxas Blvd', 'Katipunan Ave'])}, ${pick(['Makati City 1226', 'Pasay 1300', 'Quezon City 1108'])}, Philippines`,
    () =>
      `Jl. ${pick(['Sudirman', 'Thamrin', 'Gatot Subroto'])} No. ${int(1, 99)}, Jakarta ${int(10110, 12950)}`,
    () =>
      `${pick(['Via Garibaldi', 'Corso Italia', 'Viale Mazzini'])}, ${int(1, 150)}\n${int(10100, 50100)} ${pick(['Torino', 'Firenze', 'Genova'])} (${pick(['TO', 'FI', 'GE'])})`,
    () =>
      `Unit ${int(1, 40)}, ${int(1, 99)} ${pick(['Queen Street', 'Flinders Lane', 'Oxford Terrace'])}\n${pick(['Brisbane QLD 4000', 'Melbourne VIC 3000', 'Christchurch 8011'])}`,
    () => `P.O. Box ${int(10, 9999)}, ${pick(['Juneau, AK 99801', 'Nome, Alaska 99762'])}`,
    () =>
      `${int(1, 999)} ${pick(['Herzl St', 'Ben Yehuda St'])}, ${pick(['Tel Aviv 6343229', 'Haifa 3303119'])}, Israel`,
  ])();
const phone5 = () =>
  pick([
    () => `+90 ${int(500, 559)} ${digits(3)} ${digits(2)} ${digits(2)}`,
    () => `+47 ${digits(3)} ${digits(2)} ${digits(3)}`,
    () => `+63 917 ${digits(3)} ${digits(4)}`,
    () => `+62 21 ${digits(4)} ${digits(4)}`,
    () => `(808) ${int(200, 989)}-${digits(4)} ext ${int(1, 999)}`,
    () => `${int(201, 989)}/${int(200, 989)}-${digits(4)}`,
    () => `+1.${int(201, 989)}.${int(200, 989)}.${digits(4)}`,
    () => `001-${int(201, 989)}-${int(200, 989)}-${digits(4)}`,
    () => `+972-5${int(0, 9)}-${digits(3)}-${digits(4)}`,
    () => `${int(201, 989)}${int(200, 989)}${digits(4)}`,
  ])();
const dob5 = () =>
  pick([
    () => `${int(1, 28)} ${pick(M)} ${int(1935, 2012)}`,
    () => `${pick(M).slice(0, 3)}. ${int(1, 28)}, ${int(1935, 2012)}`,
    () => `${int(1935, 2012)}.${String(int(1, 12)).padStart(2, '0')}.${String(int(1, 28)).padStart(2, '0')}`,
  ])();
const NEG5 = [
  "Dr. Goldberg's office at Desert Sky Pediatrics sent the referral.",
  'Amoxicillin 875 mg every 12 hours for 10 days.',
  'Aetna, Anthem and Kaiser all use different forms.',
  'Blue Cross Blue Shield of Arizona denied the prior authorization.',
  'History of Crohn disease and Barrett esophagus.',
  "A Foley catheter was removed on day 2; Graves' disease noted.",
  'Apgar scores 8 and 9.',
  'Remit to: Queen’s Medical Center, 1301 Punchbowl St, Honolulu, HI 96813.',
  () => `Pharmacy help desk: 1-888-${int(200, 989)}-${digits(4)}`,
  () => `Amount billed ${money()}, allowed ${money()}, plan paid ${money()}.`,
  () => `Reference #${digits(8)}, date of service ${dos()}.`,
];
const neg5 = () => {
  const x = pick(NEG5);
  return typeof x === 'string' ? x : x();
};
const T5: ((h: H) => Part[])[] = [
  (h) => ['Good morning,\n\nI am writing on behalf of my grandmother, ', h.n(), '.'],
  (h) => ['Sent from my iPhone\n', h.f()],
  (h) => ['Xoxo ', h.f()],
  (h) => ['Name of insured ........ ', h.n()],
  (h) => ['Guarantor ', h.n(), ' / ', h.p()],
  (h) => ['Ms ', h.l(), ' at the front desk said to email.'],
  (h) => ['My fiancé ', h.n(), ' and I moved in together in ', pick(M), '.'],
  (h) => ['Is ', h.f(), ' covered under my plan or her own?'],
  (h) => ['Per my conversation with ', h.n(), ' (your rep), the charge was waived.'],
  (h) => [h.n(), ' (patient)\n', h.a()],
  (h) => ['To whom it may concern:\nI, ', h.n(), ', dispute this charge.'],
  (h) => ['With thanks —\n', h.n(), '\n', h.p()],
  (h) => ['Our address changed to ', h.a(), ' last year.'],
  (h) => ['Return address\n', h.a()],
  (h) => ['WhatsApp ', h.p(), ' or landline ', h.p()],
  (h) => ['Tel. ', h.p()],
  (h) => ['Date of birth ', h.d(), ' (age on the bill is wrong)'],
  (h) => ['She was born ', h.d(), '.'],
  (_h) => ['Mastercard ', { text: luhn(`5${int(1, 5)}${digits(13)}`), type: 'Card' }, ' exp 09/27'],
  (_h) => [
    'Wire to account no. ',
    { text: digits(12), type: 'BankAccount' },
    ' routing ',
    { text: routing(), type: 'BankAccount' },
  ],
  (_h) => ['Driver license: ', { text: `${pick(['B', 'K', 'F'])}${digits(7)}`, type: 'License' }],
  () => [neg5()],
  () => [neg5(), ' ', neg5()],
];

const dir = path.join(path.dirname(new URL(import.meta.url).pathname), 'sets', 'free-text');
const s4 = gen(L4, addr4, phone4, dob4, T4, 300);
fs.writeFileSync(path.join(dir, 'heldout4.jsonl'), s4.join('\n') + '\n');
seed = 5454;
const s5 = gen(L5, addr5, phone5, dob5, T5, 300);
fs.writeFileSync(path.join(dir, 'heldout5.jsonl'), s5.join('\n') + '\n');
console.log(`wrote ${s4.length} + ${s5.length} records to ${dir}`);
