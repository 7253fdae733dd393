import { describe, expect, it } from 'vitest';
import type { DocumentDetail, Redaction, UploadResponse } from '@clearbill/shared';
import {
  analysisPathAfter,
  documentToDiscard,
  initialSession,
  needsPolling,
  sessionRecoveryFor,
  sessionReducer,
  uploadOutcome,
  type SessionAction,
  type UploadSession,
} from './upload-session-state';

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

function response(document: DocumentDetail, overrides: Partial<UploadResponse> = {}): UploadResponse {
  return {
    success: true,
    message: 'Uploaded',
    documentId: document.id,
    document,
    processing: false,
    uploadsRemaining: 4,
    ...overrides,
  };
}

function run(
  actions: SessionAction<string>[],
  from: UploadSession<string> = initialSession,
): UploadSession<string> {
  return actions.reduce(sessionReducer<string>, from);
}

/** Three files chosen, answered "separate", the first one sent and shown in the PHI dialog. */
const separateAtDialog = run([
  { type: 'files_changed', files: ['a.pdf', 'b.pdf', 'c.pdf'] },
  { type: 'grouping_chosen', grouping: 'separate' },
  { type: 'upload_started' },
  { type: 'upload_received', documentId: 'doc-1' },
  { type: 'uploaded', document: doc(), askQuestions: false },
]);

describe('sessionReducer', () => {
  it('sends separate documents one at a time: the first now, the rest queued', () => {
    expect(separateAtDialog.flow.stage).toBe('redacting');
    expect(separateAtDialog.sent).toEqual(['a.pdf']);
    expect(separateAtDialog.queue).toEqual(['b.pdf', 'c.pdf']);
    expect(separateAtDialog.uploadedId).toBe('doc-1');
  });

  it('sends files that form one document together, with nothing queued', () => {
    const session = run([
      { type: 'files_changed', files: ['p1.jpg', 'p2.jpg'] },
      { type: 'grouping_chosen', grouping: 'one' },
      { type: 'upload_started' },
    ]);
    expect(session.flow).toEqual({ stage: 'analyzing', files: ['p1.jpg', 'p2.jpg'], phase: 'sending' });
    expect(session.sent).toEqual(['p1.jpg', 'p2.jpg']);
    expect(session.queue).toEqual([]);
  });

  it('does not start an upload while "one document or separate?" is unanswered', () => {
    const waiting = run([{ type: 'files_changed', files: ['a.pdf', 'b.pdf'] }]);
    const session = sessionReducer(waiting, { type: 'upload_started' });
    expect(session.flow).toBe(waiting.flow);
    expect(session.sent).toEqual([]);
    expect(session.queue).toEqual([]);
  });

  it('counts switch changes being saved, and turns a switch back when its call fails', () => {
    let session = sessionReducer(separateAtDialog, { type: 'toggle_requested', id: 'r1', approved: false });
    session = sessionReducer(session, { type: 'toggle_requested', id: 'r2', approved: false });
    expect(session.pendingToggles).toBe(2);
    session = sessionReducer(session, { type: 'toggle_saved' });
    session = sessionReducer(session, { type: 'toggle_failed', id: 'r2', approved: false });
    expect(session.pendingToggles).toBe(0);
    if (session.flow.stage !== 'redacting') throw new Error('expected the PHI dialog');
    expect(session.flow.redactions.map((r) => [r.id, r.approved])).toEqual([
      ['r1', false],
      ['r2', true],
    ]);
  });

  it('marks a discard as running only when there is a document, and forgets the upload in flight', () => {
    const withDocument = sessionReducer(separateAtDialog, { type: 'discard_started', documentId: 'doc-1' });
    expect(withDocument.discarding).toBe(true);
    expect(withDocument.uploadedId).toBeNull();
    expect(sessionReducer(withDocument, { type: 'discard_finished' }).discarding).toBe(false);
    expect(sessionReducer(initialSession, { type: 'discard_started', documentId: null }).discarding).toBe(
      false,
    );
  });

  it('offers the next queued document: consent again, still separate when several wait', () => {
    const done = run([{ type: 'completed', document: doc({ status: 'analyzed' }) }], separateAtDialog);
    const next = sessionReducer(done, { type: 'next_document' });
    expect(next.flow).toEqual({ stage: 'consent', files: ['b.pdf', 'c.pdf'], grouping: 'separate' });
    expect(next.queue).toEqual([]);
    expect(next.uploadedId).toBeNull();
    // The last one alone needs no answer.
    const last = run(
      [{ type: 'upload_started' }, { type: 'completed', document: doc() }, { type: 'next_document' }],
      next,
    );
    expect(last.flow).toEqual({ stage: 'consent', files: ['c.pdf'], grouping: 'one' });
    // Nothing queued: nothing happens.
    expect(sessionReducer(last, { type: 'next_document' })).toBe(last);
  });

  it('starts over with an empty queue', () => {
    const session = sessionReducer(separateAtDialog, { type: 'started_over' });
    expect(session.flow).toEqual({ stage: 'upload' });
    expect(session.queue).toEqual([]);
    expect(session.uploadedId).toBeNull();
  });

  it('offers files sent as one document again as separate ones, once the document is discarded', () => {
    const oneDocument = run([
      { type: 'files_changed', files: ['a.pdf', 'b.pdf'] },
      { type: 'grouping_chosen', grouping: 'one' },
      { type: 'upload_started' },
      { type: 'uploaded', document: doc(), askQuestions: true },
    ]);
    // Not while the document is still on screen.
    expect(sessionReducer(oneDocument, { type: 'split_offered' })).toBe(oneDocument);
    const discarded = run(
      [{ type: 'discard_started', documentId: 'doc-1' }, { type: 'reset' }, { type: 'split_offered' }],
      oneDocument,
    );
    expect(discarded.flow).toEqual({ stage: 'consent', files: ['a.pdf', 'b.pdf'], grouping: 'separate' });
  });

  it('does not split a single file', () => {
    const single = run([
      { type: 'files_changed', files: ['a.pdf'] },
      { type: 'upload_started' },
      { type: 'reset' },
    ]);
    expect(sessionReducer(single, { type: 'split_offered' })).toBe(single);
  });

  it('passes the flow steps through to the flow reducer', () => {
    const session = run([{ type: 'dialog_closed' }, { type: 'confirm_started' }], separateAtDialog);
    expect(session.flow).toMatchObject({ stage: 'redacting', confirming: true, dialogOpen: false });
    expect(session.queue).toEqual(['b.pdf', 'c.pdf']);
  });
});

