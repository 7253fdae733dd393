import type { Candidate } from './merge';
import { isOrgWord, wordInfo } from './name-tokens';

/**
 * A person's fields in keyed data, read by the key's name: JSON ('"family": "Kahananui"', FHIR's
 * '"line": ["95-1049 Meheula Pkwy", "Unit 18"], "city": ...'), XML ('<streetAddressLine>...</...>',
 * '<birthTime value="20090817"/>'), PDF form dumps ('/T (addr_city) /V (Halethorpe)') and YAML lines
 * ('line2: Apt 2').
 * - An address is one span from its first part to its last (street, unit, city, state, ZIP, country),
 *   keys and quotes between included: an address is removed whole, never in pieces.
 * - Given and family names and birth dates are their values.
 * - A record an organisation, a provider or a payer owns (the nearest owner key before it says so:
 *   'managingOrganization', '<custodian>', 'billing_provider') is left alone.
 */

type Part = 'street' | 'city' | 'state' | 'zip' | 'country' | 'given' | 'family' | 'fullname' | 'dob';

interface Pair {
  part: Part;
  start: number;
  end: number;
  value: string;
}

/** Who a key's value belongs to when the key names a person ('applicant_last', 'hh_member_2'). */
const PERSON_ROLE =
  /^(?:patient|pt|member|subscriber|insured|guarantor|applicant|child|spouse|dependent|dependant|contact|guardian|resident|client|beneficiary|enrollee|person|mother|father|parent|nok|kin)$/;

/** A key's words, lower case ('postalCode' gives 'postal', 'code'; 'addr_city' gives 'addr', 'city'). */
function keyWords(key: string): string[] {
  return key
    .replace(/^\w+:/, '')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

function partOf(key: string): Part | null {
  const words = keyWords(key);
  const k = words.join('');
  const lastWord = (words.at(-1) ?? '').replace(/^nm$/, 'name');
  if (words.some((w) => w === 'dob' || w === 'birth' || w === 'birthdate' || w === 'birthday')) return 'dob';
  if (
    /(?:streetaddressline|streetaddress|street\d?|addressline\d?|addrline\d?|^line\d?|^address\d?|^addr\d?|addrstreet)$/.test(
      k,
    )
  )
    return 'street';
  if (/(?:city|town|locality|municipality)$/.test(k)) return 'city';
  if (/(?:^state|^st|addrstate|addrst|province|stateprovince|^region)$/.test(k)) return 'state';
  if (/(?:zip|zipcode|zip5|postal|postalcode|postcode)$/.test(k)) return 'zip';
  if (/(?:^country|addrcountry|countrycode)$/.test(k)) return 'country';
  const named = lastWord === 'name' ? (words.at(-2) ?? '') : lastWord;
  if (/^(?:given|first|fname|forename)$/.test(named) && (words.length > 1 || named !== 'first'))
    return 'given';
  if (/^(?:family|last|lname|surname)$/.test(named) && (words.length > 1 || named !== 'last'))
    return 'family';
  const role = words.some((w) => PERSON_ROLE.test(w));
  if (role && (lastWord === 'name' || /^\d+$/.test(lastWord) || PERSON_ROLE.test(lastWord)))
    return 'fullname';
  return null;
}

/** Key words that make a record an organisation's, a provider's or a payer's. */
const ORG_KEY_WORDS =
  'organi[sz]ation|provider|practitioner|performer|facility|payer|custodian|author|remit|billing|clinic|hospital|employer|pharmacy|lab';
/** Keys that say whose record follows: an organisation's or a provider's, or the person's. */
const OWNER_KEY = new RegExp(
  String.raw`["<(/]\s*[\w-]*(?:${ORG_KEY_WORDS}|patient|recordtarget|subject|member|subscriber|insured|guarantor|ship_?to|contact|home|person)[\w-]*\b`,
  'gi',
);
const ORG_OWNER = new RegExp(ORG_KEY_WORDS, 'i');

function ownedByOrganisation(text: string, at: number): boolean {
  const before = text.slice(Math.max(0, at - 400), at);
  let last: string | undefined;
  for (const m of before.matchAll(OWNER_KEY)) last = m[0];
  return last !== undefined && ORG_OWNER.test(last);
}

const JSON_PAIR =
  /"([A-Za-z_][\w.-]{0,40})"\s*:\s*(?:"((?:[^"\\\n]|\\.){0,200})"|\[\s*((?:"(?:[^"\\\n]|\\.){0,200}"\s*,?\s*){1,6})\])/g;
