import type { Box, TextLocation } from '@clearbill/shared';
import type { LayoutEntry } from '../redact-with-layout';
import type { Locator, TextSpan } from './types';

/**
 * A Locator over the layout of a redacted text: the page of the first layout entry a span touches
 * and the union of the boxes it touches on that page. Null where the layout says nothing.
 */
export function locatorFromLayout(layout: readonly LayoutEntry[]): Locator {
  return (span: TextSpan): TextLocation | null => {
    const touched = layout.filter((e) => e.end > span.start && e.start < span.end);
    const first = touched[0];
    if (!first) return null;
    const boxes = touched
      .filter((e) => e.location.page === first.location.page && e.location.box)
      .map((e) => e.location.box as Box);
    if (boxes.length === 0) return { page: first.location.page, box: null };
    const x = Math.min(...boxes.map((b) => b.x));
    const y = Math.min(...boxes.map((b) => b.y));
    const right = Math.max(...boxes.map((b) => b.x + b.width));
    const bottom = Math.max(...boxes.map((b) => b.y + b.height));
    return { page: first.location.page, box: { x, y, width: right - x, height: bottom - y } };
  };
}
