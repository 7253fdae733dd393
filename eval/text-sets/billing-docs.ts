// Bills and EOBs for the outsider set: many headings, column orders, header words, separators, date and
// money styles; coded and uncoded lines; dental CDT codes; pharmacy receipts; key-value EOBs; totals as
// labels, printed before their label, or in a summary box.
import {
  DENTISTS,
  PAYERS,
  PHARMACIES,
  PROVIDERS,
  fmtDate,
  fmtMoney,
  person,
  personPhi,
  randomDate,
  renderTable,
  round2,
  type DateStyle,
  type Doc,
  type MoneyStyle,
  type Rng,
  type Separator,
  type TruthLine,
} from './common';

interface Service {
  code: string | null;
  text: string;
  lo: number;
  hi: number;
}

// Our own short descriptions (never the AMA's descriptors).
const MEDICAL: Service[] = [
  { code: '99213', text: 'Office Visit Level 3', lo: 110, hi: 180 },
  { code: '99214', text: 'Office visit, established patient', lo: 150, hi: 260 },
  { code: '80053', text: 'Metabolic panel', lo: 25, hi: 60 },
  { code: '85025', text: 'Blood count with differential', lo: 15, hi: 40 },
  { code: '36415', text: 'Blood draw', lo: 8, hi: 20 },
  { code: '71046', text: 'Chest X-ray 2 views', lo: 90, hi: 240 },
  { code: '93000', text: 'ECG with interpretation', lo: 60, hi: 140 },
  { code: '97110', text: 'Therapeutic exercise', lo: 70, hi: 130 },
  { code: 'J1885', text: 'Injection, anti-inflammatory', lo: 15, hi: 45 },
  { code: '73030', text: 'Shoulder X-ray', lo: 80, hi: 200 },
  { code: '81001', text: 'Urinalysis', lo: 8, hi: 25 },
];
const UNCODED: Service[] = [
  { code: null, text: 'Facility Fee', lo: 180, hi: 900 },
  { code: null, text: 'Anesthesia Services', lo: 300, hi: 1400 },
  { code: null, text: 'Supplies', lo: 20, hi: 160 },
  { code: null, text: 'Emergency Room Level 4', lo: 600, hi: 1800 },
  { code: null, text: 'Room and Board - Semi-private', lo: 900, hi: 2400 },
  { code: null, text: 'Pharmacy', lo: 30, hi: 300 },
  { code: null, text: 'Recovery Room', lo: 250, hi: 900 },
  { code: null, text: 'Physical therapy evaluation', lo: 120, hi: 260 },
];
const DENTAL: Service[] = [
  { code: 'D0150', text: 'Comprehensive oral evaluation', lo: 70, hi: 140 },
  { code: 'D0120', text: 'Periodic oral evaluation', lo: 40, hi: 80 },
  { code: 'D0210', text: 'Full mouth X-rays', lo: 100, hi: 180 },
  { code: 'D0274', text: 'Bitewings, four films', lo: 55, hi: 95 },
  { code: 'D1110', text: 'Adult cleaning', lo: 80, hi: 150 },
  { code: 'D2391', text: 'Resin filling, one surface, posterior', lo: 140, hi: 260 },
  { code: 'D2740', text: 'Crown, porcelain/ceramic', lo: 950, hi: 1600 },
  { code: 'D4341', text: 'Scaling and root planing, per quadrant', lo: 180, hi: 320 },
];
const DRUGS = [
  'Atorvastatin 20 mg',
  'Lisinopril 10 mg',
  'Amoxicillin 500 mg',
  'Metformin 850 mg',
  'Sertraline 50 mg',
];

const COUNTABLE = new Set(['97110', 'J1885', '71046', '73030']);

interface Item {
  date: string;
  svc: Service;
  units: number;
  amount: number;
}

function items(rng: Rng, pool: Service[], n: number, dates: string[]): Item[] {
  const out: Item[] = [];
  const used = new Set<string>();
  while (out.length < n) {
    const svc = rng.pick(pool);
    // One office visit per bill; counts only where a count is plausible (not visits or dental codes).
    const visit = svc.code?.startsWith('992') ?? false;
    if (used.has(svc.text) || (visit && used.has('visit'))) continue;
    used.add(svc.text);
    if (visit) used.add('visit');
    const units = svc.code && rng.chance(0.2) && COUNTABLE.has(svc.code) ? 2 : 1;
    const price = round2(svc.lo + rng.next() * (svc.hi - svc.lo));
    out.push({ date: rng.pick(dates), svc, units, amount: round2(price * units) });
  }
  return out.sort((a, b) => a.date.localeCompare(b.date));
}

