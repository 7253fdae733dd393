// PDFs for tests: with a text layer (pdf-lib), image-only (a scan), password protected, and broken.
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { billPng, type DrawnPageOptions } from './image-fixtures';

const LETTER: [number, number] = [612, 792];

export interface TextPdfOptions {
  /** One array of lines per page; a '\t' in a line starts the next column. */
  pages: string[][];
  fontSize?: number;
}

export async function textPdf(options: TextPdfOptions): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const size = options.fontSize ?? 10;
  for (const lines of options.pages) {
    const page = doc.addPage(LETTER);
    lines.forEach((line, i) => {
      line.split('\t').forEach((cell, column) => {
        page.drawText(cell, { x: 50 + column * 260, y: 740 - i * size * 1.6, size, font });
      });
    });
  }
  return doc.save();
}

/** One page that is only a picture of text: extraction must OCR it. */
export async function scannedPdf(options: DrawnPageOptions): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const image = await doc.embedPng(await billPng(options));
  const page = doc.addPage(LETTER);
  page.drawImage(image, { x: 0, y: 0, width: LETTER[0], height: LETTER[1] });
  return doc.save();
}

/**
 * A PDF whose standard security handler wants a user password. Hand-made, as pdf-lib cannot encrypt:
 * /U does not match the empty password, so readers must ask for one.
 */
export async function encryptedPdf(): Promise<Uint8Array> {
  const hex32 = 'a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f90';
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>',
    `<< /Filter /Standard /V 1 /R 2 /O <${hex32}> /U <${hex32}> /P -4 >>`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefAt = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body +=
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Encrypt 4 0 R ` +
    `/ID [<0123456789abcdef0123456789abcdef> <0123456789abcdef0123456789abcdef>] >>\n` +
    `startxref\n${xrefAt}\n%%EOF\n`;
  return Promise.resolve(new Uint8Array(Buffer.from(body, 'latin1')));
}

/** A PDF signature followed by bytes that are no PDF structure at all. */
export async function corruptPdf(): Promise<Uint8Array> {
  const junk = Buffer.alloc(2048);
  for (let i = 0; i < junk.length; i++) junk[i] = (i * 7919) % 251;
  return Promise.resolve(new Uint8Array(Buffer.concat([Buffer.from('%PDF-1.7\n', 'latin1'), junk])));
}

/** A valid text PDF cut short: the page tree and cross-reference table are gone. */
export async function truncatedPdf(): Promise<Uint8Array> {
  const whole = await textPdf({ pages: [['Truncated statement', 'Amount due $10.00']] });
  return whole.slice(0, Math.floor(whole.length * 0.3));
}
