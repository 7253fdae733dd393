import { describe, expect, it } from 'vitest';
import {
  verificationAnswersSchema,
  type AnalysisItem,
  type DocumentDetail,
  type Redaction,
} from '@clearbill/shared';
import {
  flowReducer,
  initialFlowState,
  progressOf,
  type FlowAction,
  type FlowState,
} from './upload-flow-state';

const redaction = (id: string): Redaction => ({
  id,
  phiType: 'name',
  originalText: 'Jane Roe',
  confidence: 0.97,
  approved: true,
  location: null,
});

function doc(overrides: Partial<DocumentDetail> = {}): DocumentDetail {
  return {
    id: 'doc-1',
    originalFileName: 'bill.pdf',
    status: 'awaiting_confirmation',
    fileType: 'pdf',
    documentType: 'bill',
    pageCount: 1,
    createdAt: '2025-01-01T00:00:00Z',
    uploadedAt: '2025-01-01T00:00:00Z',
    retentionHours: 24,
    originalExpiresAt: '2025-01-02T00:00:00Z',
    originalDeletedAt: null,
    isGuestAnalysis: true,
    errorMessage: null,
    requiresConfirmation: true,
    redactions: [redaction('r1'), redaction('r2')],
    redactedText: null,
    removedPhi: [],
    extractedData: null,
    ...overrides,
  };
}

const answers = verificationAnswersSchema.parse({ personalInfoCorrect: true });

function run(actions: FlowAction<string>[], from: FlowState<string> = initialFlowState): FlowState<string> {
  return actions.reduce(flowReducer<string>, from);
}

describe('flowReducer', () => {
  it('walks the upload page: 0, 10, 25, 50, 90, 75, 100', () => {
    const seen: number[] = [progressOf(initialFlowState)];
    let state: FlowState<string> = initialFlowState;
    const steps: FlowAction<string>[] = [
      { type: 'files_changed', files: ['a.pdf'] },
      { type: 'upload_started' },
      { type: 'uploaded', document: doc(), askQuestions: true },
      { type: 'questionnaire_completed', answers },
      { type: 'confirm_started' },
      { type: 'completed', document: doc({ status: 'analyzed' }) },
    ];
    for (const action of steps) {
      state = flowReducer(state, action);
      seen.push(progressOf(state));
    }
    expect(seen).toEqual([0, 10, 25, 50, 90, 75, 100]);
    // Without items from start-analysis the complete view knows nothing about the findings.
    expect(state).toMatchObject({ stage: 'complete', analyses: null });
  });

  it("keeps start-analysis's items for the complete view", () => {
    const item: AnalysisItem = {
      id: 'doc-1:duplicate_charge-1',
      createdAt: '2025-01-01T00:00:00Z',
      type: 'duplicate_charge',
      errorType: 'duplicate_charge',
      analysisType: 'duplicate_charge',
      category: 'Charged twice',
      severity: 'high',
      description: 'Twice',
      amount: 10,
      savingsPotential: 10,
      riskData: { score: 80 },
      recommendations: [],
      status: 'pending',
    };
    const state = run(
      [{ type: 'completed', document: doc({ status: 'analyzed' }), analyses: [item] }],
      run([{ type: 'files_changed', files: ['a.pdf'] }, { type: 'upload_started' }]),
    );
    expect(state).toMatchObject({ stage: 'complete', analyses: [item] });
  });

  it('opens the dialog after the questions when redactions exist', () => {
    const state = run([
      { type: 'files_changed', files: ['a.pdf'] },
      { type: 'upload_started' },
      { type: 'uploaded', document: doc(), askQuestions: true },
      { type: 'questionnaire_completed', answers },
    ]);
    expect(state).toMatchObject({ stage: 'redacting', dialogOpen: true, confirming: false, answers });
  });

  it('starts at once when nothing was found, and completes when the document is already done', () => {
    const base: FlowAction<string>[] = [{ type: 'files_changed', files: ['a'] }, { type: 'upload_started' }];
    const nothingFound = run([
      ...base,
      { type: 'uploaded', document: doc({ redactions: [] }), askQuestions: true },
      { type: 'questionnaire_completed', answers },
    ]);
    expect(nothingFound).toMatchObject({ stage: 'redacting', confirming: true, dialogOpen: false });
    const done = run([
      ...base,
      { type: 'uploaded', document: doc({ status: 'analyzed', redactions: [] }), askQuestions: true },
      { type: 'questionnaire_completed', answers },
    ]);
    expect(done.stage).toBe('complete');
  });

  it('sends a DICOM upload straight to complete', () => {
    const state = run([
      { type: 'files_changed', files: ['scan.dcm'] },
      { type: 'upload_started' },
      { type: 'uploaded', document: doc({ fileType: 'dicom' }), askQuestions: true },
    ]);
    expect(state.stage).toBe('complete');
  });

  it('goes from the upload to the dialog in the wizard, which asks no questions', () => {
    const state = run([
      { type: 'files_changed', files: ['a.pdf'] },
      { type: 'upload_started' },
      { type: 'uploaded', document: doc(), askQuestions: false },
    ]);
    expect(state).toMatchObject({ stage: 'redacting', answers: null, dialogOpen: true });
    expect(progressOf(state)).toBe(90);
  });

  it('returns a failed analysis to the questions with the answers and switches kept', () => {
    const state = run([
      { type: 'files_changed', files: ['a.pdf'] },
      { type: 'upload_started' },
      { type: 'uploaded', document: doc(), askQuestions: true },
      { type: 'questionnaire_completed', answers },
      { type: 'redaction_toggled', id: 'r2', approved: false },
      { type: 'confirm_started' },
      { type: 'analysis_failed' },
    ]);
    expect(state.stage).toBe('validation');
    if (state.stage !== 'validation') return;
    expect(state.answers).toEqual(answers);
    expect(state.document.redactions.map((r) => r.approved)).toEqual([true, false]);
    expect(progressOf(state)).toBe(50);
  });

  it('returns to upload with no files and progress 0 on reset or when every file is removed', () => {
    const chosen = run([{ type: 'files_changed', files: ['a.pdf'] }]);
    expect(progressOf(chosen)).toBe(10);
    expect(run([{ type: 'files_changed', files: [] }], chosen)).toEqual({ stage: 'upload' });
    expect(progressOf(run([{ type: 'reset' }], chosen))).toBe(0);
  });

  it('ignores actions that do not belong to the current stage', () => {
    expect(run([{ type: 'upload_started' }])).toEqual({ stage: 'upload' });
    expect(run([{ type: 'confirm_started' }])).toEqual({ stage: 'upload' });
  });
});

