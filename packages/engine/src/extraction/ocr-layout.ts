// Turns an OCR result into positioned lines, with the same column-gap rule as PDF text layers.
import type { Box } from '@clearbill/shared';
import { gapSeparator, type ExtractedPage, type TextRun } from './assemble';
import type { OcrResult, PixelBox } from './types';

/** A line box's height is about 1.2 em (ascender to descender); the gap rule is in em. */
const EM_PER_LINE_HEIGHT = 1 / 1.2;

export function ocrPage(result: OcrResult): ExtractedPage {
  const w = result.width || 1;
  const h = result.height || 1;
  const fraction = (b: PixelBox): Box => ({
    x: b.x / w,
    y: b.y / h,
    width: b.width / w,
    height: b.height / h,
  });

  const lines = result.lines.map((line): TextRun[] => {
    if (!line.words?.length) return [{ text: line.text, box: fraction(line.box) }];
    const em = line.box.height * EM_PER_LINE_HEIGHT;
    let previous: PixelBox | undefined;
    return line.words.map((word) => {
      const separator = previous ? gapSeparator(word.box.x - (previous.x + previous.width), em) || ' ' : '';
      previous = word.box;
      return { text: word.text, box: fraction(word.box), separator };
    });
  });
  return { width: result.width, height: result.height, ocr: true, ocrConfidence: result.confidence, lines };
}
