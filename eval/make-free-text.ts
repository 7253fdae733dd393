/**
 * Writes eval/sets/free-text/sentences.jsonl: sentences and short letters with PHI marked, in the format of
 * the physionet gold set ({"text", "phi": [{start, end, type, text}]}), for ../shared/eval/score-text.mjs.
 * Templates and name, street and place lists are our own and deliberately unlike the detector's lists:
 * many non-US names, non-US addresses, international phones, birth dates in words, payment numbers, and
 * hard negatives (medical eponyms, drugs, clinicians, facility addresses and billing phones, amounts).
 * Run: npx tsx eval/make-free-text.ts [count]  (same seed, same file)
 */
import fs from 'node:fs';
import path from 'node:path';
import { heldOut, heldOut2, heldOut3 } from './free-text-heldout';

export type Part = string | { text: string; type: string };

let seed = 20261125;
function rnd(): number {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = seed;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
export const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)] as T;
export const int = (a: number, b: number) => a + Math.floor(rnd() * (b - a + 1));
export const digits = (n: number) => Array.from({ length: n }, () => int(0, 9)).join('');
const words = (s: string) => s.split(/\s+/).filter(Boolean);

const FIRST =
  words(`Ana Oluwaseun Chidi Ngozi Priya Arjun Siddharth Mei Wei Xiulan Hiroshi Yuki Minjun Seoyeon Thanh
  Dmitri Svetlana Katarzyna Wojciech Bjorn Ingrid Fatima Omar Youssef Aisha Mateo Valentina Joaquin Siobhan Niamh
  Declan Tariq Kwame Ama Zainab Lena Emeka Ravi Anjali Lucia Olga Giulia Luca Pierre Amelie Sven Astrid Kaito
  Haruka Tomasz Agnieszka Farhan Leila Ayesha Kofi Adaeze Thandiwe Sipho Mariam Hamid Rosa Esperanza Jiwoo Liam
  Emma Olivia Noah Harper Deshawn Latoya Tremaine Keisha Jamal Marisol Rohan Nkechi Bartholomew Genevieve Imogen
  Saoirse Eero Aino Katja Dorota Radek Milos Nadia Yaw Akosua Babajide Folake Chinonso Ikechukwu Anh Linh Quang
  Hyejin Daeho Ren Sora Aarav Ishaan Kavya Meera Zoltan Ilona Henrike Matthias Ottilie Lorenzo Chiara Ines Tiago
  Leandro Ximena Paulina Rafael Soledad Aleksander Ewa Bogdan Yerlan Aigerim Tenzin Pema Malia Keoni Tavita`);
const LAST =
  words(`Okafor Adeyemi Nwosu Mensah Kemmer Park Patel Chatterjee Raghunathan Nguyen Tran Zhang Liu Watanabe
  Takahashi Kim Choi Ivanova Petrov Kowalczyk Wisniewski Lindqvist Johansson Haddad Fernandez Garcia O'Sullivan
  McAllister Schroder Muller Rossi Bianchi Dubois Lefevre Osei Boateng Dlamini Mahlangu Hosseini Karimi Yilmaz
  Demir Kovac Novak Horvat Papadopoulos Costa Silva Oliveira Abernathy Schmeler Kuhlman Wintheiser Gutkowski
  Okonkwo Balogun Eze Agarwal Venkataraman Iyer Banerjee Hashimoto Nakamura Yamamoto Szymanski Dabrowski Nieminen
  Virtanen Halvorsen Fitzgerald Mbeki Acheampong Asante Kaczmarek Vu Pham Hoang Jeong Yoon Gallagher Quispe
  Mamani Ramirez Castillo Delacroix Baptiste Oyelaran Thorsdottir Magnusson Kowalski Romero Bergstrom Achterberg
  Vandermeer Castellanos Herzog Weissman Lindgren Sorensen Abdi Warsame Kariuki Wanjiru Otieno Kamau`);
const PROVIDER_FIRST = words('Amara Daniel Rebecca Victor Helen Marcus Sofia Gregory Janet Ahmed');
const PROVIDER_LAST = words('Chen Alvarez Whitfield Okoye Brennan Sato Lindberg Moreau Kaplan Rahman');

