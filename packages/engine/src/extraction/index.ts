// Text extraction for every accepted format, behind one call.
import { concatExtracted } from './assemble';
import { loadPdfjs } from './pdfjs';
import type { ExtractedText, InspectedFile, OcrEngine } from './types';

export interface ExtractionDeps {
  ocr: OcrEngine;
}

/** Time spent in OCR (ms) and pages OCR'd, filled in while extracting. */
export interface ExtractionStats {
  ocrPages: number;
  ocrMs: number;
}

export async function extractFile(
  file: InspectedFile,
  deps: ExtractionDeps,
  stats: ExtractionStats = { ocrPages: 0, ocrMs: 0 },
): Promise<ExtractedText> {
  // Each format's libraries load when a file of that format first arrives (mammoth and dcmjs take a
  // quarter of a second each to load; a CLI run on a PDF need not pay for them).
  switch (file.format) {
    case 'pdf':
      return (await import('./pdf')).extractPdf(file, deps.ocr, stats);
    case 'jpeg':
    case 'png': {
      const { extractImage } = await import('./image');
      const started = performance.now();
      const result = await extractImage(file, deps.ocr);
      stats.ocrPages++;
      stats.ocrMs += performance.now() - started;
      return result;
    }
    case 'docx':
      return (await import('./docx')).extractDocx(file);
    case 'dicom':
      return (await import('./dicom')).extractDicom(file);
    case 'text':
      return (await import('./text')).extractPlainText(file);
  }
}

/**
 * The files of one upload as one text: pages numbered across files in order, separated by '\n\f\n'.
 * Files are extracted together so that their OCR pages share the pool's workers.
 */
export async function extractFiles(
  files: InspectedFile[],
  deps: ExtractionDeps,
  stats?: ExtractionStats,
): Promise<ExtractedText> {
  if (files.length === 0) throw new Error('extractFiles needs at least one file');
  return concatExtracted(await Promise.all(files.map((file) => extractFile(file, deps, stats))));
}

export { inspectFile, MAX_IMAGE_PIXELS, MAX_IMAGE_SIDE } from './inspect';
export { createOcrPool, type OcrPool, type OcrPoolOptions } from './ocr-pool';
export { PAGE_SEPARATOR } from './assemble';
export * from './types';
export { rejectionMessages } from './rejection-messages';

/** Loads the PDF library ahead of the first upload (it takes a second or more under tsx). */
export async function warmUpExtraction(): Promise<void> {
  await loadPdfjs();
}
