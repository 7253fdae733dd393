// appeal_opportunity: a denied line on an EOB, or a denial letter, with why it was denied (reason
// class) and the last day to file an internal appeal (the date printed, else 180 days from the notice).
// The questionnaire's denial answers strengthen these findings, or create one when the document shows
// no denial.
import type { AppealReasonClass, FindingSource } from '@clearbill/shared';
import type { AnalyzeInput, ParsedDenial, ParsedLine, Rule } from '../analysis/types';
import {
  addDays,
  codeLabel,
  latest,
  lineEvidence,
  longDate,
  money,
  patientShare,
  recommendations,
  spanEvidence,
  type RuleFinding,
} from './common';
import { carcNumber, reasonClassLabel, reasonClassOf, reasonClassStep } from './reason-class';

/** Internal appeals: at least 180 days from the notice (ACA, 45 CFR 147.136; ERISA 29 CFR 2560.503-1). */
export const APPEAL_DAYS = 180;
const APPEAL_RULE: FindingSource = {
  name: 'Internal appeal rules (45 CFR 147.136, 180 days)',
  version: null,
};

export const isDeniedLine = (l: ParsedLine) =>
  l.denied || (l.allowed === 0 && l.planPaid === 0 && (l.amount ?? 0) > 0);

const denialCarcs = (l: ParsedLine) =>
  l.adjustments.filter((a) => a.carc !== '45').map((a) => `${a.group}-${a.carc}`);

interface Deadline {
  date: string | null;
  /** How it was found, for the description. */
  basis: 'printed' | 'notice' | 'service' | null;
}

function deadlineOf(
  input: AnalyzeInput,
  denial: ParsedDenial | null,
  serviceDates: (string | null)[],
): Deadline {
  if (denial?.appealDeadline) return { date: denial.appealDeadline, basis: 'printed' };
  const notice = denial?.noticeDate ?? input.parsed.statementDate;
  if (notice) return { date: addDays(notice, APPEAL_DAYS), basis: 'notice' };
  // No notice date: counted from the service, which can only be earlier, so the date is on the safe side.
  const served = latest(serviceDates);
  return served ? { date: addDays(served, APPEAL_DAYS), basis: 'service' } : { date: null, basis: null };
}

function deadlineText(d: Deadline, today: string): string {
  if (!d.date)
    return ' You usually have 180 days from the date of the denial notice to file an internal appeal.';
  const when = longDate(d.date);
  const passed =
    d.date < today
      ? ' That date has passed: ask the insurer whether a late appeal or an external review is possible.'
      : '';
  if (d.basis === 'printed') return ` The notice gives ${when} as the last day to appeal.${passed}`;
  if (d.basis === 'notice')
    return ` You have 180 days from the notice to file an internal appeal: until ${when}.${passed}`;
  return ` You have 180 days from the notice to appeal; counted from the service date to be safe, file by ${when}.${passed}`;
}

function answerCodes(input: AnalyzeInput): string[] {
  const q = input.answers?.additionalQuestions;
  if (!q?.denialReceived) return [];
  return q.denialCodes.split(/[\s,;/]+/).filter((c) => /\d/.test(c));
}

async function explain(
  input: AnalyzeInput,
  codes: string[],
): Promise<{ text: string; source: FindingSource | null }> {
  for (const code of codes) {
    const n = carcNumber(code);
    const carc = n ? await input.reference.carc(n) : null;
    if (carc) {
      return {
        text: ` Reason code ${code}: ${carc.explanation}`,
        source: { name: 'Claim adjustment reason codes (CARC)', version: carc.sourceVersion },
      };
    }
  }
  return { text: '', source: null };
}

