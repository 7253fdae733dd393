// Claim forms end to end without OCR: the generated outsider set (eval/make-claim-forms.ts: fillable and
// flat CMS-1500s, flat UB-04s) and the real-world samples in ../shared when present.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { inspectFile } from './extraction/inspect';
import type { OcrEngine } from './extraction/types';
import { parseDocument } from './parse/index';
import { processDocument } from './pipeline';
import { PDFDocument } from 'pdf-lib';

const SET = path.resolve(import.meta.dirname, '../../../eval/sets/claim-forms');
const repoRoot = path.resolve(import.meta.dirname, '../../..');
// The real-world samples beside the checkout (../shared/real-world), or where REAL_WORLD_DIR says (as
// in cli/src/real-world.test.ts); skipped when absent.
const REAL = path.resolve(repoRoot, process.env.REAL_WORLD_DIR ?? '../shared/real-world');

/** These documents all have text: a call to OCR is a failure. */
const noOcr: OcrEngine = {
  recognize: () => Promise.reject(new Error('OCR was not expected')),
  close: () => Promise.resolve(),
};

interface Truth {
  id: string;
  file: string;
  style: string;
  phi: { type: string; text: string }[];
  lines: { code: string | null; units: number; amount: number }[];
  totals: { totalCharges: number };
}

async function read(file: string) {
  const processed = await processDocument([await inspectFile(new Uint8Array(readFileSync(file)))], {
    ocr: noOcr,
  });
  return { processed, parsed: parseDocument(processed.redactedText, processed.documentType) };
}

const truths: Truth[] = existsSync(SET)
  ? (JSON.parse(readFileSync(path.join(SET, 'truth.json'), 'utf8')) as Truth[])
  : [];
// One of each kind: fillable, fillable with printed captions, flat, flat with cents in their own box, UB-04.
const sample = [
  'cms1500_fillable',
  'cms1500_fillable_captions',
  'cms1500_flat',
  'cms1500_flat_split',
  'ub04_flat',
]
  .map((style) => truths.find((t) => t.style === style))
  .filter((t): t is Truth => t !== undefined);

describe.skipIf(sample.length === 0)('generated claim forms', () => {
  it.each(sample.map((t) => [t.style, t] as const))(
    '%s: claim_form, every line and the total, no patient value left, charges kept',
    async (_style, truth) => {
      const { processed, parsed } = await read(path.join(SET, truth.file));
      expect(processed.documentType).toBe('claim_form');
      expect(parsed.lines.map((l) => ({ code: l.code, units: l.units, amount: l.amount }))).toEqual(
        truth.lines.map((l) => ({ code: l.code, units: l.units, amount: l.amount })),
      );
      expect(parsed.totals.totalCharges).toBe(truth.totals.totalCharges);
      for (const phi of truth.phi) expect(processed.redactedText).not.toContain(phi.text);
      expect(processed.extracted.pages.every((p) => p.textPath === 'text_layer')).toBe(true);
    },
  );
});

describe.skipIf(!existsSync(REAL))('real-world claim forms', () => {
  it('fillable CMS-1500: 5 lines from box 24, box 28 as printed, patient and insured boxes removed', async () => {
    const { processed, parsed } = await read(path.join(REAL, 'cms1500-filled-fillable.pdf'));
    expect(processed.documentType).toBe('claim_form');
    expect(parsed.lines.map((l) => l.amount)).toEqual([1500, 748.57, 240, 300, 654.9]);
    // Made-up codes ('A8z29') are no codes: the charge is read, the code left null, the text kept.
    expect(parsed.lines.map((l) => l.code)).toEqual([null, null, null, null, null]);
    expect(parsed.lines[0]?.description).toBe('A8z29');
    expect(parsed.totals.totalCharges).toBe(3100.78);
    // Box 33, not the carrier block at the top.
    expect(parsed.providerName).toBe('Our old name');
    const red = processed.redactedText;
    // (The form's back page prints CMS's own Baltimore address: that one stays.)
    for (const value of [
      'Sharma',
      'Rahul',
      '8340 Baltimore',
      'College Park',
      '9998881',
      'ID10- 45678',
      'GP1- 67890',
      'AD00003F2',
    ]) {
      expect(red).not.toContain(value);
    }
    // Birth date boxes 3 and 11a.
    expect(red).not.toMatch(/\b11\s+08\s+98\b|\b12\s+09\s+98\b/);
    // Charges are never phone numbers; the billing provider's phone and tax ID stay.
    expect(red).toMatch(/\t240\t/);
    expect(red).toMatch(/\t300\t/);
    expect(red).toContain('65-4503265');
    expect(red).toContain('7523889');
    expect(red).toContain('Courtyard at Parades');
  });

  it('blank UB-04: a claim form with no lines, nothing invented, its labels not PHI', async () => {
    const { processed, parsed } = await read(path.join(REAL, 'ub04-blank-sample.pdf'));
    expect(processed.documentType).toBe('claim_form');
    expect(parsed.lines).toEqual([]);
    expect(parsed.totals.totalCharges).toBeNull();
    expect(processed.redactedText).toContain('CMS-1450');
    expect(processed.phi).toEqual([]);
  });
});

describe('claim forms: bad input', () => {
  it('a fillable form whose fields are all empty: read as a page without text, nothing invented', async () => {
    const pdf = await PDFDocument.create();
    const page = pdf.addPage([612, 792]);
    const form = pdf.getForm();
    for (const [name, y] of [
      ['pt_name', 651],
      ['ins_name', 650],
      ['cpt1', 241],
      ['ch1', 241],
      ['t_charge', 99],
      ['pt_account', 98],
    ] as const) {
      form.createTextField(name).addToPage(page, { x: 30, y, width: 150, height: 12 });
    }
    let ocrCalls = 0;
    const blankOcr: OcrEngine = {
      recognize: () => {
        ocrCalls++;
        return Promise.resolve({ width: 1000, height: 1000, confidence: 0, lines: [] });
      },
      close: () => Promise.resolve(),
    };
    const processed = await processDocument([await inspectFile(await pdf.save())], { ocr: blankOcr });
    expect(ocrCalls).toBe(1);
    expect(processed.extracted.pages[0]?.textPath).toBe('ocr_no_text');
    expect(processed.documentType).toBe('other');
    const parsed = parseDocument(processed.redactedText, processed.documentType);
    expect(parsed.lines).toEqual([]);
    expect(parsed.totals.totalCharges).toBeNull();
  });
});