const US_STREETS =
  words(`Maple Oakridge Kemmer Birchwood Sunset Willow Cedar Pinecrest Riverbend Hawthorne Juniper
  Magnolia Lakeview Fairmont Elmhurst Brookside Sycamore Chestnut Larkspur Wildflower Quarry Millbrook Foxglove`);
const US_SUFFIX = words(
  'Street St Avenue Ave Road Rd Drive Dr Lane Ln Boulevard Blvd Court Ct Way Place Terrace Circle',
);
const US_CITY: [string, string, string][] = [
  ['Boise', 'ID', '837'],
  ['Tacoma', 'WA', '984'],
  ['Dayton', 'OH', '454'],
  ['Albany', 'NY', '122'],
  ['Fresno', 'CA', '937'],
  ['Tulsa', 'OK', '741'],
  ['Savannah', 'GA', '314'],
  ['Provo', 'UT', '846'],
  ['Lansing', 'MI', '489'],
  ['Bangor', 'ME', '044'],
  ['El Paso', 'TX', '799'],
  ['Santa Fe', 'NM', '875'],
];
const UK_STREETS = words(
  'Wellington Victoria Kingsley Ashdown Marlborough Thornfield Elmtree Chester Holloway Greville',
);
const UK_SUFFIX = words('Road Street Lane Close Crescent Gardens Mews Avenue Grove');
const UK_TOWNS: [string, string][] = [
  ['London', 'NW8 9SX'],
  ['Manchester', 'M14 5RB'],
  ['Leeds', 'LS6 2AT'],
  ['Bristol', 'BS8 1TH'],
  ['Glasgow', 'G12 8QQ'],
  ['Cardiff', 'CF10 3AT'],
  ['Norwich', 'NR2 4PD'],
  ['London', 'SE1 7PB'],
];
const CA: [string, string, string, string][] = [
  ['Queen St W', 'Toronto', 'ON', 'M5H 2N2'],
  ['Rue Sainte-Catherine O', 'Montreal', 'QC', 'H3B 1K9'],
  ['Granville Street', 'Vancouver', 'BC', 'V6C 1T2'],
  ['Jasper Avenue', 'Edmonton', 'AB', 'T5J 3N6'],
  ['Spring Garden Road', 'Halifax', 'NS', 'B3J 3R4'],
];
const DE: [string, string, string][] = [
  ['Hauptstrasse', '10115', 'Berlin'],
  ['Lindenallee', '50968', 'Koln'],
  ['Goethestrasse', '80336', 'Munchen'],
  ['Schillerweg', '04109', 'Leipzig'],
  ['Am Markt', '28195', 'Bremen'],
];
const AU: [string, string, string][] = [
  ['Smith Street', 'Fitzroy VIC', '3065'],
  ['George Street', 'Sydney NSW', '2000'],
  ['Adelaide Terrace', 'Perth WA', '6000'],
];
const FR: [string, string][] = [
  ['rue de la Paix', '75002 Paris'],
  ['avenue Jean Jaures', '69007 Lyon'],
  ['rue Sainte', '13001 Marseille'],
];

const MONTHS = words('January February March April May June July August September October November December');
const name = (type = 'Name'): Part => ({ text: `${pick(FIRST)} ${pick(LAST)}`, type });
const first = (): Part => ({ text: pick(FIRST), type: 'Name' });
const last = (): Part => ({ text: pick(LAST), type: 'Name' });
const provider = () => `${pick(PROVIDER_FIRST)} ${pick(PROVIDER_LAST)}`;

