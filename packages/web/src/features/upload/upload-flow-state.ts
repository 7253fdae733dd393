import type { AnalysisItem, DocumentDetail, Redaction, VerificationAnswers } from '@clearbill/shared';

/**
 * The upload flow as a small state machine (01-patient-area.md §4 'Upload flow stages'). Its stages are the
 * spec's: upload, consent, analyzing, validation, redacting, complete.
 *
 * Order: the spec runs the questionnaire (validation, 50) before 'Questionnaire completes (90): if
 * redactions exist, redacting' and 'Confirm deletion of PHI: analysis started (75)'. Confirming is
 * what calls start-analysis, and start-analysis carries the questionnaire's answers, so the
 * questionnaire comes first and the PHI confirmation dialog second:
 *   upload (0) -> file chosen (10) -> uploading (25) -> questionnaire (50) -> PHI dialog (90)
 *   -> confirmed, start-analysis running (75) -> complete (100).
 * The wizard has no questionnaire: it goes from uploading straight to the dialog. A DICOM upload
 * goes straight to complete. Cancel discards the document and returns to upload (0); a failed
 * upload returns to upload, a failed analysis to the questionnaire.
 */
export type FlowState<F = File> =
  | { stage: 'upload' }
  /**
   * `grouping`: for several files, whether they are pages of one document or separate documents;
   * null until the patient answers (the upload waits for the answer).
   */
  | { stage: 'consent'; files: F[]; grouping: FileGrouping | null }
  | { stage: 'analyzing'; files: F[]; phase: AnalyzingPhase }
  | { stage: 'validation'; document: DocumentDetail; answers: VerificationAnswers | null }
  | {
      stage: 'redacting';
      document: DocumentDetail;
      redactions: Redaction[];
      /** null in the wizard, which asks no questions. */
      answers: VerificationAnswers | null;
      dialogOpen: boolean;
      /** start-analysis is running (progress 75). */
      confirming: boolean;
      /** Items the patient added ("Add something we missed"). */
      addedIds: string[];
    }
  /** `analyses`: the findings start-analysis answered with; null when it did not run here. */
  | { stage: 'complete'; document: DocumentDetail; analyses: AnalysisItem[] | null };

export type FlowStage = FlowState['stage'];

/** Several files: pages of one document, or each its own document (each its own upload). */
export type FileGrouping = 'one' | 'separate';

/** 'sending': the upload request is out; 'reading': the server is still working and is polled. */
export type AnalyzingPhase = 'sending' | 'reading';

export type FlowAction<F = File> =
  | { type: 'files_changed'; files: F[] }
  | { type: 'grouping_chosen'; grouping: FileGrouping }
  | { type: 'upload_started' }
  | { type: 'still_reading' }
  /** `document.redactions` holds what was found (the upload's list when the document had none). */
  | { type: 'uploaded'; document: DocumentDetail; askQuestions: boolean }
  | { type: 'questionnaire_completed'; answers: VerificationAnswers }
  | { type: 'dialog_opened' }
  | { type: 'dialog_closed' }
  | { type: 'redaction_toggled'; id: string; approved: boolean }
  /** The server's list after an addition; switches the patient made locally are kept. */
  | { type: 'redactions_added'; redactions: Redaction[]; addedIds: string[] }
  | { type: 'confirm_started' }
  | { type: 'analysis_failed' }
  | { type: 'completed'; document: DocumentDetail; analyses?: AnalysisItem[] }
  | { type: 'reset' };

export const initialFlowState: FlowState<never> = { stage: 'upload' };

/** What follows the questions (or the upload, in the wizard): the dialog, a direct start, or done. */
function afterVerification<F>(
  document: DocumentDetail,
  redactions: Redaction[],
  answers: VerificationAnswers | null,
): FlowState<F> {
  if (document.status !== 'awaiting_confirmation') return { stage: 'complete', document, analyses: null };
  const found = redactions.length > 0;
  // Nothing found but still awaiting confirmation: there is nothing to show, so start right away.
  return {
    stage: 'redacting',
    document,
    redactions,
    answers,
    dialogOpen: found,
    confirming: !found,
    addedIds: [],
  };
}

