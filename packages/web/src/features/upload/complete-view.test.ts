import { describe, expect, it } from 'vitest';
import { phiTypeLabels, type DocumentDetail } from '@clearbill/shared';
import { completeView, removedSummary } from './complete-view';

type Shown = Pick<DocumentDetail, 'id' | 'fileType' | 'status' | 'removedPhi'>;
const bill: Shown = {
  id: 'doc 1',
  fileType: 'pdf',
  status: 'analyzed',
  removedPhi: [
    { phiType: 'name', count: 1 },
    { phiType: 'date_of_birth', count: 2 },
    { phiType: 'phone', count: 0 },
  ],
};

describe('removedSummary', () => {
  it('names each type removed, with its count when more than one, and skips zero counts', () => {
    expect(removedSummary(bill.removedPhi)).toBe(`${phiTypeLabels.name}, ${phiTypeLabels.date_of_birth} (2)`);
    expect(removedSummary([])).toBe('');
  });
});

describe('completeView', () => {
  it('an analysed bill: results, what was removed, the way to the results', () => {
    expect(completeView(bill)).toEqual({
      hasResults: true,
      title: 'Analysis complete',
      removedLine: `Removed: ${removedSummary(bill.removedPhi)}.`,
      keptLine:
        'Only the text below is kept, without your personal information, and the billing check ran on it.',
      resultsHref: '/analysis/doc%201',
    });
  });

  it('a DICOM image has no results; its header fields were checked when nothing was removed', () => {
    const view = completeView({ ...bill, fileType: 'dicom', removedPhi: [] });
    expect(view.hasResults).toBe(false);
    expect(view.title).toBe('Processing complete');
    expect(view.removedLine).toBe('The identifying header fields of this DICOM file were checked.');
    expect(view.keptLine).toBe('Only the text below is kept, without your personal information.');
  });

  it('a document not analysed, with nothing removed, says so', () => {
    const view = completeView({ ...bill, status: 'awaiting_confirmation', removedPhi: [] });
    expect(view.hasResults).toBe(false);
    expect(view.removedLine).toBe('We found no personal information to remove.');
  });
});
