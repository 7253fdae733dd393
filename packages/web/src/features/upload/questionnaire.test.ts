import { describe, expect, it } from 'vitest';
import { answerPersonalInfo, canAdvance, draftFromAnswers, emptyDraft, toAnswers } from './questionnaire';

describe('questionnaire', () => {
  it('enables Next on step 1 after the yes/no, on step 2 after the services answer, always on step 3', () => {
    expect(canAdvance(1, emptyDraft)).toBe(false);
    expect(canAdvance(1, { ...emptyDraft, personalInfoCorrect: false })).toBe(true);
    expect(canAdvance(2, emptyDraft)).toBe(false);
    expect(canAdvance(2, { ...emptyDraft, allServicesReceived: true })).toBe(true);
    expect(canAdvance(3, emptyDraft)).toBe(true);
  });

  it('clears the discrepancies when the answer turns to yes', () => {
    const no = { ...answerPersonalInfo(emptyDraft, false), personalInfoDiscrepancies: 'Wrong member ID' };
    expect(answerPersonalInfo(no, true).personalInfoDiscrepancies).toBe('');
    expect(answerPersonalInfo(no, false).personalInfoDiscrepancies).toBe('Wrong member ID');
  });

  it('maps the emergency box to emergency, planned or unsure, and parses the deposit', () => {
    expect(toAnswers(emptyDraft).additionalQuestions.emergencyOrPlanned).toBe('unsure');
    expect(toAnswers({ ...emptyDraft, emergency: true }).additionalQuestions.emergencyOrPlanned).toBe(
      'emergency',
    );
    expect(toAnswers({ ...emptyDraft, emergency: false }).additionalQuestions.emergencyOrPlanned).toBe(
      'planned',
    );
    const paid = toAnswers({ ...emptyDraft, depositsOrCopays: true, depositsOrCopaysAmount: '$1,250.50' });
    expect(paid.additionalQuestions.depositsOrCopaysAmount).toBe(1250.5);
    const junk = toAnswers({ ...emptyDraft, depositsOrCopays: true, depositsOrCopaysAmount: 'lots' });
    expect(junk.additionalQuestions.depositsOrCopaysAmount).toBe(0);
  });

  it('sends denial codes only with a denial, services one per line, and the name and member number only when wrong', () => {
    const answers = toAnswers({
      ...emptyDraft,
      denialCodes: 'CO-50',
      servicesReceived: ' X-ray \n\nBlood test',
    });
    expect(answers.additionalQuestions.denialCodes).toBe('');
    expect(answers.servicesReceived).toEqual(['X-ray', 'Blood test']);
    expect(answers.patientName).toBe('');
    expect(answers.memberNumber).toBe('');
    const wrong = toAnswers({
      ...emptyDraft,
      personalInfoCorrect: false,
      patientName: ' Ann Lee ',
      memberNumber: 'X1',
    });
    expect([wrong.patientName, wrong.memberNumber]).toEqual(['Ann Lee', 'X1']);
    const fixedLater = toAnswers({ ...emptyDraft, personalInfoCorrect: true, patientName: 'Ann Lee' });
    expect(fixedLater.patientName).toBe('');
  });

  it('restores a draft from answers', () => {
    const draft = { ...emptyDraft, personalInfoCorrect: true, emergency: false, servicesReceived: 'A\nB' };
    expect(draftFromAnswers(toAnswers(draft))).toEqual(draft);
  });
});
