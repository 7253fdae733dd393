import { expect } from 'vitest';
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
