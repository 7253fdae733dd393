// The redacted text as lines with offsets, and each line as cells: a tab, a run of two or more spaces or
// a table rule ('|') or a dot leader separates cells; single spaces separate words inside a cell.

export interface TextLine {
  text: string;
  /** Offset of the line in the document text. */
  start: number;
  end: number;
  /** 1-based page (pages are separated by '\f'). */
  page: number;
  index: number;
}

export interface Cell {
  text: string;
  start: number;
  end: number;
  /** Position of the cell in its line, from 0. */
  index: number;
  /** Column of the cell's first character inside its line (space-aligned tables). */
  column: number;
}

export function splitLines(text: string): TextLine[] {
  const lines: TextLine[] = [];
  let page = 1;
  let start = 0;
  for (const raw of text.split('\n')) {
    const end = start + raw.length;
    if (raw.includes('\f')) page++;
    lines.push({ text: raw, start, end, page, index: lines.length });
    start = end + 1;
  }
  return lines;
}

// Each tab ends a cell (an empty cell between two tabs still counts, so columns keep their index).
// Dot leaders ('Facility fee ........ $450.00') separate a label from its value the same way.
const CELL_GAP = / *\t *| {2,}| *[|│¦] *| ?\.{3,} ?/g;

export function cellsOf(line: TextLine): Cell[] {
  const cells: Cell[] = [];
  let from = 0;
  let index = 0;
  const push = (to: number) => {
    const raw = line.text.slice(from, to);
    const lead = raw.length - raw.trimStart().length;
    const text = raw.trim();
    if (text) {
      cells.push({
        text,
        start: line.start + from + lead,
        end: line.start + from + lead + text.length,
        index,
        column: from + lead,
      });
    }
    if (text || from > 0) index++;
  };
  for (const m of line.text.matchAll(CELL_GAP)) {
    push(m.index);
    from = m.index + m[0].length;
  }
  push(line.text.length);
  return cells;
}

/** Lower-case words of a label, OCR-folded and without punctuation. */
export function labelWords(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[’']/g, '')
    .split(/[^a-z0-9#$%]+/)
    .filter(Boolean);
}
