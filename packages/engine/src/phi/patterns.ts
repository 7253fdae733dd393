import { getLexicon } from './lexicon';
import type { Candidate, Range } from './merge';
import { findOtherPhones } from './phones-intl';

/**
 * Identifiers recognised by their form, with validation: SSNs (area and group rules), NANP phone
 * numbers, e-mail addresses, and long identifier-like tokens that no billing code looks like.
 */

const MONTHS =
  'jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?';

/** Calendar dates in the usual US forms; used after birth cues only (service dates are kept). */
export const DATE_SOURCE = [
  String.raw`\d{1,2}\s?[/\-.]\s?\d{1,2}\s?[/\-.]\s?(?:\d{4}|\d{2})(?!\d)`,
  String.raw`(?:19|20)\d{2}[/\-.]\d{1,2}[/\-.]\d{1,2}(?!\d)`,
  // OCR may drop or add spaces around the comma: 'Nov 29,1983', 'Nov. 29 , 1983', 'Nov 29. 1983'.
  String.raw`(?:${MONTHS})\.?\s*\d{1,2}(?:st|nd|rd|th)?\s*(?:[,.]\s*|\s+)\d{4}(?!\d)`,
  // ... and as deeds and family records write it ('the 4th day of March 1931').
  String.raw`(?:the\s+)?\d{1,2}(?:st|nd|rd|th)?\s+(?:day\s+of\s+|of\s+)?(?:${MONTHS})\.?,?\s+\d{4}`,
  String.raw`\d{1,2}[-/ ](?:${MONTHS})[-/ ](?:\d{4}|\d{2})(?!\d)`,
  String.raw`(?:19|20)\d{2}(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])`,
].join('|');
export const DATE = new RegExp(`(?<![\\d/])(?:${DATE_SOURCE})`, 'i');

/** A numeric date as OCR may read it: O for 0, l or I for 1 ('O6/O2/l959'); most characters digits. */
export const OCR_DATE =
  /(?<![\w/])(?=(?:[^\d\s]*\d){5})[\dOolI|]{1,2}\s?[/\-.]\s?[\dOolI|]{1,2}\s?[/\-.]\s?[\dOolI|]{2,4}(?![\w/])/;

const SSN = /(?<![\d$.,/-])(?!000|666|9\d\d)\d{3}([- ])(?!00)\d{2}\1(?!0000)\d{4}(?![\d/-])/g;
const MASKED_SSN = /(?<![\w])(?:[X*]{3}[- ]?[X*]{2}[- ]?\d{4})(?!\d)/gi;
/** Digit groups in parentheses that add up to a phone number: '(301 273 45166)', '(240444-1243)'. */
const PAREN_PHONE = /\((\d{3}[\s.-]*\d{3}[\s.-]*\d{4,5})\)/g;
const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;

/**
 * Phone numbers: 3-3-4 digits. With one consistent separator ('555-123-4567', '555.123.4567',
 * '(555) 123-4567', '201/324/1423') the shape is enough; otherwise the NANP rules must hold (area code
 * and exchange start with 2-9). Without separators or parentheses a label is needed.
 */
const PHONE =
  /(?<![\d$.,/\w])(?:\+?\s?1[\s.-]{1,2})?(\(\s?\d{3}\s?\)|\d{3})([\s./-]{0,3})(\d{3})([\s./-]{1,3}|)(\d{4})(?:,?\s{0,2}(?:x|ext\.?|extension)\s?[:.]?\s?\d{1,6})?(?![\d/]|\.\d)/gi;

