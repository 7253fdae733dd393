// JPEG and PNG: the picture is the page; its text comes from OCR.
import { assemble } from './assemble';
import { ocrPage } from './ocr-layout';
import type { ExtractedText, InspectedFile, OcrEngine } from './types';

export async function extractImage(file: InspectedFile, ocr: OcrEngine): Promise<ExtractedText> {
  const result = await ocr.recognize(file.bytes);
  return assemble(file.format, [ocrPage(result)]);
}