export function flowReducer<F>(state: FlowState<F>, action: FlowAction<F>): FlowState<F> {
  switch (action.type) {
    case 'files_changed':
      if (state.stage !== 'upload' && state.stage !== 'consent') return state;
      return action.files.length > 0
        ? { stage: 'consent', files: action.files, grouping: action.files.length > 1 ? null : 'one' }
        : { stage: 'upload' };
    case 'grouping_chosen':
      return state.stage === 'consent' && state.files.length > 1
        ? { ...state, grouping: action.grouping }
        : state;
    case 'upload_started':
      // Several files wait for the answer; separate documents go one at a time, the first now.
      if (state.stage !== 'consent' || state.grouping === null) return state;
      return {
        stage: 'analyzing',
        files: state.grouping === 'separate' ? state.files.slice(0, 1) : state.files,
        phase: 'sending',
      };
    case 'still_reading':
      return state.stage === 'analyzing' ? { ...state, phase: 'reading' } : state;
    case 'uploaded': {
      if (state.stage !== 'analyzing') return state;
      const { document } = action;
      if (document.fileType === 'dicom') return { stage: 'complete', document, analyses: null };
      if (action.askQuestions) return { stage: 'validation', document, answers: null };
      return afterVerification(document, document.redactions, null);
    }
    case 'questionnaire_completed':
      if (state.stage !== 'validation') return state;
      return afterVerification(state.document, state.document.redactions, action.answers);
    case 'dialog_opened':
      return state.stage === 'redacting' && !state.confirming ? { ...state, dialogOpen: true } : state;
    case 'dialog_closed':
      return state.stage === 'redacting' && !state.confirming ? { ...state, dialogOpen: false } : state;
    case 'redaction_toggled':
      if (state.stage !== 'redacting') return state;
      return {
        ...state,
        redactions: state.redactions.map((r) =>
          r.id === action.id ? { ...r, approved: action.approved } : r,
        ),
      };
    case 'redactions_added': {
      if (state.stage !== 'redacting' || state.confirming) return state;
      const local = new Map(state.redactions.map((r) => [r.id, r.approved]));
      const added = new Set(action.addedIds);
      return {
        ...state,
        redactions: action.redactions.map((r) =>
          added.has(r.id) ? { ...r, approved: true } : { ...r, approved: local.get(r.id) ?? r.approved },
        ),
        addedIds: [...new Set([...state.addedIds, ...action.addedIds])],
      };
    }
    case 'confirm_started':
      return state.stage === 'redacting' ? { ...state, confirming: true, dialogOpen: false } : state;
    case 'analysis_failed': {
      if (state.stage !== 'redacting') return state;
      // The spec returns a failed analysis to the questions; the wizard has none, so back to the review.
      const document = { ...state.document, redactions: state.redactions };
      if (state.answers === null) return { ...state, document, confirming: false, dialogOpen: false };
      return { stage: 'validation', document, answers: state.answers };
    }
    case 'completed':
      return { stage: 'complete', document: action.document, analyses: action.analyses ?? null };
    case 'reset':
      return { stage: 'upload' };
  }
}

/** 01-patient-area.md §4 / §9 progress values. */
export function progressOf(state: FlowState<unknown>): number {
  switch (state.stage) {
    case 'upload':
      return 0;
    case 'consent':
      return 10;
    case 'analyzing':
      return 25;
    case 'validation':
      return 50;
    case 'redacting':
      return state.confirming ? 75 : 90;
    case 'complete':
      return 100;
  }
}

/** The four steps the progress card shows (01-patient-area.md §2: upload, verification, privacy check, complete). */
export const progressSteps = [
  { key: 'upload', label: 'Upload' },
  { key: 'verification', label: 'Verification' },
  { key: 'privacy', label: 'Privacy check' },
  { key: 'complete', label: 'Complete' },
] as const;

export type ProgressStep = (typeof progressSteps)[number]['key'];

export function progressStepOf(stage: FlowStage): ProgressStep {
  switch (stage) {
    case 'upload':
    case 'consent':
    case 'analyzing':
      return 'upload';
    case 'validation':
      return 'verification';
    case 'redacting':
      return 'privacy';
    case 'complete':
      return 'complete';
  }
}

/** One line saying what is happening, read out politely to screen readers. */
export function statusTextOf(state: FlowState<unknown>): string {
  switch (state.stage) {
    case 'upload':
      return 'Choose the document you want to check.';
    case 'consent':
      return state.grouping === null
        ? 'Tell us whether your files are one document or separate documents.'
        : 'Give your consent and choose how long we keep the original file.';
    case 'analyzing':
      return state.phase === 'sending' ? 'Reading your document...' : 'Looking for personal information...';
    case 'validation':
      return 'Answer a few questions about your visit.';
    case 'redacting':
      return state.confirming
        ? 'Removing your personal information...'
        : 'Check the personal information we found.';
    case 'complete':
      return 'Processing complete.';
  }
}
