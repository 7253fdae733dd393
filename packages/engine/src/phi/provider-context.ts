import type { Candidate } from './merge';
import { isResidenceName, isShelterName } from './address-residences';
import { isOrgWord } from './name-tokens';

/**
 * Addresses and phone numbers that a sentence gives as an organisation's: the sentence names an
 * organisation ('Summit Endocrinology, 4500 ...', 'Caller ID showed Radiology Partners of Tampa,
 * 813-...'), a clinician ('the ordering physician, Dr. Lee, at ...'), or speaks of an office's things
 * ('the number on the back of the card', 'the return address on your envelope', 'the hospital's main
 * campus is at'), and says nothing of the patient or their family before the number. Letters need these
 * kept. Judged on the words of the sentence before the span, never on which organisation it is.
 */

/** Words that make the address or number someone's own: the writer, the patient, a relative. */
const PERSONAL =
  /\b(?:my|mine|me|i|i'm|im|home|house|live|lives|lived|living|resid\w*|stay\w*|moved|patient|patient's|pt|mom|mum|mother|dad|father|son|daughter|wife|husband|spouse|partner|sister|brother|grand\w+|aunt|uncle|niece|nephew|cousin|guardian|child|kid|baby|he|she|him|his|her|hers|they|them|their|personal|cell|mobile|reach|call\s+back|mail\s+to|send\s+to|ship\s+to|update|mi|mis|mein\w*|meine\w*|mon|ma|mes|llám\w*|llam\w*|ll[aá]mame|ll[aá]meme)\b/i;

/** A record's address ('Address in the Medicaid eligibility file:', 'address on file:'): the person's. */
export const RECORD_ADDRESS =
  /(?<!\b(?:claims?|billing|remit(?:tance)?|payments?|office|return|corporate|business)[ \t]+)\baddress(?:es)?\b(?:[ \t]+on[ \t]+file|[ \t]+(?:in|on|from)[ \t]+(?:the|our|their|its|his|her)[ \t]+(?:[\p{L}-]+[ \t]+){0,3}(?:file|record|records|system|chart|profile|account))[ \t]*(?:is|was|:|-|,)?[ \t]*$/iu;

/** Mail sent to the patient through someone else, or where it should go ('the coupon book needs to go to'). */
const SENT_TO =
  /\b(?:c\/o|care of|(?:needs?|has|have|should|must)\s+(?:to\s+)?go\s+to|(?:my|our)\s+(?:mailbox|p\.?\s?o\.?\s+box)|(?:ship|mail|send|forward)(?:ed|ing)?\b(?![^.]{0,30}\b(?:payments?|checks?|claims?)\b)[^.]{0,40}?\bto\b)/i;

/** An office's things and places, in lower case ('the back of the card', 'the billing office's'). */
const OFFICE_THING =
  /\b(?:(?<!\bfor\s)(?:the|our|your)\s+(?:(?:new|main|billing|return|remit(?:tance)?|payment|mailing|office)\s+)*(?:clinic|clinic's|hospital|hospital's|pharmacy|pharmacy's|lab|lab's|laboratory|office|office's|practice|practice's|insurer|insurer's|insurance|plan|plan's|provider|provider's|facility|facility's|company|company's|airport|airport's|envelope|coupon|statement|card|letterhead|phone\s+tree|nurse\s+line|advice\s+line|billing\s+department|main\s+campus)|physician|ordering\s+(?:doctor|physician|provider)|caller\s+id)\b/i;

/**
 * Where money and claims go, and an office's own moves ('I mailed my check to', 'Payments sent to',
 * 'corrected claims to:', 'Claims mailing address', 'Lockbox 88213', 'moved his practice to'): the
 * address after it is an organisation's even after 'my'. Read at the end of the match.
 */
const PAYMENT_TO =
  /\b(?:(?:mail|send|sen[dt]|mailed|pa(?:y|id)|remit|forward)\w*\b[^.\n]{0,25}\b(?<!refund\s)(?:payments?|checks?|claims?|money\s+orders?)\b[^.\n]{0,20}?\bto\b|(?:payments?|claims?)(?:\s+\w+){0,3}?\s+(?:sent|mailed|go|goes|to)\b|appeals?(?:\s+\w+){0,3}?\s+(?:sent|mailed|go|goes)\b|appeals?\s+to\s*:|claims?\s+(?:mailing\s+)?address|lock\s?box|dept\.?\s*ch\b|payable\s+to|(?:his|her|their)\s+(?:practice|office|clinic|pharmacy)|billing\s+vendor)/i;

