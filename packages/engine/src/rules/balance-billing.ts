// balance_billing: a provider-liability adjustment (group CO, 'contractual obligation') passed on to
// the patient. An EOB line whose patient share is more than allowed minus plan paid, while its only
// adjustments beyond the patient's own cost sharing are CO, asks the patient for the provider's write-off.
import type { AnalyzeInput, ParsedLine, Rule } from '../analysis/types';
import { codeLabel, lineEvidence, money, recommendations, round2 } from './common';

/** The CO amount the patient is asked for on this line; 0 when none. */
export function coPassedOn(line: ParsedLine): number {
  const co = line.adjustments.filter((a) => a.group === 'CO');
  if (co.length === 0 || line.patientResponsibility === null || line.patientResponsibility <= 0) return 0;
  // A PR adjustment other than deductible, coinsurance or copay (e.g. PR-242) makes the patient liable.
  if (line.adjustments.some((a) => a.group === 'PR' && !['1', '2', '3'].includes(a.carc))) return 0;
  const share = Math.max(0, (line.allowed ?? 0) - (line.planPaid ?? 0));
  const excess = round2(line.patientResponsibility - share);
  if (excess <= 0.01) return 0;
  const printed = co.reduce((s, a) => s + (a.amount ?? 0), 0);
  return printed > 0 ? round2(Math.min(excess, printed)) : excess;
}

export const balanceBilling: Rule = async (input: AnalyzeInput) => {
  const { lines, networkStatus } = input.parsed;
  const hits = lines.map((l, i) => ({ l, i, amount: coPassedOn(l) })).filter((h) => h.amount > 0);
  if (hits.length === 0) return [];
  const amount = round2(hits.reduce((s, h) => s + h.amount, 0));
  const codes = hits
    .map((h) => h.l.adjustments.filter((a) => a.group === 'CO').map((a) => `CO-${a.carc}`))
    .flat();
  const severity = networkStatus === 'out_of_network' ? 'medium' : 'high';
  return [
    {
      type: 'balance_billing',
      severity,
      title: "You are asked to pay the provider's write-off",
      description:
        `${hits.map((h) => `${codeLabel(h.l)}: ${money(h.amount)}`).join('; ')}. These amounts carry group code CO ` +
        `(${[...new Set(codes)].join(', ')}), which means the provider is responsible for them under its contract, ` +
        `not you. Yet they are counted in what you owe.`,
      codes: [...new Set(hits.map((h) => h.l.code).filter((c): c is string => !!c))],
      amount,
      savingsPotential: amount,
      recommendations: recommendations(
        severity,
        'Tell the provider you will not pay amounts adjusted with group code CO, and ask for a corrected bill.',
        'Ask your insurer to confirm in writing that you are not responsible for the CO amounts.',
      ),
      evidence: hits.map((h) => lineEvidence(input, h.i)),
      source: { name: 'Claim adjustment group codes (CO: provider liability)', version: null },
      reasonClass: null,
      deadline: null,
    },
  ];
};
