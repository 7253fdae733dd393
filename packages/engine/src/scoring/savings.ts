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
  'personal_details',
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

/** What the patient is asked to pay for each line: the most any finding on it can save. */
const lineRoom = (parsed: ParsedDocument) =>
  parsed.lines.map((l) => Math.max(0, l.patientResponsibility ?? l.amount ?? 0));

/** Findings whose savings is not drawn from their lines (a total's extra, a discount programme). */
const NOT_FROM_LINES: ReadonlySet<FindingType> = new Set(['math_error', 'financial_assistance']);

/**
 * A finding's savings never exceed what its lines ask the patient to pay (each line counted once).
 * Findings that point at no line, or whose savings is not drawn from lines, are left as they are.
 */
export function capToLines<F extends Scored>(finding: F, parsed: ParsedDocument): F {
  const savings = finding.savingsPotential;
  if (savings === null || savings <= 0 || NOT_FROM_LINES.has(finding.type)) return finding;
  const room = lineRoom(parsed);
  const lines = [
    ...new Set(finding.evidence.map((e) => e.lineIndex).filter((i): i is number => i !== null && i >= 0)),
  ].filter((i) => i < room.length);
  if (lines.length === 0) return finding;
  const most = round2(sum(lines.map((i) => room[i] ?? 0)));
  return savings > most ? { ...finding, savingsPotential: most } : finding;
}

/** The findings' savings, and the cap when they came to more than the patient is asked to pay. */
export function savingsSummary(
  findings: readonly Scored[],
  parsed: ParsedDocument,
): { potentialSavings: number; savingsCappedAt: number | null } {
  const uncapped = addedSavings(findings, parsed);
  const cap = savingsCap(parsed);
  if (cap !== null && uncapped > cap + 0.005) {
    return { potentialSavings: round2(Math.max(0, cap)), savingsCappedAt: round2(Math.max(0, cap)) };
  }
  return { potentialSavings: round2(Math.max(0, uncapped)), savingsCappedAt: null };
}

export function potentialSavings(findings: readonly Scored[], parsed: ParsedDocument): number {
  return savingsSummary(findings, parsed).potentialSavings;
}

function addedSavings(findings: readonly Scored[], parsed: ParsedDocument): number {
  const room = lineRoom(parsed);
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
  return fromLines + documentLevel;
}