describe('documentToDiscard', () => {
  it('is the document on screen, else the upload in flight, else none', () => {
    expect(documentToDiscard(separateAtDialog)).toBe('doc-1');
    const inFlight = run([
      { type: 'files_changed', files: ['a.pdf'] },
      { type: 'upload_started' },
      { type: 'upload_received', documentId: 'doc-9' },
    ]);
    expect(inFlight.flow.stage).toBe('analyzing');
    expect(documentToDiscard(inFlight)).toBe('doc-9');
    expect(
      documentToDiscard(run([{ type: 'files_changed', files: ['a.pdf'] }, { type: 'upload_started' }])),
    ).toBe(null);
  });
});

describe('analysisPathAfter', () => {
  const analyzed = doc({ id: 'doc 7', status: 'analyzed' });

  it('moves to the results of an analysed document', () => {
    expect(analysisPathAfter(analyzed, 0, true)).toBe('/analysis/doc%207');
  });

  it('stays while documents wait, when switched off, for a DICOM image, or when not analysed', () => {
    expect(analysisPathAfter(analyzed, 1, true)).toBeNull();
    expect(analysisPathAfter(analyzed, 0, false)).toBeNull();
    expect(analysisPathAfter({ ...analyzed, fileType: 'dicom' }, 0, true)).toBeNull();
    expect(analysisPathAfter({ ...analyzed, status: 'awaiting_confirmation' }, 0, true)).toBeNull();
  });
});

describe('uploadOutcome and needsPolling', () => {
  it("reports a failed document with the server's message", () => {
    const failed = doc({ status: 'failed', errorMessage: 'We could not read this file.' });
    expect(uploadOutcome(failed)).toEqual({
      kind: 'failed',
      message: 'We could not read this file.',
    });
  });

  it('passes a read document on as it is', () => {
    const full = doc();
    expect(uploadOutcome(full)).toEqual({ kind: 'ready', document: full });
  });

  it('polls while the server is still working', () => {
    expect(needsPolling(response(doc()))).toBe(false);
    expect(needsPolling(response(doc(), { processing: true }))).toBe(true);
    expect(needsPolling(response(doc({ status: 'processing' })))).toBe(true);
    expect(needsPolling(response(doc({ status: 'analysing' })))).toBe(true);
  });
});

describe('sessionRecoveryFor', () => {
  it('sends a signed-in user to sign in, saying whether the session expired', () => {
    expect(sessionRecoveryFor({ status: 401, code: 'session_expired' }, true)).toEqual({
      kind: 'sign_in',
      expired: true,
    });
    expect(sessionRecoveryFor({ status: 401, code: 'unauthorized' }, true)).toEqual({
      kind: 'sign_in',
      expired: false,
    });
  });

  it('gives a guest a new guest session, and leaves other errors alone', () => {
    expect(sessionRecoveryFor({ status: 401, code: null }, false)).toEqual({ kind: 'new_guest' });
    expect(sessionRecoveryFor({ status: 403, code: 'forbidden' }, true)).toBeNull();
    expect(sessionRecoveryFor(null, true)).toBeNull();
  });
});
