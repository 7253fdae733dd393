// Each finding's deadline (the notice's own date first, else the rule), and the deadlines a sent letter
// starts: the payer's answer, then an external review after a lost or partly won appeal.
import type { Deadline, DeadlineKind, DocumentDates, Finding } from '@clearbill/shared';
import { addDays, addMonths, longDay } from './dates';
import {
  EXTERNAL_REVIEW_MONTHS,
  FINANCIAL_ASSISTANCE_DAYS,
  INTERNAL_APPEAL_DAYS,
  MEDICARE_REDETERMINATION_DAYS,
  NO_SURPRISES_DISPUTE_DAYS,
  PAYER_RESPONSE_DAYS,
  responseSources,
  ruleSources,
  type AppealTiming,
} from './rule-sources';

export interface AnalysisDeadlineInput {
  documentId: string;
  findings: Finding[];
  /** Absent on results stored before the dates were kept: then only the finding's own deadline is used. */
  documentDates: DocumentDates | null;
}

export type LetterOutcome = 'won' | 'partly_won' | 'lost' | 'no_answer';

/** A letter as tracking sees it (no personal data: ids, dates, what kind of appeal). */
export interface TrackedLetter {
  id: string;
  /** A short de-identified name of the letter, e.g. the template's name. */
  title: string;
  documentId: string | null;
  /** Null: not an appeal to a plan; then `otherAnswer` may still give the answer the recipient owes. */
  appealTiming: AppealTiming | null;
  /**
   * For letters that are not appeals to a plan (a records request, a credit dispute, an external review
   * request): the answer the law sets, as the letters domain computed it when the letter was sent.
   */
  otherAnswer?: { dueDate: string; rule: Deadline['ruleSource']; ifNoAnswer: string } | null;
  /** YYYY-MM-DD, when marked sent. */
  sentOn: string | null;
  outcome: LetterOutcome | null;
  /** YYYY-MM-DD, when the answer was recorded. */
  answeredOn: string | null;
}

function deadline(
  kind: DeadlineKind,
  o: Omit<Deadline, 'kind' | 'ruleSource' | 'id'> & { key: string; ruleSource?: Deadline['ruleSource'] },
): Deadline {
  const { key, ...rest } = o;
  return { id: `${key}:${kind}`, kind, ruleSource: ruleSources[kind], ...rest };
}

/** 'You can appeal: insurer says ...' -> 'insurer says ...' (the deadline's title names the step). */
const why = (f: Finding) => f.title.replace(/^you can appeal:\s*/i, '');

function appealDeadline(documentId: string, f: Finding, dates: DocumentDates | null): Deadline | null {
  const key = `${documentId}:${f.id}`;
  if (!dates) {
    // Older results: the rule's 180 days, counted by the analysis itself.
    if (!f.deadline) return null;
    return deadline('internal_appeal', {
      key,
      documentId,
      title: `Appeal the denial: ${why(f)}`,
      dueDate: f.deadline,
      startDate: addDays(f.deadline, -INTERNAL_APPEAL_DAYS),
      basis: 'rule',
      whatToDo: `File a written internal appeal with your plan by ${longDay(f.deadline)}. Keep a copy and proof of sending.`,
    });
  }
  // The period runs from the notice; without one, from the bill or the service, which can only be
  // earlier, so the date is on the safe side.
  const start = dates.noticeDate ?? dates.statementDate ?? dates.serviceDates.at(-1) ?? null;
  const stated = dates.statedAppealDeadline;
  if (dates.medicare) {
    const due = stated ?? (start ? addDays(start, MEDICARE_REDETERMINATION_DAYS) : null);
    if (!due) return null;
    return deadline('medicare_redetermination', {
      key,
      documentId,
      title: `Ask Medicare for a redetermination: ${why(f)}`,
      dueDate: due,
      startDate: start ?? due,
      basis: stated ? 'notice' : 'rule',
      whatToDo: `Send a redetermination request (form CMS-20027 or a letter) to the Medicare contractor named on your notice by ${longDay(due)}.`,
    });
  }
  const due = stated ?? (start ? addDays(start, INTERNAL_APPEAL_DAYS) : null);
  if (!due) return null;
  return deadline('internal_appeal', {
    key,
    documentId,
    title: `Appeal the denial: ${why(f)}`,
    dueDate: due,
    startDate: start ?? due,
    basis: stated ? 'notice' : 'rule',
    whatToDo: stated
      ? `Your notice gives ${longDay(due)} as the last day to appeal. File a written internal appeal with your plan before then and keep proof of sending.`
      : `File a written internal appeal with your plan by ${longDay(due)}. If your notice gives an earlier date, that date governs.`,
  });
}

/** The only finding types that can open a deadline (a caller may pass just these findings). */
export const deadlineFindingTypes = [
  'appeal_opportunity',
  'surprise_billing',
  'financial_assistance',
] as const;