function usAddress(multi: boolean): Part {
  const [city, st, zip] = pick(US_CITY);
  const street = `${int(2, 19999)} ${pick(US_STREETS)} ${pick(US_SUFFIX)}`;
  const unit =
    rnd() < 0.4
      ? pick([
          `Apt ${int(1, 40)}${pick(['', 'B', 'C'])}`,
          `Unit ${int(1, 300)}`,
          `#${int(2, 90)}`,
          `Suite ${int(100, 900)}`,
        ])
      : '';
  const cityLine = `${city}, ${st} ${zip}${digits(2)}`;
  if (multi) return { text: [street, ...(unit ? [unit] : []), cityLine].join('\n'), type: 'Address' };
  return { text: [street, unit, cityLine].filter(Boolean).join(', '), type: 'Address' };
}
function ukAddress(multi: boolean): Part {
  const [town, pc] = pick(UK_TOWNS);
  const street = `${int(1, 240)} ${pick(UK_STREETS)} ${pick(UK_SUFFIX)}`;
  const flat = rnd() < 0.4 ? `Flat ${int(1, 12)}, ` : '';
  return {
    text: multi ? `${flat}${street}\n${town}\n${pc}` : `${flat}${street}, ${town} ${pc}`,
    type: 'Address',
  };
}
function caAddress(multi: boolean): Part {
  const [street, city, prov, pc] = pick(CA);
  const unit = rnd() < 0.3 ? `${int(100, 2400)}-` : '';
  const a = `${unit}${int(10, 2400)} ${street}`;
  return { text: multi ? `${a}\n${city}, ${prov} ${pc}` : `${a}, ${city}, ${prov} ${pc}`, type: 'Address' };
}
function deAddress(multi: boolean): Part {
  const [street, plz, city] = pick(DE);
  const a = `${street} ${int(1, 140)}${pick(['', 'a', 'b'])}`;
  return { text: multi ? `${a}\n${plz} ${city}` : `${a}, ${plz} ${city}`, type: 'Address' };
}
function auAddress(): Part {
  const [street, sub, pc] = pick(AU);
  return { text: `${int(1, 300)} ${street}, ${sub} ${pc}`, type: 'Address' };
}
function frAddress(): Part {
  const [street, city] = pick(FR);
  return { text: `${int(1, 90)} ${street}, ${city}`, type: 'Address' };
}
const anyAddress = (multi = false): Part =>
  pick([
    () => usAddress(multi),
    () => usAddress(multi),
    () => ukAddress(multi),
    () => caAddress(multi),
    () => deAddress(multi),
    auAddress,
    frAddress,
  ])();

function phone(): Part {
  const a = String(int(201, 989));
  const e = String(int(200, 989));
  const n = digits(4);
  const forms = [
    `+44 20 7946 ${digits(4)}`,
    `0044 20 7946 ${digits(4)}`,
    `+44 7700 900${digits(3)}`,
    `07700 900${digits(3)}`,
    `020 7946 ${digits(4)}`,
    `+1.${a}.${e}.${n}`,
    `${a}.${e}.${n} ext ${int(2, 999)}`,
    `(${a})${e}${n}`,
    `(${a}) ${e}-${n}`,
    `${a}-${e}-${n}`,
    `+1 (${a}) ${e}-${n}`,
    `+1 ${a} ${e} ${n}`,
    `+49 30 ${digits(6)}`,
    `+49 (0)30 ${digits(7)}`,
    `+33 1 ${digits(2)} ${digits(2)} ${digits(2)} ${digits(2)}`,
    `+91 98${digits(3)} ${digits(5)}`,
    `+61 2 ${digits(4)} ${digits(4)}`,
    `+353 1 ${digits(3)} ${digits(4)}`,
    `${a} ${e} ${n}`,
    `1-${a}-${e}-${n}`,
    `${a}/${e}-${n}`,
    `+1-${a}-${e}-${n} x${int(10, 99)}`,
  ];
  return { text: pick(forms), type: 'Phone' };
}

function dobWords(): Part {
  const m = pick(MONTHS);
  const d = int(1, 28);
  const y = int(1931, 2019);
  const ord = (x: number) =>
    `${x}${x % 10 === 1 && x !== 11 ? 'st' : x % 10 === 2 && x !== 12 ? 'nd' : x % 10 === 3 && x !== 13 ? 'rd' : 'th'}`;
  const forms = [
    `${m} ${d}, ${y}`,
    `${m.slice(0, 3)} ${d}, ${y}`,
    `${d} ${m} ${y}`,
    `${m} ${ord(d)}, ${y}`,
    `${ord(d)} of ${m} ${y}`,
    `${m.slice(0, 3)}. ${d} ${y}`,
    `${d}-${m.slice(0, 3)}-${y}`,
  ];
  return { text: pick(forms), type: 'DOB' };
}

