import { afterAll, describe, expect, it } from 'vitest';
import { billJpeg, sampleBillLines, scannedPdf } from '../testing/fixtures';
import { extractFiles } from './index';
import { inspectFile } from './inspect';
import { createOcrPool } from './ocr-pool';

// Two OCR pages in all: OCR costs about a second a page.
describe('OCR: images and scanned PDF pages', () => {
  const ocr = createOcrPool({ size: 1 });
  afterAll(() => ocr.close());

  it('reads a photographed bill stored sideways (EXIF orientation), with word boxes and column tabs', async () => {
    const file = await inspectFile(await billJpeg({ lines: sampleBillLines, sideways: true }));
    const out = await extractFiles([file], { ocr });
    expect(out.format).toBe('jpeg');
    // Turned upright before OCR: the page is portrait again.
    expect(out.pages[0]).toMatchObject({
      number: 1,
      ocr: true,
      width: 1275,
      height: 1650,
      textPath: 'ocr_image',
    });
    expect(out.pages[0]?.ocrConfidence).toBeGreaterThan(0.8);
    for (const expected of [
      'PATIENT STATEMENT',
      'Marlow Quist',
      '55012345',
      '04/08/1972',
      '99213',
      '$177.50',
    ]) {
      expect(out.text).toContain(expected);
    }
    expect(out.text).toMatch(/Patient Name: Marlow Quist\tAccount Number: 55012345/);
    const at = out.text.indexOf('55012345');
    const word = out.segments.find((s) => s.start === at);
    // The second column starts at the page's middle.
    expect(word?.box?.x).toBeGreaterThan(0.45);
    expect(word?.box?.width).toBeLessThan(0.2);
  });

  it('renders and reads a PDF page that has no text layer', async () => {
    const file = await inspectFile(await scannedPdf({ lines: sampleBillLines.slice(0, 4) }));
    const out = await extractFiles([file], { ocr });
    expect(out.pages[0]).toMatchObject({ ocr: true, width: 612, height: 792, textPath: 'ocr_no_text' });
    expect(out.text).toContain('Lakeshore Community Hospital');
    expect(out.text).toContain('ZQH123456789');
  });
});
