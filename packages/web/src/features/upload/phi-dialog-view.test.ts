import { describe, expect, it } from 'vitest';
import { phiTypeLabels } from '@clearbill/shared';
import { confidencePercent, phiDialogSummary, redactionItemView } from './phi-dialog-view';

const item = (id: string, approved = true) => ({ id, approved });

describe('phiDialogSummary', () => {
  it('counts what was found, not what the patient added, and says nothing is kept when all are on', () => {
    const summary = phiDialogSummary([item('r1'), item('r2'), item('added-1')], ['added-1']);
    expect(summary.found).toMatch(
      /^We found 2 items of personal information\. Items switched on are removed/,
    );
    expect(summary.found).toContain('Only you can see this list.');
    expect(summary.kept).toBeNull();
  });

  it('says how many items stay in the text, in the singular for one', () => {
    expect(phiDialogSummary([item('r1', false)], []).found).toMatch(/^We found 1 item of personal/);
    expect(phiDialogSummary([item('r1', false)], []).kept).toBe(
      '1 item will be kept in the text that is analysed.',
    );
    expect(phiDialogSummary([item('r1', false), item('r2', false)], []).kept).toBe(
      '2 items will be kept in the text that is analysed.',
    );
  });
});

describe('redactionItemView', () => {
  const found = { phiType: 'name' as const, confidence: 0.968, approved: true };

  it("a found item: the detector's type and confidence, removed while on", () => {
    expect(redactionItemView(found, undefined)).toEqual({
      label: phiTypeLabels.name,
      note: '97% confidence',
      switchLabel: `Remove ${phiTypeLabels.name}`,
      state: 'Remove',
    });
    expect(redactionItemView({ ...found, approved: false }, undefined).state).toBe('Keep');
  });

  it('an added item: the kind the patient chose, else the type, and no confidence', () => {
    expect(redactionItemView({ ...found, phiType: 'other' }, 'other')).toMatchObject({
      label: 'Something else',
      note: 'Added by you',
    });
    expect(redactionItemView(found, null)).toMatchObject({ label: phiTypeLabels.name, note: 'Added by you' });
  });
});

describe('confidencePercent', () => {
  it('rounds to a whole percent', () => {
    expect(confidencePercent(0.5)).toBe('50%');
    expect(confidencePercent(0.996)).toBe('100%');
  });
});
