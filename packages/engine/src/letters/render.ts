import type { Citation, RecipientType, RegulationCitation } from '@clearbill/shared';
import { laws } from './laws';
import type { TemplateDef } from './types';

/** A letter ready to lay out (docx, pdf) or to store as text. */
export interface RenderedLetter {
  templateId: string;
  /** 'March 3, 2026' */
  date: string;
  sender: { name: string; addressLines: string[]; phone: string | null; email: string | null };
  /** addressLines: where to send it, when we know it from the payer's own page (absent in older letters). */
  recipient: { type: RecipientType; name: string; addressLines?: string[] };
  subject: string;
  salutation: string;
  paragraphs: string[];
  citations: Citation[];
  enclosures: string[];
  closing: string;
  signature: string;
}

export interface RenderInput {
  userData: Record<string, string>;
  recipientType: RecipientType;
  recipientName: string;
  /** YYYY-MM-DD: the letter's date. */
  today: string;
  /** The rules the analysed document's findings rest on ("Why this is your right"), cited after the template's laws. */
  rights?: readonly RegulationCitation[];
  /** The recipient's address lines (the payer's appeal address and fax from its own page), when known. */
  recipientAddressLines?: readonly string[];
}

/** The template's laws, then the findings' rules not already cited (same official text). */
function citationsOf(template: TemplateDef, rights: readonly RegulationCitation[]): Citation[] {
  const cited: Citation[] = template.laws.map((id) => laws[id]);
  const urls = new Set(cited.map((c) => c.url));
  for (const r of rights) {
    if (urls.has(r.sourceUrl)) continue;
    urls.add(r.sourceUrl);
    cited.push({ label: `${r.source} (${r.title})`, url: r.sourceUrl });
  }
  return cited;
}

/** A required field was empty when rendering (the caller validates first; this is the last guard). */
export class MissingFieldsError extends Error {
  constructor(readonly fields: string[]) {
    super(`Missing required fields: ${fields.join(', ')}`);
  }
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** '2026-03-03' -> 'March 3, 2026'; anything else unchanged. */
export function longDate(iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!m) return iso;
  const month = MONTHS[Number(m[2]) - 1];
  return month ? `${month} ${Number(m[3])}, ${m[1]}` : iso;
}

const MONEY_KEY = /(AMOUNT|PAYMENT|INCOME|RESPONSIBILITY|PAID|PRICE)$/;
const PLAIN_NUMBER = /^\$?\s?(\d{1,3}(,\d{3})+|\d+)(\.\d{1,2})?$/;