export function luhnComplete(body: string): string {
  let sum = 0;
  const rev = body.split('').reverse();
  rev.forEach((c, i) => {
    let v = Number(c);
    if (i % 2 === 0) {
      v *= 2;
      if (v > 9) v -= 9;
    }
    sum += v;
  });
  return body + String((10 - (sum % 10)) % 10);
}
function card(): Part {
  const kind = pick(['visa', 'mc', 'amex', 'disc']);
  const num =
    kind === 'amex'
      ? luhnComplete(`3${pick(['4', '7'])}${digits(12)}`)
      : luhnComplete(
          `${kind === 'visa' ? '4' : kind === 'mc' ? `5${int(1, 5)}` : '6011'}${digits(kind === 'visa' ? 14 : kind === 'mc' ? 13 : 11)}`,
        );
  const sep = pick([' ', '-', '']);
  const grouped =
    kind === 'amex'
      ? [num.slice(0, 4), num.slice(4, 10), num.slice(10)].join(sep)
      : (num.match(/.{4}/g) ?? []).join(sep);
  return { text: grouped, type: 'Card' };
}
export function routing(): string {
  const b = `0${int(1, 9)}${digits(6)}`;
  const w = [3, 7, 1, 3, 7, 1, 3, 7];
  const s = b.split('').reduce((acc, c, i) => acc + Number(c) * (w[i] ?? 0), 0);
  return b + String((10 - (s % 10)) % 10);
}
function licence(): Part {
  return {
    text: pick([
      `${pick(['D', 'S', 'B', 'W'])}${digits(7)}`,
      `${pick(['S', 'M', 'K'])}${digits(3)}-${digits(4)}-${digits(4)}`,
      `${digits(3)}-${digits(3)}-${digits(3)}`,
      `${pick(LAST)
        .toUpperCase()
        .replace(/[^A-Z]/g, '')
        .padEnd(5, '9')
        .slice(0, 5)}${digits(6)}${pick(['AB', 'SM', 'JK'])}${digits(1)}${pick(['IJ', 'XY'])}`,
      `${pick(['A', 'F', 'L'])}${digits(12)}`,
    ]),
    type: 'License',
  };
}

export const dos = () => `${int(1, 12)}/${int(1, 28)}/${int(2023, 2025)}`;
export const money = () => `$${int(12, 9999).toLocaleString('en-US')}.${digits(2)}`;
const EPONYMS = [
  'The Quinton catheter was flushed and capped.',
  "Workup for Wilson's disease was negative.",
  'Fluid was seen in the Douglas pouch.',
  'The Foley was removed this morning.',
  'Apgar scores were 8 and 9.',
  "He was diagnosed with Parkinson's disease in 2019.",
  'Hodgkin lymphoma is in remission.',
  'Babinski sign was absent bilaterally.',
  "Her Crohn's flare has settled.",
  'Graves disease treated with methimazole.',
  'Bell palsy resolved after prednisone.',
  'An Epley maneuver relieved the vertigo.',
  'Cushing syndrome was ruled out.',
  'A Swan-Ganz catheter was placed.',
  'Allen test was normal before the arterial line.',
  'The Whipple procedure was billed twice.',
  "Tinel's sign positive at the wrist.",
  'Homan sign negative.',
  'Murphy sign was positive on exam.',
  'Colles fracture of the left wrist.',
  'Barrett esophagus on biopsy.',
  'A Hickman line was placed for chemotherapy.',
  'Glasgow Coma Scale 15.',
  'Kernig sign negative.',
];
const DRUGS = [
  'metoprolol 25 mg twice daily',
  'Lipitor 40 mg',
  'Xarelto 20 mg',
  'Eliquis 5 mg',
  'Humira pen',
  'Ozempic 1 mg weekly',
  'Keytruda infusion',
  'Jardiance 10 mg',
  'Lasix 40 mg IV',
  'Zofran 4 mg',
];
const FACILITIES = [
  'Riverside Regional Medical Center',
  'Northgate Surgical Associates',
  'Lakeshore Imaging Center',
  'St. Brendan Hospital',
  'Summit Orthopedic & Imaging',
  "Valley Children's Hospital",
  'Mercy Family Clinic',
];

