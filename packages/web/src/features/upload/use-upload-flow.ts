import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import {
  analysisItemSchema,
  messages,
  type AddMissedPhiResponse,
  type AnalysisItem,
  type DocumentDetail,
  type RetentionHours,
  type VerificationAnswers,
} from '@clearbill/shared';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import { isWorking, waitForDocument } from './document-poll';
import {
  discardDocument,
  startAnalysis,
  uploadDocument,
  validateRedaction,
  type UploadSource,
} from './upload-api';
import { analysisRedirectDelayMs, redirectToAnalysisOnComplete } from './upload-config';
import type { FileGrouping, FlowState } from './upload-flow-state';
import { analysisPathAfter, documentToDiscard, needsPolling, uploadOutcome } from './upload-session-state';
import { useFlowTimers } from './use-flow-timers';
import { useSessionRecovery } from './use-session-recovery';
import { useUploadSession } from './use-upload-session';

export interface UploadFlowOptions {
  source: UploadSource;
  /** Where /auth sends a signed-in user back to after a 401 (spec: /auth?redirect=/upload). */
  returnPath: string;
  /** Starts a new guest session when the server no longer knows the current one. */
  renewGuestSession: () => void;
}

const discardFailedTitle = 'Could not discard the document';
const discardFailedBody =
  'It will be deleted automatically when the storage time you chose ends. You can also try again later.';

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * The upload flow's calls, polling and toasts around the pure session reducer
 * (upload-session-state.ts, which wraps the stages of upload-flow-state.ts). What it remembers lives
 * in the reducer; timers and the abortable upload in useFlowTimers; the 401 handling of 01-patient-area.md §8 in
 * useSessionRecovery.
 */
