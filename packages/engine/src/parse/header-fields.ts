// Who and where: provider and NPI, payer, network status, place of service, the statement date and
// whether financial assistance is offered. Labels first; a letterhead or known names after.
import type { DocumentType } from '@clearbill/shared';
import type { CareSetting, ParsedLine } from '../analysis/types';
import { headerAt } from './columns';
import { datesIn, parseDate } from './dates';
import { labelValue } from './label-values';
import type { TextLine } from './lines';

const PAYERS =
  /\b(UnitedHealthcare|United Healthcare|UHC|Aetna|Cigna(?: Healthcare)?|Humana|Anthem(?: Blue Cross(?: Blue Shield)?)?|Blue Cross(?: (?:and|&) )?Blue Shield(?: of [A-Z][a-z]+)?|Blue Cross|Blue Shield|BCBS|Kaiser Permanente|Kaiser|Molina(?: Healthcare)?|Centene|Ambetter|WellCare|Wellpoint|Elevance|Highmark|Oscar(?: Health)?|Medicare|Medicaid|Tricare|TRICARE|Health Net|Oxford|EmblemHealth|Harvard Pilgrim|Tufts|CareFirst|Premera|Regence|Independence Blue Cross|Florida Blue|Geisinger|Priority Health|Medical Mutual|Bright Health|Devoted Health|Clover Health|Alignment Health|Caresource|CareSource|Amerigroup|Magellan|Optum)\b/;

const TITLE =
  /^(itemized|itemised|detail|detailed|patient|explanation|statement|invoice|bill\b|billing statement|summary|notice|remittance|account|claim|health insurance claim|this is not a bill|re:|page \d|charges|services|description|date)/i;

const isMarker = (v: string) => /^\[[A-Z ]+\]/.test(v.trim());
const looksLikeOrg = (v: string) =>
  /[A-Za-z]{3}/.test(v) &&
  !isMarker(v) &&
  !/^\d/.test(v) &&
  v.length <= 80 &&
  !/\b(call|www\.|https?:)/i.test(v);

const ORG_WORD =
  /\b(hospital|medical|health|healthcare|clinic|center|centre|associates|physicians?|group|llc|pllc|pc|p\.c\.|inc|lab|labs|laboratory|laboratories|imaging|radiology|care|practice|medicine|surgery|surgical|orthopa?edics?|pediatrics|cardiology|dermatology|therapy|rehab|rehabilitation|diagnostics|urgent|emergency|specialists|partners|institute|system|services|insurance|plan|blue|mutual|permanente)\b/i;

/** The organisation at the top of the page (the letterhead): its first line that names one. */
function letterhead(lines: TextLine[]): string | null {
  const candidates: string[] = [];
  for (const line of lines.slice(0, 8)) {
    const first = (line.text.split(/\t| {3,}/)[0] ?? '').trim();
    if (!first || isMarker(first) || TITLE.test(first) || first.includes(':') || datesIn(first).length)
      continue;
    if (/^\d|\bP\.?O\.? Box\b|\(\d{3}\)|\d{3}-\d{4}|\$\s?\d|\b\d{5}\b/i.test(first)) continue;
    if (datesIn(line.text).length || /\$\s?\d|\d\.\d\d\b/.test(line.text)) continue;
    if (looksLikeOrg(first) && first.split(/\s+/).length <= 8 && !headerAt(lines, line.index))
      candidates.push(first);
  }
  return candidates.find((c) => ORG_WORD.test(c)) ?? candidates[0] ?? null;
}

const cleanName = (v: string) =>
  v
    .replace(/,?\s*\(?NPI\b.*$/i, '')
    .replace(/\s*\([^)]*\)\s*$/, '')
    .replace(/\s*\[[A-Z ]+\].*$/, '')
    .replace(/[,;:]\s*$/, '')
    .trim();

