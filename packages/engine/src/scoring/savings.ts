// potentialSavings: the findings' savings added without counting one dollar twice. Each finding's
// savings is drawn from the lines it points at (its evidence), up to what is left of each line's amount
// after earlier findings took their share; findings that point at no line add to a document-level sum.
// The total never exceeds what the patient is asked to pay (or, failing that, the billed total).
import type { Finding, FindingType } from '@clearbill/shared';
import type { ParsedDocument } from '../analysis/types';

type Scored = Pick<Finding, 'type' | 'savingsPotential' | 'evidence'>;

/** Findings that remove a whole charge come first; those that reduce a price take what is left. */
const ORDER: readonly FindingType[] = [
  'duplicate_charge',
  'service_not_received',
  'unbundling',
  'appeal_opportunity',
  'balance_billing',
  'surprise_billing',
  'excessive_units',
  'excessive_pricing',
  'math_error',
  'financial_assistance',
];

const round2 = (n: number) => Math.round(n * 100) / 100;
const sum = (values: (number | null)[]) => values.reduce<number>((s, v) => s + (v ?? 0), 0);

/** The most the patient could save: what the document asks them to pay, else what was billed. */
export function savingsCap(parsed: ParsedDocument): number | null {
  const { totals, lines, documentType, denial } = parsed;
  if (documentType === 'eob') {
    if (totals.patientResponsibility !== null) return totals.patientResponsibility;
    if (lines.some((l) => l.patientResponsibility !== null))
      return sum(lines.map((l) => l.patientResponsibility));
  }
  if (totals.patientBalance !== null) return totals.patientBalance;
  if (totals.totalCharges !== null) return totals.totalCharges;
  if (lines.some((l) => l.amount !== null)) return sum(lines.map((l) => l.amount));
  return denial?.amount ?? null;
}

export function potentialSavings(findings: readonly Scored[], parsed: ParsedDocument): number {
  const room = parsed.lines.map((l) => Math.max(0, l.patientResponsibility ?? l.amount ?? 0));
  const ordered = [...findings].sort((a, b) => ORDER.indexOf(a.type) - ORDER.indexOf(b.type));
  let fromLines = 0;
  let documentLevel = 0;
  for (const f of ordered) {
    const savings = f.savingsPotential ?? 0;
    if (savings <= 0) continue;
    const lines = [
      ...new Set(
        f.evidence
          .map((e) => e.lineIndex)
          .filter((i): i is number => i !== null && i >= 0 && i < room.length),
      ),
    ];
    if (lines.length === 0) {
      documentLevel += savings;
      continue;
    }
    const left = sum(lines.map((i) => room[i] ?? 0));
    const take = Math.min(savings, left);
    if (take <= 0) continue;
    // Each line gives in proportion to what it still has.
    for (const i of lines) room[i] = (room[i] ?? 0) - take * ((room[i] ?? 0) / left);
    fromLines += take;
  }
  const total = fromLines + documentLevel;
  const cap = savingsCap(parsed);
  return round2(Math.max(0, cap === null ? total : Math.min(total, cap)));
}
