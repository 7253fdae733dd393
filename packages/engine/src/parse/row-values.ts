// The values of one table row, once its fields have roles: what a service line is made of.
import type { Adjustment } from '../analysis/types';
import { adjustmentCodesIn, parseModifier, type ProcedureCode } from './codes';
import { MONEY_ROLES, type MoneyRole, type Role } from './columns';

export type { MoneyRole };
import type { Field } from './fields';

export interface RowValues {
  date: string | null;
  code: ProcedureCode | null;
  rev: string | null;
  modifiers: string[];
  description: string | null;
  units: number | null;
  money: Partial<Record<MoneyRole, number>>;
  /** Amounts no column claimed, in order. */
  looseMoney: number[];
  remarks: string[];
  adjustments: Omit<Adjustment, 'amount'>[];
  pos: string | null;
}

const isMoneyRole = (role: Role | null): role is MoneyRole => role !== null && MONEY_ROLES.has(role);

export function rowValues(fields: Field[], roles: (Role | null)[]): RowValues {
  const row: RowValues = {
    date: null,
    code: null,
    rev: null,
    modifiers: [],
    description: null,
    units: null,
    money: {},
    looseMoney: [],
    remarks: [],
    adjustments: [],
    pos: null,
  };
  const texts: string[] = [];
  const looseTexts: string[] = [];
  fields.forEach((f, k) => {
    const role = roles[k] ?? null;
    const prev = fields[k - 1];
    if (f.kind === 'code' && f.code && (role === 'code' || role === null || role === 'description')) {
      if (!row.code || role === 'code') row.code = f.code;
      return;
    }
    if (f.kind === 'rev' && f.rev && (role === 'rev' || role === 'code' || role === null)) {
      row.rev ??= f.rev;
      return;
    }
    if (f.kind === 'date' && f.date && (role === 'date' || role === null)) {
      row.date ??= f.date;
      return;
    }
    if (f.kind === 'carc' && f.adjustment) {
      row.adjustments.push(f.adjustment);
      return;
    }
    const afterCode = prev?.kind === 'code' || prev?.kind === 'modifier';
    if (f.kind === 'modifier' && f.modifier && (role === 'modifier' || (role === null && afterCode))) {
      row.modifiers.push(f.modifier);
      return;
    }
    if (role === 'modifier') {
      for (const part of f.text.split(/[\s,/;]+/)) {
        const mod = parseModifier(part);
        if (mod) row.modifiers.push(mod);
      }
      return;
    }
    if (role === 'description') {
      if (f.kind === 'text' || f.kind === 'int' || f.kind === 'other') texts.push(f.text);
      return;
    }
    if (role === 'units') {
      row.units ??= f.num ?? f.money?.value ?? (/^[lI]$/.test(f.text) ? 1 : null);
      return;
    }
    if (role === 'remark') {
      if (f.kind === 'text' || f.kind === 'other') {
        row.remarks.push(f.text);
        // 'CO-45/PR-2' or 'CO45,PR2' printed as one word.
        row.adjustments.push(...adjustmentCodesIn(f.text));
      }
      return;
    }
    if (role === 'pos') {
      row.pos ??= f.text;
      return;
    }
    const value =
      f.kind === 'amount' ? f.money?.value : f.kind === 'int' || f.kind === 'decimal' ? f.num : undefined;
    if (isMoneyRole(role) && value !== undefined) {
      row.money[role] ??= value;
      return;
    }
    if (role === null && f.kind === 'amount' && f.money) row.looseMoney.push(f.money.value);
    if (role === null && f.kind === 'text') looseTexts.push(f.text);
  });
  const attached = row.code?.modifiers ?? [];
  row.modifiers = [...attached, ...row.modifiers.filter((m) => !attached.includes(m))];
  const description = (texts.length ? texts : looseTexts).join(' ').trim();
  row.description = description || null;
  return row;
}
