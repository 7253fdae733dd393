import type { LabelHit } from './labels';
import type { TextIndex } from './text';

/**
 * Where label values sit: the cells of a line (split at tabs and column gaps), and the layouts that put
 * a value below its label (a header row over rows of values, a column of label lines over their values).
 */
export interface Cell {
  start: number;
  end: number;
}

const GAP = /\t|\s{2,}/g;
/** A comma outside double quotes, not followed by a space. */
const CSV_COMMA = /,(?! )(?=(?:[^"]*"[^"]*")*[^"]*$)/g;

/** A line of comma-separated values, as exported by spreadsheets: two or more bare commas, no tab. */
export function isCsvLine(line: string): boolean {
  return (
    !line.includes('\t') &&
    (line.match(CSV_COMMA)?.length ?? 0) >= 2 &&
    !/, /.test(line.replace(/"[^"]*"/g, ''))
  );
}

/** Cells set apart by pipes ('40018911 | Ibekwe, Chukwuma | 1999-12-30'): two pipes or more on the line. */
const PIPE = /[ \t]*\|[ \t]*/g;
export const isPipeLine = (line: string): boolean => (line.match(/\|/g)?.length ?? 0) >= 2;

/** Cells of a line: text runs separated by a tab or two or more spaces, pipes, or the fields of a CSV line. */
export function cellsOf(text: string, start: number, end: number): Cell[] {
  const cells: Cell[] = [];
  const line = text.slice(start, end);
  let s = 0;
  for (const m of line.matchAll(isPipeLine(line) ? PIPE : isCsvLine(line) ? CSV_COMMA : GAP)) {
    if (m.index > s) cells.push({ start: start + s, end: start + m.index });
    s = m.index + m[0].length;
  }
  if (s < line.length) cells.push({ start: start + s, end });
  return cells.filter((c) => text.slice(c.start, c.end).trim() !== '');
}

// A JSON key's closing quote, colon and opening quote too ('"dob":"1982-04-17"').
const SEPARATOR = /^(?:"[ \t]*:[ \t]*"?|[ \t]*(?:\((?!\d)[^)\n]{0,24}\))?[ \t]*(?:[:#=–-][ \t]*)*)/;

export interface Site {
  hit: LabelHit;
  /** Where the value would start, after ':' and spaces. */
  valueStart: number;
  lineEnd: number;
  punctuated: boolean;
  gapBefore: string;
}

export function sitesOf(index: TextIndex, hits: LabelHit[]): Site[] {
  const { text } = index;
  return hits.map((hit) => {
    const lineEnd = index.lines[index.lineAt(hit.start)]?.end ?? text.length;
    const sep = SEPARATOR.exec(text.slice(hit.end, lineEnd))?.[0] ?? '';
    const lineStart = index.lines[index.lineAt(hit.start)]?.start ?? 0;
    return {
      hit,
      valueStart: hit.end + sep.length,
      lineEnd,
      punctuated: /[:#=–-]/.test(sep),
      gapBefore: text.slice(lineStart, hit.start),
    };
  });
}

/** True when the label stands alone in its cell: a table header or a label whose value is below it. */
export function isHeaderCell(text: string, site: Site, cell: Cell): boolean {
  const start = text.charAt(cell.start) === '"' ? cell.start + 1 : cell.start;
  const end = cell.end - (/[:"]/.test(text.charAt(cell.end - 1)) ? 1 : 0);
  return site.hit.start === start && site.valueStart >= end;
}

export type Emit = (site: Site, from: number, to: number) => boolean;

/**
 * Labels with nothing after them take their value from below: a header row over a row of values
 * (matched by column), or a column of label lines over a column of value lines (matched in order).
 */
export function resolveBelow(index: TextIndex, sites: Site[], pending: Site[], emit: Emit): void {
  const { text, lines } = index;
  const byLine = new Map<number, Site[]>();
  for (const s of pending) {
    const li = index.lineAt(s.hit.start);
    byLine.set(li, [...(byLine.get(li) ?? []), s]);
  }
  const isLabelLine = (li: number): boolean => {
    const line = lines[li];
    if (!line) return false;
    const cells = cellsOf(text, line.start, line.end);
    return (
      cells.length > 0 &&
      cells.every((c) => sites.some((s) => s.hit.start === c.start && isHeaderCell(text, s, c)))
    );
  };
  // A header row: several cells, no digits, at least one a field label ('STATEMENT DATE   ACCOUNT #   AMOUNT DUE').
  const isHeaderRow = (li: number): boolean => {
    const line = lines[li];
    // Digits only inside a heading's word ('SSN-LAST4', 'ADDR2').
    if (!line || /(?<![A-Za-z_-])\d/.test(text.slice(line.start, line.end))) return false;
    const cells = cellsOf(text, line.start, line.end);
    return (
      cells.length >= 2 &&
      cells.some((c) =>
        sites.some((s) => s.hit.start === unquoted(text, c).start && isHeaderCell(text, s, c)),
      )
    );
  };
  const done = new Set<number>();
  for (const [li, lineSites] of [...byLine.entries()].sort((a, b) => a[0] - b[0])) {
    if (done.has(li)) continue;
    const line = lines[li];
    if (!line) continue;
    const cells = cellsOf(text, line.start, line.end);
    if (cells.length >= 2 && isHeaderRow(li)) {
      // An export's heading in capitals may part its columns with one space ('EMPID SSN-LAST4 LAST'):
      // a label inside a cell then opens a column of its own.
      const heads = splitAtLabels(text, line, cells, sites);
      // Header row: values in the rows below, by column, until a blank line or a row of another shape
      // (a table of family members on an EOB has a name and a claim number on every row).
      for (let vi = li + 1, rows = 0; vi < lines.length && rows < 40; vi++, rows++) {
        const vline = lines[vi];
        if (!vline || text.slice(vline.start, vline.end).trim() === '') break;
        const vcells = cellsOf(text, vline.start, vline.end);
        // A fixed-width export runs values into each other with one space: its words go to the header
        // column they start under.
        const fixed = vcells.length < heads.length && heads.length >= 3;
        if (rows > 0 && vcells.length !== heads.length && !fixed) break;
        let hits = 0;
        heads.forEach((cell, ci) => {
          const site = sites.find((s) => s.hit.start === unquoted(text, cell).start);
          if (!site) return;
          const v = fixed
            ? columnWords(
                text,
                vline,
                heads.map((c) => c.start - line.start),
                ci,
              )
            : vcells.length === heads.length
              ? vcells[ci]
              : vcells.find((c) => overlapsColumn(c, cell, heads[ci + 1], line.start, vline.start));
          const inner = v && unquoted(text, v);
          if (inner && inner.end > inner.start && emit(site, inner.start, inner.end)) hits++;
        });
        if (rows > 0 && hits === 0) break;
      }
      continue;
    }
    const nextCell = (from: number): Cell | undefined => {
      const vi = nextNonEmpty(index, from);
      const v = vi === null ? undefined : lines[vi];
      return v ? (cellsOf(text, v.start, v.end)[0] ?? { start: v.start, end: v.end }) : undefined;
    };
    if (!isLabelLine(li)) {
      // A label ending a line that holds other fields ('... Date of birth:'): the value opens the next line.
      const site = lineSites.at(-1);
      const v = nextCell(li);
      if (site && v && !site.hit.label.spec.headerOnly) emit(site, v.start, v.end);
      continue;
    }
    // A column of label lines: values follow in the same order.
    let first = li;
    while (first > 0 && isLabelLine(first - 1)) first--;
    let last = li;
    while (last + 1 < lines.length && isLabelLine(last + 1)) last++;
    const run: Site[] = [];
    for (let k = first; k <= last; k++) {
      done.add(k);
      const ls = lines[k];
      const s = ls && sites.find((x) => x.hit.start >= ls.start && x.hit.end <= ls.end);
      if (s && !s.hit.label.spec.headerOnly) run.push(s);
    }
    let vi: number | null = last;
    for (const s of run) {
      vi = vi === null ? null : nextNonEmpty(index, vi);
      const v = vi === null ? undefined : lines[vi];
      if (!v) break;
      emit(s, v.start, cellsOf(text, v.start, v.end)[0]?.end ?? v.end);
    }
  }
}

/** A heading's cells, split before every label that a single space sets apart, when written in capitals. */
function splitAtLabels(
  text: string,
  line: { start: number; end: number },
  cells: Cell[],
  sites: Site[],
): Cell[] {
  if (/\p{Ll}/u.test(text.slice(line.start, line.end))) return cells;
  return cells.flatMap((c) => {
    const cuts = sites
      .map((s) => s.hit.start)
      .filter((p) => p > c.start && p < c.end && text.charAt(p - 1) === ' ');
    if (cuts.length === 0) return [c];
    const bounds = [c.start, ...cuts, c.end];
    return bounds.slice(0, -1).map((b, k) => {
      const next = bounds[k + 1] ?? c.end;
      return { start: b, end: b + text.slice(b, next).trimEnd().length };
    });
  });
}

/** A CSV cell without its quotes. */
function unquoted(text: string, c: Cell): Cell {
  const q = text.charAt(c.start) === '"' && text.charAt(c.end - 1) === '"' && c.end - c.start >= 2;
  return q ? { start: c.start + 1, end: c.end - 1 } : c;
}

function nextNonEmpty(index: TextIndex, li: number): number | null {
  for (let k = li + 1; k < Math.min(index.lines.length, li + 3); k++) {
    const l = index.lines[k];
    if (l && index.text.slice(l.start, l.end).trim() !== '') return k;
  }
  return null;
}

/**
 * The words of a row that fall under a header column. A word after a column gap belongs to the column it
 * starts under, three characters of slack allowed (typed exports drift); a word joined by one space stays
 * in its neighbour's column unless it starts at or past the next heading.
 */
function columnWords(
  text: string,
  row: { start: number; end: number },
  starts: number[],
  ci: number,
): Cell | undefined {
  let cell: Cell | undefined;
  let prevEnd = -2;
  let col = -1;
  for (const w of text.slice(row.start, row.end).matchAll(/\S+/g)) {
    const slack = w.index - prevEnd === 1 ? 0 : 3;
    let k = col;
    while (k + 1 < starts.length && (starts[k + 1] ?? Infinity) - slack <= w.index) k++;
    col = Math.max(col, k, 0);
    prevEnd = w.index + w[0].length;
    if (col !== ci) continue;
    const start = row.start + w.index;
    cell = { start: cell?.start ?? start, end: start + w[0].length };
  }
  return cell;
}

function overlapsColumn(v: Cell, h: Cell, hNext: Cell | undefined, hLine: number, vLine: number): boolean {
  const vs = v.start - vLine;
  const hs = h.start - hLine;
  const he = hNext ? hNext.start - hLine : Infinity;
  return vs >= hs - 3 && vs < he - 1;
}
