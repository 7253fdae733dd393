import { describe, expect, it } from 'vitest';
import type { DashboardOverview } from '@clearbill/shared';
import { activityOf, savingsHeadline } from './dashboard-view';

const empty: DashboardOverview = {
  savingsIdentified: 0,
  billsAnalyzed: 0,
  documentCount: 0,
  activeAppeals: 0,
  completedAppeals: 0,
  recentDocuments: [],
  recentAnalyses: [],
  upcomingDeadlines: [],
};

describe('dashboard view', () => {
  it('writes the headline from the patient’s own figures', () => {
    expect(savingsHeadline(empty)).toBe('Upload a bill to see what you could save.');
    expect(savingsHeadline({ ...empty, billsAnalyzed: 2, savingsIdentified: 48 })).toBe(
      'We have identified $48 in possible savings across 2 bills.',
    );
    expect(savingsHeadline({ ...empty, billsAnalyzed: 1 })).toBe(
      'We checked 1 bill and found no savings to claim yet.',
    );
  });

  it('lists uploads and analyses newest first', () => {
    const items = activityOf({
      ...empty,
      recentDocuments: [
        {
          id: 'd2',
          originalFileName: 'eob.pdf',
          status: 'awaiting_confirmation',
          createdAt: '2026-02-02T00:00:00Z',
          isGuestAnalysis: false,
          findingCount: null,
          potentialSavings: null,
        },
      ],
      recentAnalyses: [
        {
          documentId: 'd1',
          originalFileName: 'bill.pdf',
          documentType: null,
          createdAt: '2026-02-01T00:00:00Z',
          riskScore: 40,
          potentialSavings: 24,
          findingCount: 1,
          highCount: 0,
        },
      ],
    });
    expect(items.map((i) => [i.type, i.status, i.href])).toEqual([
      ['upload', 'pending', null],
      ['analysis', 'complete', '/analysis/d1'],
    ]);
    expect(items[1]!.title).toBe('Analysis found 1 issue, $24 possible savings');
  });
});
