// Groups pdfjs text items into visual lines in reading order (top to bottom, left to right).
import type { Box } from '@clearbill/shared';
import { gapSeparator, type TextRun } from './assemble';

/** What we need of a pdfjs TextItem (and of a form field's value). */
export interface PositionedText {
  str: string;
  /** PDF text matrix [a, b, c, d, e, f] in user space. */
  transform: number[];
  width: number;
  /** A value the format marks as PHI (a claim form's patient box, by its field name). */
  phi?: TextRun['phi'];
}

/** Maps a user-space point to viewport pixels (pdfjs PageViewport.convertToViewportPoint). */
export type ToViewport = (x: number, y: number) => number[];

interface PlacedRun {
  text: string;
  /** Viewport pixels, origin top-left. */
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  em: number;
  /** The item's string began or ended with white space (its box then includes it). */
  spaceBefore: boolean;
  spaceAfter: boolean;
  phi?: TextRun['phi'];
}

/** Glyphs rise about 0.8 em above the baseline and descend 0.2 em below it. */
const ASCENT = 0.8;
const DESCENT = 0.2;

function place(item: PositionedText, toViewport: ToViewport): PlacedRun | null {
  const text = item.str.trim();
  if (!text) return null;
  const [a = 1, b = 0, c = 0, d = 1, e = 0, f = 0] = item.transform;
  const advance = Math.hypot(a, b) || 1;
  const size = Math.hypot(c, d) || advance;
  // Unit vectors along the text (rotated text included) and up from the baseline.
  const [dx, dy] = [a / advance, b / advance];
  const [ux, uy] = [c / size, d / size];
  const corners = [
    [0, -DESCENT * size],
    [item.width, -DESCENT * size],
    [0, ASCENT * size],
    [item.width, ASCENT * size],
  ].map(([along = 0, up = 0]) => toViewport(e + dx * along + ux * up, f + dy * along + uy * up));
  const xs = corners.map((p) => p[0] ?? 0);
  const ys = corners.map((p) => p[1] ?? 0);
  const x0 = Math.min(...xs);
  const y0 = Math.min(...ys);
  const x1 = Math.max(...xs);
  const y1 = Math.max(...ys);
  // The em in viewport pixels: the text's height on screen (its width for vertical text).
  const em = Math.max(1e-6, Math.min(y1 - y0, x1 - x0 || Infinity) / (ASCENT + DESCENT));
  const spaceBefore = /^\s/.test(item.str);
  const spaceAfter = /\s$/.test(item.str);
  return { text, x0, y0, x1, y1, em, spaceBefore, spaceAfter, ...(item.phi ? { phi: item.phi } : {}) };
}

/**
 * Lines of runs with boxes as fractions of the viewport (width x height). Runs whose vertical centres are
 * within half a glyph height of a line's centre belong to it; inside a line, gaps become '', ' ' or '\t'.
 */
export function layoutTextItems(
  items: PositionedText[],
  toViewport: ToViewport,
  width: number,
  height: number,
): TextRun[][] {
  const placed = items
    .map((item) => place(item, toViewport))
    .filter((r): r is PlacedRun => r !== null)
    .sort((p, q) => p.y0 + p.y1 - (q.y0 + q.y1) || p.x0 - q.x0);

  const lines: { centre: number; height: number; runs: PlacedRun[] }[] = [];
  for (const run of placed) {
    const centre = (run.y0 + run.y1) / 2;
    const runHeight = run.y1 - run.y0;
    const line = lines.at(-1);
    if (line && Math.abs(centre - line.centre) <= 0.5 * Math.min(runHeight, line.height)) {
      line.runs.push(run);
      // Running mean keeps a long line from drifting to the next one.
      line.centre += (centre - line.centre) / line.runs.length;
      line.height = Math.max(line.height, runHeight);
    } else {
      lines.push({ centre, height: runHeight, runs: [run] });
    }
  }

  const fraction = (r: PlacedRun): Box => ({
    x: r.x0 / width,
    y: r.y0 / height,
    width: (r.x1 - r.x0) / width,
    height: (r.y1 - r.y0) / height,
  });
  return lines.map((line) => {
    const runs = dropOverprint(line.runs.sort((p, q) => p.x0 - q.x0));
    return runs.map((run, i): TextRun => {
      const prev = i > 0 ? runs[i - 1] : undefined;
      return {
        text: run.text,
        box: fraction(run),
        separator: prev ? separatorBetween(prev, run) : '',
        ...(run.phi ? { phi: run.phi } : {}),
      };
    });
  });
}

function separatorBetween(prev: PlacedRun, run: PlacedRun): string {
  const separator = gapSeparator(run.x0 - prev.x1, Math.max(run.em, prev.em));
  // A string's own trailing space is inside its box, so the measured gap misses it.
  return separator === '' && (prev.spaceAfter || run.spaceBefore) ? ' ' : separator;
}

/** Some generators fake bold by drawing the same string twice, slightly shifted: keep one. */
function dropOverprint(runs: PlacedRun[]): PlacedRun[] {
  return runs.filter((run, i) => {
    const prev = runs[i - 1];
    return !prev || prev.text !== run.text || Math.abs(run.x0 - prev.x0) > 0.3 * run.em;
  });
}