describe('several files', () => {
  const chosen: FlowAction<string> = { type: 'files_changed', files: ['p1.png', 'p2.png', 'eob.pdf'] };

  it('asks whether they are one document or separate, and waits for the answer', () => {
    const asked = run([chosen]);
    expect(asked).toMatchObject({ stage: 'consent', grouping: null });
    expect(run([{ type: 'upload_started' }], asked)).toBe(asked);
    expect(
      run([{ type: 'grouping_chosen', grouping: 'one' }, { type: 'upload_started' }], asked),
    ).toMatchObject({
      stage: 'analyzing',
      files: ['p1.png', 'p2.png', 'eob.pdf'],
    });
  });

  it('sends separate documents one at a time, the first now', () => {
    const state = run([
      chosen,
      { type: 'grouping_chosen', grouping: 'separate' },
      { type: 'upload_started' },
    ]);
    expect(state).toMatchObject({ stage: 'analyzing', files: ['p1.png'] });
  });

  it('does not ask about a single file', () => {
    const one = run([{ type: 'files_changed', files: ['a.pdf'] }]);
    expect(one).toMatchObject({ stage: 'consent', grouping: 'one' });
    expect(run([{ type: 'grouping_chosen', grouping: 'separate' }], one)).toBe(one);
  });
});

describe('adding something we missed', () => {
  const redacting = () =>
    run([
      { type: 'files_changed', files: ['a.pdf'] },
      { type: 'upload_started' },
      { type: 'uploaded', document: doc(), askQuestions: false },
    ]);

  it("takes the server's list, keeps the patient's switches, and marks the added items", () => {
    const toggled = run([{ type: 'redaction_toggled', id: 'r2', approved: false }], redacting());
    const added = { ...redaction('r3'), originalText: 'Mari Q' };
    const state = run(
      [{ type: 'redactions_added', redactions: [redaction('r1'), redaction('r2'), added], addedIds: ['r3'] }],
      toggled,
    );
    expect(state).toMatchObject({ stage: 'redacting', addedIds: ['r3'] });
    if (state.stage !== 'redacting') throw new Error('not redacting');
    expect(state.redactions.map((r) => [r.id, r.approved])).toEqual([
      ['r1', true],
      ['r2', false],
      ['r3', true],
    ]);
  });

  it('changes nothing once confirming has started', () => {
    const confirming = run([{ type: 'confirm_started' }], redacting());
    expect(run([{ type: 'redactions_added', redactions: [], addedIds: ['x'] }], confirming)).toBe(confirming);
  });
});
