import { afterAll, describe, expect, it } from 'vitest';
import { bareDicom, dicomFile, docxDocument, docxZipBomb, textPdf } from '../testing/fixtures';
import { extractFiles } from './index';
import { inspectFile } from './inspect';
import { createOcrPool } from './ocr-pool';
import { DocumentRejectedError } from './types';

// The pool starts workers on the first OCR page only; every page here has a text layer.
const ocr = createOcrPool({ size: 1 });
afterAll(() => ocr.close());

const extract = async (...files: Uint8Array[]) => {
  const out = await extractFiles(await Promise.all(files.map((f) => inspectFile(f))), { ocr });
  expect(out.pages.every((p) => !p.ocr)).toBe(true);
  return out;
};

describe('PDF text layer', () => {
  it('reads lines top to bottom, with a tab between columns and boxes as page fractions', async () => {
    const pdf = await textPdf({
      pages: [
        ['Lakeshore Hospital', 'Patient Name: Ada Quist\tAccount Number: 55012345', 'Amount Due $177.50'],
      ],
    });
    const out = await extract(pdf);
    expect(out.text).toBe(
      'Lakeshore Hospital\nPatient Name: Ada Quist\tAccount Number: 55012345\nAmount Due $177.50',
    );
    expect(out.pages).toEqual([
      { number: 1, width: 612, height: 792, ocr: false, ocrConfidence: null, textPath: 'text_layer' },
    ]);
    const start = out.text.indexOf('Account');
    const segment = out.segments.find((s) => s.start === start);
    expect(segment?.page).toBe(1);
    // Drawn at x = 310 pt of 612, about 70 pt below the top of 792.
    expect(segment?.box?.x).toBeCloseTo(310 / 612, 2);
    expect(segment?.box?.y).toBeGreaterThan(0.05);
    expect(segment?.box?.y).toBeLessThan(0.12);
    for (const s of out.segments) expect(out.text.slice(s.start, s.end).length).toBe(s.end - s.start);
  });

  it('numbers pages across the files of one upload, separated by a form feed line', async () => {
    // Pages with fewer than 20 characters would be taken for scans: these have a few more.
    const first = await textPdf({ pages: [['Page A1 of the statement'], ['Page A2 of the statement']] });
    const second = await textPdf({ pages: [['Page B1 of the explanation']] });
    const out = await extract(first, second);
    expect(out.text).toBe(
      'Page A1 of the statement\n\f\nPage A2 of the statement\n\f\nPage B1 of the explanation',
    );
    expect(out.pages.map((p) => p.number)).toEqual([1, 2, 3]);
    const b1 = out.segments.find((s) => out.text.slice(s.start, s.end) === 'Page B1 of the explanation');
    expect(b1?.page).toBe(3);
  });

  it('reads the files of an async source (the server decrypting each when asked) in order', async () => {
    const pdfs = [
      await textPdf({ pages: [['Page A1 of the statement']] }),
      await textPdf({ pages: [['Page B1 of the explanation']] }),
    ];
    async function* source() {
      for (const bytes of pdfs) yield await inspectFile(bytes);
    }
    const out = await extractFiles(source(), { ocr });
    expect(out.text).toBe('Page A1 of the statement\n\f\nPage B1 of the explanation');
    await expect(extractFiles((async function* () {})(), { ocr })).rejects.toThrow(/at least one file/);
  });
});

describe('DOCX', () => {
  it('gives one line per paragraph and joins table cells with tabs', async () => {
    const docx = await docxDocument({
      paragraphs: ['Notice of adverse benefit determination', 'Dear Ada Quist,'],
      table: [
        ['Code', 'Billed'],
        ['99213', '$145.00'],
      ],
    });
    const out = await extract(docx);
    expect(out.format).toBe('docx');
    expect(out.text).toBe(
      'Notice of adverse benefit determination\nDear Ada Quist,\nCode\tBilled\n99213\t$145.00',
    );
    expect(out.segments.every((s) => s.page === 1 && s.box === null)).toBe(true);
  });

  it('refuses a zip whose entries inflate past their declared sizes', async () => {
    // Declares 1 KB, holds 2 MB: passes the directory check, caught while verifying before mammoth.
    const lying = await docxZipBomb({ uncompressedBytes: 2 * 1024 * 1024, declaredBytes: 1024 });
    const file = { format: 'docx' as const, bytes: lying, pageCount: 1 };
    const err: unknown = await extractFiles([file], { ocr }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(DocumentRejectedError);
    expect((err as DocumentRejectedError).reason).toBe('decompression_bomb');
  });
});

describe('DICOM', () => {
  it('dumps header attributes and reports the confidentiality profile ones as known PHI', async () => {
    const out = await extract(await dicomFile());
    expect(out.text).toContain("Patient's Name: Quist^Marlow");
    expect(out.text).toContain('Study Description: CT HEAD WO CONTRAST');
    expect(out.text).toContain('Modality: CT');
    const known = Object.fromEntries(out.knownPhi.map((k) => [out.text.slice(k.start, k.end), k.phiType]));
    expect(known).toMatchObject({
      'Quist^Marlow': 'name',
      MRN5550123: 'mrn',
      '19720408': 'date_of_birth',
      '48 Larkspur Lane, Fairhaven, OR 97000': 'address',
      'Ostrander^Celia': 'name',
      ACC20250314: 'account_number',
      // Inside Other Patient IDs Sequence.
      'ALT-7731': 'mrn',
    });
    expect(out.text).not.toContain('CT HEAD WO CONTRAST\t');
    expect(Object.keys(known)).not.toContain('CT HEAD WO CONTRAST');
  });

  it('reads a data set without the preamble the same way', async () => {
    const out = await extract(await bareDicom());
    expect(out.knownPhi.map((k) => out.text.slice(k.start, k.end))).toContain('Quist^Marlow');
  });
});

describe('plain text', () => {
  it('normalises line endings and treats form feeds as page breaks', async () => {
    const out = await extract(
      new Uint8Array(Buffer.from('\uFEFFAmount due\r\n$10.00\rthanks\fPage two', 'utf8')),
    );
    expect(out.text).toBe('Amount due\n$10.00\nthanks\n\f\nPage two');
    expect(out.pages).toHaveLength(2);
  });
});
