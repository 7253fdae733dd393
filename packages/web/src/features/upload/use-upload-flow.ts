import { useCallback, useEffect, useRef, useState } from 'react';
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
import { errorMessage, isApiError } from '@/lib/api';
import { queryKeys } from '@/lib/query-client';
import { readStored, removeStored, storageKeys } from '@/lib/storage';
import { isWorking, waitForDocument } from './document-poll';
import {
  discardDocument,
  startAnalysis,
  uploadDocument,
  validateRedaction,
  type UploadSource,
} from './upload-api';
import { analysisRedirectDelayMs, authRedirectDelayMs, redirectToAnalysisOnComplete } from './upload-config';
import {
  flowReducer,
  initialFlowState,
  type FileGrouping,
  type FlowAction,
  type FlowState,
} from './upload-flow-state';

export interface UploadFlowOptions {
  source: UploadSource;
  /** Where /auth sends a signed-in user back to after a 401 (spec: /auth?redirect=/upload). */
  returnPath: string;
  /** Starts a new guest session when the server no longer knows the current one. */
  renewGuestSession: () => void;
}

const guestSessionRenewed = 'Your guest session ended, so a new one was started. Please upload again.';
const discardFailedTitle = 'Could not discard the document';
const discardFailedBody =
  'It will be deleted automatically when the storage time you chose ends. You can also try again later.';

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * The upload flow's side effects around the pure `flowReducer`: the calls, polling, toasts and the
 * 401 handling of 01-patient-area.md §8. The state is mirrored in a ref so that async steps always act on the
 * latest state, and each step knows what the reducer decided before it makes the next call.
 */
