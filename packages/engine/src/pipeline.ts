// The document pipeline up to confirmation: extract text, classify, find PHI, redact. Pure engine work:
// the server runs it in a job, the CLI runs it directly.
import type { DocumentType } from '@clearbill/shared';
import { classifyDocument } from './classify/index';
import { extractFiles, type ExtractionOptions } from './extraction/index';
import type { ExtractedText, InspectedFile, KnownPhi, OcrEngine } from './extraction/types';
import { withClaimFormBoxes } from './phi/claim-form-boxes';
import { detectPhi, redactText } from './phi/index';
import type { PhiSpan } from './phi/types';

export interface ProcessedDocument {
  extracted: ExtractedText;
  documentType: DocumentType;
  /** Confidence of the document type, 0..1. */
  typeConfidence: number;
  /** Known PHI (DICOM attributes) and detected PHI, overlaps merged, in text order. */
  phi: PhiSpan[];
  redactedText: string;
  /** Milliseconds per stage: extract (OCR included), ocr (summed OCR time), classify, detect, redact. */
  timings: Record<string, number>;
}

export interface PipelineDeps extends ExtractionOptions {
  ocr: OcrEngine;
}

/**
 * Never throws past its promise: a damaged file rejects with DocumentRejectedError (`image_damaged`,
 * `corrupt`, ...), a document over its time budget (`timeBudgetMs`, default 120 s) with
 * DocumentRejectedError('timeout'), an OCR engine failure with OcrError (worth another try), an abort
 * of `signal` with the signal's reason.
 */
export async function processDocument(
  files: Iterable<InspectedFile> | AsyncIterable<InspectedFile>,
  deps: PipelineDeps,
): Promise<ProcessedDocument> {
  const timings: Record<string, number> = {};
  const timed = async <T>(stage: string, work: () => T | Promise<T>): Promise<T> => {
    const started = performance.now();
    try {
      return await work();
    } finally {
      timings[stage] = round(performance.now() - started);
    }
  };

  const stats = { ocrPages: 0, ocrMs: 0 };
  const extracted = await timed('extract', () =>
    extractFiles(files, { ocr: deps.ocr }, stats, { timeBudgetMs: deps.timeBudgetMs, signal: deps.signal }),
  );
  timings.ocr = round(stats.ocrMs);
  const { documentType, confidence } = await timed('classify', () =>
    classifyDocument(extracted.text, extracted.format),
  );
  const phi = await timed('detect', () =>
    mergeSpans([
      ...extracted.knownPhi.map(fromKnown),
      ...withClaimFormBoxes(extracted, documentType, detectPhi(extracted.text, { documentType })),
    ]),
  );
  const redactedText = await timed('redact', () => redactText(extracted.text, phi));
  return { extracted, documentType, typeConfidence: confidence, phi, redactedText, timings };
}

const fromKnown = (k: KnownPhi): PhiSpan => ({
  start: k.start,
  end: k.end,
  phiType: k.phiType,
  confidence: k.confidence,
});

/**
 * One span per group of overlapping spans: the union of their extents, typed by the most
 * confident member. Known PHI and detector output may describe the same value differently.
 */
export function mergeSpans(spans: PhiSpan[]): PhiSpan[] {
  const sorted = spans.filter((s) => s.end > s.start).sort((a, b) => a.start - b.start || b.end - a.end);
  const out: PhiSpan[] = [];
  for (const span of sorted) {
    const last = out.at(-1);
    if (last && span.start < last.end) {
      const lead = span.confidence > last.confidence ? span : last;
      out[out.length - 1] = {
        start: last.start,
        end: Math.max(last.end, span.end),
        phiType: lead.phiType,
        confidence: Math.max(last.confidence, span.confidence),
      };
    } else {
      out.push({ ...span });
    }
  }
  return out;
}

const round = (ms: number) => Math.round(ms * 10) / 10;
