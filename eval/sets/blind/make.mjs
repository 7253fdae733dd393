// Blind free-text PHI sets for ClearBill. Written without reading the product's PHI detector or its eval sets.
// usage: cd /work/blind-sets && npm install --no-save @faker-js/faker && node make.mjs
// Writes blind1.jsonl (patient messages), blind2.jsonl (forms/letters/addresses), blind3.jsonl (mix + negatives).
// All values are synthetic (faker + random digits); provider/insurer/drug/eponym words are deliberately unlabeled.
import fs from 'node:fs';
import * as F from '@faker-js/faker';

const N_ITEMS = 400;
let seed = 1;
function rnd() {
  // mulberry32
  seed |= 0; seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const ri = (a, b) => a + Math.floor(rnd() * (b - a + 1));
const pick = (arr) => arr[Math.floor(rnd() * arr.length)];
const chance = (p) => rnd() < p;
const digits = (n) => Array.from({ length: n }, () => ri(0, 9)).join('');
const pad = (n, w = 2) => String(n).padStart(w, '0');

// ---------- span builder ----------
const S = (type, text) => ({ __span: true, type, text });
let TYPOS = false;
function typo(s) {
  if (!TYPOS || !chance(0.12)) return s;
  return s.replace(/\b([a-z]{5,})\b/, (w) => {
    const k = ri(1, w.length - 3);
    return w.slice(0, k) + w[k + 1] + w[k] + w.slice(k + 2);
  });
}
function T(strings, ...vals) {
  let text = '';
  const phi = [];
  strings.forEach((s, i) => {
    text += typo(s);
    if (i >= vals.length) return;
    const v = vals[i];
    if (v && v.__span) {
      const start = text.length;
      text += v.text;
      phi.push({ start, end: text.length, type: v.type, text: v.text });
    } else if (v && v.__doc) {
      for (const p of v.phi) phi.push({ ...p, start: p.start + text.length, end: p.end + text.length });
      text += v.text;
    } else text += String(v);
  });
  return { __doc: true, text, phi };
}
const join = (parts, sep) => {
  // join docs/spans/strings with a separator, keeping spans
  const strs = [''];
  const vals = [];
  parts.forEach((p, i) => { vals.push(p); strs.push(i < parts.length - 1 ? sep : ''); });
  return T(strs, ...vals);
};

// ---------- names ----------
const L = F;
const NAME_LOCALES = [L.fakerEN_US, L.fakerEN_US, L.fakerEN_GB, L.fakerEN_IE, L.fakerEN_IN, L.fakerEN_NG, L.fakerYO_NG,
  L.fakerES_MX, L.fakerES, L.fakerDE, L.fakerFR, L.fakerIT, L.fakerPL, L.fakerPT_BR, L.fakerNL, L.fakerVI, L.fakerTR,
  L.fakerSV, L.fakerFI, L.fakerCS_CZ, L.fakerHU, L.fakerRO, L.fakerZU_ZA, L.fakerAF_ZA, L.fakerEN_GH, L.fakerID_ID,
  L.fakerHR, L.fakerDA, L.fakerNB_NO, L.fakerEN_AU, L.fakerFR_CA, L.fakerUZ_UZ_latin, L.fakerSK, L.fakerEN_ZA];
const LATIN = /^[\p{Script=Latin}][\p{Script=Latin}'’ .-]*$/u;
function fk() { return pick(NAME_LOCALES); }
function latin(fn) {
  for (let i = 0; i < 20; i++) { const v = fn(); if (LATIN.test(v) && v.length > 1) return v; }
  return L.fakerEN_US.person.lastName();
}
const firstRaw = (f = fk(), sex) => latin(() => f.person.firstName(sex));
const ARABIC_ROOTS = ['Rashid', 'Haddad', 'Mansour', 'Farouk', 'Khalil', 'Nasser', 'Saleh', 'Hakim', 'Amin', 'Qasim', 'Tahir', 'Jaber'];
function lastRaw(f = fk()) {
  const r = rnd();
  const base = () => latin(() => f.person.lastName());
  const oneWord = (ff) => latin(() => { const v = ff.person.lastName(); return v.includes(' ') ? '' : v; });
  if (r < 0.06) return `${pick(['van der', 'van', 'van den', 'de'])} ${oneWord(L.fakerNL)}`;
  if (r < 0.1) return `${pick(['De la', 'de la', 'Del', 'de los'])} ${oneWord(L.fakerES_MX)}`;
  if (r < 0.14) return `${pick(["O'", "O’", 'Mc', 'Mac'])}${latin(() => L.fakerEN_IE.person.lastName()).replace(/^(O'|Mc|Mac)/, '')}`;
  if (r < 0.18) return `${pick(['al-', 'Al-', 'el-', 'El-', 'bin ', 'Abu '])}${pick(ARABIC_ROOTS)}`;
  if (r < 0.21) return `${pick(['von', 'von der', 'zu'])} ${oneWord(L.fakerDE)}`;
  if (r < 0.24) return `${pick(['da', 'dos', 'do', 'di', 'Di', 'Le', 'La'])} ${oneWord(pick([L.fakerPT_BR, L.fakerIT, L.fakerFR]))}`;
  if (r < 0.32) return `${oneWord(f)}-${oneWord(fk())}`;
  return base();
}
const NICKS = ['Bobby', 'Liz', 'Katie', 'Mikey', 'Jimmy', 'Tommy', 'Bea', 'Sasha', 'Kiki', 'Nando', 'Pepe', 'Chuy', 'Lupe', 'Bisi',
  'Tunde', 'Gosia', 'Kasia', 'Sunny', 'Dee', 'Mo', 'Gigi', 'Nacho', 'Paco', 'Lolo', 'Wojtek', 'Jojo', 'Bubba', 'Trish', 'Sandy',
  'Manny', 'Toni', 'Rafi', 'Zizi', 'Ade', 'Nonny', 'Pooja', 'Bunty', 'Pinky', 'Chinny', 'Femi', 'Lena', 'Sid', 'Fitz'];
const TITLES = ['Mr.', 'Mrs.', 'Ms.', 'Miss', 'Mr', 'Mrs', 'Ms', 'Dr.', 'Mx.'];
const lower = (s) => S(s.type, s.text.toLowerCase());

// ---------- numbers ----------
function luhnComplete(prefix, len) {
  let s = prefix + digits(len - prefix.length - 1);
  let sum = 0;
  for (let i = 0; i < s.length; i++) {
    let d = +s[s.length - 1 - i];
    if (i % 2 === 0) { d *= 2; if (d > 9) d -= 9; }
    sum += d;
  }
  return s + ((10 - (sum % 10)) % 10);
}
function cardNum() {
  const kind = pick(['visa', 'visa', 'mc', 'amex', 'disc']);
  if (kind === 'amex') {
    const n = luhnComplete(pick(['34', '37']), 15);
    const sep = pick([' ', '-', '']);
    return [n.slice(0, 4), n.slice(4, 10), n.slice(10)].join(sep);
  }
  const n = kind === 'visa' ? luhnComplete('4', 16) : kind === 'mc' ? luhnComplete(String(ri(51, 55)), 16) : luhnComplete('6011', 16);
  const sep = pick([' ', '-', '', ' ']);
  return n.match(/.{4}/g).join(sep);
}
function routing() {
  for (;;) {
    const d = (pad(ri(1, 12)) + digits(6)).split('').map(Number);
    const c = (10 - ((3 * (d[0] + d[3] + d[6]) + 7 * (d[1] + d[4] + d[7]) + (d[2] + d[5])) % 10)) % 10;
    return d.join('') + c;
  }
}
const acctNum = () => pick([digits(ri(8, 12)), digits(4) + '-' + digits(ri(4, 7)), digits(3) + ' ' + digits(3) + ' ' + digits(4)]);
const DL_STATES = [
  ['CA', 'California', () => pick('ABCDEFGNY'.split('')) + digits(7)],
  ['NY', 'New York', () => pick([digits(9), digits(3) + ' ' + digits(3) + ' ' + digits(3)])],
  ['TX', 'Texas', () => digits(8)],
  ['FL', 'Florida', () => pick('BCDGHMRSW'.split('')) + pick([digits(12), `${digits(3)}-${digits(3)}-${digits(2)}-${digits(3)}-${digits(1)}`])],
  ['IL', 'Illinois', () => pick('ABDGKMRSW'.split('')) + pick([digits(11), `${digits(3)}-${digits(4)}-${digits(4)}`])],
  ['PA', 'Pennsylvania', () => pick([digits(8), `${digits(2)} ${digits(3)} ${digits(3)}`])],
  ['WA', 'Washington', () => 'WDL' + Array.from({ length: 9 }, () => pick('ABCDEFGHJKLMNPQRSTUVWXYZ0123456789'.split(''))).join('')],
  ['MI', 'Michigan', () => pick('BDHKLMRS'.split('')) + ' ' + `${digits(3)} ${digits(3)} ${digits(3)} ${digits(3)}`],
  ['NJ', 'New Jersey', () => pick('ABCDGKMRSW'.split('')) + `${digits(4)} ${digits(5)} ${digits(5)}`],
  ['OH', 'Ohio', () => pick(['T', 'R', 'S']) + pick('ABCDEFGHKLMN'.split('')) + digits(6)],
  ['GA', 'Georgia', () => digits(9)],
  ['AZ', 'Arizona', () => pick('ABDD'.split('')) + digits(8)],
  ['MA', 'Massachusetts', () => 'S' + digits(8)],
  ['CO', 'Colorado', () => `${digits(2)}-${digits(3)}-${digits(4)}`],
];

// ---------- phones ----------
const area = () => `${ri(2, 9)}${ri(0, 8)}${ri(0, 9)}`;
const exch = () => `${ri(2, 9)}${digits(2)}`;
function usPhone(ext = false) {
  const a = area(), e = exch(), n = digits(4);
  let s = pick([`(${a}) ${e}-${n}`, `${a}-${e}-${n}`, `${a}.${e}.${n}`, `${a} ${e} ${n}`, `+1 ${a} ${e} ${n}`,
    `1-${a}-${e}-${n}`, `${a}${e}${n}`, `+1 (${a}) ${e}-${n}`, `(${a})${e}-${n}`, `+1-${a}-${e}-${n}`, `${a}/${e}-${n}`]);
  if (ext) s += pick([` ext. ${digits(3)}`, ` x${digits(ri(2, 4))}`, ` ext ${digits(2)}`, `, ext. ${digits(4)}`, ` Ext: ${digits(3)}`]);
  return s;
}
const PHONES = {
  US: () => usPhone(chance(0.15)),
  CA: () => usPhone(chance(0.1)),
  UK: () => { const f = L.fakerEN_GB; const l = [f.location.streetAddress(false), pick([f.location.city(), UC(f.location.city())]), f.location.zipCode()];
    if (chance(0.35)) l.unshift(`${pick(['Flat', 'Apartment', 'Flat'])} ${ri(1, 30)}`);
    if (chance(0.3)) l.splice(l.length - 1, 0, f.location.county());
    return l; },
  CA: () => usPhone(chance(0.1)),
  UK: () => pick([`+44 (0)20 7${digits(3)} ${digits(4)}`, `020 7${digits(3)} ${digits(4)}`, `07${ri(4, 9)}${digits(2)} ${digits(6)}`,
    `+44 7${ri(4, 9)}${digits(2)} ${digits(6)}`, `(0161) ${digits(3)} ${digits(4)}`, `+44 (0)113 ${digits(3)} ${digits(4)}`, `01632 ${digits(6)}`]),
  IN: () => pick([`+91 9${digits(4)} ${digits(5)}`, `+91-9${digits(9)}`, `09${digits(4)} ${digits(5)}`, `(022) ${digits(4)} ${digits(4)}`, `+91 80 ${digits(4)} ${digits(4)}`]),
  DE: () => pick([`+49 (0)30 ${digits(7)}`, `030/${digits(7)}`, `+49 89 ${digits(4)} ${digits(3)}`, `0171 ${digits(7)}`, `+49 (0) 221 ${digits(3)} ${digits(2)} ${digits(2)}`, `(0211) ${digits(6)}`]),
  MX: () => pick([`+52 55 ${digits(4)} ${digits(4)}`, `+52 1 33 ${digits(4)} ${digits(4)}`, `(55) ${digits(4)}-${digits(4)}`, `81 ${digits(4)} ${digits(4)}`]),
  PH: () => pick([`+63 917 ${digits(3)} ${digits(4)}`, `0917-${digits(3)}-${digits(4)}`, `(02) 8${digits(3)} ${digits(4)}`, `+63 (2) 8${digits(3)}-${digits(4)}`, `09${digits(2)} ${digits(3)} ${digits(4)}`]),
  NG: () => pick([`+234 803 ${digits(3)} ${digits(4)}`, `0803 ${digits(3)} ${digits(4)}`, `+234 (0) 80${ri(2, 9)} ${digits(3)} ${digits(4)}`, `0${pick(['70', '80', '81', '90'])}${digits(1)}-${digits(3)}-${digits(4)}`]),
  AU: () => pick([`+61 4${digits(2)} ${digits(3)} ${digits(3)}`, `04${digits(2)} ${digits(3)} ${digits(3)}`, `(02) 9${digits(3)} ${digits(4)}`, `+61 (0)3 9${digits(3)} ${digits(4)}`, `(08) ${digits(4)} ${digits(4)}`]),
};
const phone = (c = 'US') => PHONES[c]();

// ---------- dates ----------
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const ord = (d) => d + (d % 10 === 1 && d !== 11 ? 'st' : d % 10 === 2 && d !== 12 ? 'nd' : d % 10 === 3 && d !== 13 ? 'rd' : 'th');
function randDate(y0, y1) { return { y: ri(y0, y1), m: ri(1, 12), d: ri(1, 28) }; }
function fmtDate({ y, m, d }, style) {
  const M = MONTHS[m - 1], Mo = M.slice(0, 3), yy = pad(y % 100);
  const styles = {
    us: `${pad(m)}/${pad(d)}/${y}`, usShort: `${m}/${d}/${yy}`, usLoose: `${m}/${d}/${y}`, iso: `${y}-${pad(m)}-${pad(d)}`,
    words: `${M} ${d}, ${y}`, wordsNoComma: `${M} ${d} ${y}`, ordWords: `${M} ${ord(d)}, ${y}`, dmyWords: `${d} ${M} ${y}`,
    dmyAbbr: `${d} ${Mo} ${y}`, abbr: `${Mo} ${d}, ${y}`, abbrDot: `${Mo}. ${d}, ${y}`, dashAbbr: `${pad(d)}-${Mo}-${y}`,
    dmyDots: `${pad(d)}.${pad(m)}.${y}`, dmyDotsLoose: `${d}.${m}.${y}`, dmySlash: `${pad(d)}/${pad(m)}/${y}`, usDash: `${pad(m)}-${pad(d)}-${y}`,
    theOf: `${ord(d)} of ${M} ${y}`, theOfComma: `${ord(d)} of ${M}, ${y}`, compact: `${pad(m)}${pad(d)}${y}`, upper: `${d} ${Mo.toUpperCase()} ${y}`,
    ymdSlash: `${y}/${pad(m)}/${pad(d)}`, dmyShortDots: `${pad(d)}.${pad(m)}.${yy}`,
  };
  return styles[style] ?? styles.us;
}
const DOB_STYLES_COMMON = ['us', 'us', 'usShort', 'usLoose', 'words', 'abbr', 'iso', 'dmySlash', 'dmyWords', 'ordWords', 'usDash'];
const DOB_STYLES_ALL = ['us', 'usShort', 'usLoose', 'iso', 'words', 'wordsNoComma', 'ordWords', 'dmyWords', 'dmyAbbr', 'abbr', 'abbrDot', 'dashAbbr',
  'dmyDots', 'dmyDotsLoose', 'dmySlash', 'usDash', 'theOfComma', 'compact', 'upper', 'ymdSlash', 'dmyShortDots'];
const dobText = (styles = DOB_STYLES_COMMON) => fmtDate(randDate(1932, 2022), pick(styles));
const dosText = () => fmtDate(randDate(2023, 2026), pick(['us', 'usLoose', 'words', 'abbr', 'iso', 'usShort']));

// ---------- addresses ----------
const US = L.fakerEN_US;
function usAddrLines(kind) {
  const city = US.location.city(), st = US.location.state({ abbreviated: true }), zip = pick([US.location.zipCode('#####'), US.location.zipCode('#####-####')]);
  const last = `${city}, ${st} ${zip}`;
  const street = US.location.streetAddress(false);
  const unit = () => pick([`Apt ${ri(1, 40)}${pick(['', 'B', 'C'])}`, `Apt. ${ri(100, 999)}`, `Unit ${ri(1, 30)}`, `Suite ${ri(100, 900)}`, `#${ri(2, 40)}${pick(['', 'A', 'F'])}`, `Ste ${ri(10, 400)}`, `Bldg ${ri(1, 9)}, Apt ${ri(1, 30)}`, `Lot ${ri(1, 120)}`, `Fl ${ri(2, 20)}`]);
  switch (kind ?? pick(['plain', 'plain', 'unit', 'unitSame', 'pobox', 'rr', 'apo', 'hc'])) {
    case 'unit': return [street, unit(), last];
    case 'unitSame': return [`${street} ${unit()}`, last];
    case 'pobox': return [pick([`PO Box ${ri(1, 9999)}`, `P.O. Box ${ri(1, 9999)}`, `POB ${ri(1, 999)}`, `Post Office Box ${ri(1, 9999)}`]), last];
    case 'rr': return [pick([`RR ${ri(1, 9)} Box ${ri(1, 400)}`, `Rural Route ${ri(1, 6)}, Box ${ri(1, 400)}`, `R.R. ${ri(1, 4)}`]), last];
    case 'hc': return [`HC ${ri(1, 80)} Box ${ri(1, 999)}`, last];
    case 'apo': return pick([
      [`PSC ${ri(1000, 9999)}, Box ${ri(100, 9999)}`, `APO AE 09${digits(3)}`],
      [`Unit ${ri(2000, 9999)} Box ${ri(100, 9999)}`, `APO AP 96${ri(2, 6)}${digits(2)}`],
      [`CMR ${ri(400, 499)} Box ${ri(100, 9999)}`, `APO AE 09${digits(3)}`],
      [`USNS ${US.person.lastName()}`, `FPO AP 96${ri(2, 6)}${digits(2)}`],
      [`PSC ${ri(1000, 9999)} Box ${ri(100, 9999)}`, `DPO AA 340${digits(2)}`],
      [`Unit ${ri(2000, 9999)}`, `FPO AE 09${digits(3)}`]]);
    default: return [street, last];
  }
}
const UC = (s) => s.toUpperCase();
const ADDR = {
  US: usAddrLines,
  UK: () => { const f = L.fakerEN_GB; const l = [pick([`Flat ${ri(1, 30)}`, `${ri(1, 99)}`, '']) ? `${pick(['Flat ', 'Apartment '])}${ri(1, 30)}` : null,
    f.location.streetAddress(false), pick([f.location.city(), UC(f.location.city())]), f.location.zipCode()];
    return chance(0.5) ? l.filter(Boolean) : l.slice(1); },
  CA: () => { const f = pick([L.fakerEN_CA, L.fakerFR_CA]);
    const st = pick([`${ri(1, 2999)}-${f.location.streetAddress(false)}`, f.location.streetAddress(false), `${f.location.streetAddress(false)}, Unit ${ri(1, 40)}`]);
    return [st, `${f.location.city()} ${pick(['ON', 'QC', 'BC', 'AB', 'MB', 'NS', 'SK', 'NB'])}  ${f.location.zipCode()}`]; },
  IN: () => { const f = L.fakerEN_IN; return [`${pick(['Flat', 'H.No.', 'Door No.', 'Plot'])} ${ri(1, 999)}${pick(['', '/A', '-B'])}, ${f.location.street()}`,
    `${pick(['Near', 'Opp.', 'Behind'])} ${pick(['Hanuman Temple', 'Post Office', 'Govt. School', 'Bus Stand', 'SBI Bank'])}`, `${f.location.city()} - ${pad(ri(110, 855), 3)}${digits(3)}`, f.location.state()].slice(0, pick([3, 4, 4])); },
  DE: () => { const f = L.fakerDE; return [f.location.streetAddress(false), `${chance(0.3) ? 'D-' : ''}${f.location.zipCode()} ${f.location.city()}`]; },
  MX: () => { const f = L.fakerES_MX;
    return [`${pick(['Calle', 'Av.', 'Avenida', 'Blvd.'])} ${latin(() => f.person.lastName())} ${ri(1, 999)}${pick(['', ` Int. ${ri(1, 20)}`, ' Depto. 4'])}`,
      `Col. ${latin(() => f.person.lastName())}`, `C.P. ${digits(5)} ${pick(['Guadalajara, Jal.', 'Zapopan, Jal.', 'Monterrey, N.L.', 'Puebla, Pue.', 'Mérida, Yuc.', 'Querétaro, Qro.', 'León, Gto.', 'Ciudad de México, CDMX'])}`]; },
  PH: () => [`${pick([`Blk ${ri(1, 40)} Lot ${ri(1, 60)}`, `${ri(1, 999)}`, `Unit ${ri(100, 2500)}`])} ${latin(() => L.fakerES.person.lastName())} St.`,
    `Brgy. ${pick(['San Isidro', 'Poblacion', 'Santo Niño', 'Bagumbayan', 'Malinta', 'San Roque'])}`,
    `${pick(['Quezon City', 'Makati City', 'Pasig City', 'Cebu City', 'Davao City', 'Caloocan'])} ${ri(1000, 9999)}`],
  NG: () => { const f = L.fakerEN_NG; return [`${ri(1, 120)} ${latin(() => f.person.lastName())} ${pick(['Street', 'Close', 'Crescent', 'Road', 'Avenue'])}`,
    `${pick(['Off ', ''])}${latin(() => L.fakerYO_NG.person.lastName())} ${pick(['Way', 'Road'])}`, `${pick(['Ikeja', 'Surulere', 'Wuse II', 'Garki', 'Yaba', 'Bodija'])}, ${pick(['Lagos', 'Abuja', 'Ibadan', 'Oyo State', 'Lagos State'])}`].slice(0, pick([2, 3])); },
  AU: () => { const f = L.fakerEN_AU; return [pick([`${ri(1, 40)}/${f.location.streetAddress(false)}`, f.location.streetAddress(false), `Unit ${ri(1, 30)}, ${f.location.streetAddress(false)}`]),
    `${UC(f.location.city())} ${f.location.state({ abbreviated: true })} ${f.location.zipCode()}`]; },
};
function addrLines(c = 'US', kind) { return c === 'US' ? usAddrLines(kind) : ADDR[c](); }
// address span; multi: newline-separated lines (1-4 lines as the country gives), else comma-joined
const addr = (c = 'US', { multi = false, kind } = {}) => S('Address', addrLines(c, kind).join(multi ? '\n' : ', '));
const COUNTRY_NAME = { UK: 'United Kingdom', CA: 'Canada', IN: 'India', DE: 'Germany', MX: 'México', PH: 'Philippines', NG: 'Nigeria', AU: 'Australia', US: 'USA' };
const COUNTRIES = ['UK', 'CA', 'IN', 'DE', 'MX', 'PH', 'NG', 'AU'];

// ---------- negatives ----------
const HOSP_SUFFIX = ['General Hospital', 'Medical Center', 'Regional Medical Center', 'Community Hospital', 'Family Clinic', 'Imaging Center', 'Surgery Center', 'Urgent Care', 'Orthopedic Associates', 'Pediatrics'];
const hospName = () => pick([`${US.location.city()} ${pick(HOSP_SUFFIX)}`, `${pick(['Mercy', 'Good Samaritan', 'Providence', 'Sacred Heart', 'Holy Cross', 'Riverside', 'Lakeview', 'Summit', 'Valley'])} ${pick(HOSP_SUFFIX)}`,
  `St. ${pick(['Luke', 'Mary', 'Joseph', 'Francis', 'Vincent', 'Anne', 'Jude', 'Elizabeth'])}'s ${pick(['Hospital', 'Medical Center', 'Health'])}`]);
const provAddr = () => `${US.location.buildingNumber()} ${US.location.street()}, ${US.location.city()}, ${US.location.state({ abbreviated: true })} ${US.location.zipCode('#####')}`;
const provPhone = () => pick([`1-800-${exch()}-${digits(4)}`, `(888) ${exch()}-${digits(4)}`, `877-${exch()}-${digits(4)}`, `(${area()}) ${exch()}-${digits(4)}`, `1 (866) ${exch()}-${digits(4)}`]);
const INSURERS = ['Aetna', 'Cigna', 'UnitedHealthcare', 'Blue Cross Blue Shield', 'Humana', 'Kaiser Permanente', 'Medicare', 'Medicaid', 'Anthem', 'Tricare', 'Molina Healthcare', 'Oscar Health', 'Centene', 'Highmark', 'Ambetter'];
// conditions (used after 'treated for', 'Dx:') and procedures/devices/scores (used as billed items)
const EPONYMS = ["Parkinson's disease", "Crohn's disease", "Alzheimer's disease", 'Down syndrome', "Bell's palsy", "Hashimoto's thyroiditis", "Graves' disease",
  "Baker's cyst", "Cushing's syndrome", "Addison's disease", 'Hodgkin lymphoma', 'Tourette syndrome', "Huntington's disease", "Sjögren's syndrome",
  "Raynaud's phenomenon", "Barrett's esophagus", 'Guillain-Barré syndrome', "Meniere's disease", 'Kaposi sarcoma', 'Colles fracture',
  'Osgood-Schlatter disease', "Dupuytren's contracture", "Lou Gehrig's disease", "Hirschsprung's disease"];
const EPON_PROC = ['Foley catheter', 'Apgar score', 'Epley maneuver', 'Achilles tendon repair', 'Whipple procedure', 'Pap smear', 'Holter monitor',
  'Swan-Ganz catheter', 'Heimlich maneuver', 'Babinski reflex test', 'Glasgow Coma Scale assessment', 'Nissen fundoplication', 'Billroth II procedure', 'Doppler ultrasound'];
const DRUGS = ['metformin', 'lisinopril', 'atorvastatin', 'Ozempic', 'Humira', 'amoxicillin', 'Eliquis', 'levothyroxine', 'Jardiance', 'albuterol', 'gabapentin', 'Xarelto', 'prednisone', 'insulin glargine', 'Keytruda', 'sertraline', 'Dupixent', 'omeprazole'];
const CPTS = ['99213', '99214', '99203', '80053', '85025', '71046', '93000', '36415', '97110', '90837', '99285', '73721', '45378', '81002', '90471'];
const ICDS = ['E11.9', 'I10', 'J45.909', 'M54.50', 'Z00.00', 'K21.9', 'F41.1', 'R07.9', 'S82.201A', 'N39.0', 'E78.5', 'J06.9', 'G20.A1', 'Z23'];
const amt = () => `$${pick([ri(12, 999), ri(12, 999), ri(1000, 9999).toLocaleString('en-US'), ri(10000, 48000).toLocaleString('en-US')])}.${pad(ri(0, 99))}`;

// ---------- generator context ----------
const g = {
  first: (sex) => S('Name', firstRaw(fk(), sex)),
  last: () => S('Name', lastRaw()),
  full: (sex) => { const f = fk(); return S('Name', `${firstRaw(f, sex)} ${lastRaw(f)}`); },
  fullMid: () => { const f = fk(); return S('Name', `${firstRaw(f)} ${pick([firstRaw(f), firstRaw(f)[0] + '.'])} ${lastRaw(f)}`); },
  lastFirst: () => { const f = fk(); return S('Name', `${UC(lastRaw(f))}, ${firstRaw(f)}`); },
  nick: () => S('Name', pick(NICKS)),
  titled: () => `${pick(TITLES)} `,
  titledF: () => `${pick(['Mrs.', 'Ms.', 'Miss', 'Mrs', 'Ms'])} `,
  titledM: () => `${pick(['Mr.', 'Mr'])} `,
  phone: (c) => S('Phone', phone(c)),
  phoneExt: () => S('Phone', usPhone(true)),
  dob: (styles) => S('DOB', dobText(styles)),
  dobAny: () => S('DOB', dobText(DOB_STYLES_ALL)),
  addr,
  card: () => S('Card', cardNum()),
  acct: () => S('BankAccount', acctNum()),
  routing: () => S('BankAccount', routing()),
  iban: () => S('BankAccount', pick([L.fakerDE, L.fakerEN_GB, L.fakerFR, L.fakerNL]).finance.iban({ formatted: chance(0.6) })),
  dl: () => { const [ab, name, fn] = pick(DL_STATES); return { ab, name, num: S('License', fn()) }; },
  exp: () => `${pad(ri(1, 12))}/${pad(ri(26, 31))}`,
  hosp: hospName, provAddr, provPhone, ins: () => pick(INSURERS), epon: () => pick(EPONYMS), eproc: () => pick(EPON_PROC), drug: () => pick(DRUGS),
  cpt: () => pick(CPTS), icd: () => pick(ICDS), amt, dos: dosText,
  n: (a, b) => ri(a, b),
};

// ---------- templates ----------
// blind1: patient messages to a billing office or insurer (emails, portal, chat); informal, typos in template text.
const blind1 = [
  (g) => T`hi, this is ${g.first()} ${g.last()}, i got a bill for ${g.amt()} and i already paid it over the phone. can someone call me back at ${g.phone()}?`,
  (g) => T`My husband ${g.first('male')} paid this in full last month, so why am I getting a second notice?? Please check the account under his name.`,
  (g) => { const a = g.first('female'); return T`This is ${a}'s account, I'm her mom. Her date of birth is ${g.dob()}. I need an itemized statement please`; },
  (g) => T`Hello, I'm writing on behalf of ${g.titledF()}${g.last()}. She's 84 and doesn't use email. You can reach her daughter ${g.first('female')} at ${g.phone()}.`,
  (g) => T`hey it's ${lower(g.first())} again lol, still waiting on that refund. my number changed, new one is ${g.phone()}`,
  (g) => T`Dear billing, my name is ${g.full()} (dob ${g.dob()}). I was charged twice for the same visit. Thanks, ${g.first()}`,
  (g) => T`Can you send the statement to my new place? ${g.addr()}. Thx - ${g.nick()}`,
  (g) => T`My son ${g.full('male')} had an appointment on ${g.dos()} and the insurance says it was denied. His birthday is ${g.dob()} if you need it.`,
  (g) => T`I spoke with someone earlier today and they said to message here. Account holder is ${g.full()}, phone ${g.phone()}.`,
  (g) => T`${g.nick()} here (${g.full()} on the account). Quick question - do you guys take payment plans?`,
  (g) => T`${pick(['Mr.', 'Mr', 'Dr.'])} ${g.last()} asked me to write in for him, he is my neighbor and has no computer. His phone is ${g.phone()}, best after 5pm.`,
  (g) => T`pls stop calling my work number, call my cell ${g.phone()} instead. -${lower(g.full())}`,
  (g) => T`Good morning, I am ${g.full()}. My wife ${g.first()} and I both got bills for the same visit on ${g.dos()}. Can you merge them?`,
  (g) => T`my dob is wrong on the bill, its ${g.dob()} not whatever you have. name is ${g.full()}`,
  (g) => T`Hi! The bill is addressed to ${g.full('male')} but that's my late father. I'm his executor, my name is ${g.full()}. Please reach me at ${g.phone()}.`,
  (g) => T`I think you mixed me up with another patient named ${g.full()}. I've never been to that clinic!!`,
  (g) => T`To whom it may concern, I am contesting the charge of ${g.amt()}. Please mail all correspondence to ${g.addr()}. Sincerely, ${g.full()}`,
  (g) => T`hey, me and my partner ${g.first()} moved last week. new address is ${g.addr()} so pls update both our accounts`,
  (g) => T`Is ${g.titledF()}${g.last()} still listed as the guarantor? She's my grandmother and I handle her bills now. I'm ${g.first()}.`,
  (g) => T`Chat transcript\nMe: hi i need help with a bill\nAgent: Sure, can I have your full name?\nMe: ${g.full()}\nAgent: And date of birth?\nMe: ${g.dob()}`,
  (g) => T`My ex-husband ${g.full('male')} is supposed to pay for the kids' visits per our agreement, please bill him. his number is ${g.phone()}.`,
  (g) => T`hi its ${g.first()} ${lower(g.last())}, can u tell me whats the balance? call me at ${g.phone()} after 3`,
  (g) => T`Writing for my mother-in-law, ${g.titledF()}${g.full('female')}. DOB ${g.dob()}. She got a collections letter and is very upset about it.`,
  (g) => T`Please update my phone to ${g.phone()}, my email stays the same. Thank you, ${g.first()} ${g.last()}`,
  (g) => T`Our daughter ${g.first('female')} was born ${g.dob()} and was added to my plan right away, so these claims should be covered.`,
  (g) => { const n = g.full('female'); return T`I'm ${n}'s caregiver. She has dementia and can't manage her mail. Can statements come to me at ${g.addr()}?`; },
  (g) => T`not sure if this is the right place but my name is ${lower(g.full())} and i was seen in the ER on ${g.dos()}. the bill says ${g.amt()}?? thats insane`,
  (g) => T`Sorry for the long message. Short version: ${g.nick()} (${g.first('male')}) is my brother, he paid ${g.amt()} on his card and it never posted.`,
  (g) => T`Hi, I got a letter for ${g.full()} at my address but no one by that name lives here. I think it's a mistake, please fix your records.`,
  (g) => { const f = g.first(); return T`Hello there. The account is under my maiden name, ${f} ${g.last()}, but I'm now ${f} ${g.last()}. DOB ${g.dob()}.`; },
  (g) => T`re: my statement - the doctor's office said I owe nothing. Call ${g.first()} at ${g.phone()} or ${g.phone()}.`,
  (g) => T`Hola, soy ${g.full()}. My english not so good, my son ${g.first('male')} help me write this. Phone ${g.phone()}. Gracias`,
  (g) => T`I'm trying to set up autopay for ${g.full()} and the portal keeps saying the birth date doesn't match. I'm entering ${g.dob()}.`,
  (g) => { const l = g.last(); return T`Good afternoon, Mr. and Mrs. ${l} here. We received two bills for ${g.amt()} each for our son ${g.first('male')} ${l}.`; },
  (g) => T`text me instead at ${g.phone()} - ${lower(g.first())}`,
  (g) => T`I'd like to dispute the charge. My late wife, ${g.full('female')}, passed away in March and this is for services after her death.`,
  (g) => T`uh hi, my grandma ${g.nick()} (real name ${g.full('female')}) needs a copy of her bill for taxes. she lives at ${g.addr()}.`,
  (g) => T`My roommate ${g.first()} accidentally gave you my insurance card. I'm ${g.full()}, DOB ${g.dob()}, please correct it.`,
  (g) => T`This is about guarantor ${g.full()}. I'm the step-parent. Please call ${g.phoneExt()} during business hours.`,
  (g) => T`I am so frustrated. Third time writing. ${g.full()}. ${g.phone()}. ${g.dob()}. Please just fix it.`,
  (g) => T`Hello, could you please confirm that the payment from ${g.full()} for ${g.amt()} was received? Thank you kindly.`,
  (g) => T`my bf ${lower(g.first('male'))} paid my bill with his card and now he wants a receipt in his name, is that possible?`,
  (g) => T`Dear Sir/Madam, I, ${g.full()}, born ${g.dob()}, authorise my sister ${g.full('female')} to discuss my account with you.`,
  (g) => T`Hey - the ${g.last()} family here. Our new number is ${g.phone()}, the old one is disconnected.`,
  (g) => T`Is this balance for ${g.full()} or for me? We have the same surname. I'm ${g.first()}.`,
  (g) => T`Hi, I'm reaching out for my father, ${g.titledM()}${g.full('male')} (${g.nick()} to friends). He's at ${g.addr()} now, assisted living.`,
  (g) => T`sent from my phone. acct name ${g.full()} pls call ${g.phone()}`,
  (g) => { const f = g.first('male'); return T`My late husband ${f}'s estate will handle this. You can call me, ${g.first()}, at ${g.phone()} in the meantime.`; },
  (g) => T`I was told to include my DOB for verification: ${g.dob()}. The name on file should be ${g.full()}.`,
  (g) => T`We adopted ${g.first('female')} last year and her last name changed from ${g.last()} to ${g.last()}. Please update your records.`,
  (g) => T`hi its me ${g.nick()} again, u guys sent the bill to my old address ${g.addr()} and i never got it`,
  (g) => { const l = g.last(); return T`Hello, my mother ${g.first('female')} ${l} passed away. I'm her son ${g.first('male')}. Please send the final bill to ${g.addr()}.`; },
  (g) => T`I can't log in. Username is my name, ${lower(g.full())}, and my birthday ${g.dob()}. help?`,
  (g) => T`Per my conversation with your office, please note that ${g.full()} is no longer my emergency contact or guarantor.`,
  (g) => T`Thanks so much for your help! Tell the billing lady I said hi. - ${g.nick()} ${g.last()}`,
  (g) => T`our twins ${g.first()} and ${g.first()} were both seen on ${g.dos()} but we only got one bill, can you check? their DOB is ${g.dob()}.`,
  (g) => T`the name on the card was ${g.full('female')} because it's my wife's card. I'm ${g.full()}.`,
  (g) => T`${g.titled()}${g.last()} here. My home phone is ${g.phone()} and my mobile is ${g.phone()}.`,
  (g) => T`i moved in with my daughter ${g.first('female')}, so please send my mail to ${g.addr()}`,
  (g) => T`My cousin ${g.full('female')} handles my bills now; please talk to her. My number is ${g.phone()}, hers is ${g.phone()}.`,
  (g) => T`Customer: ${g.full()}\nIssue: charged twice\nCallback: ${g.phone()}\nNotes: very polite, wants email receipt`,
  (g) => T`Hi, is it ok if my partner ${g.full()} calls about my bill? I give permission. My DOB: ${g.dob()}.`,
  (g) => T`So my insurance (${g.ins()}) paid part and you billed me the rest, ${g.amt()}. I'm ${g.first()} ${g.last()} btw.`,
  (g) => T`Good evening. I, ${lower(g.first())} ${g.last()}, am requesting a copy of all payments made since January.`,
  (g) => T`${g.first()}!! sorry wrong chat. Anyway hello billing, I'm ${g.full()} and I have a question about my deductible.`,
  (g) => T`Please note my grandson ${g.first('male')} ${g.last()} is allowed to pay on my behalf. Born ${g.dob()}, if you need to identify me.`,
];
// blind2: semi-structured forms, letters, signatures, many address/phone/DOB formats.
const cc = () => pick(COUNTRIES);
const intl = (g, c, multi = true) => T`${g.addr(c, { multi })}${multi ? '\n' : ', '}${COUNTRY_NAME[c]}`;
const blind2 = [
  (g) => T`PATIENT INTAKE FORM\nName: ${g.full()}\nDOB: ${g.dob()}\nAddress: ${g.addr()}\nPhone: ${g.phone()}`,
  (g) => T`Attn: ${g.full()}\n${g.addr('US', { multi: true })}\n\nRe: Statement of account`,
  (g) => T`${g.full()}\nc/o ${g.full()}\n${g.addr('US', { multi: true })}`,
  (g) => T`Mailing address: ${g.addr('US', { kind: 'pobox' })}. Please do not send mail to the street address.`,
  (g) => T`Ship statements to: ${g.titled()}${g.full()}, ${g.addr('US', { kind: 'apo' })} (deployed until spring).`,
  (g) => T`Guarantor lives on a rural route: ${g.addr('US', { kind: 'rr' })}. Phone ${g.phone()}.`,
  (g) => { const l = g.last(); return T`${g.first()} ${l}\n${intl(g, 'UK')}\n\nDear ${g.titled()}${l},\nThank you for your letter of 4 June.`; },
  (g) => T`Patient: ${g.full()} | Address: ${g.addr('CA')} | Tel: ${g.phone('CA')}`,
  (g) => T`Name: ${g.full()}\nAddress: ${g.addr('IN', { multi: true })}\nMobile: ${g.phone('IN')}`,
  (g) => T`Patient ${g.full()}, resident at ${g.addr('DE')}, Germany, can be reached at ${g.phone('DE')}.`,
  (g) => T`Domicilio del paciente: ${g.addr('MX', { multi: true })}\nTeléfono: ${g.phone('MX')}`,
  (g) => T`Address on file:\n${intl(g, 'PH')}\nContact no.: ${g.phone('PH')}`,
  (g) => T`The patient, ${g.full('female')}, gave her address as ${g.addr('NG')}, and her phone as ${g.phone('NG')}.`,
  (g) => T`Postal address: ${g.addr('AU')}\nPh: ${g.phone('AU')}\nD.O.B.: ${g.dob(['dmySlash', 'dmyWords', 'dmyAbbr'])}`,
  (g) => T`Emergency contact: ${g.full('female')} (sister), ${g.phone()}`,
  (g) => T`Signed,\n\n${g.full()}\n${g.addr('US', { multi: true })}\n${g.phone()}`,
  (g) => T`The patient, born on the ${g.dob(['theOf', 'theOfComma'])}, lives at ${g.addr()} with her son.`,
  (g) => T`Date of birth (DD.MM.YYYY): ${g.dob(['dmyDots'])}\nGeschlecht: w`,
  (g) => T`D.O.B. ${g.dob()}   Sex: F   Phone (home): ${g.phone()}   Phone (work): ${g.phoneExt()}`,
  (g) => T`Guarantor information\nName ........ ${g.full()}\nRelationship  Spouse\nAddress ..... ${g.addr()}\nTelephone ... ${g.phone()}`,
  (g) => T`RESPONSIBLE PARTY: ${g.lastFirst()}   DOB: ${g.dob(['us', 'usDash', 'compact'])}   HOME PH: ${g.phone()}`,
  (g) => T`Referral letter\nRe: ${g.full()}, DOB ${g.dob(['dmySlash', 'dmyWords'])}\n${g.addr('UK', { multi: true })}`,
  (g) => T`Please forward correspondence to the patient's daughter: ${g.full('female')}, ${g.addr()}, ${g.phone()}.`,
  (g) => T`From: ${g.full()}\nTo: Patient Accounts\nSubject: change of address\n\nNew address effective immediately: ${g.addr('US', { kind: 'unit' })}.`,
  (g) => T`Pt. name: ${g.lastFirst()}\nBorn: ${g.dob(['words', 'abbr', 'abbrDot', 'wordsNoComma'])}\nCell: ${g.phone()}\nAlt: ${g.phone()}`,
  (g) => T`NEXT OF KIN ${S('Name', UC(g.full().text))}  TEL ${g.phone()}`,
  (g) => T`Mother's name: ${g.full('female')}; Father's name: ${g.full('male')}; Child DOB: ${g.dob()}`,
  (g) => T`Letter returned undeliverable from ${g.addr()}. Patient ${g.full()} phoned from ${g.phone()} to give ${g.addr('US', { kind: 'pobox' })} instead.`,
  (g) => T`Attn: Accounts Receivable\nRe: ${g.titled()}${g.full()}\nDate of birth: ${g.dobAny()}\nPlease find enclosed a cheque.`,
  (g) => T`She was born ${g.dob(['words', 'ordWords', 'dmyWords'])} and moved to ${g.addr(cc())} in 2019.`,
  (g) => T`Contact details\n  Mobile: ${g.phone(pick(['UK', 'AU', 'IN', 'NG']))}\n  Landline: ${g.phone(pick(['DE', 'MX', 'PH']))}\n  Name: ${g.full()}`,
  (g) => T`Intake note: patient ${g.full()} (DOB ${g.dobAny()}) recently moved from ${g.addr(cc())} and now lives at ${g.addr()}.`,
  (g) => T`${g.full()}\n${g.addr('US', { kind: 'hc', multi: true })}\n\nTo the billing department,`,
  (g) => T`Home: ${g.addr('CA', { multi: true })}\nCanada\nTelephone: ${g.phone('CA')}`,
  (g) => T`Insured's name: ${g.full()}   Insured's DOB: ${g.dob(['us', 'usShort'])}   Insured's address: ${g.addr('US', { kind: 'unitSame' })}`,
  (g) => T`Kindly send the refund cheque to ${g.full()}, ${g.addr('IN')}, India. Tel. ${g.phone('IN')}.`,
  (g) => T`Einsender: ${g.full()}, ${g.addr('DE')}\nTel.: ${g.phone('DE')}\ngeb. ${g.dob(['dmyDots', 'dmyDotsLoose', 'dmyShortDots'])}`,
  (g) => T`Dirección: ${g.addr('MX')}. Fecha de nacimiento: ${g.dob(['dmySlash'])}. Cel. ${g.phone('MX')}`,
  (g) => T`Hi, this is the clinic front desk note for ${g.full()}: lives at ${g.addr('PH')}, mobile ${g.phone('PH')}, birthday ${g.dob(['words', 'abbr'])}.`,
  (g) => T`NAME: ${S('Name', UC(g.full().text))}\nADDRESS: ${g.addr('NG', { multi: true })}\nGSM: ${g.phone('NG')}`,
  (g) => T`${g.full()}\n${g.addr('AU', { multi: true })}\n\nDear Sir or Madam, I am writing about invoice 4471.`,
  (g) => T`Patient states DOB is ${g.dobAny()} (card shows ${g.dobAny()}); verified with photo ID.`,
  (g) => T`Return address: ${g.full()}, ${g.addr('US', { kind: pick(['unit', 'unitSame', 'plain']) })}`,
  (g) => T`Call-back numbers: day ${g.phoneExt()}, evening ${g.phone()}. Ask for ${g.first()}.`,
  (g) => T`Attn: ${g.titled()}${g.last()}\nc/o ${g.full()}\n${g.addr('US', { kind: 'pobox', multi: true })}`,
  (g) => T`Sponsor: SSgt ${g.full()}\nMailing: ${g.addr('US', { kind: 'apo', multi: true })}\nDSN/commercial: ${g.phone()}`,
  (g) => T`Addressee: ${g.full()}; Flat ${g.n(1, 30)} is wrong — correct address is ${g.addr('UK')}.`,
  (g) => T`The caller, who gave her name as ${g.full('female')} and her date of birth as ${g.dob(['theOf', 'words', 'dmyWords'])}, asked us to write to ${g.addr(cc())}.`,
  (g) => T`Consent to contact\nI, ${g.full()}, agree to be contacted at ${g.phone()} or at my home, ${g.addr()}.\nSignature: ${g.full()}`,
  (g) => T`Newborn: Baby Girl ${g.last()}\nDOB: ${g.dob(['us', 'iso'])}\nMother: ${g.full('female')}\nPhone: ${g.phone()}`,
  (g) => T`Vendor form header\n${g.full()}\n${g.addr('US', { multi: true })}\nPhone ${g.phone()}  Fax ${g.phone()}`,
  (g) => T`Correspondence address (${COUNTRY_NAME.IN}): ${g.addr('IN')}; phone ${g.phone('IN')}; date of birth ${g.dob(['dmySlash', 'dmyDots', 'dmyWords'])}.`,
  (g) => T`Member ${g.full()} can be reached on ${g.phone('AU')} or by post at ${g.addr('AU')}.`,
  (g) => T`Parent/guardian: ${g.full()}   Phone: ${g.phone()}   Child: ${g.first()}   Child's birthdate: ${g.dob()}`,
  (g) => T`Ms. ${g.last()} was born on ${g.dob(['words', 'ordWords', 'wordsNoComma'])} and was seen today for an annual visit.`,
  (g) => T`Update per phone call: new address ${g.addr('US', { kind: 'rr' })}; old address ${g.addr()}.`,
  (g) => T`BILL TO:\n${S('Name', UC(g.full().text))}\n${S('Address', g.addr('US', { multi: true }).text.toUpperCase())}`,
  (g) => T`Patient reports moving to ${g.addr('DE', { multi: false })} next month; her German number will be ${g.phone('DE')}.`,
  (g) => T`Para: ${g.full()}\n${g.addr('MX', { multi: true })}\nMéxico`,
  (g) => T`To: ${g.full()}, ${g.addr('NG')}, Nigeria. Tel: ${g.phone('NG')}. DOB: ${g.dob(['dmySlash', 'dmyWords'])}`,
  (g) => T`Account holder ${g.full()} — DOB ${g.dob(['usShort', 'usLoose'])} — phone ${g.phone()} — address ${g.addr()}`,
  (g) => T`Reached patient's spouse, ${g.full()}, at ${g.phoneExt()}; confirmed mailing address ${g.addr('US', { kind: 'unitSame' })}.`,
  (g) => T`Registration\nSurname: ${g.last()}\nGiven names: ${g.first()} ${g.first()}\nDate of birth: ${g.dob(['dmyAbbr', 'dashAbbr', 'upper'])}`,
  (g) => T`We wrote to ${g.full()} at ${g.addr('CA')} on two occasions and left a voicemail on ${g.phone('CA')}.`,
  (g) => T`${g.full()}\n${g.addr('PH', { multi: true })}\nPhilippines\n${g.phone('PH')}`,
];
// blind3: a mix, with unlabeled negatives (providers, eponyms, drugs, insurers, codes, amounts, service dates),
// plus cards (Luhn-valid), bank accounts/routing/IBAN with cues, driver's licences with state cues.
const hospLine = (g) => `${g.hosp()}, ${g.provAddr()}, billing line ${g.provPhone()}`;
const blind3 = [
  (g) => T`Please charge the balance of ${g.amt()} to my Visa ${g.card()}, exp ${g.exp()}. Name on card: ${g.full()}.`,
  (g) => T`${hospLine(g)}. Patient ${g.full()} was seen on ${g.dos()} for ${g.epon()}.`,
  (g) => T`Refund to checking account ${g.acct()}, routing ${g.routing()}, account holder ${g.full()}.`,
  (g) => { const d = g.dl(); return T`ID verified: ${d.name} driver's license ${d.num}, ${g.full()}, DOB ${g.dob()}.`; },
  (g) => T`Claim for CPT ${g.cpt()} with diagnosis ${g.icd()} was processed by ${g.ins()} on ${g.dos()}; allowed amount ${g.amt()}.`,
  (g) => T`Diagnosis: ${g.epon()}. Medications: ${g.drug()} and ${g.drug()}. No change to the payment plan.`,
  (g) => T`Questions about this statement? Call ${g.hosp()} Patient Financial Services at ${g.provPhone()}, Monday to Friday 8am-5pm.`,
  (g) => T`My card number is ${g.card()} — please use it for the ${g.amt()} copay from ${g.dos()}.`,
  (g) => T`The ${g.eproc()} was billed twice under code ${g.cpt()}. ${g.ins()} says they only allow one per day.`,
  (g) => T`Remit payment to: ${g.hosp()}, ${g.provAddr()}. Do not send cash.`,
  (g) => { const d = g.dl(); return T`Copy of ${d.ab} DL #${d.num} on file for guarantor ${g.full()}.`; },
  (g) => T`Direct deposit: ABA ${g.routing()}, acct ${g.acct()} (savings). Name: ${g.full()}.`,
  (g) => T`Patient ${g.full()} (DOB ${g.dob()}) was treated for ${g.epon()} on ${g.dos()} at ${g.hosp()}.`,
  (g) => T`Date of service ${g.dos()}, ICD-10 ${g.icd()}, CPT ${g.cpt()}, billed ${g.amt()}, paid by ${g.ins()} ${g.amt()}.`,
  (g) => T`I paid with my credit card ending ${digits(4)} but the full number is ${g.card()}, if that helps you find it.`,
  (g) => T`Your ${g.drug()} prescription is covered under tier 2. Prior authorization for ${g.drug()} was denied; appeal by ${g.dos()}.`,
  (g) => T`Please auto-debit from my bank: routing number ${g.routing()}, account number ${g.acct()}. — ${g.full()}`,
  (g) => { const d = g.dl(); return T`Photo ID: ${d.name} driver license no. ${d.num}, expires ${g.dos()}. Patient ${g.full()}, ${g.addr()}.`; },
  (g) => T`${g.hosp()} is in network with ${g.ins()}. The ${g.eproc()} on ${g.dos()} should be reprocessed.`,
  (g) => T`Apgar score was 9 at five minutes; newborn ${g.first()} ${g.last()} born ${g.dob(['us', 'words'])}. Mother's phone ${g.phone()}.`,
  (g) => T`Pay by phone at ${g.provPhone()} or online. Our mailing address is ${g.provAddr()}. Thank you for choosing ${g.hosp()}.`,
  (g) => T`Customer ${g.full('female')} read her card over the phone: ${g.card()}, expiry ${g.exp()}. Payment of ${g.amt()} approved.`,
  (g) => T`Wire the refund to IBAN ${g.iban()} in the name of ${g.full()}.`,
  (g) => T`Total charges ${g.amt()}; adjustments ${g.amt()}; patient responsibility ${g.amt()}. Service dates ${g.dos()} to ${g.dos()}.`,
  (g) => T`${g.full()} started ${g.drug()} for ${g.epon()} last year; her pharmacy benefit is through ${g.ins()}.`,
  (g) => { const d = g.dl(); return T`Not a state ID — my driver's license is from ${d.name}: ${d.num}. My name is ${g.full()} and my birthday is ${g.dob()}.`; },
  (g) => T`The Epley maneuver was performed on ${g.dos()}. Charge: ${g.amt()}.`,
  (g) => T`Foley catheter supplies and a Holter monitor were billed to ${g.ins()} under ${g.icd()}.`,
  (g) => T`Hi, ${g.first()} here. I want to pay ${g.amt()} with card ${g.card()} and the rest from checking ${g.acct()}.`,
  (g) => T`For billing questions contact ${g.hosp()} at ${g.provPhone()}. For the patient, ${g.full()}, use ${g.phone()}.`,
  (g) => T`Statement date ${g.dos()}. Previous balance ${g.amt()}. Payments received ${g.amt()}. Amount due ${g.amt()}.`,
  (g) => { const d = g.dl(); return T`Driver's lic: ${d.num} (${d.ab})\nDOB: ${g.dob()}\nName: ${g.lastFirst()}`; },
  (g) => T`Medicare Part B covered 80% of CPT ${g.cpt()}; the remaining ${g.amt()} was sent to the secondary, ${g.ins()}.`,
  (g) => T`${g.full()}'s bank account ${g.acct()} was debited on ${g.dos()} for ${g.amt()}, which was a mistake.`,
  (g) => T`Dx: ${g.epon()} (${g.icd()}). Rx: ${g.drug()}. Follow-up in 6 weeks.`,
  (g) => T`Card on file: ${g.card()} (${g.full()}). Billing ZIP code matches. Autopay enrolled.`,
  (g) => T`Mail payments to ${g.hosp()}, PO Box ${g.n(1000, 99999)}, ${L.fakerEN_US.location.city()}, ${L.fakerEN_US.location.state({ abbreviated: true })} ${L.fakerEN_US.location.zipCode('#####')}. Patient account inquiries: ${g.provPhone()}.`,
  (g) => T`The patient's spouse, ${g.full()}, provided routing ${g.routing()} and account ${g.acct()} for the refund of ${g.amt()}.`,
  (g) => T`Parkinson's disease and Crohn's disease are listed as chronic conditions on the claim from ${g.dos()}.`,
  (g) => T`Please update my records: new address ${g.addr()}, new phone ${g.phone()}. I was seen at ${g.hosp()} on ${g.dos()}.`,
  (g) => { const d = g.dl(); return T`Verification: ${g.full()}, DOB ${g.dob()}, ${d.ab} driver's licence ${d.num}, card ${g.card()}.`; },
  (g) => T`We received your EOB from ${g.ins()} showing ${g.amt()} denied for ${g.icd()}. Resubmitted with modifier 25 on ${g.dos()}.`,
  (g) => T`My debit card ${g.card()} was charged ${g.amt()} twice by ${g.hosp()}. I'm ${g.full()}.`,
  (g) => T`The Whipple procedure and the follow-up with the Glasgow Coma Scale checks were billed at ${g.amt()}.`,
  (g) => T`Account verification for ${g.full()}: last payment ${g.amt()} from account ${g.acct()} at routing ${g.routing()}.`,
  (g) => T`${g.hosp()} Billing Office\n${g.provAddr()}\nTel ${g.provPhone()}\n\nDear ${g.full()}, your balance of ${g.amt()} is past due.`,
  (g) => T`Ozempic and Jardiance were both on the ${g.ins()} formulary until ${g.dos()}.`,
  (g) => { const d = g.dl(); return T`Guarantor ${g.full()} showed their ${d.name} license, number ${d.num}, and paid by card ${g.card()}.`; },
  (g) => T`Bell's palsy follow-up (CPT ${g.cpt()}), ${g.dos()}. No balance due. Questions: ${g.provPhone()}.`,
  (g) => T`Hey so i gave your office my card ${g.card()} and my husband's card too, ${g.card()}. which one did u charge?`,
  (g) => T`Routing no. ${g.routing()} / Acct no. ${g.acct()} / Account name: ${g.full()} / Bank: ${pick(['First Community Bank', 'Credit Union', 'Savings & Loan'])}`,
  (g) => T`Claim status: pending. Payer: ${g.ins()}. DOS ${g.dos()}. Billed ${g.amt()}. Diagnosis ${g.icd()}.`,
  (g) => T`The Heimlich maneuver was performed by a bystander; ER visit ${g.dos()} at ${g.hosp()}, charge ${g.amt()}.`,
  (g) => T`Name: ${g.full()}\nDOB: ${g.dob()}\nPhone: ${g.phone()}\nInsurance: ${g.ins()}\nPCP office: ${g.hosp()}, ${g.provPhone()}`,
  (g) => T`I'm disputing the ${g.amt()} for the Pap smear on ${g.dos()} — ${g.ins()} said preventive care is free. ${g.full()}, ${g.phone()}.`,
  (g) => { const d = g.dl(); return T`DL ${d.num} ${d.ab}. Card ${g.card()}. Acct ${g.acct()}. All for ${g.full()}.`; },
  (g) => T`Baker's cyst aspiration, Achilles tendon repair and a Colles fracture cast were on the same claim from ${g.hosp()}.`,
  (g) => T`Payment received from ${g.full()} by ACH (acct ending ${digits(4)}) for ${g.amt()}.`,
  (g) => T`Our billing address changed to ${g.provAddr()}; update your records for ${g.hosp()}. Patients may call ${g.provPhone()}.`,
  (g) => T`My name is ${g.full()} and I live at ${g.addr()}. ${g.hosp()} keeps sending my bills to their own address at ${g.provAddr()}.`,
  (g) => T`Down syndrome screening was billed on ${g.dos()} and denied by ${g.ins()}; the patient is ${g.first()} ${g.last()}.`,
  (g) => T`Pls take my AmEx ${S('Card', luhnComplete(pick(['34', '37']), 15))} for the ${g.amt()} balance, thx. -${g.nick()}`,
  (g) => T`Hashimoto's thyroiditis, on levothyroxine since ${g.dos()}. Annual labs CPT ${g.cpt()}.`,
  (g) => T`Please refund ${g.amt()} to the card ending ${digits(4)}, cardholder ${g.full()}.`,
];

function build(file, templates, s, typos) {
  seed = s;
  for (const k of Object.keys(L)) if (k.startsWith('faker') && L[k]?.seed) L[k].seed(s);
  TYPOS = typos;
  const order = [];
  while (order.length < N_ITEMS) {
    const idx = templates.map((_, i) => i);
    for (let i = idx.length - 1; i > 0; i--) { const j = ri(0, i); [idx[i], idx[j]] = [idx[j], idx[i]]; }
    order.push(...idx);
  }
  const seen = new Set();
  const out = [];
  for (let i = 0; out.length < N_ITEMS; i++) {
    const doc = templates[order[i % order.length]](g);
    if (seen.has(doc.text)) continue;
    seen.add(doc.text);
    for (const p of doc.phi) if (doc.text.slice(p.start, p.end) !== p.text) throw new Error(`offset mismatch in ${file}`);
    out.push({ id: out.length, text: doc.text, phi: doc.phi.map(({ start, end, type, text }) => ({ start, end, type, text })) });
  }
  fs.writeFileSync(new URL(file, import.meta.url), out.map((o) => JSON.stringify(o)).join('\n') + '\n');
  return out;
}
{
  build('blind1.jsonl', blind1, 101, true);
  build('blind2.jsonl', blind2, 202, false);
  build('blind3.jsonl', blind3, 303, false);
  console.log('templates', blind1.length, blind2.length, blind3.length);
}
