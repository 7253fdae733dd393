// The caller's deadlines: each analysis's findings (the notice's own date, else the rule) and each
// letter's tracking (the payer's answer once sent; an external review after a lost answer).
import { and, desc, eq, sql } from 'drizzle-orm';
import {
  analysisDeadlines,
  escalationIfNoAnswer,
  laws,
  letterDeadlines,
  sortDeadlines,
  type AppealTiming,
  type TrackedLetter,
} from '@clearbill/engine';
import type { Deadline, GeneratedLetter, ResponseKind } from '@clearbill/shared';
import { auditFor } from '../access/audit';
import type { UserCaller } from '../access/caller';
import { ownerFilter } from '../access/owner-scope';
import type { AppContext } from '../context';
import { analyses, documents } from '../db/schema';

/** The caller's generated letters (the letters domain owns them and scopes them by owner). */
export type LetterSource = (ctx: AppContext, caller: UserCaller) => Promise<GeneratedLetter[]>;

const timingOf: Record<ResponseKind, AppealTiming | null> = {
  expedited_appeal: 'urgent',
  pre_service_appeal: 'pre_service',
  post_service_appeal: 'post_service',
  medicare_redetermination: 'medicare',
  prior_authorization: 'prior_authorization',
  // No answer deadline we have checked a source for: no payer deadline.
  external_review: null,
  credit_dispute: null,
  billing_dispute: null,
  records_request: null,
  other: null,
};

/** Where the rule of each other answer time is published (the letters domain's checked laws). */
const otherAnswerUrl: Partial<Record<ResponseKind, string>> = {
  external_review: laws.acaAppeals.url,
  records_request: laws.hipaaAccess.url,
  credit_dispute: laws.fcraDispute.url,
};

function otherAnswerOf(l: GeneratedLetter): TrackedLetter['otherAnswer'] {
  const url = otherAnswerUrl[l.response_kind];
  if (!url || !l.response_due || !l.response_rule) return null;
  return {
    dueDate: l.response_due,
    rule: { label: l.response_rule, url },
    ifNoAnswer: escalationIfNoAnswer[l.response_kind],
  };
}

/** A letter as the deadline rules see it: ids, dates and the kind of answer owed, no personal fields. */
export function trackedLetter(l: GeneratedLetter): TrackedLetter {
  return {
    otherAnswer: otherAnswerOf(l),
    id: l.id,
    title: l.template_name,
    documentId: l.document_id,
    appealTiming: timingOf[l.response_kind],
    sentOn: l.sent_at,
    outcome: l.outcome,
    answeredOn: l.answered_at,
  };
}

/**
 * Deadlines from the caller's analyses, newest analyses first (at most 200 with a finding that opens one).
 * Reads the columns the database keeps from each result (the findings that can open a deadline and
 * the document's dates), never the whole result.
 */
async function analysisDeadlinesFor(ctx: AppContext, caller: UserCaller): Promise<Deadline[]> {
  const rows = await ctx.db
    .select({
      documentId: analyses.documentId,
      findings: analyses.deadlineFindings,
      documentDates: analyses.documentDates,
    })
    .from(analyses)
    .innerJoin(documents, eq(documents.id, analyses.documentId))
    .where(and(ownerFilter(caller, documents), sql`${analyses.deadlineFindings} <> '[]'::jsonb`))
    .orderBy(desc(analyses.createdAt))
    .limit(200);
  return rows.flatMap((r) =>
    r.findings && r.findings.length > 0
      ? analysisDeadlines({
          documentId: r.documentId,
          findings: r.findings,
          documentDates: r.documentDates ?? null,
        })
      : [],
  );
}

export async function listDeadlines(
  ctx: AppContext,
  caller: UserCaller,
  letters: LetterSource,
  action: 'deadlines.viewed' | 'deadlines.calendar_downloaded' = 'deadlines.viewed',
): Promise<Deadline[]> {
  const deadlines = await collectDeadlines(ctx, caller, letters);
  await auditFor(ctx, caller, action, { type: 'deadlines' });
  return deadlines;
}

/** The caller's deadlines, soonest first, without an audit event (the caller audits its own read). */
export async function collectDeadlines(
  ctx: AppContext,
  caller: UserCaller,
  letters: LetterSource,
): Promise<Deadline[]> {
  const [fromAnalyses, mine] = await Promise.all([analysisDeadlinesFor(ctx, caller), letters(ctx, caller)]);
  const fromLetters = mine.map(trackedLetter).flatMap(letterDeadlines);
  return sortDeadlines([...fromAnalyses, ...fromLetters]);
}
