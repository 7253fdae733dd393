import {
  letterMessages,
  successRateGreenFrom,
  type ComplexityLevel,
  type GeneratedLetter,
  type LetterOutcome,
  type LetterTemplate,
  type RecipientType,
} from '@clearbill/shared';
import { describeDeadline, localToday } from '@/features/analysis/analysis-view';

export const complexityLabels: Record<ComplexityLevel, string> = {
  basic: 'Basic',
  intermediate: 'Intermediate',
  advanced: 'Advanced',
};

export const recipientLabels: Record<RecipientType, string> = {
  insurance: 'Insurance company',
  provider: 'Provider (hospital, doctor)',
  employer: 'Employer (health plan sponsor)',
  other: 'Other',
};

export const outcomeLabels: Record<LetterOutcome, string> = {
  won: 'Won',
  partly_won: 'Partly won',
  lost: 'Lost',
  no_answer: 'No answer',
};

export interface SuccessRateView {
  text: string;
  /** 03-feature-pages.md §9: 70 or more green, otherwise orange; null when there is no measured rate. */
  tone: 'good' | 'fair' | null;
}

/** Shown only as measured from outcomes patients reported; never an invented figure. */
export function successRateView(
  template: Pick<LetterTemplate, 'success_rate' | 'outcomes_count'>,
): SuccessRateView {
  if (template.success_rate === null) return { text: letterMessages.notEnoughData, tone: null };
  const rate = Math.round(template.success_rate);
  const outcomes =
    template.outcomes_count === 1 ? '1 reported outcome' : `${template.outcomes_count} reported outcomes`;
  return {
    text: `${rate}% successful (${outcomes})`,
    tone: template.success_rate >= successRateGreenFrom ? 'good' : 'fair',
  };
}

export function usageText(count: number): string {
  return count === 1 ? 'Used once' : `Used ${count} times`;
}

/** 03-feature-pages.md §3: sent is shown green. */
export function statusView(letter: Pick<GeneratedLetter, 'status' | 'outcome' | 'sent_at' | 'answered_at'>): {
  text: string;
  variant: 'neutral' | 'success' | 'brand';
} {
  switch (letter.status) {
    case 'draft':
      return { text: 'Draft', variant: 'neutral' };
    case 'sent':
      return { text: letter.sent_at ? `Sent ${dayText(letter.sent_at)}` : 'Sent', variant: 'success' };
    case 'answered':
      return {
        text: `Answered: ${letter.outcome ? outcomeLabels[letter.outcome] : 'answer recorded'}`,
        variant: 'brand',
      };
  }
}

/** Today in the browser's time zone as YYYY-MM-DD (what a date input holds). */
export const localIsoDate = localToday;

/** A YYYY-MM-DD day as 'Nov 20, 2026' (read as a calendar day, whatever the browser's time zone). */
export function dayText(isoDay: string): string {
  return describeDeadline(isoDay, '').date;
}

/** 'Aug 30, 2025 (in 12 days)' or '(this date has passed)'. */
export function dueText(isoDay: string, today: string): string {
  const { date, relative } = describeDeadline(isoDay, today);
  return relative ? `${date} (${relative})` : date;
}

/** Client-side narrowing when the server list is already loaded (search over name, description, use case, tags). */
export function matchesSearch(
  template: Pick<LetterTemplate, 'name' | 'description' | 'use_case' | 'tags'>,
  search: string,
): boolean {
  const q = search.trim().toLowerCase();
  if (q === '') return true;
  return [template.name, template.description, template.use_case, ...template.tags].some((s) =>
    s.toLowerCase().includes(q),
  );
}
