// What the /appeals screen shows, as plain functions: labels, how soon a deadline is, what each letter
// may do next.
import type { Deadline, DeadlineKind, GeneratedLetter, LetterOutcome } from '@clearbill/shared';

export const kindLabels: Record<DeadlineKind, string> = {
  internal_appeal: 'Internal appeal',
  external_review: 'External review',
  medicare_redetermination: 'Medicare redetermination',
  no_surprises_dispute: 'No Surprises Act dispute',
  financial_assistance: 'Financial assistance',
  payer_response: 'Waiting for an answer',
};

export const outcomeLabels: Record<LetterOutcome, string> = {
  won: 'Won',
  partly_won: 'Partly won',
  lost: 'Lost',
  no_answer: 'No answer',
};

/** What to do when the plan does not answer in time (issue 12 item 7). */
export const escalationSteps = [
  'Call the plan, give the date you sent your appeal, and ask for its decision in writing.',
  'Ask for an external review: an independent reviewer decides, and a plan that missed its deadline may let you go straight to one.',
  'Complain to your state insurance regulator (the department of insurance); if your plan is fully insured, it can also help you file an appeal.',
] as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days from `today` to `dueDate` (both YYYY-MM-DD); negative when it has passed. */
export function daysLeft(dueDate: string, today: string): number {
  return Math.round((Date.parse(`${dueDate}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);
}

export type Urgency = 'passed' | 'soon' | 'later';

/** Within 14 days is soon. */
export function urgencyOf(dueDate: string, today: string): Urgency {
  const left = daysLeft(dueDate, today);
  if (left < 0) return 'passed';
  return left <= 14 ? 'soon' : 'later';
}

export function dueText(dueDate: string, today: string): string {
  const left = daysLeft(dueDate, today);
  if (left < 0) return left === -1 ? 'Passed yesterday' : `Passed ${-left} days ago`;
  if (left === 0) return 'Due today';
  return left === 1 ? 'Due tomorrow' : `${left} days left`;
}

/** 'May 1, 2026' from YYYY-MM-DD, never shifted by the time zone. */
export function longDay(date: string): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });
}

/** Today as YYYY-MM-DD in the visitor's own calendar. */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export type LetterAction = 'mark_sent' | 'record_answer' | null;

/** draft -> sent -> answered; an answered letter with no answer yet may still get its real answer. */
export function nextAction(letter: Pick<GeneratedLetter, 'status' | 'outcome'>): LetterAction {
  if (letter.status === 'draft') return 'mark_sent';
  if (letter.status === 'sent') return 'record_answer';
  return null;
}

export function statusText(
  letter: Pick<GeneratedLetter, 'status' | 'sent_at' | 'answered_at' | 'outcome'>,
): string {
  if (letter.status === 'draft') return 'Not sent yet';
  if (letter.status === 'sent') return letter.sent_at ? `Sent ${longDay(letter.sent_at)}` : 'Sent';
  const outcome = letter.outcome ? outcomeLabels[letter.outcome] : 'Answered';
  return letter.answered_at ? `${outcome} (${longDay(letter.answered_at)})` : outcome;
}

/** The deadlines that belong to one letter. */
export const deadlinesOfLetter = (deadlines: Deadline[], letterId: string) =>
  deadlines.filter((d) => d.letterId === letterId);

/** The sent and answered letters, then drafts; newest first within each. */
export function lettersInOrder<T extends Pick<GeneratedLetter, 'status' | 'created_at'>>(letters: T[]): T[] {
  const rank = (l: T) => (l.status === 'draft' ? 1 : 0);
  return [...letters].sort((a, b) => rank(a) - rank(b) || b.created_at.localeCompare(a.created_at));
}
