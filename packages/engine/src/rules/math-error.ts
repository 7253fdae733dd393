// math_error: printed figures that do not add up. Lines against the printed total; the balance against
// charges minus payments, adjustments and what the patient already paid (including a deposit the
// patient told us about); EOB lines whose billed, allowed, paid and owed amounts disagree; an EOB's
// 'you owe' total against its lines. Claim forms too (box 28 against box 24). Lines against a total
// only when every row was read (reading-notice.ts): otherwise the difference may be our misreading.
import type { Evidence } from '@clearbill/shared';
import { readingIncomplete, sumTolerance as tolerance } from '../analysis/reading-notice';
import type { AnalyzeInput, ParsedLine, Rule } from '../analysis/types';
import {
  codeLabel,
  lineEvidence,
  money,
  ownSource,
  recommendations,
  round2,
  sameMoney,
  spanEvidence,
  type RuleFinding,
} from './common';

const SOURCE = ownSource('Arithmetic check of the printed figures');
const sum = (values: (number | null)[]) => round2(values.reduce<number>((s, v) => s + (v ?? 0), 0));

function mathFinding(
  overcharge: number,
  title: string,
  description: string,
  amount: number,
  evidence: Evidence[],
  step: string,
): RuleFinding {
  const severity = overcharge > 0 ? 'high' : 'low';
  return {
    type: 'math_error',
    severity,
    title,
    description,
    codes: [],
    amount: round2(amount),
    savingsPotential: round2(Math.max(0, overcharge)),
    recommendations: recommendations(severity, step, 'Ask for a corrected statement before you pay.'),
    evidence,
    source: SOURCE,
    reasonClass: null,
    deadline: null,
  };
}

function lineTotal(input: AnalyzeInput): RuleFinding | null {
  const { lines, totals } = input.parsed;
  const priced = lines.filter((l) => l.amount !== null);
  if (totals.totalCharges === null || priced.length === 0 || readingIncomplete(input.parsed)) return null;
  const added = sum(priced.map((l) => l.amount));
  const diff = round2(totals.totalCharges - added);
  if (Math.abs(diff) < tolerance(priced.length)) return null;
  const over = diff > 0;
  return mathFinding(
    over ? Math.min(diff, totals.patientBalance ?? diff) : 0,
    over ? 'The total is more than the charges listed' : 'The total does not match the charges listed',
    `The ${priced.length} charges on the bill add up to ${money(added)}, but the printed total is ` +
      `${money(totals.totalCharges)}: ${money(Math.abs(diff))} ${over ? 'more than the services listed' : 'less'}.`,
    Math.abs(diff),
    [
      ...spanEvidence(input, totals.spans.totalCharges),
      ...priced.map((l) => lineEvidence(input, lines.indexOf(l))),
    ],
    over
      ? `Ask the billing office what the extra ${money(diff)} in the total is for, and to remove it if it is not a listed service.`
      : 'Ask the billing office to explain the difference between the listed charges and the total.',
  );
}

const CARRIED = /\b(?:previous|prior|past[- ]due|last statement) balance|balance (?:brought )?forward/i;

/** A balance carried over from an earlier statement: 0 when none is printed, NaN when unreadable. */
export function carriedBalance(text: string): number {
  const line = text.split('\n').find((l) => CARRIED.test(l));
  if (!line) return 0;
  const amount = /(-?)\$?\s?(\d{1,3}(?:,\d{3})*|\d+)\.(\d{2})\b/.exec(
    line.slice(CARRIED.exec(line)?.index ?? 0),
  );
  if (!amount) return Number.NaN;
  return Number(`${amount[1] ?? ''}${(amount[2] ?? '').replace(/,/g, '')}.${amount[3] ?? ''}`);
}

function balance(input: AnalyzeInput): RuleFinding | null {
  const { totals, lines, documentType } = input.parsed;
  // An EOB's and a claim form's figures are the plan's and the provider's claim, not a patient balance.
  if (documentType === 'eob' || documentType === 'claim_form' || totals.patientBalance === null) return null;
  // Without a printed total the lines stand in for it, but only when we read all of them.
  const fromLines = lines.length && !readingIncomplete(input.parsed) ? sum(lines.map((l) => l.amount)) : null;
  const billed = totals.totalCharges ?? fromLines;
  const carried = carriedBalance(input.text);
  // A balance carried from an earlier statement that cannot be read makes the check meaningless.
  if (billed === null || Number.isNaN(carried)) return null;
  const charges = round2(billed + carried);
  const printedPaid = totals.patientPayments ?? 0;
  const q = input.answers?.additionalQuestions;
  const deposit = q && (q.depositsOrCopays || q.depositsOrCopaysAmount > 0) ? q.depositsOrCopaysAmount : 0;
  // A deposit the statement already shows as a patient payment is not subtracted twice.
  const depositMissing = Math.max(0, deposit - printedPaid);
  const expected = round2(
    charges - (totals.payments ?? 0) - (totals.adjustments ?? 0) - printedPaid - depositMissing,
  );
  const diff = round2(totals.patientBalance - expected);
  if (diff < tolerance(4)) return null;
  const parts = [
    `charges ${money(billed)}`,
    carried ? `plus the previous balance ${money(carried)}` : null,
    totals.payments ? `minus insurance payments ${money(totals.payments)}` : null,
    totals.adjustments ? `minus adjustments ${money(totals.adjustments)}` : null,
    printedPaid ? `minus your payments ${money(printedPaid)}` : null,
    depositMissing ? `minus the ${money(depositMissing)} deposit or copay you told us you paid` : null,
  ].filter(Boolean);
  const becauseDeposit = depositMissing > 0 && sameMoney(diff, depositMissing, 0.02);
  return mathFinding(
    Math.min(diff, totals.patientBalance),
    becauseDeposit
      ? 'Your deposit or copay is not credited'
      : 'Your balance is higher than the figures add up to',
    `The statement asks you to pay ${money(totals.patientBalance)}, but ${parts.join(', ')} comes to ` +
      `${money(expected)}: ${money(diff)} too much.` +
      (becauseDeposit ? ' The difference is the deposit or copay you paid.' : ''),
    diff,
    [
      ...spanEvidence(input, totals.spans.totalCharges),
      ...spanEvidence(input, totals.spans.payments),
      ...spanEvidence(input, totals.spans.adjustments),
      ...spanEvidence(input, totals.spans.patientBalance),
    ],
    becauseDeposit
      ? 'Send the billing office your receipt for the deposit or copay and ask them to credit it.'
      : `Ask the billing office to recalculate the balance; it should be ${money(Math.max(0, expected))}.`,
  );
}