/** How a value appears in the letter: ISO dates in words, bare numbers in money fields as dollars. */
export function displayValue(key: string, raw: string): string {
  const value = raw.replace(/\r\n?/g, '\n').trim();
  if (key.includes('DATE')) return longDate(value);
  if (MONEY_KEY.test(key) && PLAIN_NUMBER.test(value)) {
    const n = Number(value.replace(/[$,\s]/g, ''));
    return `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  }
  return value;
}

const FIELD = /\{\{([A-Z][A-Z0-9_]*)\}\}/g;
const PART_OR_FIELD = /\[\[([\s\S]*?)\]\]|\{\{([A-Z][A-Z0-9_]*)\}\}/g;

/** The fields a piece of template text uses, split by whether they sit inside an optional part. */
export function fieldsIn(text: string): { inOptional: string[]; outside: string[] } {
  const inOptional: string[] = [];
  const outside: string[] = [];
  for (const m of text.matchAll(PART_OR_FIELD)) {
    if (m[1] !== undefined) for (const f of m[1].matchAll(FIELD)) inOptional.push(f[1] ?? '');
    else if (m[2]) outside.push(m[2]);
  }
  return { inOptional, outside };
}

/**
 * Fills one piece of template text in a single pass (a value is never read as markup): an optional part
 * is dropped whole when any of its fields is empty; a field outside a part must have a value.
 */
export function fill(text: string, values: Record<string, string>): string {
  const missing: string[] = [];
  const valueOf = (key: string) => {
    const raw = values[key];
    return raw && raw.trim() ? displayValue(key, raw) : null;
  };
  const out = text.replace(PART_OR_FIELD, (_m, part: string | undefined, key: string | undefined) => {
    if (part !== undefined) {
      const keys = [...part.matchAll(FIELD)].map((f) => f[1] ?? '');
      if (keys.some((k) => valueOf(k) === null)) return '';
      return part.replace(FIELD, (_f, k: string) => valueOf(k) ?? '');
    }
    const v = valueOf(key ?? '');
    if (v === null) {
      missing.push(key ?? '');
      return '';
    }
    return v;
  });
  if (missing.length) throw new MissingFieldsError([...new Set(missing)]);
  return tidy(out);
}

/** Spaces left by dropped parts, and a closing full stop after a value the patient typed without one. */
function tidy(text: string): string {
  let t = text
    .replace(/[ \t]{2,}/g, ' ')
    .replace(/ +([.,:;)])/g, '$1')
    .replace(/\.\./g, '.')
    .trim();
  if (t && !/[.!?:"')\]]$/.test(t)) t += '.';
  return t;
}

/** Required fields that are empty after trimming, in the template's order. */
export function missingRequired(template: TemplateDef, userData: Record<string, string>): string[] {
  return template.requiredFields.filter((k) => !(userData[k] ?? '').trim());
}

/** userData keys the template does not use. */
export function unknownFields(template: TemplateDef, userData: Record<string, string>): string[] {
  const known = new Set([...template.requiredFields, ...template.optionalFields]);
  return Object.keys(userData).filter((k) => !known.has(k));
}

/** Lines as typed; a one-line address is split after the street ('1 Main St, Springfield, IL'). */
function addressLines(address: string): string[] {
  const lines = address.includes('\n') ? address.split(/\r?\n/) : address.split(/,\s*(.*)/s, 2);
  return lines.map((l) => l.trim()).filter(Boolean);
}

export function renderLetter(template: TemplateDef, input: RenderInput): RenderedLetter {
  const missing = missingRequired(template, input.userData);
  if (missing.length) throw new MissingFieldsError(missing);
  const v = (k: string) => (input.userData[k] ?? '').trim();
  const recipientName = input.recipientName.trim();
  return {
    templateId: template.id,
    date: longDate(input.today),
    sender: {
      name: v('PATIENT_NAME'),
      addressLines: addressLines(v('PATIENT_ADDRESS')),
      phone: v('PATIENT_PHONE') || null,
      email: v('PATIENT_EMAIL') || null,
    },
    recipient: {
      type: input.recipientType,
      name: recipientName,
      ...(input.recipientAddressLines?.length ? { addressLines: [...input.recipientAddressLines] } : {}),
    },
    subject: fill(template.subject, input.userData).replace(/\.$/, ''),
    salutation: `Dear ${recipientName}:`,
    paragraphs: template.body.map((p) => fill(p, input.userData)).filter(Boolean),
    citations: citationsOf(template, input.rights ?? []),
    enclosures: template.enclosures.map((e) => fill(e, input.userData).replace(/\.$/, '')).filter(Boolean),
    closing: 'Sincerely,',
    signature: v('PATIENT_NAME'),
  };
}

/** The letter as plain text (stored encrypted, shown in My Letters, exported). */
export function letterText(l: RenderedLetter): string {
  const lines: string[] = [
    l.sender.name,
    ...l.sender.addressLines,
    ...(l.sender.phone ? [l.sender.phone] : []),
    ...(l.sender.email ? [l.sender.email] : []),
    '',
    l.date,
    '',
    l.recipient.name,
    ...(l.recipient.addressLines ?? []),
    '',
    `Re: ${l.subject}`,
    '',
    l.salutation,
    '',
  ];
  for (const p of l.paragraphs) lines.push(p, '');
  if (l.citations.length) {
    lines.push('Legal basis:');
    for (const c of l.citations) lines.push(`- ${c.label}: ${c.url}`);
    lines.push('');
  }
  lines.push(l.closing, '', '', l.signature);
  if (l.enclosures.length) {
    lines.push('', 'Enclosures:');
    for (const e of l.enclosures) lines.push(`- ${e}`);
  }
  return lines.join('\n');
}
