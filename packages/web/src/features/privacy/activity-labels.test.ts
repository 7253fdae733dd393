import { describe, expect, it } from 'vitest';
import { activityLabel } from './activity-labels';

describe('activityLabel', () => {
  it('names known actions in plain words, with the consent they concern', () => {
    expect(activityLabel({ action: 'document.uploaded', resource: 'document', resourceId: 'x' })).toBe(
      'Document uploaded',
    );
    expect(
      activityLabel({ action: 'consent.withdrawn', resource: 'consent', resourceId: 'research_use' }),
    ).toBe('Consent withdrawn: research use');
  });

  it('turns an action it does not know into readable words', () => {
    expect(activityLabel({ action: 'letter.generated_draft', resource: 'letter', resourceId: null })).toBe(
      'Letter generated draft',
    );
    expect(activityLabel({ action: '', resource: 'x', resourceId: null })).toBe('Activity');
  });
});
