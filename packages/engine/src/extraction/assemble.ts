// Every extractor describes its pages as lines of positioned runs; this turns them into the one text
// (offsets, segments, known PHI) that PHI detection, classification and redaction boxes share.
import type { Box, DocumentFormat, PhiType } from '@clearbill/shared';
import type { ExtractedText, KnownPhi, PageInfo, TextPath, TextSegment } from './types';

/** A piece of a line and where it sits; a run with `phi` is a value the format itself marks as PHI. */
export interface TextRun {
  text: string;
  box: Box | null;
  /** What joins it to the previous run of the line: ' ' unless said otherwise ('\t' for column gaps). */
  separator?: string;
  phi?: { phiType: PhiType; confidence: number; source: string };
}

export interface ExtractedPage {
  width: number;
  height: number;
  ocr: boolean;
  ocrConfidence: number | null;
  /** Defaults to 'ocr_image' for OCR'd pages, 'text_layer' for others. */
  textPath?: TextPath;
  lines: TextRun[][];
}

export const LINE_SEPARATOR = '\n';
export const PAGE_SEPARATOR = '\n\f\n';

/** Joins pages (numbered from 1 in order) into one ExtractedText. */
export function assemble(format: DocumentFormat, pages: ExtractedPage[]): ExtractedText {
  const chunks: string[] = [];
  const segments: TextSegment[] = [];
  const knownPhi: KnownPhi[] = [];
  const pageInfos: PageInfo[] = [];
  let offset = 0;
  const write = (s: string) => {
    chunks.push(s);
    offset += s.length;
  };

  pages.forEach((page, index) => {
    const number = index + 1;
    if (index > 0) write(PAGE_SEPARATOR);
    pageInfos.push({
      number,
      width: page.width,
      height: page.height,
      ocr: page.ocr,
      ocrConfidence: page.ocrConfidence,
      textPath: page.textPath ?? (page.ocr ? 'ocr_image' : 'text_layer'),
    });
    page.lines.forEach((line, lineIndex) => {
      if (lineIndex > 0) write(LINE_SEPARATOR);
      line
        .filter((run) => run.text.length > 0)
        .forEach((run, runIndex) => {
          if (runIndex > 0) write(run.separator ?? ' ');
          const start = offset;
          write(run.text);
          segments.push({ start, end: offset, page: number, box: run.box });
          if (run.phi) knownPhi.push({ start, end: offset, ...run.phi });
        });
    });
  });
  return { format, text: chunks.join(''), segments, pages: pageInfos, knownPhi };
}

/** Appends documents (the files of one upload) as consecutive pages of one text. */
export function concatExtracted(parts: ExtractedText[]): ExtractedText {
  const first = parts[0];
  if (!first) throw new Error('concatExtracted needs at least one part');
  const chunks: string[] = [];
  const segments: TextSegment[] = [];
  const knownPhi: KnownPhi[] = [];
  const pages: PageInfo[] = [];
  let offset = 0;
  for (const part of parts) {
    if (chunks.length > 0) {
      chunks.push(PAGE_SEPARATOR);
      offset += PAGE_SEPARATOR.length;
    }
    const pageBase = pages.length;
    chunks.push(part.text);
    for (const s of part.segments) {
      segments.push({ ...s, start: s.start + offset, end: s.end + offset, page: s.page + pageBase });
    }
    for (const k of part.knownPhi) knownPhi.push({ ...k, start: k.start + offset, end: k.end + offset });
    for (const p of part.pages) pages.push({ ...p, number: p.number + pageBase });
    offset += part.text.length;
  }
  return { format: first.format, text: chunks.join(''), segments, pages, knownPhi };
}

/** Runs joined in one visual line: nothing when touching, a space for a word gap, a tab for a column gap. */
export function gapSeparator(gap: number, em: number): string {
  if (gap < 0.15 * em) return '';
  return gap >= 1.0 * em ? '\t' : ' ';
}

/** Union of boxes (same page). */
export function unionBox(boxes: Box[]): Box | null {
  if (boxes.length === 0) return null;
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  for (const b of boxes) {
    x0 = Math.min(x0, b.x);
    y0 = Math.min(y0, b.y);
    x1 = Math.max(x1, b.x + b.width);
    y1 = Math.max(y1, b.y + b.height);
  }
  return { x: x0, y: y0, width: x1 - x0, height: y1 - y0 };
}
