import { verificationAnswersSchema, type VerificationAnswers, type VisitType } from '@clearbill/shared';

/** The questionnaire's fields as the controls hold them (01-patient-area.md §2, §3 'Verification answers'). */
export interface QuestionnaireDraft {
  personalInfoCorrect: boolean | null;
  personalInfoDiscrepancies: string;
  /** Asked only when the patient says the details are wrong: the name and member number as they should read. */
  patientName: string;
  memberNumber: string;
  insuranceProvider: string;
  providerType: VisitType | '';
  /** One service per line. */
  servicesReceived: string;
  allServicesReceived: boolean | null;
  costDisclosureReceived: boolean;
  hadInsuranceOnDate: boolean;
  providerInNetwork: boolean;
  /** null until the emergency box is touched ('unsure'). */
  emergency: boolean | null;
  multipleBills: boolean;
  denialReceived: boolean;
  denialCodes: string;
  unexpectedAmounts: boolean;
  depositsOrCopays: boolean;
  depositsOrCopaysAmount: string;
  serviceNotes: string;
}

export type QuestionnaireStep = 1 | 2 | 3;

/** The schema's lengths, also given to the controls as maxLength. */
export const maxShortText = 500;
export const maxLongText = 4000;
const maxServices = 100;

export const visitTypeLabels: Record<VisitType, string> = {
  emergency: 'Emergency room',
  hospital: 'Hospital stay',
  surgery: 'Surgery',
  office: 'Office visit',
  physical_therapy: 'Physical therapy',
  counseling: 'Counseling',
  specialist: 'Specialist visit',
  other: 'Something else',
};

export const emptyDraft: QuestionnaireDraft = {
  personalInfoCorrect: null,
  personalInfoDiscrepancies: '',
  patientName: '',
  memberNumber: '',
  insuranceProvider: '',
  providerType: '',
  servicesReceived: '',
  allServicesReceived: null,
  costDisclosureReceived: false,
  hadInsuranceOnDate: false,
  providerInNetwork: false,
  emergency: null,
  multipleBills: false,
  denialReceived: false,
  denialCodes: '',
  unexpectedAmounts: false,
  depositsOrCopays: false,
  depositsOrCopaysAmount: '',
  serviceNotes: '',
};

/** Back from a failed analysis: the answers given before, as the controls hold them. */
export function draftFromAnswers(answers: VerificationAnswers | null): QuestionnaireDraft {
  if (!answers) return emptyDraft;
  const more = answers.additionalQuestions;
  return {
    personalInfoCorrect: answers.personalInfoCorrect,
    personalInfoDiscrepancies: answers.personalInfoDiscrepancies,
    patientName: answers.patientName,
    memberNumber: answers.memberNumber,
    insuranceProvider: answers.insuranceProvider,
    providerType: answers.providerType,
    servicesReceived: answers.servicesReceived.join('\n'),
    allServicesReceived: more.allServicesReceived,
    costDisclosureReceived: more.costDisclosureReceived,
    hadInsuranceOnDate: more.hadInsuranceOnDate,
    providerInNetwork: more.providerInNetwork,
    emergency: more.emergencyOrPlanned === 'unsure' ? null : more.emergencyOrPlanned === 'emergency',
    multipleBills: more.multipleBills,
    denialReceived: more.denialReceived,
    denialCodes: more.denialCodes,
    unexpectedAmounts: more.unexpectedAmounts,
    depositsOrCopays: more.depositsOrCopays,
    depositsOrCopaysAmount: more.depositsOrCopaysAmount ? String(more.depositsOrCopaysAmount) : '',
    serviceNotes: more.serviceNotes,
  };
}

/** 01-patient-area.md §4: 'Yes' clears the discrepancies text; 'No' shows it. */
export function answerPersonalInfo(draft: QuestionnaireDraft, correct: boolean): QuestionnaireDraft {
  return {
    ...draft,
    personalInfoCorrect: correct,
    personalInfoDiscrepancies: correct ? '' : draft.personalInfoDiscrepancies,
    patientName: correct ? '' : draft.patientName,
    memberNumber: correct ? '' : draft.memberNumber,
  };
}

/** 01-patient-area.md §4: step 1 needs the yes/no, step 2 the received-all-services answer, step 3 nothing. */
export function canAdvance(step: QuestionnaireStep, draft: QuestionnaireDraft): boolean {
  switch (step) {
    case 1:
      return draft.personalInfoCorrect !== null;
    case 2:
      return draft.allServicesReceived !== null;
    case 3:
      return true;
  }
}

/**
 * The answers sent with start-analysis. The name and member number are sent only when the patient says
 * the bill's details are wrong; the server keeps them encrypted until confirmation and then drops them.
 */
export function toAnswers(draft: QuestionnaireDraft): VerificationAnswers {
  return verificationAnswersSchema.parse({
    personalInfoCorrect: draft.personalInfoCorrect,
    personalInfoDiscrepancies: draft.personalInfoCorrect === false ? draft.personalInfoDiscrepancies : '',
    patientName: draft.personalInfoCorrect === false ? draft.patientName.trim() : '',
    memberNumber: draft.personalInfoCorrect === false ? draft.memberNumber.trim() : '',
    insuranceProvider: draft.insuranceProvider,
    providerType: draft.providerType,
    servicesReceived: draft.servicesReceived
      .split('\n')
      .map((line) => line.trim().slice(0, maxShortText))
      .filter((line) => line !== '')
      .slice(0, maxServices),
    additionalQuestions: {
      allServicesReceived: draft.allServicesReceived,
      costDisclosureReceived: draft.costDisclosureReceived,
      hadInsuranceOnDate: draft.hadInsuranceOnDate,
      providerInNetwork: draft.providerInNetwork,
      emergencyOrPlanned: draft.emergency === null ? 'unsure' : draft.emergency ? 'emergency' : 'planned',
      multipleBills: draft.multipleBills,
      denialReceived: draft.denialReceived,
      denialCodes: draft.denialReceived ? draft.denialCodes : '',
      unexpectedAmounts: draft.unexpectedAmounts,
      depositsOrCopays: draft.depositsOrCopays,
      // 01-patient-area.md §5: parsed as a number, 0 when blank or unreadable (the schema's catch).
      depositsOrCopaysAmount: draft.depositsOrCopays
        ? draft.depositsOrCopaysAmount.replace(/[$,\s]/g, '')
        : 0,
      serviceNotes: draft.serviceNotes,
    },
  });
}
