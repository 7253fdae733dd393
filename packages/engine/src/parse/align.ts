// Which column each value of a row belongs to: an order-keeping alignment of the row's fields with the
// header's columns, scored by how well a value's shape fits a column's title. Cells may be missing (an
// empty 'Allowed'), split (a description over two cells) or printed one per line; the order still holds.
import { MONEY_ROLES, MULTI_ROLES, type Column, type Header, type Role } from './columns';
import type { Field } from './fields';

export function fit(field: Field, role: Role): number {
  switch (field.kind) {
    case 'date':
      return role === 'date' ? 3 : role === 'toDate' ? 2.5 : role === 'other' ? 0.2 : 0;
    case 'code':
      return role === 'code' ? 4 : role === 'description' ? 1 : role === 'other' ? 0.3 : 0;
    case 'rev':
      return role === 'rev' ? 4 : role === 'code' ? 1.5 : role === 'other' ? 0.3 : 0;
    case 'modifier':
      if (role === 'modifier') return 3;
      if (field.num === undefined) return role === 'other' ? 0.2 : 0;
      return role === 'units' ? 1.2 : role === 'pos' ? 1 : 0;
    case 'carc':
      return role === 'remark' ? 3 : role === 'other' ? 0.3 : 0;
    case 'amount': {
      if (MONEY_ROLES.has(role)) return role === 'unitPrice' ? 1.8 : 2;
      const v = field.money?.value ?? 0;
      const countLike = !field.text.includes('$') && Number.isInteger(v) && v > 0 && v < 1000;
      return role === 'units' && countLike ? 1.2 : 0;
    }
    case 'int': {
      const n = field.num ?? 0;
      if (role === 'units') return 2;
      // 'ED VISIT LEVEL 3' before a units column: the number belongs to the words.
      if (role === 'description') return 0.3;
      if (role === 'pos') return n >= 11 && n <= 99 ? 1.5 : 0;
      if (role === 'lineNo') return n < 100 ? 1.5 : 0;
      if (role === 'dx') return /^[1-4]{1,4}$/.test(field.text) ? 1 : 0;
      if (MONEY_ROLES.has(role)) return 0.4;
      return role === 'other' || role === 'modifier' ? 0.2 : 0;
    }
    case 'decimal':
      return role === 'units' ? 2 : MONEY_ROLES.has(role) ? 0.3 : 0;
    case 'icd':
      return role === 'dx' ? 3 : role === 'other' ? 0.3 : 0;
    case 'text':
      if (role === 'description') return 2;
      if (role === 'remark') return 1;
      if (role === 'dx') return /^[A-L]{1,4}$/.test(field.text) ? 1.5 : 0;
      if (role === 'units' && /^[lI]$/.test(field.text)) return 1;
      return role === 'other' ? 0.5 : 0;
    case 'other':
      return role === 'other' ? 0.3 : 0;
    case 'label':
      return 0;
  }
}

const SKIP_COST: Record<Field['kind'], number> = {
  code: -1.5,
  date: -1.5,
  amount: -1.5,
  rev: -0.5,
  carc: -0.5,
  modifier: -0.5,
  int: -0.2,
  decimal: -0.2,
  icd: -0.2,
  text: -0.2,
  other: -0.2,
  label: 0,
};

const skipCost = (field: Field): number => SKIP_COST[field.kind];

export interface AlignOptions {
  /** Compare character columns (space-aligned text). */
  positions: boolean;
  /** Compare cell indexes (the row has as many cells as the header). */
  cells: boolean;
}

function bonus(field: Field, column: Column, options: AlignOptions): number {
  let b = 0;
  if (options.cells && field.cell === column.cell) b += 1.5;
  if (options.positions) {
    const end = field.column + field.text.length;
    const overlap = Math.min(end, column.to + 2) - Math.max(field.column, column.from - 2);
    if (overlap > 0) b += 1;
  }
  return b;
}

/** The role of each field (null when it belongs to no column). */
export function alignFields(fields: Field[], header: Header, options: AlignOptions): (Role | null)[] {
  const cols = header.columns;
  const F = fields.length;
  const C = cols.length;
  const W = C + 1;
  const score = new Array<number>((F + 1) * W).fill(-Infinity);
  // back: how (i, j) was reached: 0 skip field, 1 match, 2 skip column, 3 reuse column j-1.
  const back = new Array<number>((F + 1) * W).fill(-1);
  const at = (i: number, j: number) => score[i * W + j] ?? -Infinity;
  const how = (i: number, j: number) => back[i * W + j] ?? -1;
  score[0] = 0;
  const relax = (i: number, j: number, value: number, step: number) => {
    if (value > at(i, j)) {
      score[i * W + j] = value;
      back[i * W + j] = step;
    }
  };
  fields.forEach((field, i) => {
    for (let j = 0; j <= C; j++) {
      const here = at(i, j);
      if (here === -Infinity) continue;
      const col = cols[j];
      if (col) relax(i, j + 1, here, 2);
      relax(i + 1, j, here + skipCost(field), 0);
      if (col) {
        const f = fit(field, col.role);
        // A hair less for later columns: on a tie an amount belongs to the first money column.
        if (f > 0) relax(i + 1, j + 1, here + f + bonus(field, col, options) - j * 1e-3, 1);
      }
      const prev = cols[j - 1];
      if (prev && MULTI_ROLES.has(prev.role) && (how(i, j) === 1 || how(i, j) === 3)) {
        const f = fit(field, prev.role);
        if (f > 0) relax(i + 1, j, here + f * 0.9 + bonus(field, prev, options), 3);
      }
    }
  });
  // The last row only moves right.
  for (let j = 0; j < C; j++) if (at(F, j) > -Infinity) relax(F, j + 1, at(F, j), 2);
  const roles: (Role | null)[] = new Array<Role | null>(F).fill(null);
  let i = F;
  let j = C;
  while (i > 0 || j > 0) {
    const step = how(i, j);
    if (step === 2) j--;
    else if (step === 0) i--;
    else if (step === 1 || step === 3) {
      roles[i - 1] = cols[j - 1]?.role ?? null;
      i--;
      if (step === 1) j--;
    } else break;
  }
  return roles;
}
