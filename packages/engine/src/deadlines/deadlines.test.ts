import { describe, expect, it } from 'vitest';
import type { DocumentDates, Finding } from '@clearbill/shared';
import type { ParsedDocument } from '../analysis/types';
import { analysisDeadlines, letterDeadlines, sortDeadlines, type TrackedLetter } from './compute';
import { addMonths } from './dates';
import { documentDatesOf } from './document-dates';

const finding = (over: Partial<Finding>): Finding => ({
  id: 'appeal_opportunity-1',
  type: 'appeal_opportunity',
  severity: 'high',
  title: 'You can appeal: no prior authorization',
  description: '',
  codes: [],
  amount: 100,
  savingsPotential: 100,
  recommendations: [],
  evidence: [],
  source: null,
  reasonClass: 'prior_authorization',
  deadline: null,
  ...over,
});

const dates = (over: Partial<DocumentDates>): DocumentDates => ({
  noticeDate: null,
  statementDate: null,
  serviceDates: [],
  statedAppealDeadline: null,
  medicare: false,
  ...over,
});

const only = (documentDates: DocumentDates | null, f: Finding) => {
  const all = analysisDeadlines({ documentId: 'doc-1', findings: [f], documentDates });
  expect(all).toHaveLength(1);
  return all[0]!;
};

describe('addMonths', () => {
  it('keeps the day of the month', () => {
    expect(addMonths('2026-01-15', 4)).toBe('2026-05-15');
  });
  it('moves to the first day of the next month when the day does not exist', () => {
    expect(addMonths('2025-10-31', 4)).toBe('2026-03-01');
  });
  it('crosses years', () => {
    expect(addMonths('2026-11-30', 4)).toBe('2027-03-30');
  });
});

