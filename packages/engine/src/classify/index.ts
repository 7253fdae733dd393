// Document type by what the text says: weighted cue phrases per kind, matched fuzzily so OCR errors and
// unfamiliar layouts still classify. Position on the page plays no part.
import type { DocumentFormat, DocumentType } from '@clearbill/shared';
import { claimFormKind } from './claim-form-cues';
import { CUES, type ScoredType } from './cues';
import { countPhrase, toSearchable } from './phrase-match';

export interface Classification {
  documentType: DocumentType;
  /** 0..1: how clearly the winning kind stood out. */
  confidence: number;
}

/** Below this score no kind has said enough about itself: 'other'. */
const MIN_SCORE = 4;
/** A kind without any of its core cues keeps only this share of its score. */
const NO_CORE_FACTOR = 0.3;

const COMPILED = Object.entries(CUES).map(([type, cues]) => ({
  type: type as ScoredType,
  cues: cues.map((c) => ({ ...c, words: toSearchable(c.phrase).words })),
}));

export function scoreDocumentTypes(text: string): Record<ScoredType, number> {
  const searchable = toSearchable(text);
  const scores = {} as Record<ScoredType, number>;
  for (const { type, cues } of COMPILED) {
    let score = 0;
    let core = false;
    for (const c of cues) {
      const count = countPhrase(searchable, c.words);
      if (count === 0) continue;
      // Repetition adds a little: a phrase in a header and a footer is not twice the evidence.
      score += c.weight * (1 + 0.25 * Math.min(count - 1, 2));
      if (c.core) core = true;
    }
    scores[type] = core ? score : Math.min(score, MIN_SCORE) * NO_CORE_FACTOR;
  }
  return scores;
}

export function classifyDocument(text: string, format: DocumentFormat): Classification {
  if (format === 'dicom') return { documentType: 'dicom', confidence: 1 };
  if (claimFormKind(text)) return { documentType: 'claim_form', confidence: 0.95 };
  const ranked = Object.entries(scoreDocumentTypes(text)).sort((a, b) => b[1] - a[1]);
  const [topType, top] = ranked[0] ?? ['other', 0];
  const second = ranked[1]?.[1] ?? 0;
  if (top < MIN_SCORE) {
    return { documentType: 'other', confidence: round(0.5 + 0.5 * (1 - top / MIN_SCORE)) };
  }
  const strength = 1 - Math.exp(-top / 4);
  const separation = 0.5 + 0.5 * Math.tanh((top - Math.max(0, second)) / 4);
  return { documentType: topType as ScoredType, confidence: round(strength * separation) };
}

const round = (n: number) => Math.round(Math.min(1, Math.max(0, n)) * 100) / 100;
