// Writes eval/sets/claim-forms/: CMS-1500s (fillable, with the NUCC form's field names, and flat text PDFs
// laid on the form's grid) and UB-04s, filled with made-up data, with truth.json in the dev corpus format.
// Run from the repo root: npx tsx eval/make-claim-forms.ts [--seed N]
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PDFDocument, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import { CMS1500_CAPTIONS, CMS1500_FIELDS, serviceRow, type Rect } from './claim-form-grid';

const OUT = path.join(import.meta.dirname, 'sets', 'claim-forms');
const seedArg = process.argv.indexOf('--seed');
let seed = seedArg > 0 ? Number(process.argv[seedArg + 1]) : 20261125;
const rand = () => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed / 2147483648;
};
const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)] as T;
const int = (lo: number, hi: number) => lo + Math.floor(rand() * (hi - lo + 1));
const digits = (n: number) => Array.from({ length: n }, () => int(0, 9)).join('');
const pad = (n: number) => String(n).padStart(2, '0');

// Made-up people and places.
const FIRST = [
  'Maren',
  'Tobias',
  'Ingrid',
  'Desmond',
  'Calla',
  'Ravi',
  'Odette',
  'Lucian',
  'Priya',
  'Anselm',
  'Wren',
  'Ezekiel',
];
const LAST = [
  'Vashti',
  'Okonkwo',
  'Lindqvist',
  'Marchetti',
  'Ferreira',
  'Haldane',
  'Nakashima',
  'Brennan',
  'Castellano',
  'Ostrowski',
  'Duvall',
  'Achebe',
];
const STREETS = [
  'Juniper Hollow Rd',
  'Kestrel Way',
  'Old Mill Ln',
  'Larkspur Ct',
  'Tamarack Ave',
  'Bellwether St',
  'Quarry Ridge Dr',
];
const CITIES: [string, string, string][] = [
  ['Fairhaven', 'MA', '02719'],
  ['Cedar Falls', 'IA', '50613'],
  ['Beaufort', 'SC', '29902'],
  ['Grants Pass', 'OR', '97526'],
  ['Keene', 'NH', '03431'],
  ['Ruston', 'LA', '71270'],
];
const PROVIDERS = [
  'Northgate Family Medicine',
  'Summit Orthopedic Associates',
  'Bayview Imaging Center',
  'Lakeside Pediatrics PC',
  'Prairie Wellness Clinic',
];
const HOSPITALS = [
  'Mercy Valley Hospital',
  'St. Brigid Regional Medical Center',
  'Harborview Community Hospital',
];
const PAYERS = [
  'Keystone Health Plan',
  'BlueRidge Mutual',
  'Pioneer Benefit Administrators',
  'Medicare Part B',
];
// Real codes with charges of an ordinary office's size (no pricing findings intended).
const SERVICES: [string, number][] = [
  ['99213', 145],
  ['99214', 210],
  ['36415', 18],
  ['85025', 32],
  ['80053', 48],
  ['71046', 95],
  ['97110', 62],
  ['93000', 55],
  ['81002', 12],
  ['87880', 30],
  ['99203', 180],
];
const isVisit = (code: string) => /^992/.test(code);
// Revenue code, description, HCPCS, and a charge of ordinary size per unit.
const REVENUE: [string, string, string | null, number][] = [
  ['0450', 'EMERGENCY ROOM', '99284', 420],
  ['0300', 'LABORATORY', '80053', 38],
  ['0320', 'DX X-RAY', '71046', 85],
  ['0250', 'PHARMACY', null, 24],
  ['0730', 'EKG/ECG', '93000', 48],
  ['0301', 'LAB/CHEMISTRY', '85025', 28],
];

interface Person {
  first: string;
  last: string;
  street: string;
  city: string;
  state: string;
  zip: string;
  area: string;
  phone: string;
  dob: [number, number, number];
}
const person = (): Person => {
  const [city, state, zip] = pick(CITIES);
  return {
    first: pick(FIRST),
    last: pick(LAST),
    street: `${int(100, 9899)} ${pick(STREETS)}`,
    city,
    state,
    zip,
    area: String(int(201, 989)),
    phone: `${int(200, 989)}${digits(4)}`,
    dob: [int(1, 12), int(1, 28), int(1940, 2010)],
  };
};

interface Line {
  date: string;
  code: string | null;
  units: number;
  amount: number;
}
interface Truth {
  id: string;
  file: string;
  format: 'pdf';
  docType: 'claim_form';
  style: string;
  phi: { type: string; text: string }[];
  nonPhi: string[];
  lines: Line[];
  totals: { totalCharges: number };
  findings: { type: string; codes: string[]; amount: number }[];
  plain: string;
}

const money = (n: number) => n.toFixed(2);
const iso = (m: number, d: number, y: number) => `${y}-${pad(m)}-${pad(d)}`;