/** What is wrong with one EOB line's figures, or null when they agree. */
function eobLineProblem(l: ParsedLine): { text: string; over: number } | null {
  const { amount: billed, allowed, planPaid: paid, patientResponsibility: owed } = l;
  if (billed === null || allowed === null || paid === null) return null;
  if (allowed > billed + 0.01)
    return { text: `allowed ${money(allowed)} is more than billed ${money(billed)}`, over: 0 };
  if (paid > allowed + 0.01)
    return { text: `plan paid ${money(paid)} is more than allowed ${money(allowed)}`, over: 0 };
  const written = l.adjustments.filter((a) => a.group !== 'PR' && a.amount !== null);
  if (written.length > 0) {
    const adjusted = sum(written.map((a) => a.amount));
    if (!sameMoney(adjusted, billed - allowed, 0.02)) {
      return {
        text: `billed minus allowed is ${money(billed - allowed)}, but the adjustments are ${money(adjusted)}`,
        over: 0,
      };
    }
  }
  if (owed === null) return null;
  const share = round2(allowed - paid);
  // Asked for less than allowed minus paid (a line the plan denied or wrote off, a waived share): the
  // plan's own accounting, never against the patient.
  if (sameMoney(owed, share, 0.02) || owed < share) return null;
  // Owing billed minus paid is an out-of-network balance or a write-off passed on (balance_billing),
  // and a denied line has no allowed amount: neither is arithmetic.
  if (sameMoney(owed, billed - paid, 0.02) || (allowed === 0 && paid === 0 && owed <= billed)) return null;
  return {
    text: `allowed ${money(allowed)} minus plan paid ${money(paid)} is ${money(share)}, but you are asked for ${money(owed)}`,
    over: Math.max(0, round2(owed - share)),
  };
}

function eobLines(input: AnalyzeInput): RuleFinding | null {
  const { lines, documentType } = input.parsed;
  if (documentType !== 'eob') return null;
  const wrong = lines.map((l, i) => ({ l, i, p: eobLineProblem(l) })).filter((x) => x.p !== null);
  if (wrong.length === 0) return null;
  const over = sum(wrong.map((x) => x.p?.over ?? 0));
  return mathFinding(
    over,
    'Figures on your EOB do not agree',
    wrong.map(({ l, p }) => `${codeLabel(l)}: ${p?.text ?? ''}.`).join(' '),
    over || sum(wrong.map((x) => x.l.patientResponsibility)),
    wrong.map(({ i }) => lineEvidence(input, i)),
    'Call your insurer, ask them to check the figures on these lines and send a corrected EOB.',
  );
}

function eobOwedTotal(input: AnalyzeInput): RuleFinding | null {
  const { lines, totals, documentType } = input.parsed;
  if (documentType !== 'eob' || totals.patientResponsibility === null) return null;
  if (readingIncomplete(input.parsed)) return null;
  const owed = lines.filter((l) => l.patientResponsibility !== null);
  if (owed.length === 0) return null;
  const added = sum(owed.map((l) => l.patientResponsibility));
  const diff = round2(totals.patientResponsibility - added);
  if (Math.abs(diff) < tolerance(owed.length)) return null;
  return mathFinding(
    diff,
    'The "you owe" total does not match the lines',
    `The amounts you owe on each line add up to ${money(added)}, but the EOB's total is ` +
      `${money(totals.patientResponsibility)}.`,
    Math.abs(diff),
    [
      ...spanEvidence(input, totals.spans.patientResponsibility),
      ...owed.map((l) => lineEvidence(input, lines.indexOf(l))),
    ],
    `Ask your insurer which figure is right; pay no more than ${money(Math.min(added, totals.patientResponsibility))} until it is corrected.`,
  );
}

export const mathError: Rule = async (input) =>
  [lineTotal(input), balance(input), eobLines(input), eobOwedTotal(input)].filter(
    (f): f is RuleFinding => f !== null,
  );
