// Damaged uploads of every format: each is refused at inspection or fails extraction with a
// DocumentRejectedError (or is read as far as it goes), never with another error and never by taking
// the process down (vitest fails a run on any uncaught exception). Damaged PNGs once killed the process
// from inside tesseract.js; the pool must still read a good page after all of them.
import { afterAll, describe, expect, it } from 'vitest';
import {
  billJpeg,
  billPng,
  corruptVariants,
  dicomFile,
  docxDocument,
  scannedPdf,
  textPdf,
} from '../testing/fixtures';
import { processDocument } from '../pipeline';
import { inspectFile } from './inspect';
import { decodeImageForOcr } from './ocr-image';
import { createOcrPool } from './ocr-pool';
import { DocumentRejectedError, type OcrImage, type RejectionReason } from './types';

const ocr = createOcrPool({ size: 1 });
afterAll(() => ocr.close());

/** Small pages: a damaged JPEG that still decodes is OCR'd, at about a quarter second for this size. */
const page = { lines: ['Amount Due $177.50', 'Account 55012345'], width: 700, height: 240, fontSize: 28 };

type Outcome = 'read' | `refused at upload: ${RejectionReason}` | `failed: ${RejectionReason}`;

/** What happens to one upload: refused at inspection, failed while reading, or read. Nothing else. */
async function outcomeOf(bytes: Uint8Array): Promise<Outcome> {
  let file;
  try {
    file = await inspectFile(bytes);
  } catch (err) {
    if (err instanceof DocumentRejectedError) return `refused at upload: ${err.reason}`;
    throw err;
  }
  try {
    await processDocument([file], { ocr });
    return 'read';
  } catch (err) {
    if (err instanceof DocumentRejectedError) return `failed: ${err.reason}`;
    throw err;
  }
}

async function outcomesOf(valid: Uint8Array, seed: number): Promise<Record<string, Outcome>> {
  const out: Record<string, Outcome> = {};
  for (const variant of corruptVariants(valid, { seed })) out[variant.name] = await outcomeOf(variant.bytes);
  return out;
}

describe('damaged uploads fail cleanly', () => {
  it('PNG: every copy with damaged pixels is refused or fails as image_damaged', async () => {
    const outcomes = await outcomesOf(await billPng(page), 101);
    for (const name of ['truncated at 50%', 'truncated at 90%', 'IDAT data flipped']) {
      expect(outcomes[name], name).toBe('failed: image_damaged');
    }
    expect(outcomes['IDAT CRC wrong']).toBe('failed: image_damaged');
    expect(outcomes['header only']).toBe('failed: image_damaged');
    expect(outcomes['zero-length']).toBe('refused at upload: unsupported_type');
    // Only the end chunk's checksum is cut: every pixel is there, and the page is read.
    expect(outcomes['last byte missing']).toBe('read');
    const { 'last byte missing': _whole, ...damaged } = outcomes;
    expect(Object.values(damaged)).not.toContain('read');
  });

  it('JPEG: cut short or header only fails as image_damaged; flipped scan data is read as it decodes', async () => {
    const outcomes = await outcomesOf(await billJpeg(page), 202);
    for (const name of ['truncated at 50%', 'truncated at 90%', 'header only']) {
      expect(outcomes[name], name).toBe('failed: image_damaged');
    }
    for (const [name, outcome] of Object.entries(outcomes)) {
      expect(outcome, name).toMatch(
        /^(read|refused at upload: (corrupt|unsupported_type)|failed: image_damaged)$/,
      );
    }
  });

  it('PDF with a text layer and scanned: refused, failed as corrupt, or read', async () => {
    const text = await outcomesOf(await textPdf({ pages: [['Amount Due $177.50 for services']] }), 303);
    const scanned = await outcomesOf(await scannedPdf(page), 404);
    for (const [name, outcome] of [...Object.entries(text), ...Object.entries(scanned)]) {
      expect(outcome, name).toMatch(/^(read|refused at upload: (corrupt|unsupported_type)|failed: corrupt)$/);
    }
    expect(text['truncated at 10%']).toMatch(/^refused at upload/);
  });

  it('DOCX and DICOM: refused or failed with their own reasons, or read', async () => {
    const docx = await outcomesOf(await docxDocument({ paragraphs: ['Amount Due $177.50'] }), 505);
    for (const [name, outcome] of Object.entries(docx)) {
      expect(outcome, name).toMatch(
        /^(read|refused at upload: (corrupt|unsupported_type|decompression_bomb)|failed: (corrupt|decompression_bomb))$/,
      );
    }
    const dicom = await outcomesOf(await dicomFile(), 606);
    for (const [name, outcome] of Object.entries(dicom)) {
      expect(outcome, name).toMatch(/^(read|refused at upload: (truncated_dicom|unsupported_type|corrupt))$/);
    }
    expect(dicom['truncated at 50%']).toBe('refused at upload: truncated_dicom');
  });

  it('a damaged image that reached tesseract itself fails that page only; the pool reads the next one', async () => {
    // What a damaged upload did before images were decoded first: tesseract's own reader failed on it.
    const damaged = corruptVariants(await billPng(page), { seed: 7 }).find(
      (v) => v.name === 'IDAT data flipped',
    );
    const raw = {
      png: damaged?.bytes ?? new Uint8Array(0),
      width: page.width,
      height: page.height,
    } as OcrImage;
    const replacedBefore = ocr.stats().replaced;
    await expect(ocr.recognize(() => Promise.resolve(raw))).rejects.toThrow('OCR failed on a page');
    // The worker the page failed on is ended and replaced.
    expect(ocr.stats().replaced).toBe(replacedBefore + 1);

    const good = await ocr.recognize(() => billPng(page).then((png) => decodeImageForOcr(png, 'png')));
    expect(good.lines.map((l) => l.text).join('\n')).toContain('55012345');
  });
});