describe('finding deadlines', () => {
  it("uses the notice's own deadline first", () => {
    const d = only(dates({ noticeDate: '2026-03-01', statedAppealDeadline: '2026-05-01' }), finding({}));
    expect(d).toMatchObject({ kind: 'internal_appeal', dueDate: '2026-05-01', basis: 'notice' });
    expect(d.startDate).toBe('2026-03-01');
    expect(d.whatToDo).toContain('May 1, 2026');
  });

  it('else counts 180 days from the denial notice', () => {
    const d = only(dates({ noticeDate: '2026-03-01', statementDate: '2026-02-01' }), finding({}));
    expect(d).toMatchObject({ kind: 'internal_appeal', dueDate: '2026-08-28', basis: 'rule' });
    expect(d.ruleSource.url).toMatch(/^https:\/\/www\.healthcare\.gov\//);
    expect(d.documentId).toBe('doc-1');
    expect(d.title).toBe('Appeal the denial: no prior authorization');
    expect(d.id).toBe('doc-1:appeal_opportunity-1:internal_appeal');
  });

  it('without a notice date counts from the latest service (earlier, so on the safe side)', () => {
    const d = only(dates({ serviceDates: ['2026-01-02', '2026-01-10'] }), finding({}));
    expect(d).toMatchObject({ startDate: '2026-01-10', dueDate: '2026-07-09' });
  });

  it('gives no deadline when no date was read', () => {
    expect(analysisDeadlines({ documentId: 'd', findings: [finding({})], documentDates: dates({}) })).toEqual(
      [],
    );
  });

  it('Original Medicare: a redetermination within 120 days of the notice', () => {
    const d = only(dates({ noticeDate: '2026-03-01', medicare: true }), finding({}));
    expect(d).toMatchObject({ kind: 'medicare_redetermination', dueDate: '2026-06-29', basis: 'rule' });
    expect(d.ruleSource.url).toContain('405.942');
  });

  it('No Surprises Act: 120 days from the bill, only for a good-faith-estimate finding', () => {
    const gfe = finding({
      id: 'surprise_billing-1',
      type: 'surprise_billing',
      reasonClass: null,
      source: { name: 'No Surprises Act good-faith estimate (45 CFR 149.610, 149.620)', version: '2022' },
    });
    const d = only(dates({ statementDate: '2026-02-01' }), gfe);
    expect(d).toMatchObject({ kind: 'no_surprises_dispute', dueDate: '2026-06-01', startDate: '2026-02-01' });
    const emergency = { ...gfe, source: { name: 'No Surprises Act (45 CFR part 149)', version: '2022' } };
    expect(
      analysisDeadlines({
        documentId: 'd',
        findings: [emergency],
        documentDates: dates({ statementDate: '2026-02-01' }),
      }),
    ).toEqual([]);
  });

  it('financial assistance: 240 days from the statement', () => {
    const fa = finding({ id: 'financial_assistance-1', type: 'financial_assistance', reasonClass: null });
    const d = only(dates({ statementDate: '2026-01-01' }), fa);
    expect(d).toMatchObject({ kind: 'financial_assistance', dueDate: '2026-08-29' });
  });

  it('findings that open no route give no deadline', () => {
    const dup = finding({ id: 'duplicate_charge-1', type: 'duplicate_charge', reasonClass: null });
    expect(
      analysisDeadlines({
        documentId: 'd',
        findings: [dup],
        documentDates: dates({ statementDate: '2026-01-01' }),
      }),
    ).toEqual([]);
  });

  it("older results without dates use the finding's own deadline", () => {
    const d = only(null, finding({ deadline: '2026-09-01' }));
    expect(d).toMatchObject({ kind: 'internal_appeal', dueDate: '2026-09-01', basis: 'rule' });
  });
});

const letter = (over: Partial<TrackedLetter>): TrackedLetter => ({
  id: 'l-1',
  title: 'Appeal of a denied claim',
  documentId: null,
  appealTiming: 'post_service',
  sentOn: null,
  outcome: null,
  answeredOn: null,
  ...over,
});

describe('letter deadlines', () => {
  it('a draft has none', () => {
    expect(letterDeadlines(letter({}))).toEqual([]);
  });

  it.each([
    ['urgent', '2026-03-04'],
    ['pre_service', '2026-03-31'],
    ['post_service', '2026-04-30'],
    ['prior_authorization', '2026-03-16'],
    ['medicare', '2026-04-30'],
  ] as const)('sent %s: the plan must answer by %s', (appealTiming, due) => {
    const [d] = letterDeadlines(letter({ appealTiming, sentOn: '2026-03-01' }));
    expect(d).toMatchObject({
      kind: 'payer_response',
      dueDate: due,
      startDate: '2026-03-01',
      letterId: 'l-1',
    });
    expect(d?.whatToDo).toContain('external review');
    expect(d?.whatToDo).toContain('state insurance regulator');
  });

  it("cites Medicare's own rule for a redetermination's answer", () => {
    const [d] = letterDeadlines(letter({ appealTiming: 'medicare', sentOn: '2026-03-01' }));
    expect(d?.ruleSource.url).toContain('405.950');
  });

  it('a letter that is not an appeal to a plan starts no plan deadline', () => {
    expect(letterDeadlines(letter({ appealTiming: null, sentOn: '2026-03-01' }))).toEqual([]);
  });

  it("another letter's answer: the date and rule the letters domain set", () => {
    const rule = {
      label: '45 CFR 164.524 (30 days)',
      url: 'https://www.ecfr.gov/current/title-45/section-164.524',
    };
    const [d] = letterDeadlines(
      letter({
        appealTiming: null,
        sentOn: '2026-03-01',
        otherAnswer: { dueDate: '2026-03-31', rule, ifNoAnswer: 'Send a reminder.' },
      }),
    );
    expect(d).toMatchObject({ kind: 'payer_response', dueDate: '2026-03-31', ruleSource: rule });
    expect(d?.whatToDo).toBe('The answer is due by March 31, 2026. Send a reminder.');
  });

  it('won: nothing left to do', () => {
    expect(
      letterDeadlines(letter({ sentOn: '2026-03-01', outcome: 'won', answeredOn: '2026-04-01' })),
    ).toEqual([]);
  });

  it.each(['lost', 'partly_won'] as const)('%s: an external review within 4 months', (outcome) => {
    const all = letterDeadlines(letter({ sentOn: '2026-03-01', outcome, answeredOn: '2026-04-10' }));
    expect(all).toHaveLength(1);
    expect(all[0]).toMatchObject({ kind: 'external_review', dueDate: '2026-08-10', startDate: '2026-04-10' });
  });

  it('no answer: the response deadline stays, with the escalation', () => {
    const [d] = letterDeadlines(
      letter({ sentOn: '2026-03-01', outcome: 'no_answer', answeredOn: '2026-05-15' }),
    );
    expect(d).toMatchObject({ kind: 'payer_response', dueDate: '2026-04-30' });
    expect(d?.whatToDo).toMatch(/^No answer recorded/);
  });

  it('sorts soonest first, stable on ties', () => {
    const a = letterDeadlines(letter({ id: 'b', sentOn: '2026-03-01' }));
    const b = letterDeadlines(letter({ id: 'a', sentOn: '2026-03-01' }));
    const c = letterDeadlines(letter({ id: 'c', sentOn: '2026-01-01' }));
    expect(sortDeadlines([...a, ...b, ...c]).map((d) => d.letterId)).toEqual(['c', 'a', 'b']);
  });
});

describe('documentDatesOf', () => {
  const parsed = (over: Partial<ParsedDocument>): ParsedDocument =>
    ({
      documentType: 'denial_letter',
      lines: [],
      totals: {},
      providerName: null,
      providerNpi: null,
      payerName: null,
      networkStatus: null,
      setting: null,
      statementDate: null,
      denial: null,
      mentionsFinancialAssistance: false,
      ...over,
    }) as ParsedDocument;
  const denial = (noticeDate: string | null, appealDeadline: string | null) => ({
    reasonText: null,
    reasonClass: 'other' as const,
    reasonCodes: [],
    codes: [],
    amount: null,
    noticeDate,
    appealDeadline,
    span: null,
  });

  it("keeps a deadline the notice states, not the parser's 180-day default", () => {
    expect(documentDatesOf(parsed({ denial: denial('2026-03-01', '2026-04-30') })).statedAppealDeadline).toBe(
      '2026-04-30',
    );
    expect(
      documentDatesOf(parsed({ denial: denial('2026-03-01', '2026-08-28') })).statedAppealDeadline,
    ).toBeNull();
  });

  it('collects service dates and recognises Original Medicare', () => {
    const d = documentDatesOf(
      parsed({
        payerName: 'Medicare',
        statementDate: '2026-02-01',
        lines: [
          { date: '2026-01-05' },
          { date: '2026-01-02' },
          { date: '2026-01-05' },
        ] as ParsedDocument['lines'],
      }),
    );
    expect(d).toEqual({
      noticeDate: null,
      statementDate: '2026-02-01',
      serviceDates: ['2026-01-02', '2026-01-05'],
      statedAppealDeadline: null,
      medicare: true,
    });
    expect(documentDatesOf(parsed({ payerName: 'Aetna' })).medicare).toBe(false);
  });
});
