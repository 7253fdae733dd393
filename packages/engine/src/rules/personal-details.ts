// personal_details: the patient told us their personal details on the document are wrong (name, birth
// date, member number, address). A claim filed under wrong details is often denied or billed to the
// wrong person, so the finding says what to do. The patient's own words are not repeated: they may
// hold the correct details, which a finding must never carry.
import type { Rule } from '../analysis/types';
import { ownSource, recommendations } from './common';

export const personalDetails: Rule = async (input) => {
  if (input.answers?.personalInfoCorrect !== false) return [];
  const insurer = input.parsed.documentType === 'eob' ? 'your insurer' : 'the billing office';
  return [
    {
      type: 'personal_details',
      severity: 'medium',
      title: 'Your personal details on the document are wrong',
      description:
        'You told us some of your personal details on this document are wrong. A claim filed under a wrong ' +
        'name, birth date, address or member number can be denied or charged to the wrong person, so have ' +
        `it corrected before you pay: ${insurer} can hold the bill while they fix it.`,
      codes: [],
      amount: null,
      savingsPotential: null,
      recommendations: recommendations(
        'medium',
        'Call the billing office with your insurance card and ask them to correct your details and resubmit the claim.',
        'Ask your insurer to check the details on the claim match your policy, and to reprocess it once corrected.',
      ),
      evidence: [],
      source: ownSource('Your answers to the questionnaire'),
      reasonClass: null,
      deadline: null,
    },
  ];
};