export function useUploadFlow({ source, returnPath, renewGuestSession }: UploadFlowOptions) {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const [state, setState] = useState<FlowState>(initialFlowState);
  const stateRef = useRef<FlowState>(initialFlowState);
  const [pendingToggles, setPendingToggles] = useState(0);
  const [discarding, setDiscarding] = useState(false);
  const abortRef = useRef<AbortController | null>(null);
  const uploadedIdRef = useRef<string | null>(null);
  /** Files chosen as separate documents that wait for their turn (one upload each). */
  const queueRef = useRef<File[]>([]);
  /** The files of the last upload, so files sent as one document can be split afterwards. */
  const sentFilesRef = useRef<File[]>([]);
  const [sentCount, setSentCount] = useState(0);
  const [queuedCount, setQueuedCount] = useState(0);
  const setQueue = (files: File[]) => {
    queueRef.current = files;
    setQueuedCount(files.length);
  };
  const timersRef = useRef<number[]>([]);

  useEffect(() => {
    const timers = timersRef.current;
    return () => {
      abortRef.current?.abort();
      for (const timer of timers) window.clearTimeout(timer);
    };
  }, []);

  const apply = useCallback((action: FlowAction): FlowState => {
    const next = flowReducer(stateRef.current, action);
    stateRef.current = next;
    setState(next);
    return next;
  }, []);

  const later = (fn: () => void, ms: number) => {
    timersRef.current.push(window.setTimeout(fn, ms));
  };

  /** 01-patient-area.md §8: a 401 sends a signed-in user to /auth; a guest gets a new guest session. */
  const recoverSession = (error: unknown): boolean => {
    if (!isApiError(error) || error.status !== 401) return false;
    apply({ type: 'reset' });
    if (readStored(storageKeys.authToken)) {
      const expired = error.code === 'session_expired';
      toast({
        variant: 'destructive',
        title: expired ? messages.sessionExpiredTitle : messages.unauthorizedTitle,
        description: expired ? messages.sessionExpiredBody : messages.unauthorizedBody,
      });
      removeStored(storageKeys.authToken);
      queryClient.setQueryData(queryKeys.currentUser, null);
      later(() => {
        navigate(`/auth?redirect=${returnPath}`);
      }, authRedirectDelayMs);
    } else {
      toast({
        variant: 'destructive',
        title: messages.sessionExpiredTitle,
        description: guestSessionRenewed,
      });
      renewGuestSession();
    }
    return true;
  };

  const redirectRef = useRef<number | null>(null);
  const cancelRedirect = () => {
    if (redirectRef.current !== null) window.clearTimeout(redirectRef.current);
    redirectRef.current = null;
  };

  /**
   * 01-patient-area.md §4: complete (100), then the results screen after 1.5 s, unless the patient moves on
   * first. A DICOM image has no bill to analyse: its flow ends here.
   */
  const finish = (document: DocumentDetail, analyses?: AnalysisItem[]) => {
    apply({ type: 'completed', document, ...(analyses ? { analyses } : {}) });
    const more = queueRef.current.length > 0;
    if (
      redirectToAnalysisOnComplete &&
      !more &&
      document.status === 'analyzed' &&
      document.fileType !== 'dicom'
    ) {
      cancelRedirect();
      redirectRef.current = window.setTimeout(() => {
        redirectRef.current = null;
        navigate(`/analysis/${encodeURIComponent(document.id)}`);
      }, analysisRedirectDelayMs);
      timersRef.current.push(redirectRef.current);
    }
  };

  const runStartAnalysis = async (current: FlowState) => {
    if (current.stage !== 'redacting') return;
    try {
      const result = await startAnalysis({
        documentId: current.document.id,
        redactions: current.redactions,
        validationData: current.answers ?? undefined,
      });
      let document = result.document;
      if (isWorking(document.status)) document = await waitForDocument(document.id);
      if (document.status === 'failed') {
        toast({
          variant: 'destructive',
          title: messages.analysisFailedTitle,
          description: document.errorMessage ?? messages.analysisFailedDefault,
        });
        apply({ type: 'analysis_failed' });
        return;
      }
      // Read leniently: the items only decorate the complete view; the results screen has the rest.
      const items = analysisItemSchema.array().safeParse(result.analyses);
      finish(document, items.success ? items.data : []);
    } catch (error) {
      if (recoverSession(error)) return;
      toast({
        variant: 'destructive',
        title: messages.analysisFailedTitle,
        description: errorMessage(error, messages.analysisFailedDefault),
      });
      apply({ type: 'analysis_failed' });
    }
  };

  /** What happens after a step: start at once when nothing needs confirming, or finish. */
  const continueFrom = async (next: FlowState) => {
    if (next.stage === 'redacting' && next.confirming) await runStartAnalysis(next);
    else if (next.stage === 'complete') finish(next.document);
  };

  const chooseFiles = (files: File[]) => {
    apply({ type: 'files_changed', files });
  };

  const upload = async ({ retentionHours }: { retentionHours?: RetentionHours } = {}) => {
    const current = stateRef.current;
    if (current.stage !== 'consent') return;
    const controller = new AbortController();
    abortRef.current = controller;
    uploadedIdRef.current = null;
    if (current.grouping === null) return;
    setQueue(current.grouping === 'separate' ? current.files.slice(1) : []);
    sentFilesRef.current = current.grouping === 'separate' ? current.files.slice(0, 1) : current.files;
    setSentCount(sentFilesRef.current.length);
    apply({ type: 'upload_started' });
    try {
      const response = await uploadDocument(
        { files: current.files, source, retentionHours },
        controller.signal,
      );
      uploadedIdRef.current = response.documentId;
      void queryClient.invalidateQueries({ queryKey: queryKeys.guestStatus });
      let document = response.document;
      if (response.processing || isWorking(document.status)) {
        apply({ type: 'still_reading' });
        document = await waitForDocument(response.documentId, { signal: controller.signal });
      }
      if (document.status === 'failed') {
        toast({
          variant: 'destructive',
          title: messages.analysisFailedTitle,
          description: document.errorMessage ?? messages.documentUnreadableAfterUpload,
        });
        apply({ type: 'reset' });
        return;
      }
      const next = apply({ type: 'uploaded', document, askQuestions: source === 'upload' });
      await continueFrom(next);
    } catch (error) {
      if (isAbort(error)) return;
      if (recoverSession(error)) return;
      toast({
        variant: 'destructive',
        title: messages.uploadFailedTitle,
        description: errorMessage(error, messages.uploadFailedDefault),
      });
      apply({ type: 'reset' });
    } finally {
      if (abortRef.current === controller) abortRef.current = null;
    }
  };

  const completeQuestionnaire = async (answers: VerificationAnswers) => {
    await continueFrom(apply({ type: 'questionnaire_completed', answers }));
  };

  const toggleRedaction = async (id: string, approved: boolean) => {
    apply({ type: 'redaction_toggled', id, approved });
    setPendingToggles((n) => n + 1);
    try {
      await validateRedaction(id, approved);
    } catch (error) {
      apply({ type: 'redaction_toggled', id, approved: !approved });
      if (!recoverSession(error)) {
        toast({
          variant: 'destructive',
          title: messages.confirmationFailedTitle,
          description: messages.confirmationFailedBody,
        });
      }
    } finally {
      setPendingToggles((n) => n - 1);
    }
  };

  const confirmRedactions = async () => {
    await runStartAnalysis(apply({ type: 'confirm_started' }));
  };

  /** 01-patient-area.md §4 'Cancel: back to upload, progress 0, document discarded'. */
  const cancel = async () => {
    const current = stateRef.current;
    abortRef.current?.abort();
    const id =
      current.stage === 'validation' || current.stage === 'redacting'
        ? current.document.id
        : uploadedIdRef.current;
    uploadedIdRef.current = null;
    if (id === null) {
      apply({ type: 'reset' });
      return;
    }
    setDiscarding(true);
    try {
      await discardDocument(id);
      // A document cancelled before its PHI was confirmed gives its upload back.
      void queryClient.invalidateQueries({ queryKey: queryKeys.guestStatus });
      apply({ type: 'reset' });
    } catch (error) {
      if (recoverSession(error)) return;
      apply({ type: 'reset' });
      toast({ variant: 'destructive', title: discardFailedTitle, description: discardFailedBody });
    } finally {
      setDiscarding(false);
    }
  };

  const startOver = () => {
    cancelRedirect();
    uploadedIdRef.current = null;
    setQueue([]);
    apply({ type: 'reset' });
  };

  /**
   * Files sent as one document that seem separate: the document is discarded (its upload given
   * back) and the same files are offered again as separate documents.
   */
  const splitDocuments = async () => {
    const files = sentFilesRef.current;
    if (files.length < 2) return;
    await cancel();
    if (stateRef.current.stage !== 'upload') return;
    apply({ type: 'files_changed', files });
    apply({ type: 'grouping_chosen', grouping: 'separate' });
  };

  /** The next file uploaded as a separate document: consent again, then its own check. */
  const nextDocument = () => {
    const files = queueRef.current;
    if (files.length === 0) return;
    cancelRedirect();
    uploadedIdRef.current = null;
    setQueue([]);
    apply({ type: 'reset' });
    apply({ type: 'files_changed', files });
    if (files.length > 1) apply({ type: 'grouping_chosen', grouping: 'separate' });
  };

  return {
    state,
    confirmBlocked: pendingToggles > 0,
    discarding,
    chooseFiles,
    chooseGrouping: (grouping: FileGrouping) => apply({ type: 'grouping_chosen', grouping }),
    queuedCount,
    nextDocument,
    canSplit: sentCount > 1,
    splitDocuments,
    upload,
    completeQuestionnaire,
    toggleRedaction,
    confirmRedactions,
    redactionsAdded: (result: AddMissedPhiResponse) =>
      apply({ type: 'redactions_added', redactions: result.redactions, addedIds: result.addedIds }),
    openDialog: () => apply({ type: 'dialog_opened' }),
    closeDialog: () => apply({ type: 'dialog_closed' }),
    cancel,
    startOver,
  };
}

export type UploadFlow = ReturnType<typeof useUploadFlow>;