/** Money paid to a person rather than to an office: a grant, a refund, a reimbursement, restitution. */
const PAID_OUT =
  /\b(?:grants?|recipient|payee|reimburse\w*|refund\w*|stipend|award(?:ed)?|settlement|restitution|rebate)\b/i;

/** 'not the patient', '(not hers)': a denial is no owner. */
const DENIAL = /\bnot\s+(?:the\s+)?(?:patient'?s?|mine|ours|hers|his|theirs|my\s+\w+)\b/gi;

/** Organisation words that are as often parts of addresses and places ('Unit', 'Manor', 'County'). */
const WEAK_ORG =
  /^(?:Unit|House|Home|Homes|Residence|Manor|County|General|National|American|United|Federal|Community|Regional|Memorial|Campus|Customer|Service|Services|System|Systems|Network|Division|Department|Dept|School|Blue|Mutual|Fund)$/;

/** A capitalised organisation word or a clinical specialty's name ('Endocrinology', 'Orthopaedics'). */
function isOrgShaped(w: string): boolean {
  if (WEAK_ORG.test(w)) return false;
  const key = w
    .toLowerCase()
    .replace(/['’]s$/, '')
    .replace(/[.,]$/, '');
  return (
    isOrgWord(key) ||
    /^\p{Lu}\p{Ll}{3,}(?:ology|ologists?|ics|iatry|ists)$/u.test(w) ||
    /^(?:Co|Inc|LLC|LLP|PLLC|Ltd|CPA)\.?$/.test(w)
  );
}

/** Where the last match of a pattern starts in a text, or -1. */
function lastAt(re: RegExp, s: string): number {
  let at = -1;
  for (const m of s.matchAll(new RegExp(re.source, re.flags.includes('g') ? re.flags : re.flags + 'g')))
    at = m.index;
  return at;
}

/** Where the last match of a pattern ends in a text, or -1. */
function lastEnd(re: RegExp, s: string): number {
  let at = -1;
  for (const m of s.matchAll(new RegExp(re.source, re.flags.includes('g') ? re.flags : re.flags + 'g')))
    at = m.index + m[0].length - 1;
  return at;
}

/** How far back the sentence before a span is read. */
const LOOK_BACK = 180;

/** The part of the sentence at the end of `s`, the text just before a span (not past a paragraph's end). */
function sentenceBefore(window: string): string {
  let s = window;
  const para = s.lastIndexOf('\n\n');
  if (para >= 0) s = s.slice(para + 2);
  // The sentence's own words: from the last full stop, question or exclamation mark before a capital.
  const parts = s.split(
    /(?<=[A-Za-z0-9)_][.!?])(?<!\b(?:Dr|Mr|Mrs|Ms|Mx|Prof|St|Jr|Sr|No|[A-Z])\.)\s+(?=[A-Z"“\-–—])|(?<=\p{Ll}{3}[.!?])\s+|\n(?=\S)/u,
  );
  return parts.at(-1) ?? s;
}

/**
 * True when the word at `at` fills a cell of its own in a row drawn with pipes, after the row's first cell
 * ('13:15 | Arkadiusz Pawlak | Polish | Ortho | 714-...'): a column's value (a clinic, a language), not the
 * row's owner. An organisation in the first cell owns the row ('Lakes Area Psychiatry | 2301 ... | 218-...').
 */
function lonePipeCell(before: string, at: number): boolean {
  const lineStart = before.lastIndexOf('\n', at) + 1;
  const open = before.lastIndexOf('|', at);
  if (open < lineStart) return false;
  const close = before.indexOf('|', at);
  const cell = before.slice(open + 1, close < 0 ? before.length : close).trim();
  return !/\s/.test(cell);
}

/** True when the sentence gives the span as an organisation's address or number. */
export function isOfficeBySentence(text: string, span: Candidate, masks: readonly Candidate[] = []): boolean {
  // Other addresses in the sentence are read as blanks ('Medicine Hat', 'Unit 9' are no organisations).
  // Only the few hundred characters before the span are copied, never the whole text.
  const from = Math.max(0, span.start - LOOK_BACK);
  let window = text.slice(from, span.start);
  for (const m of masks)
    if (m.end <= span.start && m.end > from) {
      const a = Math.max(m.start, from) - from;
      const b = m.end - from;
      window = window.slice(0, a) + '_'.repeat(b - a) + window.slice(b);
    }
  const before = sentenceBefore(window);
  // Only running text: a span that opens its line or sits in a table's cell is left to the layout rules.
  const ownLine = before.slice(before.lastIndexOf('\n') + 1);
  if (ownLine.trim() === '' || /\t|\s{3,}/.test(ownLine.trimStart())) return false;
  // A labelled value ('Phone: ...') counts only inside a sentence of four words or more.
  if (span.strong && ownLine.trim().split(/\s+/).length < 5) return false;
  // The nearest owner named before the span wins: 'Her results went to the ordering physician, Dr. X,
  // at ...' is the physician's number; 'My son goes to X Dermatology but lives at ...' is the son's.
  // Mail sent to someone in care of another ('c/o my employer: X Co.', 'Ship statements to: Dr. X'):
  // the patient's.
  if (RECORD_ADDRESS.test(before)) return false;
  // A check paid out to the person ('Recipient: ...; Mail check to:', a grant, a refund) goes to their home.
  const paidOut =
    /\bchecks?\b[^.\n]{0,20}\bto\b[^.\n]*$/i.test(before) &&
    PAID_OUT.test(text.slice(Math.max(0, span.start - 600), span.start));
  const paid = paidOut ? -1 : lastEnd(PAYMENT_TO, before);
  if (SENT_TO.test(before) && paid < 0) return false;
  const personal = lastAt(
    PERSONAL,
    before.replace(DENIAL, (d) => '_'.repeat(d.length)),
  );
  // The sentence's first word is capitalised whatever it is ('Billing address for ...').
  const firstWord = /^\s*\S+/.exec(before)?.[0].length ?? 0;
  let office = Math.max(lastAt(OFFICE_THING, before), lastAt(/\bDr\.?\s+\p{Lu}/u, before), paid);
  // A label right before the number ('... Home 301-... Office 410-...') is the number's kind, not its owner.
  // An organisation's name ending right before the number is its owner ('Green Valley Pharmacy 802-...').
  const lastWord = /\S+[ \t:#-]*$/.exec(before);
  const ownerName =
    span.phiType === 'phone' &&
    lastWord !== null &&
    isOrgShaped(lastWord[0].replace(/[ \t:#-]+$/, '')) &&
    /\p{Lu}\S*[ \t]+\S+[ \t]*$/u.test(before);
  const label = lastWord && !ownerName ? lastWord.index : before.length;
  // An organisation named in an earlier clause is the topic, not the owner ('Medicaid renewal paperwork;
  // call first, 715-...').
  const clause = before.slice(0, label).lastIndexOf(';') + 1;
  for (const m of before.slice(0, label).matchAll(/\p{Lu}[\p{L}'’&.]*/gu))
    if (m.index >= Math.max(firstWord, clause) && isOrgShaped(m[0]) && !lonePipeCell(before, m.index))
      office = Math.max(office, m.index);
  return office > personal;
}

/**
 * True when an address opens with an organisation's name as a part of its own, before its first number
 * ('Patient Accounts, Harbor View Medical Group, 1551 ...', 'UnitedHealthcare, P.O. Box 30555, ...').
 * Mail in care of a firm ('c/o Ferris & Holt LLP, 225 Main St') is the patient's.
 */
export function opensWithOrganisation(text: string, span: Candidate): boolean {
  const inner = text.slice(span.start, span.end);
  const digit = inner.search(/\d/);
  if (digit <= 0) return false;
  const lead = inner.slice(0, digit);
  if (/\bc\/o\b|\bcare\s+of\b|\battn\b|^\s*general\s+delivery\b/i.test(lead)) return false;
  // Only whole parts before a comma: the last part is where the street or box begins.
  const parts = lead.split(/[,\n]/).slice(0, -1);
  // Where people live is no organisation ('Shady Oaks Group Home, 7720 ...', 'Cedar House').
  return parts.some(
    (part) =>
      !isResidenceName(part) &&
      !isShelterName(part, inner) &&
      [...part.matchAll(/\p{Lu}[\p{L}'’&.]*/gu)].some(
        (m) => !/^Co\.?$/.test(m[0]) && (isOrgShaped(m[0]) || /\p{Ll}{4,}\p{Lu}/u.test(m[0])),
      ),
  );
}
