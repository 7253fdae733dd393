// Money as bills print it: $1,234.56, -$110.19, ($110.19), 110.19-, 110.19 CR, S134.87 (OCR), 1.234,56 is
// not a US form and is not read.
import { foldDigits } from './ocr-fold';

export interface Money {
  value: number;
  /** Printed with a currency sign, cents or a credit mark: surely money, not a count. */
  explicit: boolean;
}

const MONEY =
  /^(?<neg1>[-–(])?(?<cur1>\$)?(?<neg2>[-–(])?(?<int>\d{1,3}(?:,\d{3})+|\d+)(?:[.,](?<cents>\d{2}))?(?<close>\))?(?<suffix>-|–|CR|cr|Cr)?$/;

/** Reads one money token (already without inner spaces); null when it is not an amount. */
export function parseMoney(raw: string): Money | null {
  let token = raw.trim().replace(/[;:]$/, '');
  if (token === '') return null;
  // OCR reads a thousands comma as a dot: '$1.120.76'.
  if (/^[-($]*\d{1,3}(\.\d{3})+\.\d{2}\)?$/.test(token)) token = token.replace(/\.(?=\d{3}[.])/g, ',');
  // OCR reads '$' as 'S' in front of digits: 'S134.87'.
  if (/^[-(]?S\d/.test(token)) token = token.replace('S', '$');
  // After a dollar sign anything digit-like is a digit ('$2O.OO'); elsewhere half the digits must be real.
  const folded = /^[-(]?\$/.test(token) ? foldDigits(token, 1, Infinity) : foldDigits(token, 2);
  if (folded === null) return null;
  const m = MONEY.exec(folded);
  if (!m?.groups) return null;
  const { neg1, cur1, neg2, int, cents, close, suffix } = m.groups;
  if (int === undefined) return null;
  const hasCur = cur1 !== undefined;
  // A decimal comma is only taken when there are exactly two digits after it and no thousands commas.
  if (cents !== undefined && folded.includes(',') && int.includes(',') && !folded.includes('.')) return null;
  const openParen = neg1 === '(' || neg2 === '(';
  if (openParen !== (close === ')')) return null;
  // A bare integer is a count or a code, not money.
  if (!hasCur && cents === undefined && !int.includes(',')) return null;
  const value = Number(int.replace(/,/g, '')) + (cents ? Number(cents) / 100 : 0);
  if (!Number.isFinite(value)) return null;
  const negative = openParen || neg1 === '-' || neg1 === '–' || neg2 === '-' || neg2 === '–' || !!suffix;
  return { value: round2(negative ? -value : value), explicit: hasCur || cents !== undefined || !!suffix };
}

/** Every amount written in a stretch of prose, in order ('billed amount $93.54'). */
export function moneyIn(text: string): { value: number; start: number; end: number }[] {
  const out: { value: number; start: number; end: number }[] = [];
  const re = /[-(]?\$\s?[\d,]+(?:\.\d{2})?\)?|\b\d{1,3}(?:,\d{3})*\.\d{2}\b/g;
  for (const m of text.matchAll(re)) {
    const money = parseMoney(m[0].replace(/\s/g, ''));
    if (money) out.push({ value: money.value, start: m.index, end: m.index + m[0].length });
  }
  return out;
}

export const round2 = (n: number): number => Math.round(n * 100) / 100;
