// JPEG and PNG: the picture is the page; its text comes from OCR.
import { assemble } from './assemble';
import { readImageHeader } from './image-header';
import { ocrPage } from './ocr-layout';
import { DocumentRejectedError, type ExtractedText, type InspectedFile, type OcrEngine } from './types';

/**
 * Beyond this many pixels a photo is scaled down before OCR: a 12-megapixel phone photo of a page has
 * letters far taller than tesseract needs, and OCR time grows with the pixel count.
 */
const MAX_OCR_PIXELS = 8_000_000;

export async function extractImage(file: InspectedFile, ocr: OcrEngine): Promise<ExtractedText> {
  const result = await ocr.recognize(await prepareForOcr(file.bytes));
  return assemble(file.format, [ocrPage(result)]);
}

/**
 * Phones store portrait photos sideways with an EXIF orientation tag that viewers apply and tesseract
 * does not: such photos (and very large ones) are redrawn upright (and smaller) first.
 */
async function prepareForOcr(bytes: Uint8Array): Promise<Uint8Array> {
  const header = readImageHeader(bytes);
  if (!header) throw new DocumentRejectedError('corrupt', 'image header could not be read');
  const { width, height, orientation } = header;
  const rotated = orientation > 1;
  const scale = Math.min(1, Math.sqrt(MAX_OCR_PIXELS / Math.max(1, width * height)));
  if (!rotated && scale === 1) return bytes;
  const { createCanvas, loadImage } = await import('@napi-rs/canvas');
  // loadImage applies the EXIF orientation: its width and height are those of the upright picture.
  const image = await loadImage(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  const w = Math.max(1, Math.round(image.width * scale));
  const h = Math.max(1, Math.round(image.height * scale));
  const canvas = createCanvas(w, h);
  canvas.getContext('2d').drawImage(image, 0, 0, w, h);
  return new Uint8Array(await canvas.encode('png'));
}