const truthOf = (list: Item[], withDate = true): TruthLine[] =>
  list.map((i) => ({ date: withDate ? i.date : null, code: i.svc.code, units: i.units, amount: i.amount }));

type Col = 'date' | 'code' | 'desc' | 'units' | 'amount';
const TITLES: Record<Col, string[]> = {
  date: ['Date', 'Service Date', 'DOS', 'Date of Service', 'Svc Date'],
  code: ['Code', 'CPT', 'CPT/HCPCS', 'Procedure', 'Proc Code'],
  desc: ['Description', 'Service', 'Item', 'Details', 'Service Description'],
  units: ['Units', 'Qty', 'Quantity'],
  amount: ['Amount', 'Charge', 'Charges', 'Total', 'Fee'],
};
const ORDERS: Col[][] = [
  ['date', 'code', 'desc', 'units', 'amount'],
  ['code', 'desc', 'date', 'amount'],
  ['date', 'desc', 'code', 'units', 'amount'],
  ['desc', 'code', 'date', 'units', 'amount'],
  ['date', 'code', 'desc', 'amount'],
  ['date', 'desc', 'amount'],
];

interface Style {
  date: DateStyle;
  money: MoneyStyle;
  sep: Separator;
}

function styleOf(rng: Rng): Style {
  return {
    date: rng.pick(['mdy', 'iso', 'named', 'mdy2', 'dash'] as const),
    money: rng.pick(['dollar', 'plain', 'usd', 'dollarNoComma'] as const),
    sep: rng.pick(['tab', 'pipe', 'spaces'] as const),
  };
}

function serviceTable(rng: Rng, list: Item[], st: Style, coded: boolean, paid: number): string {
  const order = coded ? rng.pick(ORDERS.slice(0, 5)) : (ORDERS[5] as Col[]);
  const multi = list.some((i) => i.units > 1);
  const cols = order.filter((c) => c !== 'units' || multi || rng.chance(0.5));
  if (multi && !cols.includes('units')) cols.splice(cols.indexOf('amount'), 0, 'units');
  const header = cols.map((c) => rng.pick(TITLES[c]));
  const rows = list.map((i) =>
    cols.map((c) => {
      if (c === 'date') return fmtDate(i.date, st.date);
      if (c === 'code') return i.svc.code ?? '';
      if (c === 'desc') return i.svc.text;
      if (c === 'units') return String(i.units);
      return fmtMoney(i.amount, st.money);
    }),
  );
  // A payment posted inside the table: a row with money that is not a service.
  if (paid && rng.chance(0.4)) {
    const last = list.at(-1);
    rows.push(
      cols.map((c) => {
        if (c === 'date') return fmtDate(last?.date ?? '2026-01-01', st.date);
        if (c === 'desc') return rng.pick(['Insurance payment', 'Payment - thank you', 'Plan payment']);
        if (c === 'amount') return `-${fmtMoney(paid, st.money)}`;
        return '';
      }),
    );
  }
  return renderTable(header, rows, st.sep);
}

/** A list without a header: 'Date of service' lines, then 'Description ...... $amount' with dot leaders. */
function leaderList(rng: Rng, list: Item[], st: Style): string {
  const out: string[] = [];
  let date = '';
  for (const i of list) {
    if (i.date !== date) {
      date = i.date;
      out.push(`${rng.pick(['Date of service', 'Service date', 'Visit'])}: ${fmtDate(i.date, st.date)}`);
    }
    const what = [i.svc.code, i.svc.text].filter(Boolean).join(' ') + (i.units > 1 ? ` x${i.units}` : '');
    out.push(`  ${what} ${'.'.repeat(Math.max(3, 44 - what.length))} ${fmtMoney(i.amount, st.money)}`);
  }
  return out.join('\n');
}

