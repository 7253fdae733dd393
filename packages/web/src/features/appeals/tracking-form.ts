// The small form that marks a letter sent or records its answer: a pure reducer (like upload-flow-state.ts).
import type { LetterOutcome, LetterTrackingUpdate } from '@clearbill/shared';

export type TrackingForm =
  | { mode: 'closed' }
  | { mode: 'sent'; date: string; urgent: boolean; error: string | null }
  | { mode: 'answer'; date: string; outcome: LetterOutcome | null; error: string | null };

export type TrackingEvent =
  | { type: 'open_sent'; today: string }
  | { type: 'open_answer'; today: string }
  | { type: 'date'; date: string }
  | { type: 'urgent'; urgent: boolean }
  | { type: 'outcome'; outcome: LetterOutcome }
  | { type: 'invalid'; error: string }
  | { type: 'close' };

export const closedForm: TrackingForm = { mode: 'closed' };

export function trackingReducer(state: TrackingForm, event: TrackingEvent): TrackingForm {
  switch (event.type) {
    case 'open_sent':
      return { mode: 'sent', date: event.today, urgent: false, error: null };
    case 'open_answer':
      return { mode: 'answer', date: event.today, outcome: null, error: null };
    case 'date':
      return state.mode === 'closed' ? state : { ...state, date: event.date, error: null };
    case 'urgent':
      return state.mode === 'sent' ? { ...state, urgent: event.urgent } : state;
    case 'outcome':
      return state.mode === 'answer' ? { ...state, outcome: event.outcome, error: null } : state;
    case 'invalid':
      return state.mode === 'closed' ? state : { ...state, error: event.error };
    case 'close':
      return closedForm;
  }
}

export const trackingMessages = {
  dateMissing: 'Enter the date (YYYY-MM-DD).',
  dateInFuture: 'The date cannot be in the future.',
  outcomeMissing: 'Choose what the answer was.',
} as const;

/** The request the form makes, or the error to show (the server checks again). */
export function trackingRequest(
  state: TrackingForm,
  today: string,
): { update: LetterTrackingUpdate } | { error: string } | null {
  if (state.mode === 'closed') return null;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(state.date)) return { error: trackingMessages.dateMissing };
  if (state.date > today) return { error: trackingMessages.dateInFuture };
  if (state.mode === 'sent') {
    return {
      update: {
        status: 'sent',
        sentAt: state.date,
        ...(state.urgent ? { responseKind: 'expedited_appeal' as const } : {}),
      },
    };
  }
  if (!state.outcome) return { error: trackingMessages.outcomeMissing };
  return { update: { status: 'answered', answeredAt: state.date, outcome: state.outcome } };
}
