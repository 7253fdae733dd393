// Some PDFs carry a text layer nobody checked: a phone scanner's own OCR of a handwritten form ('FOAM',
// 'Afl!FllfOlt!O', 'PA..-IS'r.S'). Such a page is read by our OCR instead. The measure is cheap: the share
// of the page's words that are English words, and the share of tokens broken by stray symbols.
import { getLexicon } from '../phi/lexicon';

export interface TextLayerQuality {
  /** Alphabetic words of three letters or more. */
  words: number;
  /** Of those, the share found in the English word list. */
  known: number;
  /** Share of all tokens with letters broken by symbols ('ct.>Jt4', 'HAT~N..'). */
  broken: number;
}

/**
 * Below MIN_KNOWN English words with over MIN_BROKEN broken tokens, or below 70% with over MAX_BROKEN,
 * a text layer is not to be trusted.
 */
const MIN_KNOWN = 0.5;
const MAX_BROKEN = 0.15;
const MIN_BROKEN = 0.05;
/** Too few words to judge: trust it (a short page of figures is fine). */
const MIN_WORDS = 15;

export function textLayerQuality(text: string): TextLayerQuality {
  const lexicon = getLexicon().words;
  const tokens = text.split(/\s+/).filter(Boolean);
  let words = 0;
  let known = 0;
  let broken = 0;
  for (const raw of tokens) {
    const token = raw.replace(/^[("'“‘[]+|[)"'”’\],.;:!?]+$/g, '');
    if (/^[A-Za-z]{3,}$/.test(token)) {
      words++;
      const lower = token.toLowerCase();
      if (lexicon.has(lower) || lexicon.has(lower.replace(/s$/, ''))) known++;
    } else if (/\p{L}/u.test(token) && /[^\p{L}\p{N}.,'’\-/&#()$%:]/u.test(token)) {
      broken++;
    } else if (/[a-z][A-Z]|[A-Za-z]\d+[A-Za-z]+\d/.test(token) && !/^[A-Z]\d/.test(token)) {
      broken++;
    }
  }
  return {
    words,
    known: words ? known / words : 1,
    broken: tokens.length ? broken / tokens.length : 0,
  };
}

/** Whether a page's embedded text is too garbled to read (and the page should be OCR'd instead). */
export function untrustedTextLayer(text: string): boolean {
  const q = textLayerQuality(text);
  if (q.words < MIN_WORDS) return false;
  // Few English words alone is a page in another language; garbage also breaks tokens.
  return (q.known < MIN_KNOWN && q.broken > MIN_BROKEN) || (q.known < 0.7 && q.broken > MAX_BROKEN);
}
