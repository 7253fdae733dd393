// excessive_units: more units of a code on one date, summed across its lines, than the code's NCCI
// medically unlikely edit (MUE) allows. Identical duplicate lines count once here: the duplicate rule
// reports them, and the same problem should not be reported twice.
import type { MueServiceType } from '../reference-data';
import type { ParsedLine, Rule } from '../analysis/types';
import { duplicateKey } from './duplicate-charge';
import {
  codeLabel,
  costsPatientNothing,
  isHospitalSetting,
  lineEvidence,
  money,
  onDate,
  patientShare,
  recommendations,
  round2,
  type RuleFinding,
} from './common';

function serviceTypeOf(code: string, setting: string | null): MueServiceType {
  if (/^[EKL]/.test(code)) return 'dme';
  return isHospitalSetting(setting) ? 'outpatient_hospital' : 'practitioner';
}

export const excessiveUnits: Rule = async (input) => {
  const { lines, setting } = input.parsed;
  const groups = new Map<string, number[]>();
  lines.forEach((line, i) => {
    if (!line.code || line.denied || costsPatientNothing(line) || line.units <= 0) return;
    const key = `${line.code}|${line.date ?? ''}`;
    groups.set(key, [...(groups.get(key) ?? []), i]);
  });

  const findings: RuleFinding[] = [];
  for (const indexes of groups.values()) {
    const members = indexes.map((i) => lines[i] as ParsedLine);
    const first = members[0];
    if (!first?.code) continue;
    // Identical lines count once (they are the duplicate rule's finding).
    const seen = new Set<string>();
    const counted = members.filter((l) => {
      const key = duplicateKey(l);
      if (key === null) return true;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
    const units = counted.reduce((s, l) => s + l.units, 0);
    const limit = await input.reference.mue(first.code, serviceTypeOf(first.code, setting));
    // An MUE of 0 is not a unit limit: the code is not payable in that setting (or not at all), which
    // the units on the bill cannot make worse. Calling it "too many units" would be our misreading.
    if (!limit || limit.maxUnits <= 0 || units <= limit.maxUnits) continue;
    const charged = counted.reduce((s, l) => s + (l.amount ?? 0), 0);
    const perUnit = units > 0 ? charged / units : 0;
    const extra = units - limit.maxUnits;
    const amount = round2(perUnit * extra);
    const share = counted.reduce((s, l) => s + patientShare(l), 0);
    const savings = round2(units > 0 ? (share / units) * extra : 0);
    // 2: a per-day limit set by policy (hard to argue past); 1 and 3: per line or clinical judgement.
    const severity =
      limit.adjudicationIndicator === 2 ? 'high' : units >= limit.maxUnits * 2 ? 'high' : 'medium';
    const across = counted.length > 1 ? ` across ${counted.length} lines` : '';
    findings.push({
      type: 'excessive_units',
      severity,
      title: `${units} units of ${first.code} billed; Medicare allows ${limit.maxUnits}`,
      description:
        `${codeLabel(first)} was billed ${units} times${onDate(first.date)}${across}. Medicare's limit for ` +
        `one patient on one day is ${limit.maxUnits} (a "medically unlikely edit"). The ${extra} extra ` +
        `${extra === 1 ? 'unit comes' : 'units come'} to about ${money(amount)}.` +
        (limit.rationale ? ` The limit is based on: ${limit.rationale.toLowerCase()}.` : ''),
      codes: [first.code],
      amount,
      savingsPotential: savings,
      recommendations: recommendations(
        severity,
        `Ask the billing office to correct the units of ${first.code} to ${limit.maxUnits} or explain why more were needed.`,
        'Ask for the medical record for that day to check how many were actually given.',
      ),
      evidence: indexes.map((i) => lineEvidence(input, i)),
      source: { name: 'NCCI medically unlikely edits (MUE)', version: limit.sourceVersion },
      reasonClass: null,
      deadline: null,
    });
  }
  return findings;
};
