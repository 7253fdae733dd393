import type { DocumentStatus } from '@clearbill/shared';
import { Badge } from '@/components/ui/Badge';

const labels: Record<DocumentStatus, { text: string; variant: 'success' | 'brand' | 'warning' | 'danger' }> =
  {
    analyzed: { text: 'Analyzed', variant: 'success' },
    processing: { text: 'Processing', variant: 'brand' },
    analysing: { text: 'Processing', variant: 'brand' },
    awaiting_confirmation: { text: 'Needs your confirmation', variant: 'warning' },
    failed: { text: 'Could not be analyzed', variant: 'danger' },
  };

/** 01-patient-area.md §4 'Document status': analyzed, processing, others as a plain label. */
export function StatusBadge({ status }: { status: DocumentStatus }) {
  const label = labels[status];
  return <Badge variant={label.variant}>{label.text}</Badge>;
}
