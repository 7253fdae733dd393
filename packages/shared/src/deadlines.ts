import { z } from 'zod';

/**
 * Deadlines (issue 12 items 6 and 7): the last day to act on each finding and on each letter sent, with
 * the rule it comes from. Rules and their public sources: docs/research/deadline-rules.md.
 */

export const deadlineKinds = [
  'internal_appeal',
  'external_review',
  'medicare_redetermination',
  'no_surprises_dispute',
  'financial_assistance',
  'payer_response',
] as const;
export const deadlineKindSchema = z.enum(deadlineKinds);
export type DeadlineKind = z.infer<typeof deadlineKindSchema>;

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** 'notice': the document's own date or deadline was read; 'rule': counted by the rule from a date read. */
export const deadlineBasisSchema = z.enum(['notice', 'rule']);
export type DeadlineBasis = z.infer<typeof deadlineBasisSchema>;

export const ruleSourceSchema = z.object({ label: z.string(), url: z.url() });
export type RuleSource = z.infer<typeof ruleSourceSchema>;

export const deadlineSchema = z.object({
  /** Stable: the same finding or letter always gives the same id (calendar UIDs rest on it). */
  id: z.string(),
  kind: deadlineKindSchema,
  title: z.string(),
  /** YYYY-MM-DD: the last day. */
  dueDate: isoDay,
  /** YYYY-MM-DD: the day the period is counted from (notice, bill, statement, letter sent). */
  startDate: isoDay,
  basis: deadlineBasisSchema,
  ruleSource: ruleSourceSchema,
  documentId: z.string().optional(),
  letterId: z.string().optional(),
  /** Plain English: what to do by the due date. */
  whatToDo: z.string(),
});
export type Deadline = z.infer<typeof deadlineSchema>;

export const deadlineListResponseSchema = z.object({ deadlines: z.array(deadlineSchema) });
export type DeadlineListResponse = z.infer<typeof deadlineListResponseSchema>;

/**
 * The dates read from a de-identified document, kept with its analysis so deadlines can be counted
 * (results stored before this existed: absent).
 */
export const documentDatesSchema = z.object({
  /** YYYY-MM-DD: the date of a denial notice. */
  noticeDate: isoDay.nullable(),
  /** YYYY-MM-DD: the statement (bill) date. */
  statementDate: isoDay.nullable(),
  /** YYYY-MM-DD, sorted, distinct. */
  serviceDates: z.array(isoDay),
  /** YYYY-MM-DD: the last day to appeal as the notice itself states it (a date, or a window from the notice). */
  statedAppealDeadline: isoDay.nullable(),
  /** The payer is Original Medicare (appeals are redeterminations, 120 days). */
  medicare: z.boolean(),
});
export type DocumentDates = z.infer<typeof documentDatesSchema>;