function build(
  input: AnalyzeInput,
  o: {
    reasonClass: AppealReasonClass;
    what: string;
    codes: string[];
    amount: number | null;
    savings: number | null;
    deadline: Deadline;
    explanation: { text: string; source: FindingSource | null };
    evidence: RuleFinding['evidence'];
    fromAnswers: string[];
    documentShowsIt: boolean;
  },
): RuleFinding {
  const severity = o.reasonClass === 'other' && !o.documentShowsIt ? 'medium' : 'high';
  const told = o.fromAnswers.length
    ? ` You told us you received a denial (codes ${o.fromAnswers.join(', ')}).`
    : '';
  return {
    type: 'appeal_opportunity',
    severity,
    title: `You can appeal: ${reasonClassLabel[o.reasonClass].replace(/^the insurer /, 'insurer ')}`,
    description:
      `${o.what} was denied: ${reasonClassLabel[o.reasonClass]}.${o.explanation.text}${told}` +
      deadlineText(o.deadline, input.today),
    codes: o.codes,
    amount: o.amount,
    savingsPotential: o.savings,
    recommendations: recommendations(
      severity,
      reasonClassStep[o.reasonClass],
      o.deadline.date ? `File the appeal before ${longDate(o.deadline.date)} and keep a copy.` : null,
    ),
    evidence: o.evidence,
    source: o.explanation.source ?? APPEAL_RULE,
    reasonClass: o.reasonClass,
    deadline: o.deadline.date,
  };
}

/** Procedure codes a letter names ('procedure 73610', 'CPT code 99284'), when the parser found none. */
export function proceduresNamed(text: string): string[] {
  const found = new Set<string>();
  for (const m of text.matchAll(
    /\b(?:procedure|cpt|hcpcs|service)(?:\s+code)?s?\s*[:#]?\s*([A-Z]?\d{4}[0-9A-Z])\b/gi,
  )) {
    if (m[1]) found.add(m[1].toUpperCase());
  }
  return [...found];
}

export const appealOpportunity: Rule = async (input) => {
  const { lines, denial } = input.parsed;
  const fromAnswers = answerCodes(input);
  const findings: RuleFinding[] = [];
  const covered = new Set<string>();

  for (const [index, line] of lines.entries()) {
    if (!isDeniedLine(line)) continue;
    const codes = [...denialCarcs(line), ...(denial?.reasonCodes ?? []), ...fromAnswers];
    const text =
      denial && (denial.codes.length === 0 || (line.code && denial.codes.includes(line.code)))
        ? denial.reasonText
        : null;
    const reasonClass = reasonClassOf(codes, text);
    if (line.code) covered.add(line.code);
    findings.push(
      build(input, {
        reasonClass,
        what: `${codeLabel(line)} (${money(line.amount ?? 0)})`,
        codes: line.code ? [line.code] : [],
        amount: line.amount,
        savings: patientShare(line),
        deadline: deadlineOf(input, denial, [line.date]),
        explanation: await explain(input, codes),
        evidence: [lineEvidence(input, index), ...spanEvidence(input, denial?.span)],
        fromAnswers,
        documentShowsIt: true,
      }),
    );
  }

  const letterCovered =
    denial && findings.length > 0 && (denial.codes.length === 0 || denial.codes.every((c) => covered.has(c)));
  if (denial && !letterCovered) {
    const codes = [...denial.reasonCodes, ...fromAnswers];
    const procedures = denial.codes.length ? denial.codes : proceduresNamed(input.text);
    const reasonClass =
      denial.reasonClass !== 'other' ? denial.reasonClass : reasonClassOf(codes, denial.reasonText);
    findings.push(
      build(input, {
        reasonClass,
        what: procedures.length ? `The claim for ${procedures.join(', ')}` : 'Your claim',
        codes: procedures,
        amount: denial.amount,
        savings: denial.amount,
        deadline: deadlineOf(
          input,
          denial,
          lines.map((l) => l.date),
        ),
        explanation: await explain(input, codes),
        evidence: spanEvidence(input, denial.span),
        fromAnswers,
        documentShowsIt: true,
      }),
    );
  }

  if (findings.length === 0 && input.answers?.additionalQuestions.denialReceived) {
    const balance = input.parsed.totals.patientBalance ?? input.parsed.totals.patientResponsibility;
    findings.push(
      build(input, {
        reasonClass: reasonClassOf(fromAnswers, input.answers.additionalQuestions.denialCodes),
        what: 'A claim for this care',
        codes: [],
        amount: balance,
        savings: null,
        deadline: deadlineOf(
          input,
          null,
          lines.map((l) => l.date),
        ),
        explanation: await explain(input, fromAnswers),
        evidence: [],
        fromAnswers: fromAnswers.length ? fromAnswers : ['not given'],
        documentShowsIt: false,
      }),
    );
  }
  return findings;
};
