// A photo or scan of a claim form is not the page: it is shifted and scaled. Words the CMS-1500 prints
// once, in capitals, at known places (measured on the form rendered at page size) tell where the grid
// is: a least-squares fit per axis from those found maps the photo's positions back onto the form.
import type { ExtractedText } from '../extraction/types';

/** Top-left of each anchor word on the CMS-1500 (02/12), as page fractions. */
const CMS1500_ANCHORS: Record<string, [number, number]> = {
  RELATIONSHIP: [0.43, 0.1841],
  CONDITION: [0.4553, 0.2764],
  'EMPLOYMENT?': [0.3871, 0.3055],
  READ: [0.1524, 0.4277],
  OCCUPATION: [0.8629, 0.49],
  REFERRING: [0.1012, 0.5177],
  HOSPITALIZATION: [0.6259, 0.5177],
  RESUBMISSION: [0.6276, 0.5795],
  AUTHORIZATION: [0.6618, 0.6095],
  FEDERAL: [0.0565, 0.8509],
  'ASSIGNMENT?': [0.5247, 0.8509],
  PHYSICIAN: [0.13, 0.8814],
  FACILITY: [0.3576, 0.8823],
};

/** Page position -> form position, per axis. */
export interface Registration {
  x: (v: number) => number;
  y: (v: number) => number;
}

const IDENTITY: Registration = { x: (v) => v, y: (v) => v };

/** Least squares v_page = a * v_form + b; null when the points do not spread enough to tell. */
function fit(pairs: [number, number][]): { a: number; b: number } | null {
  const n = pairs.length;
  const mf = pairs.reduce((s, [f]) => s + f, 0) / n;
  const mp = pairs.reduce((s, [, p]) => s + p, 0) / n;
  const sff = pairs.reduce((s, [f]) => s + (f - mf) ** 2, 0);
  if (sff < 0.02) return null;
  const a = pairs.reduce((s, [f, p]) => s + (f - mf) * (p - mp), 0) / sff;
  return a > 0.7 && a < 1.3 ? { a, b: mp - a * mf } : null;
}

/**
 * Where page `page`'s grid lies: the identity unless at least three anchor words occur once each on it
 * (a PDF drawn at page size needs nothing; a text layer without the captions has no anchors).
 */
export function registerCms1500(extracted: ExtractedText, page: number): Registration {
  const seen = new Map<string, [number, number][]>();
  for (const s of extracted.segments) {
    if (s.page !== page || !s.box) continue;
    const word = extracted.text.slice(s.start, s.end);
    if (!(word in CMS1500_ANCHORS)) continue;
    seen.set(word, [...(seen.get(word) ?? []), [s.box.x, s.box.y]]);
  }
  const found = [...seen].filter(([, at]) => at.length === 1);
  if (found.length < 3) return IDENTITY;
  const xs: [number, number][] = [];
  const ys: [number, number][] = [];
  for (const [word, [at]] of found) {
    const ref = CMS1500_ANCHORS[word];
    if (!ref || !at) continue;
    xs.push([ref[0], at[0]]);
    ys.push([ref[1], at[1]]);
  }
  const fx = fit(xs);
  const fy = fit(ys);
  if (!fx || !fy) return IDENTITY;
  return { x: (v) => (v - fx.b) / fx.a, y: (v) => (v - fy.b) / fy.a };
}
