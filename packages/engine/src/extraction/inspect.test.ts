import { describe, expect, it } from 'vitest';
import {
  bareDicom,
  billJpeg,
  billPng,
  corruptPdf,
  dicomFile,
  docxDocument,
  docxZipBomb,
  encryptedPdf,
  gifImage,
  hugePngHeader,
  plainZip,
  textPdf,
  truncatedDicom,
  truncatedPdf,
} from '../testing/fixtures';
import { inspectFile } from './inspect';
import { DocumentRejectedError, type RejectionReason } from './types';

async function rejection(bytes: Uint8Array): Promise<RejectionReason> {
  const err: unknown = await inspectFile(bytes).then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(DocumentRejectedError);
  return (err as DocumentRejectedError).reason;
}

const utf8 = (s: string) => new Uint8Array(Buffer.from(s, 'utf8'));

describe('inspectFile: the format comes from the content', () => {
  it('recognises a PDF and counts its pages', async () => {
    const file = await inspectFile(await textPdf({ pages: [['Page one'], ['Page two']] }));
    expect(file).toMatchObject({ format: 'pdf', pageCount: 2 });
  });

  it('recognises PNG and JPEG images', async () => {
    expect(
      (await inspectFile(await billPng({ lines: ['Amount due $5.00'], width: 400, height: 200 }))).format,
    ).toBe('png');
    const jpeg = await billJpeg({ lines: ['Amount due $5.00'], width: 400, height: 200 });
    expect((await inspectFile(jpeg)).format).toBe('jpeg');
  });

  it('recognises DOCX by the word/document.xml inside the zip, not by the zip alone', async () => {
    expect((await inspectFile(await docxDocument({ paragraphs: ['Hello'] }))).format).toBe('docx');
    expect(await rejection(await plainZip())).toBe('unsupported_type');
  });

  it('recognises DICOM with its preamble, and without it when the data set parses', async () => {
    expect((await inspectFile(await dicomFile())).format).toBe('dicom');
    expect((await inspectFile(await bareDicom())).format).toBe('dicom');
  });

  it('accepts UTF-8 plain text, even when it starts like another format', async () => {
    expect((await inspectFile(utf8('Statement\r\nAmount due: $10\n'))).format).toBe('text');
    // "BM" is a bitmap's magic number and "ID3" an MP3's.
    expect((await inspectFile(utf8('BMI and vitals\n'))).format).toBe('text');
    expect((await inspectFile(utf8('ID3 tag clinic note\tpage\f2'))).format).toBe('text');
  });

  it('refuses text with control bytes, invalid UTF-8, other formats and empty files', async () => {
    expect(await rejection(utf8('hello\u0000world'))).toBe('unsupported_type');
    expect(await rejection(new Uint8Array([0x68, 0x69, 0xc3, 0x28]))).toBe('unsupported_type');
    expect(await rejection(await gifImage())).toBe('unsupported_type');
    expect(await rejection(new Uint8Array(0))).toBe('unsupported_type');
    expect(await rejection(new Uint8Array(64).fill(0x9a))).toBe('unsupported_type');
  });
});

describe('inspectFile: refuses what is unsafe or broken, before anything is stored', () => {
  it('corrupt: a PDF signature over junk, and a PDF cut short', async () => {
    expect(await rejection(await corruptPdf())).toBe('corrupt');
    expect(await rejection(await truncatedPdf())).toBe('corrupt');
  });

  it('encrypted: a PDF that needs a password', async () => {
    expect(await rejection(await encryptedPdf())).toBe('encrypted');
  });

  it('decompression_bomb: a DOCX whose zip inflates 1000 to 1, or declares more than 50 MB', async () => {
    expect(await rejection(await docxZipBomb())).toBe('decompression_bomb');
    const declaredHuge = await docxZipBomb({ uncompressedBytes: 1000, declaredBytes: 60 * 1024 * 1024 });
    expect(await rejection(declaredHuge)).toBe('decompression_bomb');
  });

  it('corrupt: a zip whose central directory is missing', async () => {
    const docx = await docxDocument({ paragraphs: ['Hello'] });
    expect(await rejection(docx.slice(0, docx.length - 30))).toBe('corrupt');
  });

  it('image_too_large: a PNG whose header claims 100000 x 100000 pixels', async () => {
    expect(await rejection(await hugePngHeader())).toBe('image_too_large');
    expect(await rejection(await hugePngHeader({ width: 13_000, height: 10 }))).toBe('image_too_large');
  });

  it('corrupt: an image whose header cannot be read', async () => {
    const png = await billPng({ lines: ['x'], width: 50, height: 50 });
    png.set(Buffer.from('XXXX', 'latin1'), 12); // the IHDR chunk's name
    expect(await rejection(png)).toBe('corrupt');
  });

  it('truncated_dicom: a DICOM file cut inside its pixel data or its header', async () => {
    expect(await rejection(await truncatedDicom())).toBe('truncated_dicom');
    const whole = await dicomFile();
    expect(await rejection(whole.slice(0, 200))).toBe('truncated_dicom');
  });

  it('is quick once the PDF library is loaded', async () => {
    const pdf = await textPdf({ pages: [['Amount due $1.00']] });
    await inspectFile(pdf);
    const started = performance.now();
    for (let i = 0; i < 5; i++) await inspectFile(pdf);
    // Generous bound for a shared CI machine; typical is a few milliseconds.
    expect((performance.now() - started) / 5).toBeLessThan(250);
  });
});