/** Cues on the same line before a number that make it the provider's or payer's, not the patient's ('Billings MT' is a town). */
const PROVIDER_PHONE_CUE =
  /(billing(?!s\b)|business office|customer service|member services?|provider services?|patient (?:financial|account) services|questions|call us(?! back)|toll[- ]free|\btty\b|\btdd\b|hearing impaired|nurse line|appeals? (?:department|unit)|financial assistance|to pay|pay by phone|paid by phone|phone payments|office hours|\bfax\b|\bdsn\b(?!\/)|main line|front desk|patients may call|\b(?:office|clinic|practice|hospital|pharmacy|lab)(?:'s)? (?:\w+ )?(?:number|phone|line)\b|on the (?:letter|bill|statement|stub|card|envelope|notice)\b|\bcall (?:the|your|our) (?:[a-z]+ ){0,3}(?:office|team|line|worker|caseworker|clerk|desk|department|unit|cent(?:er|re)|services?|coordinator|specialist|navigator|hotline|helpline)\b|\b(?:to reschedule|to cancel|to confirm|to opt out|if you did not request this|if you have any questions)\b[^.\n]{0,12}\bcall\b)/gi;

/** US toll-free area codes: an organisation's line, not a person's. */
const TOLL_FREE = /^(?:\+?1[ .-]?)?\(?8(?:00|88|77|66|55|44|33)\)?[ .-]?\d{3}[ .-]?\d{4}$/;

/** Words before a number that make it the writer's or their family's own. */
const OWN_NUMBER = /\b(?:my|me|mine|our|his|her|home|cell|mobile|patient|guarantor)\b[^.\n]{0,30}$/i;

export function findSsns(text: string): Candidate[] {
  const out: Candidate[] = [];
  for (const m of text.matchAll(SSN)) {
    const s = m[0];
    // 3-2-4 digits with spaces are too common in tables to trust without a label.
    if (s.includes(' ')) continue;
    out.push({ start: m.index, end: m.index + s.length, phiType: 'ssn', confidence: 0.9 });
  }
  for (const m of text.matchAll(MASKED_SSN)) {
    out.push({ start: m.index, end: m.index + m[0].length, phiType: 'ssn', confidence: 0.8 });
  }
  return out;
}

/** Mailboxes of an office, not a person ('billing@', 'patientaccounts@', 'nicu-billing@', 'support@'). */
const ROLE_MAILBOX =
  /^(?:[a-z]{2,4}[._-])?(?:billing|accounts?|patientaccounts|patient[._-]?accounts|support|help|helpdesk|info|contact|noreply|no[._-]reply|customerservice|customer[._-]?service|claims|appeals|records|medicalrecords|admin|office|frontdesk|front[._-]desk|scheduling|appointments|finance|pfs|cbo|team|hello|service|services|memberservices|member[._-]?services)(?:[._-][a-z]+)?$/i;

export function findEmails(text: string): Candidate[] {
  // A role mailbox the writer calls their own ('my email is info@...') stays theirs.
  const own = (at: number) => /\b(?:me|my|our)\b[^.\n]{0,20}$/i.test(text.slice(Math.max(0, at - 30), at));
  return [...text.matchAll(EMAIL)]
    .filter((m) => own(m.index) || !ROLE_MAILBOX.test(m[0].split('@')[0] ?? ''))
    .map((m) => ({
      start: m.index,
      end: m.index + m[0].length,
      phiType: 'email' as const,
      confidence: 0.98,
      strong: true,
    }));
}

/** Phone numbers; those the line presents as the billing office's or payer's are returned as kept. */
export function findPhones(text: string): { phones: Candidate[]; keep: Range[] } {
  const phones: Candidate[] = [];
  const keep: Range[] = [];
  const consider = (start: number, end: number, confidence: number) => {
    const lineStart = text.lastIndexOf('\n', start - 1) + 1;
    let before = text.slice(Math.max(lineStart, start - 70), start);
    // A number that opens its line continues the sentence above ('... Customer Service at' / '1-800-...').
    if (
      before.trim() === '' &&
      lineStart > 0 &&
      /\b(?:at|call|on|is|:)\s*$/i.test(text.slice(lineStart - 20, lineStart))
    )
      before = text.slice(Math.max(0, lineStart - 70), lineStart - 1) + ' ';
    // A patient label between the cue and the number wins ('Billing office ... Home phone: ...').
    const lineEnd = text.indexOf('\n', end);
    const after = text.slice(end, Math.min(lineEnd < 0 ? text.length : lineEnd, end + 40));
    if (/^[^.;]*\b(?:with questions|for questions|questions about|billing questions)/i.test(after)) {
      keep.push({ start, end, blocks: ['phone'], force: true });
      return;
    }
    // A cue counts within its own sentence ('... front desk is 701-555-0199 (not hers). Her room phone').
    const cues = [...before.matchAll(PROVIDER_PHONE_CUE)].filter(
      (c) => !/[.!?][ \t]+\S/.test(before.slice(c.index + c[0].length)),
    );
    const cue = cues.at(-1);
    // 'my fax is ...': the writer's own line, whatever kind.
    // ... or a fax beside the patient's own phone or name ('Phone (372) 532-9543  Fax ...', 'Ethel (patient), fax').
    const ownCue =
      cue &&
      !/dsn/i.test(cue[0]) &&
      (/\b(?:my|his|her|home)[ \t]+$/i.test(before.slice(0, cue.index)) ||
        (/fax/i.test(cue[0]) &&
          (/\bpatient\b[^.\n]{0,20}$/i.test(before.slice(0, cue.index)) ||
            phones.some(
              (p) => p.end <= start && start - p.end < 40 && !text.slice(p.end, start).includes('\n'),
            ))));
    // 'Granddaughter's cell for questions (408) ...': a person's line given for questions.
    const askOwner =
      cue &&
      /questions/i.test(cue[0]) &&
      /\b(?:cell|mobile|home|my|husband|wife|spouse|son|daughter|grand\w+|mother|father|mom|dad|brother|sister|partner|niece|nephew|aunt|uncle|cousin|guardian)(?:['’]s)?\b/i.exec(
        before
          .slice(0, cue.index)
          .split(/[.!?][ \t]+/)
          .at(-1) ?? '',
      );
    const patientCue = ownCue
      ? ownCue
      : askOwner
        ? askOwner
        : cue
          ? /\b(?:home|cell|mobile|patient|guarantor|work|my|me|husband|wife|spouse|son|daughter|mother|father|mom|dad|brother|sister|partner)\b|phone\s*[:#]/i.exec(
              before.slice(cue.index + cue[0].length),
            )
          : null;
    // A toll-free number is an organisation's unless the writer says it is theirs ('my cell is 1-844-...').
    const tollFree = TOLL_FREE.test(text.slice(start, end)) && !OWN_NUMBER.test(before);
    if ((cue && !patientCue) || tollFree) keep.push({ start, end, blocks: ['phone'], force: true });
    else phones.push({ start, end, phiType: 'phone', confidence });
  };
  for (const m of text.matchAll(PHONE)) {
    const [, area = '', sep1 = '', exchange = '', sep2 = ''] = m;
    const parens = area.startsWith('(');
    if (!parens && sep1 === '' && sep2 === '') continue;
    if (/\n/.test(m[0])) continue;
    const consistent =
      (parens && /^\s?$/.test(sep1) && sep2 === '-') || (sep1 === sep2 && /^[-./]$/.test(sep1));
    const nanp = /^\(?\s?[2-9]/.test(area) && /^[2-9]/.test(exchange);
    if (!consistent && !nanp) continue;
    consider(m.index, m.index + m[0].length, consistent ? 0.9 : 0.75);
  }
  for (const m of text.matchAll(PAREN_PHONE)) {
    const inner = m[1] ?? '';
    if (phones.some((p) => p.start <= m.index + 1 && m.index + 1 < p.end)) continue;
    consider(m.index + 1, m.index + 1 + inner.length, 0.7);
  }
  for (const [start, end, confidence] of findOtherPhones(text)) {
    // A longer reading of a number found already ('001-555-201-4567' over '555-201-4567') replaces it.
    const inside = phones.filter((p) => p.start >= start && p.end <= end && p.end - p.start < end - start);
    for (const p of inside) phones.splice(phones.indexOf(p), 1);
    if (phones.some((p) => p.start < end && start < p.end)) continue;
    if (keep.some((k) => k.start < end && start < k.end)) continue;
    consider(start, end, confidence);
  }
  return { phones, keep };
}

/** Billing codes and other numbers that look like identifiers but must stay. */
export function isCodeLike(token: string): boolean {
  const t = token.toUpperCase();
  return (
    /^\d{5}(?:-?[A-Z0-9]{2})*$/.test(t) || // CPT with modifiers
    /^\d{4}[A-Z](?:-?[A-Z0-9]{2})*$/.test(t) || // CPT category II/III
    /^[A-Z]\d{4}(?:-?[A-Z0-9]{2})*$/.test(t) || // HCPCS level II
    /^0?\d{3,4}$/.test(t) || // revenue codes
    /^[A-TV-Z]\d[0-9A-Z](?:\.[0-9A-Z]{1,4})?$/.test(t) || // ICD-10-CM
    isPcsCode(t)
  );
}

/** ICD-10-PCS codes are 7 characters of digits and letters without I and O. */
export function isPcsCode(token: string): boolean {
  return /^[0-9BCDFGHX][0-9A-HJ-NP-Z]{6}$/.test(token) && /\d/.test(token.slice(0, 2));
}

/** Tokens mixing letters and digits, or long digit runs: member IDs, MRNs and account numbers. */
const ID_TOKEN = /(?<![\w$.,/-])(?=[A-Z0-9-]*\d)[A-Z0-9][A-Z0-9-]{6,24}[A-Z0-9](?![\w/]|[.,]\d)/g;

/** Medicare Beneficiary Identifier: 11 characters, digits and letters in fixed places ('1EG4-TE5-MK72'). */
const MBI =
  /(?<![\w-])[1-9][AC-HJKMNP-RT-Y][AC-HJKMNP-RT-Y\d]\d-?[AC-HJKMNP-RT-Y][AC-HJKMNP-RT-Y\d]\d-?[AC-HJKMNP-RT-Y]{2}\d{2}(?![\w-])/g;

export function findIdLike(text: string): Candidate[] {
  const out: Candidate[] = [];
  for (const m of text.matchAll(MBI)) {
    out.push({ start: m.index, end: m.index + m[0].length, phiType: 'insurance_id', confidence: 0.9 });
  }
  for (const m of text.matchAll(ID_TOKEN)) {
    const token = m[0];
    const digits = token.replace(/\D/g, '').length;
    const letters = token.replace(/[^A-Z]/g, '').length;
    const longestRun = Math.max(...(token.match(/\d+/g) ?? ['']).map((r) => r.length));
    if (digits < 4 || longestRun < 4) continue;
    if (letters === 0 && (digits < 8 || longestRun < 6)) continue; // times and ranges: '0700-1930'
    if (/\dX\d/.test(token)) continue; // settings: '650X10X100'
    if (/^\d[\d-]*[A-Z]{1,3}$/.test(token) && (token.includes('-') || digits < 8)) continue; // '500-1000CC'
    // Words and abbreviations joined to numbers: '2300-REMAINS', '0000-CAPTO', '153-106-TREATED'.
    const words = token.match(/[A-Z]{3,}/g) ?? [];
    if (words.some((w) => w.length >= 5 || (w.length === 4 && getLexicon().words.has(w.toLowerCase()))))
      continue;
    if (isCodeLike(token)) continue;
    if (/^\d{5}-\d{4}(?:-\d{2})?$/.test(token) || /^\d{4,5}-\d{3,4}-\d{1,2}$/.test(token)) continue; // NDC
    if (/^(?:19|20)\d{2}-?\d{2}-?\d{2}(?:T\d{2})?$/.test(token)) continue; // a date, or a time stamp's start
    if (/^(?:1-)?\d{2,3}-\d{2,3}-\d{4}$/.test(token)) continue; // phones are found elsewhere
    const type = /^MR/.test(token) ? 'mrn' : letters > 0 ? 'insurance_id' : 'account_number';
    out.push({
      start: m.index,
      end: m.index + token.length,
      phiType: type,
      confidence: letters ? 0.7 : 0.55,
    });
  }
  return out;
}
