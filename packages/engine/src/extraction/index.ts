// Text extraction for every accepted format, behind one call.
import { concatExtracted } from './assemble';
import { startBudget, type WorkBudget } from './budget';
import { loadPdfjs } from './pdfjs';
import type { ExtractedText, InspectedFile, OcrEngine } from './types';

export interface ExtractionDeps {
  ocr: OcrEngine;
}

export interface ExtractionOptions {
  /**
   * Time for the whole upload, in ms (default DEFAULT_TIME_BUDGET_MS, 120 s). Checked before each file
   * and page; a page in OCR is given up when it runs out. Exceeded: DocumentRejectedError('timeout').
   */
  timeBudgetMs?: number;
  /** The caller's cancel (a shutting-down server): rejects with the signal's own reason, not a rejection. */
  signal?: AbortSignal;
}

/** Time spent in OCR (ms) and pages OCR'd, filled in while extracting. */
export interface ExtractionStats {
  ocrPages: number;
  ocrMs: number;
}

/** One file within `budget` (without one, within a default budget of its own). */
export async function extractFile(
  file: InspectedFile,
  deps: ExtractionDeps,
  stats: ExtractionStats = { ocrPages: 0, ocrMs: 0 },
  budget?: WorkBudget,
): Promise<ExtractedText> {
  if (!budget) {
    const own = startBudget();
    try {
      return await extractFile(file, deps, stats, own);
    } finally {
      own.dispose();
    }
  }
  budget.check();
  // Each format's libraries load when a file of that format first arrives (mammoth and dcmjs take a
  // quarter of a second each to load; a CLI run on a PDF need not pay for them).
  switch (file.format) {
    case 'pdf':
      return (await import('./pdf')).extractPdf(file, deps.ocr, stats, budget);
    case 'jpeg':
    case 'png': {
      const { extractImage } = await import('./image');
      const started = performance.now();
      try {
        return await extractImage({ ...file, format: file.format }, deps.ocr, budget.signal);
      } finally {
        stats.ocrPages++;
        stats.ocrMs += performance.now() - started;
      }
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
 * Files are read one after another, pages one at a time, within one time budget: a document holds at
 * most one page (one bitmap, one OCR worker) at a time, however many files it has. Given as an async
 * iterable (the server decrypting each file when asked), only one file's bytes need exist at a time.
 */
export async function extractFiles(
  files: Iterable<InspectedFile> | AsyncIterable<InspectedFile>,
  deps: ExtractionDeps,
  stats?: ExtractionStats,
  options: ExtractionOptions = {},
): Promise<ExtractedText> {
  const budget = startBudget(options.timeBudgetMs, options.signal);
  try {
    const parts: ExtractedText[] = [];
    // for await reads a plain iterable too; the cast only gives TypeScript one element type.
    for await (const file of files as AsyncIterable<InspectedFile>) {
      parts.push(await extractFile(file, deps, stats, budget));
    }
    if (parts.length === 0) throw new Error('extractFiles needs at least one file');
    budget.check();
    return concatExtracted(parts);
  } finally {
    budget.dispose();
  }
}

export { inspectFile, MAX_IMAGE_PIXELS, MAX_IMAGE_SIDE } from './inspect';
export { DEFAULT_TIME_BUDGET_MS, startBudget, type WorkBudget } from './budget';
export { MAX_OCR_PIXELS } from './ocr-image';
export { createOcrPool, OcrError, type OcrPool, type OcrPoolOptions, type OcrPoolStats } from './ocr-pool';
export { startTesseractWorker, type StartedWorker } from './ocr-worker';
export { PAGE_SEPARATOR } from './assemble';
export * from './types';
export { rejectionMessages } from './rejection-messages';

/** Loads the PDF library ahead of the first upload (it takes a second or more under tsx). */
export async function warmUpExtraction(): Promise<void> {
  await loadPdfjs();
}
