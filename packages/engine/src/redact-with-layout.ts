import type { PhiType, TextLocation } from '@clearbill/shared';
import type { TextSegment } from './extraction/types';
import { redactText } from './phi/index';
import type { PhiSpan } from './phi/types';
import { mergeOverlappingSpans } from './phi/overlapping-spans';

export interface LayoutEntry {
  start: number;
  end: number;
  location: TextLocation;
}

/**
 * Replaces the approved spans with the engine's markers and carries each text segment's page and box
 * over to the redacted text, so later screens can point at the lines a finding concerns.
 */
export function redactWithLayout(
  text: string,
  segments: TextSegment[],
  spans: PhiSpan[],
): { redactedText: string; layout: LayoutEntry[]; removedPhi: { phiType: PhiType; count: number }[] } {
  // Overlapping spans become one (a detected "Mari" inside an added "Mari Q"): none is skipped.
  const sorted = mergeOverlappingSpans(spans);
  const pieces: string[] = [];
  // Offset changes as [original position, shift after it], in order.
  const shifts: { at: number; end: number; newStart: number; newEnd: number }[] = [];
  let cursor = 0;
  let out = 0;
  for (const span of sorted) {
    if (span.start < cursor || span.end <= span.start || span.end > text.length) continue;
    const kept = text.slice(cursor, span.start);
    pieces.push(kept);
    out += kept.length;
    const marker = redactText(text.slice(span.start, span.end), [
      { ...span, start: 0, end: span.end - span.start },
    ]);
    shifts.push({ at: span.start, end: span.end, newStart: out, newEnd: out + marker.length });
    pieces.push(marker);
    out += marker.length;
    cursor = span.end;
  }
  pieces.push(text.slice(cursor));
  const redactedText = pieces.join('');

  const map = (pos: number): number => {
    let delta = 0;
    for (const s of shifts) {
      if (pos < s.at) break;
      if (pos < s.end) return s.newStart;
      delta = s.newEnd - s.end;
    }
    return pos + delta;
  };
  const layout = segments.map((seg) => ({
    start: map(seg.start),
    end: Math.max(map(seg.start), map(seg.end)),
    location: { page: seg.page, box: seg.box },
  }));

  const counts = new Map<PhiType, number>();
  for (const s of shifts) {
    const span = sorted.find((x) => x.start === s.at);
    if (span) counts.set(span.phiType, (counts.get(span.phiType) ?? 0) + 1);
  }
  const removedPhi = [...counts].map(([phiType, count]) => ({ phiType, count }));
  return { redactedText, layout, removedPhi };
}
