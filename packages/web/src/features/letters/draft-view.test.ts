import { describe, expect, it } from 'vitest';
import type { LetterDraftResponse, LetterDraftRoute } from '@clearbill/shared';
import { factsFromDraft, personalFromSaved, savedFromFields, sortRoutes } from './draft-view';

function route(partial: Partial<LetterDraftRoute> & Pick<LetterDraftRoute, 'route'>): LetterDraftRoute {
  return {
    templateId: `t-${partial.route}`,
    templateName: partial.route,
    reason: '',
    findingIds: [],
    prefilled: {},
    personalFields: [],
    suggestedRecipientType: 'insurance',
    deadline: null,
    rights: [],
    ...partial,
  };
}

describe('draft view', () => {
  it('offers the appeal first and the itemized bill last', () => {
    const sorted = sortRoutes([
      route({ route: 'itemized_bill' }),
      route({ route: 'dispute' }),
      route({ route: 'appeal' }),
    ]);
    expect(sorted.map((r) => r.route)).toEqual(['appeal', 'dispute', 'itemized_bill']);
  });

  it('takes the appeal form facts from the routes', () => {
    const draft: LetterDraftResponse = {
      documentId: 'd1',
      routes: [
        route({ route: 'dispute', reason: 'CPT 99213 is billed twice on 2026-03-02.' }),
        route({
          route: 'appeal',
          reason: 'The claim for 97110 was denied (CARC 50).',
          prefilled: { DENIED_AMOUNT: '240.00', DATE_OF_SERVICE: '2026-03-02', DENIAL_REASON: 'CARC 50' },
        }),
      ],
    };
    expect(factsFromDraft(draft)).toEqual({
      issueDescription:
        'The claim for 97110 was denied (CARC 50).\n\nCPT 99213 is billed twice on 2026-03-02.',
      billAmount: '240.00',
      dateOfService: '2026-03-02',
      providerName: undefined,
    });
    expect(factsFromDraft({ documentId: 'd1', routes: [] })).toBeNull();
  });

  it('fills personal fields from the browser-saved details and back', () => {
    const saved = { patientName: 'Ana', memberId: 'W1', address: '1 Main St' };
    expect(personalFromSaved(['PATIENT_NAME', 'MEMBER_ID', 'PATIENT_PHONE'], saved)).toEqual({
      PATIENT_NAME: 'Ana',
      MEMBER_ID: 'W1',
    });
    expect(personalFromSaved(['PATIENT_NAME'], null)).toEqual({});
    expect(savedFromFields({ PATIENT_NAME: 'Ana', DISPUTE_DETAILS: 'private', PHONE: ' ' })).toEqual({
      patientName: 'Ana',
    });
  });
});
