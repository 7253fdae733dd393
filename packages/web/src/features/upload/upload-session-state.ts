import type { DocumentDetail, UploadResponse } from '@clearbill/shared';
import { flowReducer, initialFlowState, type FlowAction, type FlowState } from './upload-flow-state';
import { isWorking } from './document-poll';

/**
 * Everything the upload hook remembers around the flow's stages (upload-flow-state.ts), as one pure
 * reducer, so that the hook is left with the calls, timers and toasts:
 * - `queue`: files chosen as separate documents that wait for their turn (one upload each);
 * - `sent`: the files of the last upload, so files sent as one document can be split afterwards;
 * - `uploadedId`: the document the server made for the upload in flight, known before the flow reaches
 *   the questions (a cancel during the wait discards it);
 * - `pendingToggles`: switch changes still being saved (the dialog's Confirm waits for them);
 * - `discarding`: a cancel is deleting the document.
 */
export interface UploadSession<F = File> {
  flow: FlowState<F>;
  queue: F[];
  sent: F[];
  uploadedId: string | null;
  pendingToggles: number;
  discarding: boolean;
}

export type SessionAction<F = File> =
  /** A step of the flow itself; `upload_started` also fixes what is sent now and what waits. */
  | FlowAction<F>
  | { type: 'upload_received'; documentId: string }
  /** A switch flipped: shown at once, saved by one call. */
  | { type: 'toggle_requested'; id: string; approved: boolean }
  | { type: 'toggle_saved' }
  /** The call failed: the switch goes back. */
  | { type: 'toggle_failed'; id: string; approved: boolean }
  /** Cancel: the document (if any) is being discarded; the upload in flight is forgotten. */
  | { type: 'discard_started'; documentId: string | null }
  | { type: 'discard_finished' }
  /** 'Upload another': the queue is dropped and the flow starts again. */
  | { type: 'started_over' }
  /** 'Check the next document': the queued files, consent again, then their own check. */
  | { type: 'next_document' }
  /** After the discard of files sent as one document: the same files offered again as separate. */
  | { type: 'split_offered' };

export const initialSession: UploadSession<never> = {
  flow: initialFlowState,
  queue: [],
  sent: [],
  uploadedId: null,
  pendingToggles: 0,
  discarding: false,
};

function withFlow<F>(session: UploadSession<F>, ...actions: FlowAction<F>[]): UploadSession<F> {
  const flow = actions.reduce(flowReducer<F>, session.flow);
  return flow === session.flow ? session : { ...session, flow };
}

/** The files of a fresh choice: several wait for the answer "one document or separate?". */
function offerFiles<F>(session: UploadSession<F>, files: F[], separate: boolean): UploadSession<F> {
  const actions: FlowAction<F>[] = [{ type: 'reset' }, { type: 'files_changed', files }];
  if (separate) actions.push({ type: 'grouping_chosen', grouping: 'separate' });
  return withFlow(session, ...actions);
}

export function sessionReducer<F>(session: UploadSession<F>, action: SessionAction<F>): UploadSession<F> {
  switch (action.type) {
    case 'upload_started': {
      const { flow } = session;
      if (flow.stage !== 'consent' || flow.grouping === null) return { ...session, uploadedId: null };
      const separate = flow.grouping === 'separate';
      return {
        ...withFlow(session, action),
        queue: separate ? flow.files.slice(1) : [],
        sent: separate ? flow.files.slice(0, 1) : flow.files,
        uploadedId: null,
      };
    }
    case 'upload_received':
      return { ...session, uploadedId: action.documentId };
    case 'toggle_requested':
      return {
        ...withFlow(session, { type: 'redaction_toggled', id: action.id, approved: action.approved }),
        pendingToggles: session.pendingToggles + 1,
      };
    case 'toggle_saved':
      return { ...session, pendingToggles: session.pendingToggles - 1 };
    case 'toggle_failed':
      return {
        ...withFlow(session, { type: 'redaction_toggled', id: action.id, approved: !action.approved }),
        pendingToggles: session.pendingToggles - 1,
      };
    case 'discard_started':
      return { ...session, uploadedId: null, discarding: action.documentId !== null };
    case 'discard_finished':
      return { ...session, discarding: false };
    case 'started_over':
      return { ...withFlow(session, { type: 'reset' }), queue: [], uploadedId: null };
    case 'next_document': {
      const files = session.queue;
      if (files.length === 0) return session;
      return { ...offerFiles(session, files, files.length > 1), queue: [], uploadedId: null };
    }
    case 'split_offered':
      if (session.sent.length < 2 || session.flow.stage !== 'upload') return session;
      return offerFiles(session, session.sent, true);
    case 'files_changed':
    case 'grouping_chosen':
    case 'still_reading':
    case 'uploaded':
    case 'questionnaire_completed':
    case 'dialog_opened':
    case 'dialog_closed':
    case 'redaction_toggled':
    case 'redactions_added':
    case 'confirm_started':
    case 'analysis_failed':
    case 'completed':
    case 'reset':
      return withFlow(session, action);
  }
}

/** The document a cancel discards: the one on screen, else the one whose upload is in flight. */
export function documentToDiscard(session: UploadSession<unknown>): string | null {
  const { flow } = session;
  return flow.stage === 'validation' || flow.stage === 'redacting' ? flow.document.id : session.uploadedId;
}

/**
 * 01-patient-area.md §4: after 'complete' the results screen follows, unless more documents wait their turn or
 * the document was not analysed (a DICOM image has no bill). Null: stay.
 */
export function analysisPathAfter(
  document: DocumentDetail,
  queued: number,
  redirectEnabled: boolean,
): string | null {
  if (!redirectEnabled || queued > 0) return null;
  if (document.status !== 'analyzed' || document.fileType === 'dicom') return null;
  return `/analysis/${encodeURIComponent(document.id)}`;
}

/** The upload's answer once the document is read: failed (with the patient's message), or ready. */
export type UploadOutcome =
  { kind: 'failed'; message: string | null } | { kind: 'ready'; document: DocumentDetail };

/** The document after the upload (and any polling): failed with the patient's message, or ready. */
export function uploadOutcome(document: DocumentDetail): UploadOutcome {
  if (document.status === 'failed') return { kind: 'failed', message: document.errorMessage };
  return { kind: 'ready', document };
}

/** Whether the upload's document must be polled before the flow goes on. */
export function needsPolling(response: UploadResponse): boolean {
  return response.processing || isWorking(response.document.status);
}

/**
 * 01-patient-area.md §8 on a 401: a signed-in user is sent to sign in (told whether the session expired); a
 * guest gets a new guest session. Null when the error is not a 401.
 */
export type SessionRecovery = { kind: 'sign_in'; expired: boolean } | { kind: 'new_guest' } | null;

export function sessionRecoveryFor(
  error: { status: number; code?: string | null | undefined } | null,
  signedIn: boolean,
): SessionRecovery {
  if (error?.status !== 401) return null;
  return signedIn ? { kind: 'sign_in', expired: error.code === 'session_expired' } : { kind: 'new_guest' };
}
