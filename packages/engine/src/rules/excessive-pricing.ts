// excessive_pricing: a unit price at least PRICE_MULTIPLE times the Medicare amount for the same service
// in the same setting (benchmark.ts). Identical duplicate lines are judged once, so their savings are
// not counted twice. On an EOB the allowed amounts cap what the patient owes, whatever the network
// status: its billed amounts are never judged, only a patient share that is itself far above Medicare.
// A line amount larger than the printed total is a misreading, not a price.
import type { ParsedLine, Rule } from '../analysis/types';
import { benchmarksFor, judgePrice, scheduleName, type PriceJudgement } from './benchmark';
import { duplicateKey } from './duplicate-charge';
import {
  codeLabel,
  implausibleAmount,
  lineEvidence,
  longDate,
  money,
  onDate,
  patientShare,
  recommendations,
  round2,
  type RuleFinding,
} from './common';

export const excessivePricing: Rule = async (input) => {
  const { parsed } = input;
  const eob = parsed.documentType === 'eob';
  /** The price judged: the charge, or on an EOB what the patient is asked to pay. */
  const priceOf = (line: ParsedLine) => (eob ? line.patientResponsibility : line.amount);
  // Identical lines are judged together (the copy is the duplicate rule's finding).
  const groups = new Map<string, number[]>();
  parsed.lines.forEach((line, i) => {
    const price = priceOf(line);
    if (!line.code || price === null || price <= 0 || line.units <= 0) return;
    if (line.amount === null || implausibleAmount(line, parsed)) return;
    // The same service at the same price on other days is one finding too (a long statement would
    // otherwise give one per day): the key without its date, undated lines apart.
    const key = duplicateKey(line) ?? `line ${i}`;
    const service = key
      .split('|')
      .map((part, n) => (n === 1 ? (part ? 'dated' : 'undated') : part))
      .join('|');
    const group = groups.get(service);
    if (group) group.push(i);
    else groups.set(service, [i]);
  });

  const findings: RuleFinding[] = [];
  for (const indexes of groups.values()) {
    const line = parsed.lines[indexes[0] ?? -1];
    const price = line ? priceOf(line) : null;
    if (!line?.code || price === null) continue;
    const unitPrice = price / line.units;
    const judgement = judgePrice(unitPrice, await benchmarksFor(input.reference, line, parsed.setting));
    if (!judgement) continue;
    // Identical lines on one day are one service (the copy is the duplicate rule's finding).
    const days = [...new Set(indexes.map((i) => parsed.lines[i]?.date ?? ''))];
    findings.push(finding(input, indexes, line, unitPrice, judgement, eob, days));
  }
  return findings;
};

function finding(
  input: Parameters<Rule>[0],
  indexes: number[],
  line: ParsedLine,
  unitPrice: number,
  j: PriceJudgement,
  share: boolean,
  days: string[],
): RuleFinding {
  const code = line.code ?? '';
  const each = (share ? line.patientResponsibility : line.amount) ?? 0;
  const fairTop = j.typical[1] * line.units;
  const count = days.length;
  const amount = round2(each * count);
  const savings = round2(count * Math.max(0, Math.min(patientShare(line), each - fairTop)));
  const sorted = [...days].sort();
  const when =
    count > 1
      ? ` each time, on ${count.toLocaleString('en-US')} days from ${longDate(sorted[0] ?? '')} to ${longDate(sorted[count - 1] ?? '')}`
      : onDate(line.date);
  const times = j.multiple >= 100 ? Math.round(j.multiple) : Math.round(j.multiple * 10) / 10;
  const severity = j.multiple >= 20 ? 'high' : 'medium';
  const perUnit = line.units > 1 ? ` (${money(unitPrice)} a unit)` : '';
  const rateKind =
    j.rate.basis === 'pfs' ? (j.rate.setting === 'facility' ? ', facility rate' : ', office rate') : '';
  return {
    type: 'excessive_pricing',
    severity,
    title: `${code} is priced about ${times} times Medicare's rate`,
    description:
      `${codeLabel(line)} ${share ? 'leaves you to pay' : 'was charged at'} ${money(each)}${perUnit}${when}. Medicare pays ` +
      `${money(j.rate.amount)} for it (${scheduleName[j.rate.basis]}${rateKind}, ${j.rate.year || 'current'} national ` +
      `rate${j.reference > j.rate.amount ? `; hospital outpatient departments get ${money(j.reference)}` : ''}). ` +
      `A typical price is about ${money(j.typical[0])} to ${money(j.typical[1])} a unit, what commercial ` +
      `insurers commonly pay (1.5 to 3 times Medicare).`,
    codes: [code],
    amount,
    savingsPotential: savings,
    recommendations: recommendations(
      severity,
      `Ask the billing office to reduce the charge for ${code} to a fair price, citing Medicare's ${money(j.rate.amount)}.`,
      'Ask for the self-pay or prompt-pay discount, and check the price on the hospital’s price-transparency file.',
    ),
    evidence: indexes.map((i) => lineEvidence(input, i)),
    source: { name: scheduleName[j.rate.basis], version: j.rate.sourceVersion },
    reasonClass: null,
    deadline: null,
  };
}