function negative(): string {
  const fac = pick(FACILITIES);
  const orgAddr = `${int(100, 9000)} ${pick(['Pasteur', 'Medical Center', 'Hospital', 'Campus', 'University'])} ${pick(['Drive', 'Parkway', 'Boulevard'])}`;
  return pick([
    () => pick(EPONYMS),
    () => `Started ${pick(DRUGS)} on ${dos()}.`,
    () => `Seen by Dr. ${provider()} on ${dos()} for follow-up.`,
    () => `${provider()}, MD reviewed the imaging.`,
    () => `Billing questions? Call ${fac} at 1-800-${int(200, 989)}-${digits(4)}.`,
    () =>
      `${fac}\n${orgAddr}\n${pick(US_CITY)[0]}, ${pick(US_CITY)[1]} ${digits(5)}\nBilling office: (${int(201, 989)}) ${int(200, 989)}-${digits(4)}`,
    () =>
      `Remit to: ${fac}, PO Box ${int(1000, 99999)}, ${pick(US_CITY)[0]}, ${pick(US_CITY)[1]} ${digits(5)}`,
    () => `The amount due is ${money()}; the plan paid ${money()} on ${dos()}.`,
    () => `CPT 99214 was billed at ${money()} with diagnosis M54.5.`,
    () => `Your balance of ${money()} is due by ${pick(MONTHS)} ${int(1, 28)}, ${int(2024, 2026)}.`,
    () => `Date of service: ${pick(MONTHS)} ${int(1, 28)}, ${int(2023, 2025)}. Total charges ${money()}.`,
    () => `Claim paid ${money()} on ${dos()}; adjustment CO-45 ${money()}.`,
    () => `Please contact ${fac} customer service at 1-888-${int(200, 989)}-${digits(4)} with questions.`,
    () => `Visit ${fac} at ${orgAddr} for your follow-up imaging.`,
    () => `Lab result: hemoglobin 11.2 g/dL, platelets 245, glucose 1,850 mg/dL in the notes.`,
    () => `${int(2, 9)} units of 96372 on ${dos()}; ${int(2, 4)} units of J1885.`,
  ])();
}

const SENTENCES: (() => Part[])[] = [
  () => ['Hi ', first(), ',\nThanks for sending the bill. ', negative()],
  () => ['Hello ', first(), ' - following up on the statement from ', dos(), '.'],
  () => ['Dear Mr. ', last(), ',\nWe received your appeal. ', negative()],
  () => [
    'Dear ',
    pick(['Ms.', 'Mrs.', 'Dr.', 'Mx.']) === 'Dr.' ? 'Ms. ' : 'Ms. ',
    last(),
    ',\nYour claim was reprocessed.',
  ],
  () => ['Dear ', name(), ',\n', negative()],
  () => ["My partner's name is ", name(), ' and we share the account.'],
  () => ["My wife's name is ", name(), '.'],
  () => ['My husband ', first(), ' will call about the charges.'],
  () => ['I spoke with ', last(), ' in billing on ', dos(), ' and she said it would be fixed.'],
  () => ['Yesterday I spoke with ', name(), ' about the denied claim.'],
  () => [name(), ' called about the balance on ', dos(), '.'],
  () => ['Please send the corrected statement to ', name(), '.'],
  () => ['This letter is on behalf of my mother, ', name(), ', who was treated in March.'],
  () => ['The patient, ', name(), ', was seen on ', dos(), '. ', negative()],
  () => ['Sincerely,\n', name()],
  () => ['Best regards,\n', name(), '\n', phone()],
  () => ['Thanks,\n', first()],
  () => ['Kind regards,\n', name(), '\n', anyAddress(true)],
  () => ['I am writing about my son ', first(), "'s emergency visit."],
  () => ['cc: ', name()],
  () => ['Our neighbour ', name(), ' drove me to the appointment.'],
  () => ['According to ', last(), ', the claim was resubmitted twice.'],
  () => ['My daughter ', first(), ' ', last(), ' is covered under my plan.'],
  () => ['The account is in the name of ', name(), ', the guarantor.'],
  () => ['Can you ask ', first(), ' to call me back?'],
  () => ['I live at ', anyAddress(false), '.'],
  () => ['Address: ', anyAddress(false)],
  () => ['Please mail the refund to:\n', name(), '\n', anyAddress(true)],
  () => ['We moved to ', anyAddress(false), ' last spring, so the bills went to the old address.'],
  () => ['Home address\n', anyAddress(true)],
  () => ['Send it to ', anyAddress(false), ', not the old one.'],
  () => ['Call me at ', phone(), ' any afternoon.'],
  () => ['My cell is ', phone(), '.'],
  () => ['You can reach me on ', phone(), ' or by email.'],
  () => ['Phone: ', phone()],
  () => ['Daytime number ', phone(), ', evenings ', phone(), '.'],
  () => ['Tel. ', phone()],
  () => ['I was born on ', dobWords(), ' and the bill lists the wrong birth date.'],
  () => ['Date of birth: ', dobWords()],
  () => ['DOB ', dobWords()],
  () => ['Patient DOB: ', dobWords(), '. ', negative()],
  () => ['My birthday is ', dobWords(), ', not the date on the form.'],
  () => ['born ', dobWords()],
  () => ['I paid with my card ', card(), ' and was charged twice.'],
  () => ['Card number: ', card()],
  () => ['Please refund the Visa ', card(), '.'],
  () => [
    'Routing number ',
    { text: routing(), type: 'BankAccount' },
    ', account number ',
    { text: digits(int(8, 12)), type: 'BankAccount' },
    '.',
  ],
  () => ['Bank account no. ', { text: digits(int(8, 12)), type: 'BankAccount' }],
  () => [
    'ABA ',
    { text: routing(), type: 'BankAccount' },
    ' / acct ',
    { text: digits(10), type: 'BankAccount' },
  ],
  () => ["Driver's license number ", licence(), '.'],
  () => ['DL# ', licence()],
  () => ['My driving licence number is ', licence(), ' if you need ID.'],
  () => ["Driver's lic: ", licence(), ' (', pick(['CA', 'NY', 'TX', 'WA']), ')'],
  () => [negative(), ' ', negative()],
  () => [negative()],
  () => [negative()],
];

