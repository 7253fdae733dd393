import { useCallback, useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { messages, type DocumentAnalysisResponse } from '@clearbill/shared';
import { toast } from '@/components/ui/use-toast';
import { errorMessage, isApiError } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import { downloadReport, fetchAnalyses, fetchDocumentAnalysis, saveAnalysis, saveFile } from './analysis-api';

/** A call refused because it needs an account (403 to a guest): worth an invitation, not an error. */
function needsAccount(error: unknown): boolean {
  return isApiError(error) && error.status === 403;
}

/** 01-patient-area.md §7: one retry, the cache refreshed on each visit; a 4xx answer is final, never retried. */
export function useDocumentAnalysis(id: string) {
  return useQuery({
    queryKey: queryKeys.analyses.document(id),
    queryFn: ({ signal }) => fetchDocumentAnalysis(id, signal),
    retry: (failures, error) =>
      failures < 1 && !(isApiError(error) && error.status >= 400 && error.status < 500),
    staleTime: 0,
  });
}

/** The signed-in user's analyses, newest first (dashboard). */
export function useAnalysisList(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.analyses.all,
    queryFn: ({ signal }) => fetchAnalyses(signal),
    enabled,
    staleTime: 0,
  });
}

export type ReportState =
  | { status: 'idle' }
  | { status: 'downloading'; progress: number | null }
  | { status: 'error'; message: string };

const reportFailed = 'The report could not be downloaded. Please try again.';
const saveFailedTitle = 'Could not save';
const saveFailedBody = 'The analysis could not be saved to your dashboard. Please try again.';

/**
 * Download Report and Save to Dashboard. A guest's 403 for either becomes `accountPrompt`, the
 * server's invitation to create a free account, shown with a sign-up link.
 */
export function useAnalysisActions(id: string) {
  const queryClient = useQueryClient();
  const [accountPrompt, setAccountPrompt] = useState<string | null>(null);
  const [report, setReport] = useState<ReportState>({ status: 'idle' });
  const downloading = useRef(false);

  const save = useMutation({
    mutationFn: () => saveAnalysis(id),
    onSuccess: (saved) => {
      queryClient.setQueryData<DocumentAnalysisResponse>(queryKeys.analyses.document(id), (current) =>
        current ? { ...current, analysis: { ...current.analysis, saved } } : current,
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.analyses.all });
      toast({
        title: 'Saved to your dashboard',
        description: 'You can come back to this analysis from your dashboard at any time.',
      });
    },
    onError: (error) => {
      if (needsAccount(error)) {
        setAccountPrompt(errorMessage(error, messages.saveNeedsAccount));
        return;
      }
      toast({
        variant: 'destructive',
        title: saveFailedTitle,
        description: errorMessage(error, saveFailedBody),
      });
    },
  });

  const download = useCallback(async () => {
    if (downloading.current) return;
    downloading.current = true;
    setReport({ status: 'downloading', progress: null });
    try {
      const file = await downloadReport(id, (progress) => {
        setReport({ status: 'downloading', progress });
      });
      saveFile(file);
      setReport({ status: 'idle' });
      toast({ title: 'Report downloaded', description: `Saved as ${file.fileName}.` });
    } catch (error) {
      if (needsAccount(error)) {
        setReport({ status: 'idle' });
        setAccountPrompt(errorMessage(error, messages.reportNeedsAccount));
      } else {
        setReport({ status: 'error', message: errorMessage(error, reportFailed) });
      }
    } finally {
      downloading.current = false;
    }
  }, [id]);

  return {
    save: () => {
      save.mutate();
    },
    saving: save.isPending,
    report,
    download: () => {
      void download();
    },
    accountPrompt,
    closeAccountPrompt: () => {
      setAccountPrompt(null);
    },
  };
}

export type AnalysisActions = ReturnType<typeof useAnalysisActions>;