/** Totals in one of three ways: labels with values, amounts before their label, a summary box. */
function totalsBlock(rng: Rng, pairs: [string, number][], st: Style): string {
  const how = rng.int(0, 2);
  if (how === 0) return pairs.map(([l, v]) => `${l}: ${fmtMoney(v, st.money)}`).join('\n');
  if (how === 1) return pairs.map(([l, v]) => `${fmtMoney(v, 'dollar')}  ${l}`).join('\n');
  const w = Math.max(...pairs.map(([l]) => l.length));
  const rule = `+${'-'.repeat(w + 2)}+${'-'.repeat(14)}+`;
  return [
    rule,
    ...pairs.map(([l, v]) => `| ${l.padEnd(w)} | ${fmtMoney(v, 'dollar').padStart(12)} |`),
    rule,
  ].join('\n');
}

function headBlock(
  rng: Rng,
  who: ReturnType<typeof person>,
  provider: string,
  title: string,
  st: Style,
): string {
  const date = fmtDate(randomDate(rng), st.date);
  const phone = `(${rng.int(201, 989)}) 555-0${rng.int(100, 199)}`;
  return [
    provider,
    `${rng.int(100, 990)} Commerce Parkway, Suite ${rng.int(100, 400)}`,
    `Billing questions: ${phone}`,
    '',
    title,
    `${rng.pick(['Statement Date', 'Date', 'Issued'])}: ${date}`,
    `${rng.pick(['Patient', 'Patient Name', 'Bill to'])}: ${who.name}`,
    who.street,
    who.cityLine,
    `${rng.pick(['Account #', 'Account Number', 'Acct'])}: ${who.account}`,
  ].join('\n');
}

export function billDocument(rng: Rng): Doc {
  const kind = rng.pick([
    'statement',
    'statement',
    'invoice',
    'details',
    'dental',
    'dental',
    'pharmacy',
  ] as const);
  if (kind === 'pharmacy') return pharmacyReceipt(rng);
  const st = styleOf(rng);
  const who = person(rng);
  const dental = kind === 'dental';
  const provider = rng.pick(dental ? DENTISTS : PROVIDERS);
  const visit = randomDate(rng);
  const dates = rng.chance(0.5) ? [visit] : [visit, randomDate(rng)];
  const coded = dental || rng.chance(0.75);
  const pool = dental ? DENTAL : coded ? [...MEDICAL, ...MEDICAL, ...UNCODED] : UNCODED;
  const leaders = !dental && rng.chance(0.2);
  const list = items(rng, pool, rng.int(2, 6), dates);
  const title = dental
    ? rng.pick(['Patient Statement', 'Statement', 'Treatment Invoice'])
    : kind === 'invoice'
      ? rng.pick(['INVOICE', 'Invoice', 'Medical Invoice'])
      : kind === 'details'
        ? rng.pick(['Bill details', 'Patient Billing Statement'])
        : rng.pick(['STATEMENT', 'Statement', 'Patient Billing Statement', 'Itemized Statement']);
  const total = round2(list.reduce((s, i) => s + i.amount, 0));
  const paid = rng.chance(0.6) ? round2(total * (0.3 + 0.4 * rng.next())) : 0;
  const due = round2(total - paid);
  const pairs: [string, number][] = [[rng.pick(['Total Charges', 'Total charges', 'Subtotal']), total]];
  if (paid) pairs.push([rng.pick(['Insurance Payments', 'Insurance paid', 'Payments received']), paid]);
  pairs.push([rng.pick(['Balance Due', 'Amount Due', 'Please pay', 'Total patient responsibility']), due]);
  const notes = rng.chance(0.35)
    ? rng.pick([
        `Notes: fasting glucose ${rng.int(1, 2)},${rng.int(100, 999)} reported by outside lab; no action needed.`,
        `Questions? Call ${rng.int(200, 989)}-555-${rng.int(1000, 9999)} Monday to Friday.`,
        `Reference ${rng.int(100000, 999999)}. Payment plans available on request.`,
      ])
    : '';
  const plain = [
    headBlock(rng, who, provider, title, st),
    '',
    rng.pick(['Services', 'Charges', 'Itemized charges', 'Detail of services', 'Treatment']),
    leaders ? leaderList(rng, list, st) : serviceTable(rng, list, st, coded, paid),
    '',
    totalsBlock(rng, pairs, st),
    '',
    notes,
    `Pay by ${fmtDate(randomDate(rng), st.date)}. Thank you.`,
  ].join('\n');
  return {
    docType: 'bill',
    style: `${kind}/${leaders ? 'leaders' : st.sep}/${st.date}/${st.money}`,
    phi: personPhi(who),
    nonPhi: [provider],
    lines: truthOf(list),
    totals: { totalCharges: total, patientBalance: due },
    findings: [],
    plain,
  };
}