export function build(parts: Part[]): {
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

function letter(): Part[] {
  const parts: Part[] = [];
  const n = int(2, 4);
  for (let i = 0; i < n; i++) {
    const s = pick(SENTENCES)();
    const end = s.at(-1);
    const tail = typeof end === 'string' ? end : (end?.text ?? '');
    // A sentence that ends without punctuation (a signature, an address) ends its line.
    parts.push(...s, /[.?!)]$/.test(tail) && rnd() < 0.5 ? ' ' : '\n');
  }
  return parts;
}

const count = Number(process.argv[2] ?? 1200);
const out: string[] = [];
for (let i = 0; i < count; i++) {
  const doc = build(rnd() < 0.25 ? letter() : pick(SENTENCES)());
  out.push(JSON.stringify({ id: i, ...doc }));
}
const dir = path.join(path.dirname(new URL(import.meta.url).pathname), 'sets', 'free-text');
fs.mkdirSync(dir, { recursive: true });
fs.writeFileSync(path.join(dir, 'sentences.jsonl'), out.join('\n') + '\n');
console.log(`wrote ${count} records to ${path.join(dir, 'sentences.jsonl')}`);
const held = heldOut(400);
fs.writeFileSync(
  path.join(dir, 'heldout.jsonl'),
  held.map((d, i) => JSON.stringify({ id: i, ...d })).join('\n') + '\n',
);
console.log(`wrote ${held.length} records to ${path.join(dir, 'heldout.jsonl')}`);
const held2 = heldOut2(300);
fs.writeFileSync(
  path.join(dir, 'heldout2.jsonl'),
  held2.map((d, i) => JSON.stringify({ id: i, ...d })).join('\n') + '\n',
);
console.log(`wrote ${held2.length} records to ${path.join(dir, 'heldout2.jsonl')}`);
const held3 = heldOut3(300);
fs.writeFileSync(
  path.join(dir, 'heldout3.jsonl'),
  held3.map((d, i) => JSON.stringify({ id: i, ...d })).join('\n') + '\n',
);
console.log(`wrote ${held3.length} records to ${path.join(dir, 'heldout3.jsonl')}`);