/** One CMS-1500: values by field name, the lines, the printed total and the truth. */
function cms1500(id: string, style: 'fillable' | 'fillable_captions' | 'flat' | 'flat_split') {
  const pt = person();
  const ins = rand() < 0.6 ? pt : person();
  const provider = pick(PROVIDERS);
  const [m, d] = [int(1, 12), int(1, 28)];
  const yy = int(24, 26);
  const n = int(1, 6);
  const values: Record<string, string> = {};
  const lines: Line[] = [];
  const used = new Set<string>();
  for (let k = 1; k <= n; k++) {
    let svc = pick(SERVICES);
    // One office visit per claim: two on one day would be a real coding problem, not our test.
    while (used.has(svc[0]) || (isVisit(svc[0]) && [...used].some(isVisit))) svc = pick(SERVICES);
    used.add(svc[0]);
    const units = svc[0] === '97110' ? int(1, 3) : 1;
    const amount = Math.round(svc[1] * units * (0.9 + rand() * 0.4) * 100) / 100;
    const split = style === 'flat_split';
    Object.assign(values, {
      [`sv${k}_mm_from`]: pad(m),
      [`sv${k}_dd_from`]: pad(d),
      [`sv${k}_yy_from`]: pad(yy),
      [`sv${k}_mm_end`]: pad(m),
      [`sv${k}_dd_end`]: pad(d),
      [`sv${k}_yy_end`]: pad(yy),
      [`place${k}`]: '11',
      [`cpt${k}`]: svc[0],
      [`diag${k}`]: pick(['A', 'AB', 'B']),
      [`ch${k}`]: split ? `${Math.floor(amount)} ${money(amount).slice(-2)}` : money(amount),
      [`day${k}`]: String(units),
      [`local${k}`]: `1${digits(9)}`,
    });
    lines.push({ date: iso(m, d, 2000 + yy), code: svc[0], units, amount });
  }
  const sum = Math.round(lines.reduce((s, l) => s + l.amount, 0) * 100) / 100;
  const wrong = rand() < 0.35;
  const delta = int(10, 300);
  // Too little or too much, never a total below zero.
  const total = wrong
    ? Math.round((sum > delta + 1 && rand() < 0.5 ? sum - delta : sum + delta) * 100) / 100
    : sum;
  const account = `${pick(['PA', 'AC', ''])}${digits(7)}`;
  const memberId = `${pick(['XJK', 'W', 'MBR'])}${digits(9)}`;
  const group = `GRP-${digits(5)}`;
  const [city, state, zip] = pick(CITIES);
  Object.assign(values, {
    insurance_name: pick(PAYERS),
    insurance_address: `PO Box ${int(1000, 99999)}`,
    insurance_city_state_zip: `${city}, ${state} ${zip}`,
    insurance_id: memberId,
    pt_name: `${pt.last}, ${pt.first}`,
    birth_mm: pad(pt.dob[0]),
    birth_dd: pad(pt.dob[1]),
    birth_yy: String(pt.dob[2]),
    ins_name: `${ins.last}, ${ins.first}`,
    pt_street: pt.street,
    pt_city: pt.city,
    pt_state: pt.state,
    pt_zip: pt.zip,
    pt_AreaCode: pt.area,
    pt_phone: pt.phone,
    ins_street: ins.street,
    ins_city: ins.city,
    ins_state: ins.state,
    ins_zip: ins.zip,
    'ins_phone area': ins.area,
    ins_phone: ins.phone,
    ins_policy: group,
    ins_dob_mm: pad(ins.dob[0]),
    ins_dob_dd: pad(ins.dob[1]),
    ins_dob_yy: String(ins.dob[2]),
    ins_plan_name: pick(PAYERS),
    pt_signature: 'SIGNATURE ON FILE',
    ins_signature: 'SIGNATURE ON FILE',
    diagnosis1: pick(['J06.9', 'M54.50', 'R51.9', 'E11.9']),
    tax_id: `${digits(2)}-${digits(7)}`,
    pt_account: account,
    t_charge: style === 'flat_split' ? `${Math.floor(total)} ${money(total).slice(-2)}` : money(total),
    amt_paid: '0.00',
    'doc_phone area': String(int(201, 989)),
    doc_phone: `${int(200, 989)}${digits(4)}`,
    fac_name: provider,
    doc_name: provider,
    fac_street: `${int(10, 999)} Commerce Pkwy`,
    doc_street: `${int(10, 999)} Commerce Pkwy`,
    fac_location: `${city}, ${state} ${zip}`,
    doc_location: `${city}, ${state} ${zip}`,
    pin: `1${digits(9)}`,
  });
  const other = rand() < 0.4 ? person() : null;
  if (other)
    Object.assign(values, {
      other_ins_name: `${other.last}, ${other.first}`,
      other_ins_policy: `OP${digits(8)}`,
    });
  const phi = [
    { type: 'name', text: `${pt.last}, ${pt.first}` },
    { type: 'address', text: pt.street },
    { type: 'phone', text: pt.phone },
    { type: 'insurance_id', text: memberId },
    { type: 'insurance_id', text: group },
    { type: 'account_number', text: account },
    { type: 'date_of_birth', text: String(pt.dob[2]) },
  ];
  if (ins !== pt)
    phi.push({ type: 'name', text: `${ins.last}, ${ins.first}` }, { type: 'address', text: ins.street });
  if (other)
    phi.push(
      { type: 'name', text: `${other.last}, ${other.first}` },
      { type: 'insurance_id', text: `${values.other_ins_policy}` },
    );
  const truth: Truth = {
    id,
    file: `${id}.pdf`,
    format: 'pdf',
    docType: 'claim_form',
    style: `cms1500_${style}`,
    phi,
    nonPhi: [provider, lines[0]?.code ?? '', money(lines[0]?.amount ?? 0)],
    lines,
    totals: { totalCharges: total },
    findings: wrong
      ? [{ type: 'math_error', codes: [], amount: Math.round(Math.abs(sum - total) * 100) / 100 }]
      : [],
    plain: Object.values(values).join('\n'),
  };
  return { values, truth };
}