function pharmacyReceipt(rng: Rng): Doc {
  const who = person(rng);
  const store = rng.pick(PHARMACIES);
  const date = randomDate(rng);
  const ds = rng.pick(['mdy', 'iso', 'named'] as const);
  const n = rng.int(1, 3);
  const list: Item[] = [];
  const used = new Set<string>();
  while (list.length < n) {
    const drug = rng.pick(DRUGS);
    if (used.has(drug)) continue;
    used.add(drug);
    list.push({
      date,
      svc: { code: null, text: drug, lo: 0, hi: 0 },
      units: 1,
      amount: round2(4 + rng.next() * 60),
    });
  }
  const total = round2(list.reduce((s, i) => s + i.amount, 0));
  const qtyStyle = rng.int(0, 1);
  const rows = list.map((i) => {
    const rx = `Rx #${rng.int(1000000, 9999999)}`;
    const qty = rng.pick([30, 60, 90]);
    return qtyStyle === 0
      ? `${rx}  ${i.svc.text}  Qty ${qty}  $${i.amount.toFixed(2)}`
      : `${rx}\t${i.svc.text}\tQty: ${qty}\t${i.amount.toFixed(2)}`;
  });
  const plain = [
    `${store.toUpperCase()} #${rng.int(100, 999)}`,
    `${rng.int(10, 999)} Main Street`,
    `Pharmacy Receipt`,
    `Date: ${fmtDate(date, ds)}`,
    `Patient: ${who.name}`,
    '',
    ...rows,
    '',
    `Total: $${total.toFixed(2)}`,
    `Paid: VISA ****${rng.int(1000, 9999)}  $${total.toFixed(2)}`,
    'Thank you for choosing us.',
  ].join('\n');
  return {
    docType: 'bill',
    style: `pharmacy/${qtyStyle}`,
    phi: [{ type: 'name', text: who.name }],
    nonPhi: [store],
    lines: truthOf(list, false),
    totals: { totalCharges: total },
    findings: [],
    plain,
  };
}

interface EobItem extends Item {
  allowed: number;
  paid: number;
  owe: number;
}

function eobItems(rng: Rng, list: Item[]): EobItem[] {
  return list.map((i) => {
    const allowed = round2(i.amount * (0.4 + 0.4 * rng.next()));
    const paid = round2(allowed * 0.8);
    return { ...i, allowed, paid, owe: round2(allowed - paid) };
  });
}

export function eobDocument(rng: Rng): Doc {
  const st = styleOf(rng);
  const who = person(rng);
  const payer = rng.pick(PAYERS);
  const dental = rng.chance(0.2);
  const provider = rng.pick(dental ? DENTISTS : PROVIDERS);
  const visit = randomDate(rng);
  const pool = dental ? DENTAL : rng.chance(0.5) ? MEDICAL : [...MEDICAL, ...UNCODED];
  const list = eobItems(rng, items(rng, pool, rng.int(1, 5), [visit]));
  const keyValue = rng.chance(0.45);
  const sum = (k: 'amount' | 'allowed' | 'paid' | 'owe') => round2(list.reduce((s, i) => s + i[k], 0));
  const head = [
    payer,
    rng.pick(['Explanation of Benefits', 'EXPLANATION OF BENEFITS', 'Your Explanation of Benefits']),
    'THIS IS NOT A BILL',
    `Member: ${who.name}`,
    `Member ID: ${who.memberId}`,
    `Claim number: ${rng.pick(['C', 'CLM'])}${rng.int(10000000, 99999999)}`,
    `Provider: ${provider}`,
    `Processed: ${fmtDate(randomDate(rng), st.date)}`,
    '',
  ];
  const body = keyValue ? keyValueBody(rng, list, st) : eobTable(rng, list, st);
  const pairs: [string, number][] = [
    [rng.pick(['Total billed', 'Amount billed']), sum('amount')],
    [rng.pick(['Plan paid', 'Total plan paid']), sum('paid')],
    [rng.pick(['You owe', 'Total patient responsibility', 'Your share']), sum('owe')],
  ];
  const plain = [
    ...head,
    body,
    '',
    totalsBlock(rng, pairs, st),
    '',
    'Questions? Call the number on your ID card.',
  ].join('\n');
  return {
    docType: 'eob',
    style: `${keyValue ? 'kv' : 'table'}/${st.sep}/${st.date}/${st.money}`,
    phi: [
      { type: 'name', text: who.name },
      { type: 'insurance_id', text: who.memberId },
    ],
    nonPhi: [payer],
    lines: truthOf(list),
    totals: { totalCharges: sum('amount'), patientResponsibility: sum('owe') },
    findings: [],
    plain,
  };
}

