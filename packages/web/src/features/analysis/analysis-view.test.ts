import { describe, expect, it } from 'vitest';
import type { Finding } from '@clearbill/shared';
import { reportFileName } from './analysis-api';
import {
  appealHref,
  describeDeadline,
  documentDisplayName,
  evidencePage,
  evidenceShown,
  findingFooterParts,
  keyFindingRows,
  keyFindings,
  localToday,
  needsAppeal,
  reportButtonLabel,
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
    expect(appealHref('d 1', false)).toBe('/appeal?document=d%201');
    expect(appealHref('d 1', true)).toBe('/letters?document=d%201');
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

describe('evidenceShown', () => {
  const lines = (n: number) => Array.from({ length: n }, (_, i) => `line ${i + 1}`);

  it('shows up to four lines with no button', () => {
    expect(evidenceShown(lines(4), false)).toEqual({ shown: lines(4), toggle: null });
  });

  it('hides the rest behind a button that counts them, and shows all once expanded', () => {
    expect(evidenceShown(lines(5), false)).toEqual({ shown: lines(4), toggle: 'Show 1 more line' });
    expect(evidenceShown(lines(7), false).toggle).toBe('Show 3 more lines');
    expect(evidenceShown(lines(7), true)).toEqual({ shown: lines(7), toggle: 'Show fewer lines' });
  });
});

describe('findingFooterParts', () => {
  it('lists the codes and the source with its version, each when present', () => {
    expect(
      findingFooterParts({
        codes: ['99213', '80053'],
        source: { name: 'NCCI PTP edits', version: '2026Q1' },
      }),
    ).toEqual(['Codes: 99213, 80053', 'Source: NCCI PTP edits, 2026Q1']);
    expect(findingFooterParts({ codes: [], source: { name: 'CARC', version: null } })).toEqual([
      'Source: CARC',
    ]);
    expect(findingFooterParts({ codes: [], source: null })).toEqual([]);
  });
});

describe('keyFindingRows', () => {
  it('shows savings and the appeal likelihood when issues were found', () => {
    const rows = keyFindingRows({
      findings: [finding('a', 'high', 40), finding('b', 'low')],
      potentialSavings: 1234.5,
      appealLikelihood: 0.726,
    });
    expect(rows).toEqual([
      { label: 'Issues found', value: '2' },
      { label: 'Potential savings', value: '$1,234.50', emphasis: true },
      { label: 'High priority', value: '1' },
      { label: 'Appeal success likelihood', value: '73%' },
    ]);
  });

  it("says 'None Found' and leaves out the likelihood when nothing was found", () => {
    const rows = keyFindingRows({ findings: [], potentialSavings: 0, appealLikelihood: 0.5 });
    expect(rows.map((r) => r.value)).toEqual(['0', 'None Found', '0']);
    expect(rows[1]?.emphasis).toBe(false);
  });
});

describe('reportButtonLabel', () => {
  it('says what the button does, and the progress while the report is prepared', () => {
    expect(reportButtonLabel({ status: 'idle' })).toBe('Download Report');
    expect(reportButtonLabel({ status: 'error', message: 'x' })).toBe('Download Report');
    expect(reportButtonLabel({ status: 'downloading', progress: null })).toBe('Preparing report...');
    expect(reportButtonLabel({ status: 'downloading', progress: 0.416 })).toBe('Preparing report (42%)');
  });
});
