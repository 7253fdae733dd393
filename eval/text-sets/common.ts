// Shared pieces of the outsider set generator: a seeded random source, made-up people and places,
// dates and money in several printed styles, and tables rendered with several separators.

export interface TruthLine {
  date: string | null;
  code: string | null;
  units: number;
  amount: number;
}

export interface Doc {
  docType: 'bill' | 'eob' | 'other';
  style: string;
  phi: { type: string; text: string }[];
  nonPhi: string[];
  lines: TruthLine[];
  totals: Record<string, number>;
  findings: { type: string; codes: string[] }[];
  plain: string;
}

export interface Rng {
  next(): number;
  int(lo: number, hi: number): number;
  pick<T>(items: readonly T[]): T;
  chance(p: number): boolean;
}

export function makeRng(seed: number): Rng {
  let s = seed >>> 0;
  const next = () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1));
  return {
    next,
    int,
    pick: <T>(items: readonly T[]): T => items[int(0, items.length - 1)] as T,
    chance: (p: number) => next() < p,
  };
}

const FIRST = [
  'Odessa',
  'Bram',
  'Quillan',
  'Marisol',
  'Tobiah',
  'Ingrid',
  'Caspian',
  'Delphine',
  'Yusuf',
  'Renata',
];
const LAST = ['Varga', 'Thornbury', 'Okafor', 'Lindqvist', 'Pemberton', 'Castellano', 'Haddad', 'Ferreira'];
const STREETS = ['Larkspur Lane', 'Quarry Road', 'Juniper Court', 'Old Mill Street', 'Harbor View Drive'];
const TOWNS = [
  ['Millbrook', 'VT', '05601'],
  ['Stonefield', 'OR', '97301'],
  ['Cedar Falls', 'IA', '50613'],
  ['Port Ansel', 'ME', '04101'],
] as const;

export const PROVIDERS = [
  'Bluewater Family Clinic',
  'Summit Ridge Orthopedics',
  'Lakeshore Community Hospital',
  'Northgate Imaging Center',
  'Maple Grove Pediatrics',
  'Harborlight Surgical Associates',
];
export const DENTISTS = ['Brightsmile Dental Group', 'Riverbend Family Dentistry', 'Oakview Dental Care'];
export const PAYERS = [
  'Keystone Health Plan',
  'Meridian Mutual Insurance',
  'Pinecrest Benefits',
  'Unity Care PPO',
];
export const PHARMACIES = ['Greenleaf Pharmacy', 'Corner Apothecary', 'Westside Drug'];

export interface Person {
  name: string;
  street: string;
  cityLine: string;
  account: string;
  memberId: string;
  dob: string;
}

export function person(rng: Rng): Person {
  const [town, st, zip] = rng.pick(TOWNS);
  return {
    name: `${rng.pick(FIRST)} ${rng.pick(LAST)}`,
    street: `${rng.int(12, 9870)} ${rng.pick(STREETS)}`,
    cityLine: `${town}, ${st} ${zip}`,
    account: `${rng.int(10, 99)}${rng.int(100000, 999999)}`,
    memberId: `${rng.pick(['XQW', 'KHP', 'MMI'])}${rng.int(10000000, 99999999)}`,
    dob: `${String(rng.int(1, 12)).padStart(2, '0')}/${String(rng.int(1, 28)).padStart(2, '0')}/${rng.int(1940, 2005)}`,
  };
}

export function personPhi(p: Person): Doc['phi'] {
  return [
    { type: 'name', text: p.name },
    { type: 'address', text: p.street },
    { type: 'account_number', text: p.account },
  ];
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
export type DateStyle = 'mdy' | 'iso' | 'named' | 'mdy2' | 'dash';

export function fmtDate(iso: string, style: DateStyle): string {
  const [y = '', m = '', d = ''] = iso.split('-');
  if (style === 'iso') return iso;
  if (style === 'named') return `${MONTHS[Number(m) - 1] ?? ''} ${Number(d)}, ${y}`;
  if (style === 'mdy2') return `${m}/${d}/${y.slice(2)}`;
  if (style === 'dash') return `${m}-${d}-${y}`;
  return `${m}/${d}/${y}`;
}

export function randomDate(rng: Rng): string {
  const m = rng.int(1, 10);
  const d = rng.int(1, 28);
  return `2026-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

export type MoneyStyle = 'dollar' | 'plain' | 'usd' | 'dollarNoComma';

export function fmtMoney(v: number, style: MoneyStyle): string {
  const fixed = v.toFixed(2);
  const comma = Number(fixed).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  if (style === 'plain') return comma;
  if (style === 'usd') return `USD ${comma}`;
  if (style === 'dollarNoComma') return `$${fixed}`;
  return `$${comma}`;
}

export const round2 = (n: number) => Math.round(n * 100) / 100;

export type Separator = 'tab' | 'pipe' | 'spaces';

/** A table as text: tabs, pipes with a rule under the header, or columns aligned with spaces. */
export function renderTable(header: string[], rows: string[][], sep: Separator): string {
  if (sep === 'tab') return [header, ...rows].map((r) => r.join('\t')).join('\n');
  const widths = header.map((h, k) => Math.max(h.length, ...rows.map((r) => (r[k] ?? '').length)));
  const pad = (r: string[]) => r.map((c, k) => c.padEnd(widths[k] ?? 0));
  if (sep === 'pipe') {
    const rule = widths.map((w) => '-'.repeat(w)).join('-+-');
    return [pad(header).join(' | '), rule, ...rows.map((r) => pad(r).join(' | '))].join('\n');
  }
  return [pad(header).join('   '), ...rows.map((r) => pad(r).join('   '))].join('\n').replace(/ +$/gm, '');
}
