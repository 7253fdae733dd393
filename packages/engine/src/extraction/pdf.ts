// PDF: the text layer with positions; pages without one (scans) are rendered and OCR'd.
import type { PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { assemble, type ExtractedPage } from './assemble';
import { ocrPage } from './ocr-layout';
import { layoutTextItems, type PositionedText } from './pdf-text-layer';
import { createRenderCanvas, loadPdfjs, openPdf } from './pdfjs';
import type { ExtractedText, InspectedFile, OcrEngine } from './types';

/** Below this many visible characters a page is treated as a scan and OCR'd. */
const SCANNED_PAGE_CHARS = 20;
/** Between the two, a page that also paints images is OCR'd: a scan with a stamped header or footer. */
const SPARSE_PAGE_CHARS = 200;
/** Render resolution for OCR, and a pixel cap so a page with a huge MediaBox cannot exhaust memory. */
const OCR_DPI = 200;
const MAX_RENDER_PIXELS = 12_000_000;
/** Scanned pages rendered and waiting for (or in) OCR at once. */
const MAX_PAGES_IN_OCR = 2;

export interface PdfExtractionStats {
  ocrPages: number;
  ocrMs: number;
}

export async function extractPdf(
  file: InspectedFile,
  ocr: OcrEngine,
  stats: PdfExtractionStats = { ocrPages: 0, ocrMs: 0 },
): Promise<ExtractedText> {
  const doc = await openPdf(file.bytes);
  try {
    const pages: Promise<ExtractedPage>[] = [];
    const inFlight = new Set<Promise<unknown>>();
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      const textPage = await readTextLayer(page);
      if (!(await looksScanned(page, textPage))) {
        pages.push(Promise.resolve(textPage));
        page.cleanup();
        continue;
      }
      // Scanned pages are OCR'd while the next ones are read, a few at a time (each holds a bitmap).
      while (inFlight.size >= MAX_PAGES_IN_OCR) await Promise.race(inFlight).catch(() => undefined);
      const started = performance.now();
      const ocrd = ocrRenderedPage(page, ocr).finally(() => {
        inFlight.delete(ocrd);
        stats.ocrPages++;
        stats.ocrMs += performance.now() - started;
        page.cleanup();
      });
      // Failures surface through Promise.all below; this keeps an early exit from leaving them unhandled.
      ocrd.catch(() => undefined);
      inFlight.add(ocrd);
      pages.push(ocrd);
    }
    return assemble('pdf', await Promise.all(pages));
  } finally {
    await doc.destroy();
  }
}

async function readTextLayer(page: PDFPageProxy): Promise<ExtractedPage> {
  const viewport = page.getViewport({ scale: 1 });
  const content = await page.getTextContent();
  const items: PositionedText[] = content.items.filter((i) => 'str' in i);
  items.push(...(await formFieldValues(page)));
  const lines = layoutTextItems(
    items,
    (x, y) => viewport.convertToViewportPoint(x, y) as number[],
    viewport.width,
    viewport.height,
  );
  return { width: viewport.width, height: viewport.height, ocr: false, ocrConfidence: null, lines };
}

/** Filled-in form fields are annotations, not page content: their values are part of the document too. */
async function formFieldValues(page: PDFPageProxy): Promise<PositionedText[]> {
  const annotations = (await page.getAnnotations()) as {
    subtype?: string;
    fieldValue?: unknown;
    rect?: number[];
  }[];
  const values: PositionedText[] = [];
  for (const a of annotations) {
    if (a.subtype !== 'Widget' || typeof a.fieldValue !== 'string' || !a.fieldValue.trim() || !a.rect)
      continue;
    const [x0 = 0, y0 = 0, x1 = 0, y1 = 0] = a.rect;
    const size = Math.min(Math.abs(y1 - y0) * 0.7, 12);
    values.push({
      str: a.fieldValue.replace(/\s+/g, ' '),
      transform: [size, 0, 0, size, Math.min(x0, x1) + 2, Math.min(y0, y1) + Math.abs(y1 - y0) * 0.25],
      width: Math.abs(x1 - x0) - 4,
    });
  }
  return values;
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

async function ocrRenderedPage(page: PDFPageProxy, ocr: OcrEngine): Promise<ExtractedPage> {
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
  await page.render(params).promise;
  const png = await canvas.encode('png');
  const result = await ocr.recognize(png);
  // OCR boxes are fractions of the rendered image, the same fractions of the page; sizes stay in points.
  return { ...ocrPage(result), width: base.width, height: base.height };
}
