// PDF: the text layer with positions; pages without one (scans) are rendered and OCR'd.
import type { PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { assemble, type ExtractedPage } from './assemble';
import { formFieldTexts, type FormWidget } from './claim-form-fields';
import type { WorkBudget } from './budget';
import { canvasToOcrImage } from './ocr-image';
import { ocrPage } from './ocr-layout';
import { layoutTextItems, type PositionedText } from './pdf-text-layer';
import { createRenderCanvas, loadPdfjs, openPdf } from './pdfjs';
import { OcrError } from './ocr-worker';
import {
  DocumentRejectedError,
  type ExtractedText,
  type InspectedFile,
  type OcrEngine,
  type OcrImage,
  type TextPath,
} from './types';
import { untrustedTextLayer } from './text-layer-trust';

/** Below this many visible characters a page is treated as a scan and OCR'd. */
const SCANNED_PAGE_CHARS = 20;
/** Between the two, a page that also paints images is OCR'd: a scan with a stamped header or footer. */
const SPARSE_PAGE_CHARS = 200;
/** Render resolution for OCR, and a pixel cap so a page with a huge MediaBox cannot exhaust memory. */
const OCR_DPI = 200;
const MAX_RENDER_PIXELS = 12_000_000;

export interface PdfExtractionStats {
  ocrPages: number;
  ocrMs: number;
}

/**
 * Pages one at a time, each released before the next: a scanned page is rendered (inside one of the OCR
 * engine's page slots) and OCR'd before the next page is read. `budget` is checked before every page.
 */
export async function extractPdf(
  file: InspectedFile,
  ocr: OcrEngine,
  stats: PdfExtractionStats = { ocrPages: 0, ocrMs: 0 },
  budget?: WorkBudget,
): Promise<ExtractedText> {
  const doc = await openPdf(file.bytes).catch((err: unknown) => {
    throw asCorrupt(err);
  });
  try {
    const pages: ExtractedPage[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      budget?.check();
      const page = await doc.getPage(n);
      try {
        const textPage = await readTextLayer(page);
        const textPath = await ocrReason(page, textPage);
        if (textPath === 'text_layer') {
          pages.push(textPage);
          continue;
        }
        budget?.check();
        const started = performance.now();
        try {
          pages.push({ ...(await ocrRenderedPage(page, ocr, budget?.signal)), textPath });
        } finally {
          stats.ocrPages++;
          stats.ocrMs += performance.now() - started;
        }
      } finally {
        page.cleanup();
      }
    }
    return assemble('pdf', pages);
  } catch (err) {
    throw budget?.signal.aborted ? err : asCorrupt(err);
  } finally {
    await doc.destroy();
  }
}

/**
 * pdfjs errors on a document that passed inspection (a broken object on page 5) are the file's fault
 * and the same on every try: they become `corrupt`, with pdfjs's error name only (its text can quote the
 * file). Our own rejections and OCR failures pass through as they are.
 */
function asCorrupt(err: unknown): unknown {
  if (err instanceof DocumentRejectedError || err instanceof OcrError) return err;
  const name = err instanceof Error ? err.name : 'error';
  return new DocumentRejectedError('corrupt', `PDF could not be read: ${name}`);
}

async function readTextLayer(page: PDFPageProxy): Promise<ExtractedPage> {
  const viewport = page.getViewport({ scale: 1 });
  const content = await page.getTextContent();
  const items: PositionedText[] = content.items.filter((i) => 'str' in i);
  items.push(...(await formFieldValues(page, page.view[3] ?? viewport.height)));
  const lines = layoutTextItems(
    items,
    (x, y) => viewport.convertToViewportPoint(x, y) as number[],
    viewport.width,
    viewport.height,
  );
  return { width: viewport.width, height: viewport.height, ocr: false, ocrConfidence: null, lines };
}

/** Filled-in form fields are annotations, not page content: their values are part of the document too. */
async function formFieldValues(page: PDFPageProxy, pageHeight: number): Promise<PositionedText[]> {
  return formFieldTexts((await page.getAnnotations()) as FormWidget[], pageHeight);
}

/**
 * Whether the page is read from its text layer, or OCR'd and why: no text (a scan), or text too garbled
 * to trust (a scanner's own poor OCR under the image). Judging the text costs a word-list lookup per word.
 */
async function ocrReason(page: PDFPageProxy, textPage: ExtractedPage): Promise<TextPath> {
  if (await looksScanned(page, textPage)) return 'ocr_no_text';
  const text = textPage.lines.map((line) => line.map((run) => run.text).join(' ')).join('\n');
  return untrustedTextLayer(text) ? 'ocr_untrusted_text' : 'text_layer';
}

async function looksScanned(page: PDFPageProxy, textPage: ExtractedPage): Promise<boolean> {
  const chars = textPage.lines.flat().reduce((n, run) => n + run.text.replace(/\s/g, '').length, 0);
  if (chars < SCANNED_PAGE_CHARS) return true;
  if (chars >= SPARSE_PAGE_CHARS) return false;
  const { OPS } = await loadPdfjs();
  const imageOps = new Set<number>([
    OPS.paintImageXObject,
    OPS.paintInlineImageXObject,
    OPS.paintImageMaskXObject,
  ]);
  const operators = await page.getOperatorList();
  return operators.fnArray.some((fn) => imageOps.has(fn));
}

async function ocrRenderedPage(
  page: PDFPageProxy,
  ocr: OcrEngine,
  signal: AbortSignal | undefined,
): Promise<ExtractedPage> {
  const base = page.getViewport({ scale: 1 });
  const result = await ocr.recognize(() => renderForOcr(page, signal), { signal });
  // OCR boxes are fractions of the rendered image, the same fractions of the page; sizes stay in points.
  return { ...ocrPage(result), width: base.width, height: base.height };
}

/** The page drawn at OCR_DPI (fewer pixels for a huge page) on a white background. */
async function renderForOcr(page: PDFPageProxy, signal: AbortSignal | undefined): Promise<OcrImage> {
  const base = page.getViewport({ scale: 1 });
  const scale = Math.min(OCR_DPI / 72, Math.sqrt(MAX_RENDER_PIXELS / Math.max(1, base.width * base.height)));
  const viewport = page.getViewport({ scale });
  const canvas = createRenderCanvas(
    Math.max(1, Math.floor(viewport.width)),
    Math.max(1, Math.floor(viewport.height)),
  );
  // pdfjs types its canvas as the DOM's; in Node it draws on @napi-rs/canvas, its own Node canvas backend.
  const params = { canvas, viewport, background: '#ffffff' } as unknown as Parameters<
    PDFPageProxy['render']
  >[0];
  const task = page.render(params);
  // A page that takes too long to draw is stopped with the document's budget.
  const cancel = () => {
    task.cancel();
  };
  signal?.addEventListener('abort', cancel, { once: true });
  try {
    await task.promise;
  } catch (err) {
    signal?.throwIfAborted();
    throw err;
  } finally {
    signal?.removeEventListener('abort', cancel);
  }
  return canvasToOcrImage(canvas);
}
