import { phiTypeLabels, type DocumentDetail } from '@clearbill/shared';

/** 'Name, Date of birth (2)' from the counts kept after confirmation. */
export function removedSummary(removed: DocumentDetail['removedPhi']): string {
  return removed
    .filter((item) => item.count > 0)
    .map((item) => `${phiTypeLabels[item.phiType]}${item.count > 1 ? ` (${item.count})` : ''}`)
    .join(', ');
}

export interface CompleteView {
  /** The billing check ran: a bill that was analysed (a DICOM image has none). */
  hasResults: boolean;
  title: string;
  /** What was removed, or why nothing was. */
  removedLine: string;
  keptLine: string;
  resultsHref: string;
}

/** The words of the complete view (01-patient-area.md §2 'complete view') for one document. */
export function completeView(
  document: Pick<DocumentDetail, 'id' | 'fileType' | 'status' | 'removedPhi'>,
): CompleteView {
  const summary = removedSummary(document.removedPhi);
  const isDicom = document.fileType === 'dicom';
  const hasResults = !isDicom && document.status === 'analyzed';
  let removedLine = 'We found no personal information to remove.';
  if (summary) removedLine = `Removed: ${summary}.`;
  else if (isDicom) removedLine = 'The identifying header fields of this DICOM file were checked.';
  return {
    hasResults,
    title: hasResults ? 'Analysis complete' : 'Processing complete',
    removedLine,
    keptLine: `Only the text below is kept, without your personal information${
      hasResults ? ', and the billing check ran on it.' : '.'
    }`,
    resultsHref: `/analysis/${encodeURIComponent(document.id)}`,
  };
}