export function useUploadFlow({ source, returnPath, renewGuestSession }: UploadFlowOptions) {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const { session, dispatch, current } = useUploadSession();
  const timers = useFlowTimers();
  const recoverSession = useSessionRecovery({
    returnPath,
    renewGuestSession,
    later: timers.later,
    onRecover: () => dispatch({ type: 'reset' }),
  });
  const guestStatusChanged = () => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.auth.guestStatus });
    // A signed-in account's count lives in its session facts (GET /api/auth/session).
    void queryClient.invalidateQueries({ queryKey: queryKeys.auth.session });
  };

  /**
   * 01-patient-area.md §4: complete (100), then the results screen after 1.5 s, unless the patient moves on
   * first. A DICOM image has no bill to analyse: its flow ends here.
   */
  const finish = (document: DocumentDetail, analyses?: AnalysisItem[]) => {
    const next = dispatch({ type: 'completed', document, ...(analyses ? { analyses } : {}) });
    const path = analysisPathAfter(document, next.queue.length, redirectToAnalysisOnComplete);
    if (path !== null) {
      timers.redirect(() => {
        navigate(path);
      }, analysisRedirectDelayMs);
    }
  };

  const analysisFailed = (description: string) => {
    toast({ variant: 'destructive', title: messages.analysisFailedTitle, description });
    dispatch({ type: 'analysis_failed' });
  };

  const runStartAnalysis = async (flow: FlowState) => {
    if (flow.stage !== 'redacting') return;
    try {
      const result = await startAnalysis({
        documentId: flow.document.id,
        redactions: flow.redactions,
        validationData: flow.answers ?? undefined,
      });
      let document = result.document;
      if (isWorking(document.status)) document = await waitForDocument(document.id);
      if (document.status === 'failed') {
        analysisFailed(document.errorMessage ?? messages.analysisFailedDefault);
        return;
      }
      // Read leniently: the items only decorate the complete view; the results screen has the rest.
      const items = analysisItemSchema.array().safeParse(result.analyses);
      finish(document, items.success ? items.data : []);
    } catch (error) {
      if (recoverSession(error)) return;
      analysisFailed(errorMessage(error, messages.analysisFailedDefault));
    }
  };

  /** What happens after a step: start at once when nothing needs confirming, or finish. */
  const continueFrom = async (next: FlowState) => {
    if (next.stage === 'redacting' && next.confirming) await runStartAnalysis(next);
    else if (next.stage === 'complete') finish(next.document);
  };

  const upload = async ({ retentionHours }: { retentionHours?: RetentionHours } = {}) => {
    const { flow } = current();
    if (flow.stage !== 'consent') return;
    const controller = timers.request.start();
    dispatch({ type: 'upload_started' });
    if (flow.grouping === null) return;
    try {
      const response = await uploadDocument({ files: flow.files, source, retentionHours }, controller.signal);
      dispatch({ type: 'upload_received', documentId: response.documentId });
      guestStatusChanged();
      let document = response.document;
      if (needsPolling(response)) {
        dispatch({ type: 'still_reading' });
        document = await waitForDocument(response.documentId, { signal: controller.signal });
      }
      const outcome = uploadOutcome(document);
      if (outcome.kind === 'failed') {
        toast({
          variant: 'destructive',
          title: messages.analysisFailedTitle,
          description: outcome.message ?? messages.documentUnreadableAfterUpload,
        });
        dispatch({ type: 'reset' });
        return;
      }
      const next = dispatch({
        type: 'uploaded',
        document: outcome.document,
        askQuestions: source === 'upload',
      });
      await continueFrom(next.flow);
    } catch (error) {
      if (isAbort(error)) return;
      if (recoverSession(error)) return;
      toast({
        variant: 'destructive',
        title: messages.uploadFailedTitle,
        description: errorMessage(error, messages.uploadFailedDefault),
      });
      dispatch({ type: 'reset' });
    } finally {
      timers.request.finished(controller);
    }
  };

  const completeQuestionnaire = async (answers: VerificationAnswers) => {
    await continueFrom(dispatch({ type: 'questionnaire_completed', answers }).flow);
  };

  const toggleRedaction = async (id: string, approved: boolean) => {
    dispatch({ type: 'toggle_requested', id, approved });
    try {
      await validateRedaction(id, approved);
      dispatch({ type: 'toggle_saved' });
    } catch (error) {
      dispatch({ type: 'toggle_failed', id, approved });
      if (!recoverSession(error)) {
        toast({
          variant: 'destructive',
          title: messages.confirmationFailedTitle,
          description: messages.confirmationFailedBody,
        });
      }
    }
  };

  const confirmRedactions = async () => {
    await runStartAnalysis(dispatch({ type: 'confirm_started' }).flow);
  };

  /** 01-patient-area.md §4 'Cancel: back to upload, progress 0, document discarded'. */
  const cancel = async () => {
    timers.request.abort();
    const id = documentToDiscard(current());
    dispatch({ type: 'discard_started', documentId: id });
    if (id === null) {
      dispatch({ type: 'reset' });
      return;
    }
    try {
      await discardDocument(id);
      // A document cancelled before its PHI was confirmed gives its upload back.
      guestStatusChanged();
      dispatch({ type: 'reset' });
    } catch (error) {
      if (recoverSession(error)) return;
      dispatch({ type: 'reset' });
      toast({ variant: 'destructive', title: discardFailedTitle, description: discardFailedBody });
    } finally {
      dispatch({ type: 'discard_finished' });
    }
  };

  const startOver = () => {
    timers.cancelRedirect();
    dispatch({ type: 'started_over' });
  };

  /**
   * Files sent as one document that seem separate: the document is discarded (its upload given
   * back) and the same files are offered again as separate documents.
   */
  const splitDocuments = async () => {
    if (current().sent.length < 2) return;
    await cancel();
    dispatch({ type: 'split_offered' });
  };

  /** The next file uploaded as a separate document: consent again, then its own check. */
  const nextDocument = () => {
    if (current().queue.length === 0) return;
    timers.cancelRedirect();
    dispatch({ type: 'next_document' });
  };

  return {
    state: session.flow,
    confirmBlocked: session.pendingToggles > 0,
    discarding: session.discarding,
    chooseFiles: (files: File[]) => dispatch({ type: 'files_changed', files }),
    chooseGrouping: (grouping: FileGrouping) => dispatch({ type: 'grouping_chosen', grouping }),
    queuedCount: session.queue.length,
    nextDocument,
    canSplit: session.sent.length > 1,
    splitDocuments,
    upload,
    completeQuestionnaire,
    toggleRedaction,
    confirmRedactions,
    redactionsAdded: (result: AddMissedPhiResponse) =>
      dispatch({ type: 'redactions_added', redactions: result.redactions, addedIds: result.addedIds }),
    openDialog: () => dispatch({ type: 'dialog_opened' }),
    closeDialog: () => dispatch({ type: 'dialog_closed' }),
    cancel,
    startOver,
  };
}

export type UploadFlow = ReturnType<typeof useUploadFlow>;