function eobTable(rng: Rng, list: EobItem[], st: Style): string {
  const titles = {
    date: rng.pick(['Date of Service', 'Service Date', 'Dates']),
    code: rng.pick(['Service Code', 'Procedure', 'Code']),
    desc: rng.pick(['Service', 'Description']),
    billed: rng.pick(['Billed', 'Amount Billed', 'Provider Charged']),
    allowed: rng.pick(['Allowed', 'Allowed Amount', 'Plan Allowance']),
    paid: rng.pick(['Plan Paid', 'Paid by Plan', 'We Paid']),
    owe: rng.pick(['You Owe', 'Your Responsibility', 'Patient Resp']),
  };
  type K = keyof typeof titles | 'units' | 'deductible' | 'coins';
  const order: K[] = [
    ...rng.pick([
      ['date', 'code', 'desc', 'billed', 'allowed', 'paid', 'owe'],
      ['code', 'desc', 'date', 'billed', 'allowed', 'paid', 'owe'],
      ['date', 'desc', 'code', 'billed', 'allowed', 'owe', 'paid'],
    ] as K[][]),
  ];
  if (list.some((i) => i.units > 1)) order.splice(order.indexOf('billed'), 0, 'units');
  const split = rng.chance(0.35);
  if (split) order.splice(order.indexOf('owe'), 1, 'deductible', 'coins');
  const rows = list.map((i) =>
    order.map((k) => {
      if (k === 'date') return fmtDate(i.date, st.date);
      if (k === 'code') return i.svc.code ?? '';
      if (k === 'desc') return i.svc.text;
      if (k === 'units') return String(i.units);
      if (k === 'deductible') return fmtMoney(0, st.money);
      if (k === 'coins') return fmtMoney(i.owe, st.money);
      const v = k === 'billed' ? i.amount : k === 'allowed' ? i.allowed : k === 'paid' ? i.paid : i.owe;
      return fmtMoney(v, st.money);
    }),
  );
  return renderTable(
    order.map((k) =>
      k === 'units'
        ? rng.pick(['Units', 'Qty'])
        : k === 'deductible'
          ? 'Deductible'
          : k === 'coins'
            ? rng.pick(['Coinsurance', 'Co-ins'])
            : titles[k],
    ),
    rows,
    st.sep,
  );
}

function keyValueBody(rng: Rng, list: EobItem[], st: Style): string {
  const labels = {
    billed: rng.pick(['Billed', 'Amount billed', 'Provider charged']),
    allowed: rng.pick(['Allowed', 'Allowed amount', 'Plan allowance']),
    paid: rng.pick(['Plan paid', 'Paid by plan', 'We paid']),
    owe: rng.pick(['You owe', 'Your responsibility', 'Patient responsibility']),
  };
  const indent = rng.pick(['', '  ', '    ']);
  return list
    .map((i, k) => {
      const what = [i.svc.code, i.svc.text].filter(Boolean).join(' ');
      const heading = rng.pick([
        `Service ${k + 1}: ${what} - ${fmtDate(i.date, st.date)}`,
        `${fmtDate(i.date, st.date)}  ${what}`,
        `Claim line ${k + 1}\n${indent}Service: ${what}\n${indent}Date: ${fmtDate(i.date, st.date)}`,
      ]);
      const units = i.units > 1 ? [`${indent}Units: ${i.units}`] : [];
      return [
        heading,
        ...units,
        `${indent}${labels.billed}: ${fmtMoney(i.amount, st.money)}`,
        `${indent}${labels.allowed}: ${fmtMoney(i.allowed, st.money)}`,
        `${indent}${labels.paid}: ${fmtMoney(i.paid, st.money)}`,
        `${indent}${labels.owe}: ${fmtMoney(i.owe, st.money)}`,
      ].join('\n');
    })
    .join('\n\n');
}
