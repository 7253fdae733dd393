import type { Candidate } from './merge';

/**
 * Payment and identity numbers a patient may write in a letter: credit card numbers (any 13-19 digit
 * number in the usual groups that passes the Luhn check and starts like a card), bank routing numbers
 * (ABA checksum) and account numbers after their cue, and driver's licence numbers after theirs.
 * Each has its own PHI type (`card_number`, `bank_account`, `drivers_license`). No cue, no bank or licence number: a bare digit run is too often a code or an amount.
 */

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let v = Number(digits.charAt(digits.length - 1 - i));
    if (i % 2 === 1) {
      v *= 2;
      if (v > 9) v -= 9;
    }
    sum += v;
  }
  return sum % 10 === 0;
}

export function abaValid(digits: string): boolean {
  if (!/^\d{9}$/.test(digits)) return false;
  const w = [3, 7, 1, 3, 7, 1, 3, 7, 1];
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += Number(digits.charAt(i)) * (w[i] ?? 0);
  return sum % 10 === 0 && /^(?:0[0-9]|1[0-2]|2[1-9]|3[0-2]|6[1-9]|7[0-2]|80)/.test(digits);
}

/** 4-4-4-4 (Visa, Mastercard, Discover), 4-6-5 (Amex), or one run of 13-19 digits. */
const CARD = /(?<![\d.,$/-])(?:\d{4}([ -]?)\d{4}\1\d{4}\1\d{1,7}|\d{4}([ -]?)\d{6}\2\d{5})(?![\d/]|[.,]\d)/g;
const CARD_START = /^(?:4|5[1-5]|2[2-7]|3[47]|6(?:011|5|4[4-9]))/;

const BANK_CUE =
  /\b(?:routing|aba|rtn|transit|bank\s+(?:account|acct)|checking|savings|iban|account|acct)\b[^\n\d]{0,24}$/i;
const BANK_LINE =
  /\b(?:routing|aba|rtn|transit|bank|banking|checking|savings|iban|wire|direct deposit|refund)\b/i;
const BANK_NUMBER = /(?<![\w-])\d{6,17}(?![\w-]|[.,]\d)/g;
const LICENCE_CUE =
  /\b(?:driver'?s?|driving)\s+(?:licen[cs]e|lic\.?)(?:\s+(?:number|no\.?|#))?\s*(?:is|:|#)?\s*$|\bD\.?L\.?\s*(?:#|no\.?|number)?\s*:?\s*$|\blicen[cs]e\s+(?:number|no\.?|#)\s*(?:is|:)?\s*$/i;
const LICENCE_TOKEN = /(?<![\w-])(?=[A-Z0-9-]*\d)[A-Z0-9](?:[A-Z0-9]|-(?=[A-Z0-9])){5,19}(?![\w-])/g;

export function findPaymentNumbers(text: string): Candidate[] {
  const out: Candidate[] = [];
  for (const m of text.matchAll(CARD)) {
    const digits = m[0].replace(/\D/g, '');
    if (digits.length < 13 || digits.length > 19 || !CARD_START.test(digits) || !luhnValid(digits)) continue;
    out.push({
      start: m.index,
      end: m.index + m[0].length,
      phiType: 'card_number',
      confidence: 0.85,
      strong: true,
    });
  }
  for (const m of text.matchAll(BANK_NUMBER)) {
    const lineStart = text.lastIndexOf('\n', m.index - 1) + 1;
    const before = text.slice(Math.max(lineStart, m.index - 40), m.index);
    if (!BANK_CUE.test(before)) continue;
    const routingCue = /\b(?:routing|aba|rtn|transit)\b[^\n\d]{0,24}$/i.test(before);
    if (routingCue && !abaValid(m[0])) continue;
    // A bare 'account' is the bank's only when its line speaks of a bank ('routing ..., account ...');
    // 'Account #: 88812345' on a bill is the provider's account number for the patient.
    const lineEnd = text.indexOf('\n', m.index);
    const line = text.slice(lineStart, lineEnd < 0 ? text.length : lineEnd);
    const bank = BANK_LINE.test(line);
    out.push({
      start: m.index,
      end: m.index + m[0].length,
      phiType: bank ? 'bank_account' : 'account_number',
      confidence: 0.8,
      strong: true,
    });
  }
  for (const m of text.matchAll(LICENCE_TOKEN)) {
    const lineStart = text.lastIndexOf('\n', m.index - 1) + 1;
    const before = text.slice(Math.max(lineStart, m.index - 40), m.index);
    if (!LICENCE_CUE.test(before)) continue;
    out.push({
      start: m.index,
      end: m.index + m[0].length,
      phiType: 'drivers_license',
      confidence: 0.8,
      strong: true,
    });
  }
  return out;
}