export function providerName(lines: TextLine[], text: string, documentType: DocumentType): string | null {
  const labelled = labelValue(
    lines,
    /(?:rendering |billing |attending |treating |servicing |service |performing )?(?:provider|physician|doctor|facility|hospital|practice|clinic)(?: name)?|remit to|pay to|make checks? payable to|institution name/,
    (v) => looksLikeOrg(cleanName(v)) && !/^(id|number|#|phone|status)/i.test(v),
  );
  if (labelled) return cleanName(labelled.value);
  if (documentType === 'denial_letter' || documentType === 'eob') {
    const m =
      /\b(?:[Ss]ervices?|[Cc]are|[Tt]reatment|[Vv]isit|[Cc]laim)\b[^.\n]{0,60}?\b(?:at|by|from|with)\s+([A-Z][A-Za-z0-9&.'’-]*(?:\s+(?:[A-Z][A-Za-z0-9&.'’-]*|&|of|and|the))*)/.exec(
        text,
      );
    const name = m?.[1]?.replace(/(?:\s+(?:&|of|and|the))+$/, '').replace(/[.,]$/, '');
    if (name && looksLikeOrg(name) && !PAYERS.test(name)) return name;
    return null;
  }
  return letterhead(lines);
}

export function providerNpi(text: string): string | null {
  const m = /\b(?:NPI|National Provider Identifier)\b\s*(?:#|no\.?|number)?\s*[:#]?\s*(\d{10})\b/i.exec(text);
  return m?.[1] ?? null;
}

export function payerName(lines: TextLine[], text: string, documentType: DocumentType): string | null {
  const labelled = labelValue(
    lines,
    /(?:primary |secondary )?(?:insurance(?: company| carrier| plan| name| provider)?|insurer|payer|payor|health plan|plan name|insurance carrier|carrier)/,
    (v) => looksLikeOrg(v) && !/^(id|number|#|payments?|adjustments?)\b/i.test(v),
  );
  if (labelled) return labelled.value;
  if (documentType === 'eob' || documentType === 'denial_letter') {
    const head = letterhead(lines);
    if (head) return head;
  }
  return PAYERS.exec(text)?.[0] ?? null;
}

export function networkStatus(
  lines: TextLine[],
  parsed: ParsedLine[],
): 'in_network' | 'out_of_network' | null {
  const labelled = labelValue(
    lines,
    /(?:provider )?(?:network(?: status)?|participation(?: status)?|provider status)/,
  );
  if (labelled) {
    const v = labelled.value.toLowerCase();
    if (/out|non|not|oon/.test(v)) return 'out_of_network';
    if (/\bin\b|in-|participating|inn\b|yes/.test(v)) return 'in_network';
  }
  if (parsed.some((l) => l.adjustments.some((a) => a.carc === '242' || a.carc === '243')))
    return 'out_of_network';
  return null;
}

function settingOfValue(value: string): CareSetting | null {
  const v = value.toLowerCase();
  if (/emergency|\ber\b|\bed\b|^23\b/.test(v)) return 'emergency';
  if (/inpatient|^21\b|admi(t|ssion)/.test(v)) return 'inpatient';
  if (/outpatient|^2[24]\b|^19\b|ambulatory surg/.test(v)) return 'outpatient_hospital';
  if (/lab(oratory)?\b|^81\b/.test(v)) return 'lab';
  if (/office|clinic|physician|tele|^11\b|^0?2\b|^10\b/.test(v)) return 'office';
  return v.trim() ? 'other' : null;
}

const isErCode = (l: ParsedLine) =>
  /^9928[1-5]$|^G038[0-4]$/.test(l.code ?? '') || /^045\d$/.test(l.revenueCode ?? '');
const isLabCode = (l: ParsedLine) =>
  /^8\d{4}$|^36415$|^G0471$/.test(l.code ?? '') || /^03[01]\d$/.test(l.revenueCode ?? '');

export function careSetting(lines: TextLine[], text: string, parsed: ParsedLine[]): CareSetting | null {
  const labelled = labelValue(
    lines,
    /(?:place|type|location) of (?:service|care|visit)|pos|visit type|service location|care setting|encounter type|patient type|claim type/,
  );
  const fromLabel = labelled ? settingOfValue(labelled.value) : null;
  if (fromLabel && fromLabel !== 'other') return fromLabel;
  if (parsed.some(isErCode) || /\bemergency (department|room)\b/i.test(text)) return 'emergency';
  if (
    parsed.some((l) => /^01\d\d$|^02[01]\d$/.test(l.revenueCode ?? '')) ||
    /\b(inpatient|admission date|discharge date)\b/i.test(text)
  ) {
    return 'inpatient';
  }
  if (parsed.length && parsed.every(isLabCode)) return 'lab';
  if (parsed.some((l) => /^992[01]\d$/.test(l.code ?? ''))) return 'office';
  if (/\b(hospital outpatient|outpatient (hospital|department|facility|services|surgery))\b/i.test(text)) {
    return 'outpatient_hospital';
  }
  return fromLabel;
}

const DATE_LABEL = new RegExp(
  [
    '\\b(?:statement|billing|bill|invoice|notice|letter|print|printed|processed|process|issue|issued|eob|report|decision|mailing|mailed)(?: date| on)?\\s*[:#]?\\s*',
    '\\bdate (?:of (?:this )?(?:statement|notice|letter|decision)|issued|processed|printed|billed|mailed)\\s*[:#]?\\s*',
    '(?:^|\\t)\\s*date\\s*:\\s*',
  ].join('|'),
  'gi',
);

export function statementDate(lines: TextLine[], documentType: DocumentType): string | null {
  for (const line of lines) {
    for (const m of line.text.matchAll(DATE_LABEL)) {
      const first = datesIn(line.text.slice(m.index + m[0].length))[0];
      if (first && first.start === 0) return first.iso;
    }
  }
  if (documentType === 'denial_letter' || documentType === 'eob') {
    // A letter's date stands on a line of its own near the top.
    for (const line of lines.slice(0, 12)) {
      const iso = parseDate(line.text.trim());
      if (iso) return iso;
    }
  }
  return null;
}

const SERVICE_DATE_LABEL = /\b(?:dates? of service|service dates?|DOS)\s*:?[ \t]*/gi;

/**
 * The one date of service a header prints ('Date of Service: 07/10/2026'), when the document prints
 * exactly one: not a range ('07/01/2026 - 07/10/2026'), and not two labels with different dates.
 */
export function headerServiceDate(lines: TextLine[]): string | null {
  const found = new Set<string>();
  for (const line of lines) {
    for (const m of line.text.matchAll(SERVICE_DATE_LABEL)) {
      const after = line.text.slice(m.index + m[0].length);
      const dates = datesIn(after);
      const first = dates[0];
      if (!first || first.start !== 0) continue;
      // A range: another date right after ('- 07/12/2026', 'to 07/12/2026', 'through ...').
      const next = dates[1];
      if (next && /^\s*(?:-|–|to|thru|through)\s*$/i.test(after.slice(first.end, next.start))) return null;
      found.add(first.iso);
    }
  }
  return found.size === 1 ? ([...found][0] ?? null) : null;
}

/** ICD-10-CM codes of a document that speaks of diagnoses ('Diagnosis: R07.9', box 21, a Dx column). */
export function diagnosisCodes(text: string): string[] {
  if (!/diagnos|\bdx\b|\bicd/i.test(text)) return [];
  const codes = [...text.matchAll(/\b[A-TV-Z]\d[0-9A-Z]\.[0-9A-Z]{1,4}\b/g)].map((m) => m[0]);
  return [...new Set(codes)];
}

export const mentionsFinancialAssistance = (text: string): boolean =>
  /financial (assistance|aid|help)|charity care|charitable care|sliding (fee|scale)|payment assistance|assistance program|uncompensated care|non-?profit|501\s?\(c\)\s?\(3\)|hardship (program|discount|application)/i.test(
    text,
  );
