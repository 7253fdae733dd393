// duplicate_charge: the same service billed twice: same code (or revenue code and description), date,
// modifiers, units and amount. A repeat modifier (76, 77, 91) says the service really was done again.
// A copy the payer already denied, or one the patient is asked nothing for, is not held against the
// patient; lines with neither a code nor a date, or with an amount no line can have, are not compared.
// The same service doubled on several days is one finding that points at all its lines (a 200-page
// statement gives one finding per service, not one per day); its savings count each extra copy once.
import type { ParsedLine, Rule } from '../analysis/types';
import {
  codeLabel,
  costsPatientNothing,
  implausibleAmount,
  lineEvidence,
  longDate,
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

/** The same-day groups of one service: what, modifiers, units and amount, dated or not (no date). */
function serviceKey(line: ParsedLine): string {
  return (duplicateKey(line) ?? '')
    .split('|')
    .map((part, i) => (i === 1 ? (part ? 'dated' : 'undated') : part))
    .join('|');
}

interface SameDay {
  /** Every copy on that day (indexes in document order). */
  group: number[];
  /** The copies held against the patient: all but the first, less those denied or owed nothing. */
  copies: number[];
}

/** Days in words: " on January 1, 2026" or " on 12 days, from January 1, 2026 to June 30, 2026". */
function daysLabel(dates: string[]): string {
  if (dates.length === 1) return onDate(dates[0] ?? null);
  const sorted = [...dates].sort();
  return ` on ${dates.length.toLocaleString('en-US')} days, from ${longDate(sorted[0] ?? '')} to ${longDate(sorted[sorted.length - 1] ?? '')}`;
}

export const duplicateCharge: Rule = async (input) => {
  const { lines } = input.parsed;
  // Identical lines on the same day; then one finding per service, whatever the number of days it
  // was doubled on, so a long statement gives one finding per service, not one per day.
  const byService = new Map<string, SameDay[]>();
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
    const key = serviceKey(first);
    const days = byService.get(key);
    if (days) days.push({ group, copies });
    else byService.set(key, [{ group, copies }]);
  }

  const findings: RuleFinding[] = [];
  for (const days of byService.values()) {
    const first = lines[days[0]?.group[0] ?? -1];
    if (!first) continue;
    const copies = days.flatMap((d) => d.copies);
    const all = days.flatMap((d) => d.group).sort((a, b) => a - b);
    const amount = round2(copies.reduce((sum, i) => sum + (lines[i]?.amount ?? 0), 0));
    const savings = round2(copies.reduce((sum, i) => sum + patientShare(lines[i] as ParsedLine), 0));
    const most = Math.max(...days.map((d) => d.group.length));
    const times = most === 2 ? 'twice' : `${most} times`;
    const extra = `the extra ${copies.length === 1 ? 'charge' : `${copies.length} charges`} of ${money(amount)}`;
    const dates = days.map((d) => lines[d.group[0] ?? -1]?.date).filter((d): d is string => !!d);
    const several = dates.length > 1;
    findings.push({
      type: 'duplicate_charge',
      severity: 'high',
      title: several
        ? `Charged more than once a day for the same service, on ${dates.length.toLocaleString('en-US')} days`
        : `Charged ${times} for the same service`,
      description: several
        ? `${codeLabel(first)} appears ${most === 2 ? 'twice' : 'up to ' + times} a day${daysLabel(dates)}, ` +
          `each time for ${money(first.amount ?? 0)} with the same units. Unless you really had it more than ` +
          `once on those days, ${extra} should come off the bill.`
        : `${codeLabel(first)} appears ${times}${onDate(first.date)}, each for ${money(first.amount ?? 0)} ` +
          `with the same units. Unless you really had it ${times}, ${extra} should come off the bill.`,
      codes: first.code ? [first.code] : [],
      amount,
      savingsPotential: savings,
      recommendations: recommendations(
        'high',
        several
          ? 'Call the billing office and ask them to remove the duplicate lines and send a corrected bill.'
          : 'Call the billing office and ask them to remove the duplicate line and send a corrected bill.',
        several
          ? 'Ask for your medical record for those days to confirm how many times the service was done.'
          : 'Ask for your medical record for that day to confirm how many times the service was done.',
      ),
      evidence: all.map((i) => lineEvidence(input, i)),
      source: ownSource('Duplicate line check (same code, date, units and amount)'),
      reasonClass: null,
      deadline: null,
    });
  }
  return findings;
};
