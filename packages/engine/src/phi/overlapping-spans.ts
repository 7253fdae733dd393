import type { PhiSpan } from './types';

/**
 * Joins overlapping or touching-inside spans into one that covers them all (redactWithLayout would otherwise skip a
 * span that starts inside the one before, so "Mari" found by the detector and "Mari Q" added by the
 * patient must become one span, or the "Q" would stay). The longest span's type names the union.
 */
export function mergeOverlappingSpans(spans: readonly PhiSpan[]): PhiSpan[] {
  const sorted = spans.filter((s) => s.end > s.start).sort((a, b) => a.start - b.start || b.end - a.end);
  const merged: { span: PhiSpan; longest: number }[] = [];
  for (const span of sorted) {
    const last = merged.at(-1);
    if (last && span.start < last.span.end) {
      const length = span.end - span.start;
      const phiType = length > last.longest ? span.phiType : last.span.phiType;
      last.span = {
        ...last.span,
        phiType,
        end: Math.max(last.span.end, span.end),
        confidence: Math.max(last.span.confidence, span.confidence),
      };
      last.longest = Math.max(last.longest, length);
      continue;
    }
    merged.push({ span: { ...span }, longest: span.end - span.start });
  }
  return merged.map((m) => m.span);
}
