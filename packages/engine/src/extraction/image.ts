// JPEG and PNG: the picture is the page; its text comes from OCR of our own re-encoding of its pixels.
import { assemble } from './assemble';
import { decodeImageForOcr } from './ocr-image';
import { ocrPage } from './ocr-layout';
import type { ExtractedText, InspectedFile, OcrEngine } from './types';

/**
 * The image is decoded whole (a damaged one rejects with `image_damaged`), turned upright and scaled
 * while holding one of the OCR engine's page slots, then OCR'd.
 */
export async function extractImage(
  file: InspectedFile & { format: 'png' | 'jpeg' },
  ocr: OcrEngine,
  signal?: AbortSignal,
): Promise<ExtractedText> {
  const result = await ocr.recognize(() => decodeImageForOcr(file.bytes, file.format), { signal });
  return assemble(file.format, [ocrPage(result)]);
}
