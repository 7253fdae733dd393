import type { DocumentType, PhiType } from '@clearbill/shared';

/** One PHI item found in a text: `text.slice(start, end)`. */
export interface PhiSpan {
  start: number;
  end: number;
  phiType: PhiType;
  /** 0..1: how sure the detector is that this is PHI. */
  confidence: number;
}

export interface DetectPhiOptions {
  /** Hints the detector may use (e.g. letters open with the addressee's name and address). */
  documentType?: DocumentType;
}
