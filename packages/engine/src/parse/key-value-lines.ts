// Key-value layouts: one value per line ('Billed: $250.00', 'Allowed: $140.00', 'Plan paid: $112.00',
// 'You owe: $28.00'), one block per service, headed by a line or two naming it (code, description, date)
// or by 'Service:' / 'Date:' lines of their own. A block is a service only when it has a charge and at
// least one other money value, and nothing in it says it is a total.
import type { ParsedLine } from '../analysis/types';
import { parseMoney } from './amounts';
import { roleOfLabel, type Role } from './columns';
import { parseDate } from './dates';
import { fieldsOf } from './fields';
import type { TextLine } from './lines';

// 'Billed: $250.00' or 'Amount Billed ........ $250.00'.
const PAIR = /^\s*([A-Za-z][A-Za-z '/&()-]{0,40}?)\s*(?::|\.{3,})\s*(\S.*?)\s*$/;
const TOTAL = /\b(totals?|subtotal|balance|summary)\b/i;

interface Pair {
  role: Role;
  raw: string;
  money: number | null;
}

function pairOf(line: TextLine): Pair | null {
  const m = PAIR.exec(line.text);
  const label = m?.[1];
  const raw = m?.[2];
  if (!label || !raw) return null;
  const role = roleOfLabel(label);
  if (!role) return null;
  const money = parseMoney(raw.replace(/^(USD|US\$)\s*/i, '$').replace(/\s+/g, ''));
  return { role, raw, money: money?.explicit ? money.value : null };
}

interface Block {
  heading: TextLine[];
  pairs: { pair: Pair; line: TextLine }[];
}

const MONEY_KEYS = ['allowed', 'planPaid', 'patientResp', 'deductible', 'copay', 'coinsurance', 'notCovered'];

export function keyValueLines(lines: TextLine[]): { lines: ParsedLine[]; used: Set<number> } {
  const blocks: Block[] = [];
  let heading: TextLine[] = [];
  let current: Block | null = null;
  for (const line of lines) {
    if (!line.text.trim() || line.text.includes('\f')) {
      current = null;
      heading = [];
      continue;
    }
    const pair = pairOf(line);
    if (pair) {
      if (!current) {
        current = { heading, pairs: [] };
        blocks.push(current);
        heading = [];
      }
      current.pairs.push({ pair, line });
      continue;
    }
    current = null;
    heading = [...heading, line].slice(-2);
  }
  const out: ParsedLine[] = [];
  const used = new Set<number>();
  let lastDate: string | null = null;
  for (const block of blocks) {
    const line = serviceOf(block, lastDate);
    if (!line) continue;
    lastDate = line.date;
    out.push(line);
    for (const l of [...block.heading, ...block.pairs.map((p) => p.line)]) used.add(l.index);
  }
  return { lines: out, used };
}

function serviceOf(block: Block, lastDate: string | null): ParsedLine | null {
  const money = new Map<Role, number>();
  let date: string | null = null;
  let description: string | null = null;
  let units: number | null = null;
  for (const { pair, line } of block.pairs) {
    if (TOTAL.test(line.text.split(':')[0] ?? '')) return null;
    if (pair.money !== null && !money.has(pair.role)) money.set(pair.role, pair.money);
    else if (pair.role === 'date') date ??= parseDate(pair.raw);
    else if (pair.role === 'description') description ??= pair.raw;
    else if (pair.role === 'units' && /^\d{1,3}$/.test(pair.raw)) units = Number(pair.raw);
  }
  const charge = money.get('charge');
  if (charge === undefined || !MONEY_KEYS.some((k) => money.has(k as Role))) return null;
  if (block.heading.some((l) => TOTAL.test(l.text))) return null;
  // Money pairs with nothing naming a service (no heading, no 'Service:' or 'Date:') are a summary.
  if (!block.heading.length && date === null && description === null) return null;
  const fields = [...block.heading, ...block.pairs.map((p) => p.line)].flatMap((l) => fieldsOf(l));
  const code = fields.find((f) => f.kind === 'code')?.code ?? null;
  date ??= fields.find((f) => f.kind === 'date')?.date ?? null;
  const headingText = block.heading
    .flatMap((l) => fieldsOf(l))
    .filter((f) => f.kind === 'text')
    .map((f) => f.text)
    .join(' ')
    .replace(/^(service|claim line|line|item)\s*\d*:?\s*/i, '')
    .replace(/[\s-]+$/, '');
  description ??= headingText || null;
  if (description && code) description = description.replace(code.code, '').trim() || null;
  const first = block.heading[0] ?? block.pairs[0]?.line;
  const last = block.pairs.at(-1)?.line;
  if (!first || !last) return null;
  const parts = ['deductible', 'copay', 'coinsurance', 'notCovered'].map((k) => money.get(k as Role));
  const owed = parts.filter((v): v is number => v !== undefined);
  return {
    date: date ?? lastDate,
    code: code?.code ?? null,
    codeType: code?.codeType ?? null,
    revenueCode: null,
    modifiers: code?.modifiers ?? [],
    description,
    units: units ?? 1,
    amount: charge,
    allowed: money.get('allowed') ?? null,
    planPaid: money.get('planPaid') ?? null,
    patientResponsibility:
      money.get('patientResp') ??
      (owed.length ? Math.round(owed.reduce((a, b) => a + b, 0) * 100) / 100 : null),
    adjustments: [],
    denied: false,
    span: { start: first.start, end: last.end },
  };
}