function drawIn(page: PDFPage, font: PDFFont, text: string, [x0, y0]: Rect, size = 8) {
  page.drawText(text, { x: x0 + 2, y: y0 + 2, size, font });
}

async function writeCms1500(id: string, style: 'fillable' | 'fillable_captions' | 'flat' | 'flat_split') {
  const { values, truth } = cms1500(id, style);
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([612, 792]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const rects: Record<string, Rect> = { ...CMS1500_FIELDS };
  for (let k = 1; k <= 6; k++) Object.assign(rects, serviceRow(k));
  if (style !== 'fillable')
    for (const [text, x, y] of CMS1500_CAPTIONS) page.drawText(text, { x, y, size: 5, font });
  if (style.startsWith('fillable')) {
    const form = pdf.getForm();
    for (const [name, rect] of Object.entries(rects)) {
      const field = form.createTextField(name);
      const value = values[name];
      if (value) field.setText(value);
      field.addToPage(page, {
        x: rect[0],
        y: rect[1],
        width: rect[2] - rect[0],
        height: rect[3] - rect[1],
        borderWidth: 0,
      });
    }
  } else {
    for (const [name, value] of Object.entries(values)) {
      const rect = rects[name];
      if (!rect) continue;
      if (/^ch\d$|^t_charge$/.test(name)) {
        // Right-aligned dollars, as a typed form prints them.
        const w = font.widthOfTextAtSize(value, 8);
        page.drawText(value, { x: rect[2] - w - 2, y: rect[1] + 2, size: 8, font });
      } else drawIn(page, font, value, rect);
    }
  }
  writeFileSync(path.join(OUT, truth.file), await pdf.save());
  return truth;
}

/** A UB-04 as a flat text PDF: form locators by their printed numbers, lines in FL 42-47. */
async function writeUb04(id: string) {
  const pt = person();
  const hospital = pick(HOSPITALS);
  const [m, d, yy] = [int(1, 12), int(1, 28), int(24, 26)];
  const n = int(2, 5);
  const lines: Line[] = [];
  const rows: string[][] = [];
  const used = new Set<string>();
  for (let k = 0; k < n; k++) {
    let r = pick(REVENUE);
    while (used.has(r[0])) r = pick(REVENUE);
    used.add(r[0]);
    const units = r[0] === '0250' ? int(1, 6) : 1;
    const amount = Math.round(r[3] * units * (0.9 + rand() * 0.4) * 100) / 100;
    lines.push({ date: iso(m, d, 2000 + yy), code: r[2], units, amount });
    const [dollars, cents] = money(amount).split('.');
    rows.push([
      r[0],
      r[1],
      r[2] ?? '',
      `${pad(m)}${pad(d)}${pad(yy)}`,
      String(units),
      `${Number(dollars).toLocaleString('en-US')} ${cents}`,
    ]);
  }
  const sum = Math.round(lines.reduce((s, l) => s + l.amount, 0) * 100) / 100;
  const wrong = rand() < 0.35;
  const total = wrong ? Math.round((sum + int(15, 250)) * 100) / 100 : sum;
  const account = digits(8);
  const mrn = `MR${digits(7)}`;
  const memberId = `${pick(['YHX', 'K', 'MBR'])}${digits(9)}`;
  const groupNo = digits(6);
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([612, 792]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const put = (text: string, x: number, top: number, size = 7) => {
    page.drawText(text, { x, y: 792 - top, size, font });
  };
  // Form locators at the UB-04's printed positions (points from the top).
  put(hospital, 16, 22);
  put(`${int(10, 999)} Hospital Dr`, 16, 32);
  put(`${pt.city}, ${pt.state} ${pt.zip}`, 16, 42);
  put('3a PAT. CNTL #', 373, 20, 5);
  put(account, 410, 22);
  put('b. MED. REC. #', 373, 33, 5);
  put(mrn, 410, 35);
  put('4 TYPE OF BILL', 565, 20, 5);
  put('0131', 570, 30);
  put('5 FED. TAX NO.', 373, 45, 5);
  put('8 PATIENT NAME', 13, 66, 5);
  put(`${pt.last}, ${pt.first}`, 16, 84);
  put('9 PATIENT ADDRESS', 229, 66, 5);
  put(pt.street, 310, 70);
  put(pt.city, 236, 84);
  put(pt.state, 470, 84);
  put(pt.zip, 500, 84);
  put('10 BIRTHDATE', 13, 91, 5);
  put(`${pad(pt.dob[0])}${pad(pt.dob[1])}${pt.dob[2]}`, 16, 103);
  put('42 REV. CD.   43 DESCRIPTION', 13, 212, 5);
  put('44 HCPCS / RATE / HIPPS CODE', 227, 212, 5);
  put('45 SERV. DATE   46 SERV. UNITS   47 TOTAL CHARGES   48 NON-COVERED CHARGES', 334, 212, 5);
  rows.forEach((r, k) => {
    const top = 226 + 12 * k;
    put(r[0] ?? '', 14, top);
    put(r[1] ?? '', 48, top);
    put(r[2] ?? '', 230, top);
    put(r[3] ?? '', 336, top);
    put(r[4] ?? '', 392, top);
    const w = font.widthOfTextAtSize(r[5] ?? '', 7);
    put(r[5] ?? '', 500 - w, top);
  });
  const [td, tc] = money(total).split('.');
  put('0001', 14, 490);
  put('PAGE 1 OF 1', 48, 490);
  put('TOTALS', 384, 490);
  const tw = font.widthOfTextAtSize(`${Number(td).toLocaleString('en-US')} ${tc}`, 7);
  put(`${Number(td).toLocaleString('en-US')} ${tc}`, 500 - tw, 490);
  put('50 PAYER NAME', 13, 503, 5);
  put(pick(PAYERS), 16, 515);
  put(`56 NPI 1${digits(9)}`, 474, 503, 5);
  put("58 INSURED'S NAME", 13, 549, 5);
  put(`${pt.last}, ${pt.first}`, 16, 562);
  put("60 INSURED'S UNIQUE ID", 222, 549, 5);
  put(memberId, 225, 562);
  put('62 INSURANCE GROUP NO.', 474, 549, 5);
  put(groupNo, 477, 562);
  put('76 ATTENDING NPI', 375, 681, 5);
  put(`Dr. ${pick(LAST.filter((l) => l !== pt.last))}`, 400, 693);
  put('UB-04 CMS-1450', 87, 780, 6);
  writeFileSync(path.join(OUT, `${id}.pdf`), await pdf.save());
  const truth: Truth = {
    id,
    file: `${id}.pdf`,
    format: 'pdf',
    docType: 'claim_form',
    style: 'ub04_flat',
    phi: [
      { type: 'name', text: `${pt.last}, ${pt.first}` },
      { type: 'address', text: pt.street },
      { type: 'account_number', text: account },
      { type: 'mrn', text: mrn },
      { type: 'insurance_id', text: memberId },
      { type: 'insurance_id', text: groupNo },
      { type: 'date_of_birth', text: `${pad(pt.dob[0])}${pad(pt.dob[1])}${pt.dob[2]}` },
    ],
    nonPhi: [hospital],
    lines,
    totals: { totalCharges: total },
    findings: wrong ? [{ type: 'math_error', codes: [], amount: Math.round((total - sum) * 100) / 100 }] : [],
    plain: [hospital, ...rows.map((r) => r.join(' '))].join('\n'),
  };
  return truth;
}

mkdirSync(OUT, { recursive: true });
const truth: Truth[] = [];
const styles = ['fillable', 'fillable_captions', 'flat', 'flat_split'] as const;
for (let i = 0; i < 16; i++)
  truth.push(await writeCms1500(`cf${String(i + 1).padStart(3, '0')}`, styles[i % 4] ?? 'flat'));
for (let i = 16; i < 22; i++) truth.push(await writeUb04(`cf${String(i + 1).padStart(3, '0')}`));
writeFileSync(path.join(OUT, 'truth.json'), JSON.stringify(truth, null, 1));
console.log(`wrote ${truth.length} forms to ${OUT}`);
