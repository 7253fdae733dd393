import { expect } from 'vitest';
import type { PhiType } from '@clearbill/shared';
import { detectPhi } from './detect';
import { redactText } from './redact';

/** Redacts a text and checks that each `gone` string left it and each `kept` string stayed. */
export function expectRedaction(text: string, gone: string[], kept: string[] = []): string {
  const out = redactText(text, detectPhi(text));
  for (const g of gone) expect(out, `'${g}' should be removed`).not.toContain(g);
  for (const k of kept) expect(out, `'${k}' should be kept`).toContain(k);
  return out;
}

/** The types detected for a text, with the text each span covers. */
export function detected(text: string): { type: string; text: string }[] {
  return detectPhi(text).map((s) => ({ type: s.phiType, text: text.slice(s.start, s.end) }));
}

/** The text of every span of one type that the detector finds. */
export function found(text: string, type: PhiType): string[] {
  return detectPhi(text)
    .filter((s) => s.phiType === type)
    .map((s) => text.slice(s.start, s.end));
}

/** True when every letter and digit of `part` lies inside some detected span. */
export function covered(text: string, part: string): boolean {
  const at = text.indexOf(part);
  const spans = detectPhi(text);
  return Array.from(part).every(
    (c, k) => !/[A-Za-z0-9]/.test(c) || spans.some((s) => s.start <= at + k && at + k < s.end),
  );
}
