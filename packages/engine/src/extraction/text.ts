// Plain text (API and CLI uploads): one line per line, CRLF and lone CR normalised, one page.
import { assemble, type TextRun } from './assemble';
import type { ExtractedText, InspectedFile } from './types';

export function extractPlainText(file: InspectedFile): ExtractedText {
  const text = new TextDecoder('utf-8')
    .decode(file.bytes)
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n');
  // Form feeds are page breaks in plain text: keep the page separator convention instead.
  const pages = text.split('\f').map((page) => ({
    width: 0,
    height: 0,
    ocr: false,
    ocrConfidence: null,
    lines: page
      .replace(/^\n|\n$/g, '')
      .split('\n')
      .map((line): TextRun[] => [{ text: line, box: null }]),
  }));
  return assemble('text', pages);
}
