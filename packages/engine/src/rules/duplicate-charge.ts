// duplicate_charge: the same service billed twice: same code (or revenue code and description), date,
// modifiers, units and amount. A repeat modifier (76, 77, 91) says the service really was done again.
// A copy the payer already denied, or one the patient is asked nothing for, is not held against the
// patient; lines with neither a code nor a date, or with an amount no line can have, are not compared.
import type { ParsedLine, Rule } from '../analysis/types';
import {
  codeLabel,
  costsPatientNothing,
  implausibleAmount,
  lineEvidence,
  modifierKey,
  money,
  onDate,
  ownSource,
  patientShare,
  recommendations,
  REPEAT_MODIFIERS,
  round2,
  type RuleFinding,
} from './common';

/** The key two identical lines share; null for lines that cannot be compared. */
export function duplicateKey(line: ParsedLine): string | null {
  if (line.amount === null || line.amount <= 0) return null;
  // Two undated lines without a code may be two different services we could not tell apart.
  if (!line.code && !line.date) return null;
  const what =
    line.code ?? (line.revenueCode && line.description ? `${line.revenueCode}:${line.description}` : null);
  if (!what) return null;
  return [what, line.date ?? '', modifierKey(line), line.units, line.amount.toFixed(2)].join('|');
}

/** Groups of two or more identical lines (indexes in document order). */
export function duplicateGroups(
  lines: readonly ParsedLine[],
  plausible = (_: ParsedLine) => true,
): number[][] {
  const groups = new Map<string, number[]>();
  lines.forEach((line, i) => {
    const key = plausible(line) ? duplicateKey(line) : null;
    if (!key) return;
    groups.set(key, [...(groups.get(key) ?? []), i]);
  });
  return [...groups.values()].filter((g) => g.length > 1);
}

// CARC 18: the payer already refused the copy as a duplicate.
const caughtByPayer = (line: ParsedLine) => line.adjustments.some((a) => a.carc === '18');

export const duplicateCharge: Rule = async (input) => {
  const { lines } = input.parsed;
  const findings: RuleFinding[] = [];
  for (const group of duplicateGroups(lines, (l) => !implausibleAmount(l, input.parsed))) {
    const members = group.map((i) => lines[i]).filter((l): l is ParsedLine => !!l);
    const first = members[0];
    if (!first) continue;
    if (members.some((l) => l.modifiers.some((m) => REPEAT_MODIFIERS.has(m)))) continue;
    const copies = group.slice(1).filter((i) => {
      const l = lines[i];
      return l && !caughtByPayer(l) && !l.denied && !costsPatientNothing(l);
    });
    if (copies.length === 0) continue;
    const amount = round2(copies.reduce((sum, i) => sum + (lines[i]?.amount ?? 0), 0));
    const savings = round2(copies.reduce((sum, i) => sum + patientShare(lines[i] as ParsedLine), 0));
    const times = members.length === 2 ? 'twice' : `${members.length} times`;
    findings.push({
      type: 'duplicate_charge',
      severity: 'high',
      title: `Charged ${times} for the same service`,
      description:
        `${codeLabel(first)} appears ${times}${onDate(first.date)}, each for ${money(first.amount ?? 0)} ` +
        `with the same units. Unless you really had it ${times}, the extra ${copies.length === 1 ? 'charge' : 'charges'} ` +
        `of ${money(amount)} should come off the bill.`,
      codes: first.code ? [first.code] : [],
      amount,
      savingsPotential: savings,
      recommendations: recommendations(
        'high',
        'Call the billing office and ask them to remove the duplicate line and send a corrected bill.',
        'Ask for your medical record for that day to confirm how many times the service was done.',
      ),
      evidence: group.map((i) => lineEvidence(input, i)),
      source: ownSource('Duplicate line check (same code, date, units and amount)'),
      reasonClass: null,
      deadline: null,
    });
  }
  return findings;
};
