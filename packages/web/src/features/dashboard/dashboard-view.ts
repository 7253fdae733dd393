import type { DashboardOverview } from '@clearbill/shared';
import { formatUsd } from '@clearbill/shared';

export type ActivityStatus = 'complete' | 'in_progress' | 'pending';

export interface ActivityItem {
  id: string;
  type: 'upload' | 'analysis';
  title: string;
  at: string;
  status: ActivityStatus;
  href: string | null;
}

/** An upload is complete once read (analysed or not), pending while it awaits the patient's confirmation. */
const statusOf = (status: DashboardOverview['recentDocuments'][number]['status']): ActivityStatus =>
  status === 'awaiting_confirmation'
    ? 'pending'
    : status === 'processing' || status === 'analysing'
      ? 'in_progress'
      : 'complete';

/**
 * Recent activity (01-patient-area.md §2): what happened to the recent documents, newest first: each
 * upload, and each analysis that came of it.
 */
export function activityOf(overview: DashboardOverview, max = 5): ActivityItem[] {
  const items: ActivityItem[] = [];
  for (const doc of overview.recentDocuments) {
    items.push({
      id: `upload:${doc.id}`,
      type: 'upload',
      title: `Uploaded ${doc.originalFileName || 'a document'}`,
      at: doc.createdAt,
      status: statusOf(doc.status),
      href: null,
    });
  }
  for (const a of overview.recentAnalyses) {
    items.push({
      id: `analysis:${a.documentId}`,
      type: 'analysis',
      title: `Analysis found ${a.findingCount} issue${a.findingCount === 1 ? '' : 's'}${a.potentialSavings > 0 ? `, ${formatUsd(a.potentialSavings)} possible savings` : ''}`,
      at: a.createdAt,
      status: 'complete',
      href: `/analysis/${encodeURIComponent(a.documentId)}`,
    });
  }
  return items.sort((x, y) => y.at.localeCompare(x.at)).slice(0, max);
}

/** The headline under the greeting: the patient's own figure, never a sample. */
export function savingsHeadline(overview: DashboardOverview | undefined): string {
  if (!overview) return 'Your bills, checked for errors.';
  if (overview.billsAnalyzed === 0) return 'Upload a bill to see what you could save.';
  const bills = `${overview.billsAnalyzed} bill${overview.billsAnalyzed === 1 ? '' : 's'}`;
  return overview.savingsIdentified > 0
    ? `We have identified ${formatUsd(overview.savingsIdentified)} in possible savings across ${bills}.`
    : `We checked ${bills} and found no savings to claim yet.`;
}
