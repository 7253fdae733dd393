import { describe, expect, it } from 'vitest';
import { dueText, localIsoDate, matchesSearch, statusView, successRateView, usageText } from './letters-view';

describe('successRateView', () => {
  it('says there is not enough data when nothing was measured', () => {
    expect(successRateView({ success_rate: null, outcomes_count: 2 })).toEqual({
      text: 'Not enough data yet',
      tone: null,
    });
  });
  it('shows the measured rate, green from 70 (spec 03 §9)', () => {
    expect(successRateView({ success_rate: 70, outcomes_count: 10 })).toEqual({
      text: '70% successful (10 reported outcomes)',
      tone: 'good',
    });
    expect(successRateView({ success_rate: 69.6, outcomes_count: 5 }).tone).toBe('fair');
  });
});

describe('statusView', () => {
  it('labels the tracking states', () => {
    expect(statusView({ status: 'draft', outcome: null, sent_at: null, answered_at: null })).toEqual({
      text: 'Draft',
      variant: 'neutral',
    });
    expect(statusView({ status: 'sent', outcome: null, sent_at: '2026-11-20', answered_at: null })).toEqual({
      text: 'Sent Nov 20, 2026',
      variant: 'success',
    });
    expect(
      statusView({
        status: 'answered',
        outcome: 'partly_won',
        sent_at: '2026-11-20',
        answered_at: '2026-11-25',
      }).text,
    ).toBe('Answered: Partly won');
  });
});

describe('small helpers', () => {
  it('formats usage, dates and search', () => {
    expect(usageText(1)).toBe('Used once');
    expect(usageText(0)).toBe('Used 0 times');
    expect(localIsoDate(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    const t = { name: 'Appeal', description: 'x', use_case: 'denied claim', tags: ['Prior Auth'] };
    expect(matchesSearch(t, ' prior ')).toBe(true);
    expect(matchesSearch(t, 'DENIED')).toBe(true);
    expect(matchesSearch(t, 'charity')).toBe(false);
  });
});

describe('dueText', () => {
  it('says when a deadline is and how far away', () => {
    expect(dueText('2026-12-01', '2026-11-27')).toBe('Dec 1, 2026 (in 4 days)');
    expect(dueText('2025-08-30', '2026-11-27')).toBe('Aug 30, 2025 (this date has passed)');
  });
});
