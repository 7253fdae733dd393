import type { Box, DocumentFormat, PhiType } from '@clearbill/shared';

/** A run of text (a line or a word) and where it sits: `text.slice(start, end)` is on `page` in `box`. */
export interface TextSegment {
  start: number;
  end: number;
  /** 1-based page number across the whole document (all files of one upload, in order). */
  page: number;
  /** Fractions of the page, origin top-left; null where the format has no layout (DOCX, plain text). */
  box: Box | null;
}

export interface PageInfo {
  number: number;
  /** Points for PDF pages, pixels for images; 0 where the format has no pages. */
  width: number;
  height: number;
  /** True when the page's text came from OCR. */
  ocr: boolean;
  /** Mean OCR word confidence 0..1, when OCR was used. */
  ocrConfidence: number | null;
  /**
   * How the page was read: its own text (a PDF text layer, DOCX, plain text), or OCR because the PDF page
   * had no text, because its text layer was garbled (`untrustedTextLayer`), or because it is an image.
   */
  textPath: TextPath;
}

export type TextPath = 'text_layer' | 'ocr_no_text' | 'ocr_untrusted_text' | 'ocr_image';

/** A PHI value already known from the format itself (DICOM header attributes), as a span of `text`. */
export interface KnownPhi {
  start: number;
  end: number;
  phiType: PhiType;
  confidence: number;
  /** Why it is PHI, e.g. 'DICOM (0010,0010) PatientName'. */
  source: string;
}

/** What every extractor returns: one text, lines joined by '\n', pages separated by '\n\f\n'. */
export interface ExtractedText {
  format: DocumentFormat;
  text: string;
  segments: TextSegment[];
  pages: PageInfo[];
  /** Values the format marks as identifying (DICOM PS3.15 Annex E basic profile). */
  knownPhi: KnownPhi[];
}

/**
 * Why a document was refused. `inspectFile` refuses before anything is stored (each a clear 4xx); the last
 * two arise while extracting, later, and become the document's failed state: `image_damaged` when the
 * pixels of a PNG or JPEG cannot be decoded whole, `timeout` when the document's time budget ran out.
 */
export type RejectionReason =
  | 'unsupported_type'
  | 'corrupt'
  | 'encrypted'
  | 'decompression_bomb'
  | 'image_too_large'
  | 'truncated_dicom'
  | 'image_damaged'
  | 'timeout';

export class DocumentRejectedError extends Error {
  readonly reason: RejectionReason;
  constructor(reason: RejectionReason, detail: string) {
    super(detail);
    this.name = 'DocumentRejectedError';
    this.reason = reason;
  }
}

/** A recognised, structurally valid file, ready for extraction. */
export interface InspectedFile {
  format: DocumentFormat;
  bytes: Uint8Array;
  /** Pages (PDF), 1 for images, DOCX, DICOM and text. */
  pageCount: number;
}

/**
 * OCR for one page, in reading order, with word boxes in pixels. Implemented over tesseract.js by
 * `createOcrPool`. The page's image is made by `prepare` while the caller holds one of the engine's page
 * slots, so at most that many page bitmaps exist at once in the process; it must be an `OcrImage`, an
 * image this package encoded itself (never an upload's bytes). A failure rejects this call only.
 */
export interface OcrEngine {
  recognize(prepare: () => Promise<OcrImage>, options?: OcrCallOptions): Promise<OcrResult>;
  close(): Promise<void>;
}

export interface OcrCallOptions {
  /** Aborting gives up the page: a queued page leaves the queue, a running one's worker is ended. */
  signal?: AbortSignal;
}

declare const ownEncoding: unique symbol;

/** A PNG that this package encoded from pixels it decoded or rendered itself (see `ocr-image.ts`). */
export interface OcrImage {
  readonly png: Uint8Array;
  readonly width: number;
  readonly height: number;
  readonly [ownEncoding]: true;
}

export interface OcrResult {
  width: number;
  height: number;
  lines: {
    text: string;
    box: PixelBox;
    /** The line's words with their own boxes, when the engine gives them (precise redaction boxes). */
    words?: { text: string; box: PixelBox; confidence: number }[];
  }[];
  confidence: number;
}

/** A rectangle in image pixels, origin top-left. */
export interface PixelBox {
  x: number;
  y: number;
  width: number;
  height: number;
}
