/**
 * The smart appeal form's letter (03-feature-pages.md §2.6): built in the browser as rich text (RTF), nothing
 * sent to the server. The wording is ours; a sentence whose field is empty is left out rather than printed with
 * a blank.
 */

export const appealFields = [
  'patientName',
  'patientAddress',
  'patientPhone',
  'memberID',
  'providerName',
  'dateOfService',
  'billAmount',
  'issueDescription',
] as const;
export type AppealField = (typeof appealFields)[number];
export type AppealValues = Record<AppealField, string>;

export const emptyAppeal: AppealValues = {
  patientName: '',
  patientAddress: '',
  patientPhone: '',
  memberID: '',
  providerName: '',
  dateOfService: '',
  billAmount: '',
  issueDescription: '',
};

export const appealLabels: Record<AppealField, string> = {
  patientName: 'Patient name',
  patientAddress: 'Patient address',
  patientPhone: 'Phone',
  memberID: 'Member ID',
  providerName: 'Provider or insurer',
  dateOfService: 'Date of service',
  billAmount: 'Amount billed',
  issueDescription: 'What is wrong with the bill',
};

/** Escapes text for an RTF document: control characters, and anything outside ASCII as \uN? (signed 16-bit). */
export function escapeRtf(text: string): string {
  let out = '';
  for (const char of text.replace(/\r\n?/g, '\n')) {
    const code = char.codePointAt(0) ?? 0;
    if (char === '\\' || char === '{' || char === '}') out += `\\${char}`;
    else if (char === '\n') out += '\\line ';
    else if (char === '\t') out += '\\tab ';
    else if (code < 0x20) continue;
    else if (code < 0x80) out += char;
    else {
      // Characters beyond the BMP are written as their UTF-16 surrogate pair, each as a signed \u value.
      const units =
        code > 0xffff ? [0xd800 + ((code - 0x10000) >> 10), 0xdc00 + ((code - 0x10000) & 0x3ff)] : [code];
      for (const unit of units) out += `\\u${unit > 0x7fff ? unit - 0x10000 : unit}?`;
    }
  }
  return out;
}

/** Paragraphs (plain text; a paragraph may hold line breaks) as an RTF document. */
export function toRtf(paragraphs: readonly string[]): string {
  const body = paragraphs.map((p) => `${escapeRtf(p)}\\par\n`).join('\\par\n');
  return `{\\rtf1\\ansi\\ansicpg1252\\deff0\\uc1{\\fonttbl{\\f0\\fswiss Arial;}}\n\\f0\\fs22\n${body}}`;
}

const longDate = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' });

/** The letter's paragraphs from the form, dated `today`. */
export function appealParagraphs(values: AppealValues, today: Date): string[] {
  const v = trimAll(values);
  const sender = [v.patientName, v.patientAddress, v.patientPhone ? `Phone: ${v.patientPhone}` : '']
    .filter(Boolean)
    .join('\n');
  const reference = [
    v.memberID ? `Member ID: ${v.memberID}` : '',
    v.dateOfService ? `Date of service: ${v.dateOfService}` : '',
    v.billAmount ? `Amount billed: ${formatAmount(v.billAmount)}` : '',
  ]
    .filter(Boolean)
    .join('\n');
  const about = v.dateOfService ? ` for services on ${v.dateOfService}` : '';
  const paragraphs = [
    sender,
    longDate.format(today),
    v.providerName ? `To: ${v.providerName}` : '',
    `Re: Request for review and correction of a medical bill${reference ? `\n${reference}` : ''}`,
    `To whom it may concern:`,
    `I am writing to ask you to review the bill${about} and to correct it. I believe it contains the problem described below.`,
    v.issueDescription,
    'Please review the charges, send me an itemized statement with the billing codes for every charge, and correct the bill or explain in writing why each charge is right. While this review is under way, please do not send the account to collections.',
    'Please answer in writing. Thank you for your help.',
    `Sincerely,\n\n${v.patientName || ''}`.trimEnd(),
  ];
  return paragraphs.filter((p) => p.trim() !== '');
}

export function buildAppealRtf(values: AppealValues, today: Date): string {
  return toRtf(appealParagraphs(values, today));
}

/** 03-feature-pages.md §9: Appeal_Letter_{date}.rtf, the local date as YYYY-MM-DD. */
export function appealFileName(today: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `Appeal_Letter_${today.getFullYear()}-${pad(today.getMonth() + 1)}-${pad(today.getDate())}.rtf`;
}

/** '1,234.5' or '$1234.50' read as dollars; anything unreadable is shown as typed. */
function formatAmount(raw: string): string {
  const n = Number(raw.replace(/[$,\s]/g, ''));
  if (!Number.isFinite(n) || raw.trim() === '') return raw;
  return n.toLocaleString('en-US', { style: 'currency', currency: 'USD' });
}

function trimAll(values: AppealValues): AppealValues {
  const out = { ...values };
  for (const key of appealFields) out[key] = values[key].trim();
  return out;
}
