// Maps a span of extracted text back to where it sits, so that a redaction can point at its page.
import type { Box, TextLocation } from '@clearbill/shared';
import { unionBox } from './extraction/assemble';
import type { ExtractedText, TextSegment } from './extraction/types';

/**
 * The page of `text.slice(start, end)` and the union of the boxes it covers there (null box where the
 * format has no layout). A span that covers part of a segment gets that part of its box, by character
 * share: close enough to black out a name inside "Patient Name: Jana Goldner". Null when nothing matches.
 */
export function locate(extracted: ExtractedText, start: number, end: number): TextLocation | null {
  if (end <= start) return null;
  const touched = overlapping(extracted.segments, start, end);
  const first = touched[0];
  if (!first) return null;
  const boxes: Box[] = [];
  for (const segment of touched) {
    if (segment.page !== first.page || !segment.box) continue;
    boxes.push(partOf(segment, segment.box, Math.max(start, segment.start), Math.min(end, segment.end)));
  }
  return { page: first.page, box: unionBox(boxes) };
}

/** Segments overlapping [start, end), in text order (segments are sorted by start). */
function overlapping(segments: TextSegment[], start: number, end: number): TextSegment[] {
  let lo = 0;
  let hi = segments.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((segments[mid]?.end ?? 0) <= start) lo = mid + 1;
    else hi = mid;
  }
  const out: TextSegment[] = [];
  for (let i = lo; i < segments.length; i++) {
    const s = segments[i];
    if (!s || s.start >= end) break;
    out.push(s);
  }
  return out;
}

function partOf(segment: TextSegment, box: Box, from: number, to: number): Box {
  const length = segment.end - segment.start;
  if (length <= 0 || (from <= segment.start && to >= segment.end)) return box;
  const left = (from - segment.start) / length;
  const right = (to - segment.start) / length;
  return { x: box.x + box.width * left, y: box.y, width: box.width * (right - left), height: box.height };
}