const isGoodFaithEstimate = (f: Finding) =>
  f.type === 'surprise_billing' && /good-faith estimate/i.test(f.source?.name ?? '');

/** The deadlines an analysis's findings open, one per finding at most. */
export function analysisDeadlines(input: AnalysisDeadlineInput): Deadline[] {
  const { documentId, documentDates: dates } = input;
  const out: Deadline[] = [];
  for (const f of input.findings) {
    const key = `${documentId}:${f.id}`;
    if (f.type === 'appeal_opportunity') {
      const d = appealDeadline(documentId, f, dates);
      if (d) out.push(d);
    } else if (isGoodFaithEstimate(f)) {
      const bill = dates?.statementDate ?? null;
      if (!bill) continue;
      const due = addDays(bill, NO_SURPRISES_DISPUTE_DAYS);
      out.push(
        deadline('no_surprises_dispute', {
          key,
          documentId,
          title: `Dispute the bill over your good-faith estimate: ${f.title}`,
          dueDate: due,
          startDate: bill,
          basis: 'rule',
          whatToDo: `Start the federal patient-provider dispute by ${longDay(due)} (120 calendar days from the bill date).`,
        }),
      );
    } else if (f.type === 'financial_assistance') {
      const statement = dates?.statementDate ?? null;
      if (!statement) continue;
      const due = addDays(statement, FINANCIAL_ASSISTANCE_DAYS);
      out.push(
        deadline('financial_assistance', {
          key,
          documentId,
          title: `Apply for financial assistance: ${f.title}`,
          dueDate: due,
          startDate: statement,
          basis: 'rule',
          whatToDo: `Send the hospital's financial assistance application by ${longDay(due)}. Counted from this statement: if an earlier statement came after you left the hospital, count 240 days from that one.`,
        }),
      );
    }
  }
  return out;
}

const RESPONSE_WORDS: Record<AppealTiming, string> = {
  urgent: '72 hours (urgent care)',
  pre_service: '30 days (care not yet received)',
  post_service: '60 days (care already received)',
  prior_authorization: '15 days (a prior authorization request)',
  medicare: '60 days (a Medicare redetermination)',
};

/** What to do when the plan's answer does not come by its deadline. */
export const ESCALATION =
  'If no answer comes by then, call the plan and ask for the decision in writing. A plan that misses its deadline ' +
  'may let you go straight to an external review; you can also complain to your state insurance regulator ' +
  '(department of insurance).';

/** The deadlines a tracked letter starts. */
export function letterDeadlines(letter: TrackedLetter): Deadline[] {
  const out: Deadline[] = [];
  const key = `letter:${letter.id}`;
  const base = { key, letterId: letter.id, ...(letter.documentId ? { documentId: letter.documentId } : {}) };
  const waiting = letter.outcome === null || letter.outcome === 'no_answer';
  if (letter.sentOn && letter.appealTiming && waiting) {
    const due = addDays(letter.sentOn, PAYER_RESPONSE_DAYS[letter.appealTiming]);
    out.push(
      deadline('payer_response', {
        ...base,
        ruleSource: responseSources[letter.appealTiming],
        title: `Plan's answer due: ${letter.title}`,
        dueDate: due,
        startDate: letter.sentOn,
        basis: 'rule',
        whatToDo:
          letter.outcome === 'no_answer'
            ? `No answer recorded. The plan had ${RESPONSE_WORDS[letter.appealTiming]} to decide. ${ESCALATION}`
            : `The plan has ${RESPONSE_WORDS[letter.appealTiming]} from receiving your appeal to decide: by ${longDay(due)} at the latest. ${ESCALATION}`,
      }),
    );
  }
  if (letter.sentOn && !letter.appealTiming && letter.otherAnswer && waiting) {
    const { dueDate, rule, ifNoAnswer } = letter.otherAnswer;
    out.push(
      deadline('payer_response', {
        ...base,
        ruleSource: rule,
        title: `Answer due: ${letter.title}`,
        dueDate,
        startDate: letter.sentOn,
        basis: 'rule',
        whatToDo: `The answer is due by ${longDay(dueDate)}. ${ifNoAnswer}`,
      }),
    );
  }
  if ((letter.outcome === 'lost' || letter.outcome === 'partly_won') && letter.answeredOn) {
    const due = addMonths(letter.answeredOn, EXTERNAL_REVIEW_MONTHS);
    out.push(
      deadline('external_review', {
        ...base,
        title: `Ask for an external review: ${letter.title}`,
        dueDate: due,
        startDate: letter.answeredOn,
        basis: 'rule',
        whatToDo: `Request an independent external review by ${longDay(due)} (4 months after the final denial). Your final denial letter may give a shorter time, such as 60 days: that date governs.`,
      }),
    );
  }
  return out;
}

/** Soonest first; ties by id so the order is stable. */
export function sortDeadlines(all: Deadline[]): Deadline[] {
  return [...all].sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.id.localeCompare(b.id));
}