/** Python and JavaScript literals in single quotes ('dob': '1971-01-15'). */
const QUOTED_PAIR = /'([A-Za-z_][\w.-]{0,40})'\s*:\s*'((?:[^'\\\n]|\\.){0,200})'/g;
const XML_TEXT = /<([A-Za-z][\w.:-]{0,40})(?:\s[^<>]{0,200})?>([^<>\n]{1,200})<\/\1>/g;
const XML_VALUE = /<([A-Za-z][\w:-]{0,40})\s[^<>]{0,200}?\bvalue="([^"\n]{1,40})"[^<>]{0,100}\/?>/g;
const PDF_FIELD = /\/T\s*\(([^()\n]{1,60})\)\s*\/V\s*\(([^()\n]{0,200})\)/g;
const YAML_LINE = /^[ \t]*-?[ \t]*([A-Za-z_][\w-]{0,40})[ \t]*:[ \t]*(["']?)([^"'\n#]{1,200}?)\2[ \t]*$/gm;

const SQL_INSERT = /INSERT\s+INTO\s+[\w."`[\]]+\s*\(([^()]{1,400})\)\s*VALUES\s*\(([^;\n]{1,1000})\)/gi;

/** The values of an SQL VALUES list: quoted strings and bare words, with where each starts. */
function sqlValues(list: string): { start: number; value: string }[] {
  const out: { start: number; value: string }[] = [];
  for (const m of list.matchAll(/'((?:[^']|'')*)'|([^,'\s][^,']*?)(?=\s*(?:,|$))/g)) {
    const quoted = m[1];
    if (quoted !== undefined) out.push({ start: m.index + 1, value: quoted });
    else out.push({ start: m.index, value: m[2] ?? '' });
  }
  return out;
}

/**
 * The cells of a delimited table under a heading row ('name;street;postcode;city;country'), keyed by
 * their column's heading. Semicolons, pipes and tabs; commas are read by the label layout.
 */
function tableCells(text: string): { key: string; start: number; value: string }[] {
  const out: { key: string; start: number; value: string }[] = [];
  const lines = text.split('\n');
  let at = 0;
  let heads: string[] | null = null;
  let sep = '';
  for (const line of lines) {
    const lineStart = at;
    at += line.length + 1;
    const delimiter = [';', '|', '\t'].find((d) => line.split(d).length >= 3);
    if (!delimiter) {
      heads = null;
      continue;
    }
    const cells = line.split(delimiter);
    if (heads && delimiter === sep && cells.length === heads.length) {
      let pos = lineStart;
      cells.forEach((cell, k) => {
        out.push({ key: heads?.[k] ?? '', start: pos, value: cell });
        pos += cell.length + 1;
      });
      continue;
    }
    const keys = cells.map((c) => c.trim());
    if (keys.every((c) => /^[A-Za-z][\w .-]{0,30}$/.test(c)) && keys.some((c) => partOf(c) !== null)) {
      heads = keys;
      sep = delimiter;
    } else heads = null;
  }
  return out;
}

function pairs(text: string): Pair[] {
  const out: Pair[] = [];
  const add = (key: string, start: number, value: string) => {
    const part = partOf(key);
    const trimmed = value.trim();
    if (!part || trimmed === '') return;
    const lead = value.indexOf(trimmed);
    out.push({ part, start: start + lead, end: start + lead + trimmed.length, value: trimmed });
  };
  for (const m of text.matchAll(JSON_PAIR)) {
    const key = m[1] ?? '';
    if (m[2] !== undefined) add(key, m.index + m[0].length - m[2].length - 1, m[2]);
    else if (m[3] !== undefined) {
      const listAt = m.index + m[0].indexOf(m[3]);
      for (const v of m[3].matchAll(/"((?:[^"\\\n]|\\.){0,200})"/g))
        add(key, listAt + v.index + 1, v[1] ?? '');
    }
  }
  for (const m of text.matchAll(QUOTED_PAIR)) {
    const value = m[2] ?? '';
    add(m[1] ?? '', m.index + m[0].length - value.length - 1, value);
  }
  for (const m of text.matchAll(XML_TEXT)) {
    const value = m[2] ?? '';
    add((m[1] ?? '').replace(/^\w+:/, ''), m.index + m[0].indexOf('>') + 1, value);
  }
  for (const m of text.matchAll(XML_VALUE)) {
    const value = m[2] ?? '';
    add((m[1] ?? '').replace(/^\w+:/, ''), m.index + m[0].indexOf(`"${value}"`) + 1, value);
  }
  for (const m of text.matchAll(PDF_FIELD)) {
    const value = m[2] ?? '';
    add(m[1] ?? '', m.index + m[0].length - value.length - 1, value);
  }
  for (const m of text.matchAll(SQL_INSERT)) {
    const columns = (m[1] ?? '').split(',').map((c) => c.trim().replace(/^["`[]|["`\]]$/g, ''));
    const valuesAt = m.index + m[0].length - (m[2]?.length ?? 0) - 1;
    sqlValues(m[2] ?? '').forEach((v, k) => {
      add(columns[k] ?? '', valuesAt + v.start, v.value);
    });
  }
  for (const cell of tableCells(text)) add(cell.key, cell.start, cell.value);
  // YAML only where a line of the text is an address key of its own ('line2:', 'zip:'), not labels.
  if (/^[ \t]*-?[ \t]*(?:line[12]|zip|postal_?code|addr_\w+)[ \t]*:/m.test(text))
    for (const m of text.matchAll(YAML_LINE)) {
      const value = m[3] ?? '';
      add(m[1] ?? '', m.index + m[0].lastIndexOf(value), value);
    }
  return out.sort((a, b) => a.start - b.start);
}

/** The parts of a postal address, each with the values it may hold. */
const ADDRESS_VALUE: Partial<Record<Part, RegExp>> = {
  street: /^(?=.*\p{L})(?:.*\d|.*\b(?:box|apt|unit|suite|ste|flat|house|lot)\b)/iu,
  city: /^\p{L}[\p{L}\p{M} .'’-]{1,40}$/u,
  state: /^\p{L}[\p{L} .]{1,24}$/u,
  zip: /^(?:\d{5}(?:-\d{4})?|[A-Z]\d[A-Z] ?\d[A-Z]\d|[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}|\d{4,6})$/i,
  country: /^\p{L}[\p{L} .]{1,40}$/u,
};

/** A value that can be a part of a postal address. */
function addressValue(p: Pair): boolean {
  return !/@|https?:/.test(p.value) && (ADDRESS_VALUE[p.part]?.test(p.value) ?? false);
}

/** A person's name as a value: one to four words of letters, none an organisation's word. */
function personValue(v: string): boolean {
  const words = v.split(/[\s,]+/).filter(Boolean);
  if (words.length === 0 || words.length > 4) return false;
  return words.every((w) => {
    const key = w.toLowerCase().replace(/\.$/, '');
    if (!/^\p{L}[\p{L}\p{M}'’.-]*$/u.test(w) || isOrgWord(key)) return false;
    const info = wordInfo(key);
    return !info.never && !info.domain;
  });
}

const DATE_VALUE = /^(?:\d{4}-\d{2}-\d{2}|\d{8}|\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4})(?:[T ][\d:.+-Z]*)?$/;

export function readKeyedFields(text: string): Candidate[] {
  if (!/["<(:;|\t]/.test(text)) return [];
  const out: Candidate[] = [];
  const all = pairs(text);
  let group: Pair[] = [];
  const flush = () => {
    const first = group[0];
    const last = group.at(-1);
    const parts = new Set(group.map((p) => p.part));
    if (
      first &&
      last &&
      (parts.has('street') || (parts.has('city') && (parts.has('zip') || parts.has('state')))) &&
      group.length >= 2 &&
      !ownedByOrganisation(text, first.start)
    )
      out.push({ start: first.start, end: last.end, phiType: 'address', confidence: 0.9, strong: true });
    group = [];
  };
  for (const p of all) {
    const isAddress = p.part in ADDRESS_VALUE;
    const addressPart = isAddress && addressValue(p);
    const prev = group.at(-1);
    // A second street after the city or the postcode is the next record's address.
    const next = p.part === 'street' && prev !== undefined && prev.part !== 'street';
    if (!addressPart || next || (prev && p.start - prev.end > 120)) flush();
    if (addressPart) group.push(p);
    else if (!isAddress && !ownedByOrganisation(text, p.start)) {
      if ((p.part === 'given' || p.part === 'family' || p.part === 'fullname') && personValue(p.value))
        out.push({ start: p.start, end: p.end, phiType: 'name', confidence: 0.9, strong: true });
      if (p.part === 'dob' && DATE_VALUE.test(p.value)) {
        const date = /^[\d/.-]+/.exec(p.value)?.[0] ?? p.value;
        out.push({
          start: p.start,
          end: p.start + date.length,
          phiType: 'date_of_birth',
          confidence: 0.9,
          strong: true,
        });
      }
    }
  }
  flush();
  return out;
}
