import { describe, expect, it } from 'vitest';
import type { Finding } from '@clearbill/shared';
import { reportFileName } from './analysis-api';
import {
  appealHref,
  describeDeadline,
  documentDisplayName,
  evidencePage,
  keyFindings,
  localToday,
  needsAppeal,
  signUpHref,
  sortFindings,
} from './analysis-view';

function finding(id: string, severity: Finding['severity'], savingsPotential: number | null = null): Finding {
  return {
    id,
    type: 'duplicate_charge',
    severity,
    title: id,
    description: '',
    codes: [],
    amount: null,
    savingsPotential,
    recommendations: [],
    evidence: [],
    source: null,
    reasonClass: null,
    deadline: null,
  };
}

describe('analysis view', () => {
  it("names the document by its file name, else 'Medical Bill Analysis'", () => {
    expect(documentDisplayName({ originalFileName: 'bill.pdf' })).toBe('bill.pdf');
    expect(documentDisplayName({ originalFileName: '  ' })).toBe('Medical Bill Analysis');
  });

  it("sums up the Key Findings, with 'None Found' for no savings", () => {
    const findings = [finding('a', 'high', 100), finding('b', 'low'), finding('c', 'high')];
    expect(keyFindings({ findings, potentialSavings: 100 })).toEqual({
      issuesFound: 3,
      potentialSavings: 100,
      savingsCappedAt: null,
      highPriority: 2,
    });
    expect(keyFindings({ findings: [], potentialSavings: 0 }).potentialSavings).toBeNull();
    // The headline says when the savings are capped at what the patient is asked to pay.
    expect(keyFindings({ findings, potentialSavings: 100, savingsCappedAt: 100 }).savingsCappedAt).toBe(100);
  });

  it('offers an appeal for high or medium findings only', () => {
    expect(needsAppeal([finding('a', 'low')])).toBe(false);
    expect(needsAppeal([finding('a', 'low'), finding('b', 'medium')])).toBe(true);
    expect(needsAppeal([])).toBe(false);
    expect(appealHref('d 1')).toBe('/appeal?document=d%201');
  });

  it('sends sign-up back to the analysis', () => {
    expect(signUpHref('/analysis/abc')).toBe('/auth?tab=signup&redirect=%2Fanalysis%2Fabc');
  });

  it('orders findings by severity, then savings, else as given', () => {
    const sorted = sortFindings([
      finding('low', 'low', 500),
      finding('med-small', 'medium', 10),
      finding('high', 'high'),
      finding('med-big', 'medium', 90),
      finding('med-none', 'medium'),
    ]);
    expect(sorted.map((f) => f.id)).toEqual(['high', 'med-big', 'med-small', 'med-none', 'low']);
  });

  it('labels evidence pages', () => {
    expect(evidencePage({ location: { page: 2, box: null } })).toBe('page 2');
    expect(evidencePage({ location: null })).toBeNull();
  });

  it('describes deadlines relative to today', () => {
    expect(describeDeadline('2026-08-29', '2026-08-19')).toEqual({
      date: 'Aug 29, 2026',
      relative: 'in 10 days',
    });
    expect(describeDeadline('2026-08-29', '2026-08-28').relative).toBe('tomorrow');
    expect(describeDeadline('2026-08-29', '2026-08-29').relative).toBe('today');
    expect(describeDeadline('2026-08-29', '2026-09-01').relative).toBe('this date has passed');
    expect(describeDeadline('soon', '2026-09-01')).toEqual({ date: 'soon', relative: '' });
    expect(localToday(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });

  it("takes the report's file name from the server only when it is a plain PDF name", () => {
    expect(reportFileName('attachment; filename="clearbill-report-2026-11-22.pdf"')).toBe(
      'clearbill-report-2026-11-22.pdf',
    );
    expect(reportFileName('attachment; filename="../../evil.sh"')).toBe('clearbill-report.pdf');
    expect(reportFileName(null)).toBe('clearbill-report.pdf');
  });
});
