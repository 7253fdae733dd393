import { describe, expect, it } from 'vitest';
import {
  daysLeft,
  dueText,
  lettersInOrder,
  localToday,
  nextAction,
  statusText,
  urgencyOf,
} from './appeals-view';
import { closedForm, trackingReducer, trackingRequest, trackingMessages } from './tracking-form';

describe('how soon a deadline is', () => {
  it('counts whole days', () => {
    expect(daysLeft('2026-05-01', '2026-04-01')).toBe(30);
    expect(daysLeft('2026-03-29', '2026-03-30')).toBe(-1);
  });
  it('words it', () => {
    expect(dueText('2026-05-01', '2026-05-01')).toBe('Due today');
    expect(dueText('2026-05-02', '2026-05-01')).toBe('Due tomorrow');
    expect(dueText('2026-05-11', '2026-05-01')).toBe('10 days left');
    expect(dueText('2026-04-30', '2026-05-01')).toBe('Passed yesterday');
    expect(dueText('2026-04-21', '2026-05-01')).toBe('Passed 10 days ago');
  });
  it('marks within 14 days as soon', () => {
    expect(urgencyOf('2026-05-15', '2026-05-01')).toBe('soon');
    expect(urgencyOf('2026-05-16', '2026-05-01')).toBe('later');
    expect(urgencyOf('2026-04-30', '2026-05-01')).toBe('passed');
  });
  it("today is the visitor's own date", () => {
    expect(localToday(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });
});

describe('letters', () => {
  it('offers the next tracking step', () => {
    expect(nextAction({ status: 'draft', outcome: null })).toBe('mark_sent');
    expect(nextAction({ status: 'sent', outcome: null })).toBe('record_answer');
    expect(nextAction({ status: 'answered', outcome: 'won' })).toBeNull();
  });
  it('says where a letter is', () => {
    const base = { sent_at: null, answered_at: null, outcome: null };
    expect(statusText({ ...base, status: 'draft' })).toBe('Not sent yet');
    expect(statusText({ ...base, status: 'sent', sent_at: '2026-03-05' })).toBe('Sent March 5, 2026');
    expect(
      statusText({
        status: 'answered',
        sent_at: '2026-03-05',
        answered_at: '2026-04-01',
        outcome: 'partly_won',
      }),
    ).toBe('Partly won (April 1, 2026)');
  });
  it('lists sent letters before drafts, newest first', () => {
    const l = (id: string, status: 'draft' | 'sent' | 'answered', created_at: string) => ({
      id,
      status,
      created_at,
    });
    expect(
      lettersInOrder([
        l('a', 'draft', '2026-03-03'),
        l('b', 'sent', '2026-03-01'),
        l('c', 'answered', '2026-03-02'),
      ]).map((x) => x.id),
    ).toEqual(['c', 'b', 'a']);
  });
});

describe('tracking form', () => {
  const today = '2026-03-10';
  it('marks a letter sent on a date, urgent when asked', () => {
    let s = trackingReducer(closedForm, { type: 'open_sent', today });
    expect(trackingRequest(s, today)).toEqual({ update: { status: 'sent', sentAt: today } });
    s = trackingReducer(s, { type: 'urgent', urgent: true });
    s = trackingReducer(s, { type: 'date', date: '2026-03-08' });
    expect(trackingRequest(s, today)).toEqual({
      update: { status: 'sent', sentAt: '2026-03-08', responseKind: 'expedited_appeal' },
    });
  });
  it('refuses a missing or future date, and an answer without its outcome', () => {
    let s = trackingReducer(closedForm, { type: 'open_answer', today });
    expect(trackingRequest(s, today)).toEqual({ error: trackingMessages.outcomeMissing });
    s = trackingReducer(s, { type: 'outcome', outcome: 'lost' });
    expect(trackingRequest(s, today)).toEqual({
      update: { status: 'answered', answeredAt: today, outcome: 'lost' },
    });
    expect(trackingRequest(trackingReducer(s, { type: 'date', date: '' }), today)).toEqual({
      error: trackingMessages.dateMissing,
    });
    expect(trackingRequest(trackingReducer(s, { type: 'date', date: '2026-03-11' }), today)).toEqual({
      error: trackingMessages.dateInFuture,
    });
  });
  it('keeps an error until the input changes, and closes', () => {
    let s = trackingReducer(closedForm, { type: 'open_sent', today });
    s = trackingReducer(s, { type: 'invalid', error: 'x' });
    expect(s).toMatchObject({ error: 'x' });
    expect(trackingReducer(s, { type: 'date', date: today })).toMatchObject({ error: null });
    expect(trackingReducer(s, { type: 'close' })).toEqual(closedForm);
    expect(trackingRequest(closedForm, today)).toBeNull();
  });
});
