import { describe, expect, it } from 'vitest';
import { textPdf } from '../testing/fixtures';
import { inspectFile } from './inspect';
import { loadPdfjs } from './pdfjs';

// Taken before anything in this file loads pdfjs.
const own = (owner: object, key: string): unknown => Object.getOwnPropertyDescriptor(owner, key)?.value;
const native = {
  stringify: own(JSON, 'stringify'),
  parse: own(JSON, 'parse'),
  push: own(Array.prototype, 'push'),
  toString: own(Function.prototype, 'toString'),
};

describe('loading pdfjs', () => {
  it("leaves the process's own JSON, Array.push and Function.toString, and pdfjs still reads PDFs", async () => {
    await loadPdfjs();
    expect(own(JSON, 'stringify')).toBe(native.stringify);
    expect(own(JSON, 'parse')).toBe(native.parse);
    expect(own(Array.prototype, 'push')).toBe(native.push);
    expect(own(Function.prototype, 'toString')).toBe(native.toString);
    // Native ones, not polyfills a previous file left behind.
    expect(Function.prototype.toString.call(JSON.stringify)).toContain('[native code]');
    // What pdfjs added because Node lacks it stays.
    expect(typeof (Promise as { withResolvers?: unknown }).withResolvers).toBe('function');
    const inspected = await inspectFile(await textPdf({ pages: [['Total due 120.00'], ['Page two']] }));
    expect(inspected).toMatchObject({ format: 'pdf', pageCount: 2 });
  });
});
