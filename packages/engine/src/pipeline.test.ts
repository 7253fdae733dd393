import { afterAll, describe, expect, it } from 'vitest';
import { createOcrPool } from './extraction/ocr-pool';
import { inspectFile } from './extraction/inspect';
import { locate } from './locate';
import { mergeSpans, processDocument } from './pipeline';
import { dicomFile, sampleBillLines, textPdf } from './testing/fixtures';

const ocr = createOcrPool({ size: 1 });
afterAll(() => ocr.close());

describe('processDocument', () => {
  it('extracts, classifies, finds PHI and redacts a text PDF bill', async () => {
    const pdf = await textPdf({
      pages: [sampleBillLines, ['Page two of the statement', 'Amount Due $177.50']],
    });
    const result = await processDocument([await inspectFile(pdf)], { ocr });
    expect(result.documentType).toBe('bill');
    expect(result.extracted.pages).toHaveLength(2);
    expect(Object.keys(result.timings).sort()).toEqual(['classify', 'detect', 'extract', 'ocr', 'redact']);
    expect(result.phi.length).toBeGreaterThan(0);
    for (let i = 1; i < result.phi.length; i++) {
      expect(result.phi[i]!.start).toBeGreaterThanOrEqual(result.phi[i - 1]!.end);
    }
    for (const span of result.phi) {
      expect(result.redactedText).not.toContain(result.extracted.text.slice(span.start, span.end));
    }
    // What the analysis needs stays.
    expect(result.redactedText).toContain('99213');
    expect(result.redactedText).toContain('$177.50');
  });

  it('reports DICOM header PHI whether or not the detector also sees it', async () => {
    const result = await processDocument([await inspectFile(await dicomFile())], { ocr });
    expect(result.documentType).toBe('dicom');
    const values = result.phi.map((s) => result.extracted.text.slice(s.start, s.end));
    expect(values).toEqual(expect.arrayContaining(['Quist^Marlow', 'MRN5550123', '19720408']));
    expect(result.redactedText).not.toContain('Quist^Marlow');
    expect(result.redactedText).toContain('CT HEAD WO CONTRAST');
  });
});

describe('locate', () => {
  it('maps a span to its page and to the part of the run it covers', async () => {
    const pdf = await textPdf({
      pages: [['Statement for services'], ['Patient Name: Marlow Quist\tAccount Number: 55012345']],
    });
    const { extracted } = await processDocument([await inspectFile(pdf)], { ocr });
    const start = extracted.text.indexOf('Marlow Quist');
    const where = locate(extracted, start, start + 'Marlow Quist'.length);
    expect(where?.page).toBe(2);
    const run = extracted.segments.find((s) => s.start <= start && s.end > start);
    // Inside its run's box, to the right of the label.
    expect(where?.box?.x).toBeGreaterThan(run!.box!.x + 0.05);
    expect(where!.box!.x + where!.box!.width).toBeLessThanOrEqual(run!.box!.x + run!.box!.width + 1e-9);
    expect(locate(extracted, 5, 5)).toBeNull();
    expect(locate(extracted, extracted.text.length + 1, extracted.text.length + 9)).toBeNull();
  });
});

describe('mergeSpans', () => {
  it('unions overlapping spans, typed by the more confident one, and sorts them', () => {
    expect(
      mergeSpans([
        { start: 20, end: 30, phiType: 'phone', confidence: 0.9 },
        { start: 0, end: 10, phiType: 'name', confidence: 0.8 },
        { start: 5, end: 14, phiType: 'address', confidence: 0.95 },
        { start: 14, end: 16, phiType: 'mrn', confidence: 0.5 },
      ]),
    ).toEqual([
      { start: 0, end: 14, phiType: 'address', confidence: 0.95 },
      { start: 14, end: 16, phiType: 'mrn', confidence: 0.5 },
      { start: 20, end: 30, phiType: 'phone', confidence: 0.9 },
    ]);
  });
});
