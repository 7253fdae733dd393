// 'Label: value' fields of a document's header block: the value beside its label (up to the next cell or
// the next known label), in the next cell, or on the next line.
import type { TextLine } from './lines';

/** Labels that may follow a value in the same cell ('Insurance: Humana Place of service: Office'). */
const NEXT_LABEL =
  /\s+(?:place of service|type of service|pos|statement date|billing date|bill date|service dates?|date of service|dates? of service|date|account|acct|member|patient|guarantor|group|policy|claim|provider|network|plan|payer|payor|insurance|insured|npi|tax id|phone|tel|fax|dob|date of birth|dos|visit|admit|admission|discharge|facility|mrn|due date|amount due|balance|page|subscriber|id)\b(?:\s+(?:id|number|no\.?|#|name|date|status|type|of service))?\s*[:#]/i;

export interface LabelValue {
  value: string;
  start: number;
  end: number;
  line: number;
}

/** The value of the first line with a label matching `label` (which must match up to its colon or gap). */
export function labelValue(
  lines: TextLine[],
  label: RegExp,
  accept: (v: string) => boolean = Boolean,
): LabelValue | null {
  const re = new RegExp(`(?:^|\\t|\\s{2,}|\\b)(?:${label.source})\\s*(?::|#|\\t|\\s{2,})[ \\t]*`, 'gi');
  for (const line of lines) {
    for (const m of line.text.matchAll(re)) {
      const from = m.index + m[0].length;
      let rest = line.text.slice(from);
      // The value may sit in the next cell after an empty gap, or on the next line.
      let base = line.start + from;
      let lineIndex = line.index;
      if (!rest.trim()) {
        const next = lines[line.index + 1];
        if (!next) continue;
        rest = next.text.split('\t')[0] ?? '';
        base = next.start;
        lineIndex = next.index;
      }
      const cut = rest.search(/\t| {3,}/);
      let value = cut >= 0 ? rest.slice(0, cut) : rest;
      const nextLabel = NEXT_LABEL.exec(value);
      if (nextLabel && nextLabel.index > 0) value = value.slice(0, nextLabel.index);
      const lead = value.length - value.trimStart().length;
      value = value.trim().replace(/[,;.]$/, '');
      if (value && accept(value))
        return { value, start: base + lead, end: base + lead + value.length, line: lineIndex };
    }
  }
  return null;
}
