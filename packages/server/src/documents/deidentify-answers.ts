import { detectPhi, redactText } from '@clearbill/engine';
import type { VerificationAnswers } from '@clearbill/shared';

/**
 * The questionnaire's answers without what identifies the patient: the name and member number are
 * dropped, free text is run through the PHI detector. What the analysis needs stays.
 */
export function deidentifyAnswers(answers: VerificationAnswers): Record<string, unknown> {
  const scrub = (value: string) => redactText(value, detectPhi(value));
  return {
    personalInfoCorrect: answers.personalInfoCorrect,
    personalInfoDiscrepancies: scrub(answers.personalInfoDiscrepancies),
    insuranceProvider: answers.insuranceProvider,
    providerType: answers.providerType,
    servicesReceived: answers.servicesReceived.map(scrub),
    additionalQuestions: {
      ...answers.additionalQuestions,
      denialCodes: scrub(answers.additionalQuestions.denialCodes),
      serviceNotes: scrub(answers.additionalQuestions.serviceNotes),
    },
  };
}
