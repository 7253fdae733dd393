// Rows of a table printed one cell per line under a header printed one title per line: the cells come
// in the header's order, whatever that order is, so each line is matched to the next column it fits.
// An empty cell is a column skipped; a description wrapped over two lines keeps its extra line.
import { fit } from './align';
import type { Header, Role } from './columns';
import { fieldsOf, type Field } from './fields';
import { cellsOf, type TextLine } from './lines';
import { isTotalsLabel } from './totals';

export interface VerticalRow {
  fragments: Field[][];
  lines: TextLine[];
  /** The column of each fragment. */
  roles: Role[];
}

const WORDY: ReadonlySet<Role> = new Set(['description', 'remark', 'other']);

function fits(fields: Field[], role: Role): boolean {
  if (!fields.length) return false;
  if (WORDY.has(role) && fields.every((f) => f.kind === 'text' || f.kind === 'other' || f.kind === 'int'))
    return true;
  return fields.length === 1 && fields.every((f) => fit(f, role) >= 1);
}

/** Reads rows from lines[from]; stops at the first line that belongs to no row. */
export function verticalRows(
  lines: TextLine[],
  from: number,
  header: Header,
): { rows: VerticalRow[]; next: number } {
  const cols = header.columns;
  const rows: VerticalRow[] = [];
  let i = from;
  for (;;) {
    const row: VerticalRow = { fragments: [], lines: [], roles: [] };
    let c = 0;
    while (c < cols.length) {
      const line = lines[i];
      if (!line) break;
      if (!line.text.trim() || line.text.includes('\f')) {
        i++;
        continue;
      }
      if (cellsOf(line).length > 1 || (c === 0 && isTotalsLabel(line.text))) break;
      const fields = fieldsOf(line);
      const at = cols.slice(c).findIndex((col) => fits(fields, col.role));
      const previous = row.roles.at(-1);
      if (at < 0 && previous === 'description' && fields.every((f) => f.kind === 'text')) {
        row.fragments.push(fields);
        row.lines.push(line);
        row.roles.push('description');
        i++;
        continue;
      }
      // A row starts with its first column; later columns may be empty.
      if (at < 0 || (row.fragments.length === 0 && at > 1)) break;
      row.fragments.push(fields);
      row.lines.push(line);
      row.roles.push(cols[c + at]?.role ?? 'other');
      c += at + 1;
      i++;
    }
    if (row.fragments.length < 2) break;
    rows.push(row);
    if (c < cols.length) break;
  }
  return { rows, next: i };
}
