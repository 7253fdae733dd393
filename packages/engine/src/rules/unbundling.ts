// unbundling: two codes of an NCCI procedure-to-procedure pair billed on the same date. The column 2
// code is part of the column 1 code. Modifier indicator 0: never paid together (high); 1: allowed only
// with a modifier that shows a separate service (medium when none is there); 9 or a deleted edit: nothing.
import type { NcciEdit } from '../reference-data';
import type { ParsedLine, Rule } from '../analysis/types';
import {
  codeLabel,
  costsPatientNothing,
  hasBypassModifier,
  lineEvidence,
  longDate,
  money,
  patientShare,
  recommendations,
  round2,
  type RuleFinding,
} from './common';

/** An edit in force on the date of service (a deletion date on or before it withdraws it). */
export function editApplies(edit: NcciEdit, date: string | null): boolean {
  if (edit.modifierIndicator === 9) return false;
  if (!edit.deletionDate) return true;
  return date !== null && date < edit.deletionDate;
}

export const unbundling: Rule = async (input) => {
  const { lines } = input.parsed;
  const billed = lines
    .map((line, index) => ({ line, index }))
    .filter(({ line }) => line.code && !line.denied);
  const codes = [...new Set(billed.map(({ line }) => line.code as string))];
  if (codes.length < 2) return [];
  const edits = await input.reference.ncciEditsAmong(codes);
  const byDate = new Map<string, { line: ParsedLine; index: number }[]>();
  for (const entry of billed) {
    const key = entry.line.date ?? '';
    byDate.set(key, [...(byDate.get(key) ?? []), entry]);
  }

  const findings: RuleFinding[] = [];
  const seen = new Set<string>();
  for (const edit of edits) {
    for (const [key, sameDay] of byDate) {
      const date = key || null;
      const col1 = sameDay.filter(({ line }) => line.code === edit.column1);
      const col2 = sameDay.filter(({ line }) => line.code === edit.column2);
      if (col1.length === 0 || col2.length === 0 || edit.column1 === edit.column2) continue;
      if (!editApplies(edit, date)) continue;
      const pairKey = `${[edit.column1, edit.column2].sort().join('|')}|${key}`;
      if (seen.has(pairKey)) continue;
      // Indicator 1: a modifier on either code can show the two were separate; then the pair is allowed.
      const flagged =
        edit.modifierIndicator === 0
          ? col2
          : col2.filter(
              ({ line }) => !hasBypassModifier(line) && !col1.some((c) => hasBypassModifier(c.line)),
            );
      // A bundled line the patient is asked nothing for (the plan denied or wrote it off) is not held against them.
      const owed = flagged.filter(({ line }) => !costsPatientNothing(line));
      if (owed.length === 0) continue;
      seen.add(pairKey);
      findings.push(finding(input, edit, date, col1, owed));
    }
  }
  return findings;
};

function finding(
  input: Parameters<Rule>[0],
  edit: NcciEdit,
  date: string | null,
  col1: { line: ParsedLine; index: number }[],
  col2: { line: ParsedLine; index: number }[],
): RuleFinding {
  const main = col1[0]?.line as ParsedLine;
  const part = col2[0]?.line as ParsedLine;
  const charged = (side: typeof col1) => round2(side.reduce((s, { line }) => s + (line.amount ?? 0), 0));
  // The column 2 code is the one not paid; when it is the dearer of the two (mutually exclusive
  // pairs), only the smaller charge is counted as the saving.
  const nested = charged(col2) <= charged(col1);
  const removed = nested ? col2 : col1;
  const amount = charged(removed);
  const savings = round2(removed.reduce((s, { line }) => s + patientShare(line), 0));
  const never = edit.modifierIndicator === 0;
  const when = date ? ` on ${longDate(date)}` : '';
  const why = edit.rationale ? ` Medicare's reason: ${edit.rationale.toLowerCase()}.` : '';
  const what = nested
    ? `${codeLabel(part)} was billed separately from ${codeLabel(main)}${when}. Medicare's coding edits treat ` +
      `${part.code ?? ''} as part of ${main.code ?? ''}`
    : `${codeLabel(main)} and ${codeLabel(part)} were both billed${when}. Medicare's coding edits pay only one of ` +
      'the two on the same day';
  const off = nested
    ? `the separate charge of ${money(amount)}`
    : `at least the smaller charge, ${money(amount)},`;
  const description = never
    ? `${what}, whatever modifier is used. ${capitalize(off)} should come off.${why}`
    : `${what}, unless a modifier (such as 59 or XS) shows the services were separate, and none is on the bill. ` +
      `If no modifier applies, ${off} should come off.${why}`;
  const a = part.code ?? 'A service';
  const b = main.code ?? 'another charge';
  return {
    type: 'unbundling',
    severity: never ? 'high' : 'medium',
    title: nested
      ? `${a} ${never ? 'is already' : 'may be'} included in ${b}`
      : `${b} and ${a} ${never ? 'should not' : 'may not'} both be billed`,
    description,
    codes: [edit.column1, edit.column2],
    amount,
    savingsPotential: savings,
    recommendations: never
      ? recommendations(
          'high',
          `Ask the billing office to remove the overlapping charge: NCCI edit ${edit.column1}/${edit.column2} does not allow both on one day.`,
          'Ask your insurer to reprocess the claim if it paid both codes.',
        )
      : recommendations(
          'medium',
          `Ask whether a modifier applies: if ${a} was not a separate procedure, ask for it to be removed.`,
          'Ask for the medical record of that visit to see whether the services were separate.',
        ),
    evidence: [...col1, ...col2]
      .sort((x, y) => x.index - y.index)
      .map(({ index }) => lineEvidence(input, index)),
    source: { name: 'NCCI procedure-to-procedure edits', version: edit.sourceVersion },
    reasonClass: null,
    deadline: null,
  };
}

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
