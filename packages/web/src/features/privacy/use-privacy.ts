import { useCallback, useEffect, useRef } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { messages, type ConsentUpdateRequest } from '@clearbill/shared';
import { toast } from '@/components/ui/use-toast';
import { errorMessage, isApiError } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import { authPathWithRedirect } from '@/lib/safe-redirect';
import { removeStored, storageKeys } from '@/lib/storage';
import { saveFile } from '@/features/analysis/analysis-api';
import {
  eraseAccount,
  exportData,
  fetchActivity,
  fetchComplianceReport,
  fetchConsents,
  updateConsent,
} from './privacy-api';

/** 01-patient-area.md §9: the privacy page waits 500 ms before sending a signed-out visitor to /auth. */
export const SIGNED_OUT_REDIRECT_MS = 500;

const isUnauthorized = (error: unknown) => isApiError(error) && error.status === 401;

/**
 * 01-patient-area.md §8: on the privacy page a signed-out visitor (or a call answered 401) sees
 * 'Unauthorized' / 'You are logged out. Logging in again...' and goes to /auth after 500 ms.
 */
export function useSignedOutRedirect() {
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const timer = useRef<number | null>(null);
  useEffect(
    () => () => {
      if (timer.current !== null) window.clearTimeout(timer.current);
    },
    [],
  );
  return useCallback(() => {
    if (timer.current !== null) return;
    toast({
      variant: 'destructive',
      title: messages.unauthorizedTitle,
      description: messages.unauthorizedBody,
    });
    removeStored(storageKeys.authToken);
    timer.current = window.setTimeout(() => {
      queryClient.setQueryData(queryKeys.auth.currentUser, null);
      // Back here after signing in.
      navigate(authPathWithRedirect('/privacy'));
    }, SIGNED_OUT_REDIRECT_MS);
  }, [navigate, queryClient]);
}

/** Sends the visitor away when any of the page's queries is answered 401. */
function useRedirectOn401(error: unknown, redirect: () => void) {
  useEffect(() => {
    if (isUnauthorized(error)) redirect();
  }, [error, redirect]);
}

export function useConsents(redirect: () => void) {
  const query = useQuery({ queryKey: queryKeys.privacy.consents, queryFn: fetchConsents });
  useRedirectOn401(query.error, redirect);
  return query;
}

export function useComplianceReport(redirect: () => void) {
  const query = useQuery({
    queryKey: queryKeys.privacy.complianceReport,
    queryFn: fetchComplianceReport,
    retry: false,
  });
  useRedirectOn401(query.error, redirect);
  return query;
}

export function useActivity(page: number, redirect: () => void) {
  const query = useQuery({
    queryKey: queryKeys.privacy.activity(page),
    queryFn: () => fetchActivity(page),
    placeholderData: keepPreviousData,
  });
  useRedirectOn401(query.error, redirect);
  return query;
}

/** After any change: consents, the report and the activity log are read again (01-patient-area.md §7). */
function useRefreshPrivacy() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.privacy.all });
}

/**
 * The failure side of every privacy change: an expired session goes to sign in; anything else is a
 * destructive toast with the action's own words.
 */
function onFailure(redirect: () => void, title: string, describe: (error: unknown) => string) {
  return (error: unknown) => {
    if (isUnauthorized(error)) {
      redirect();
      return;
    }
    toast({ variant: 'destructive', title, description: describe(error) });
  };
}

export function useConsentUpdate(redirect: () => void) {
  const refresh = useRefreshPrivacy();
  return useMutation({
    mutationFn: (input: ConsentUpdateRequest) => updateConsent(input),
    onSuccess: async () => {
      toast({ title: messages.consentUpdatedTitle, description: messages.consentUpdatedBody });
      await refresh();
    },
    onError: onFailure(redirect, messages.consentFailedTitle, (error) =>
      errorMessage(error, messages.consentFailedBody),
    ),
  });
}

export function useDataExport(redirect: () => void) {
  const refresh = useRefreshPrivacy();
  return useMutation({
    mutationFn: exportData,
    onSuccess: async (file) => {
      saveFile(file);
      toast({ title: messages.exportDoneTitle, description: messages.exportDoneBody });
      await refresh();
    },
    onError: onFailure(redirect, messages.exportFailedTitle, () => messages.exportFailedBody),
  });
}

/** Deletes the account; on success the app forgets the token and goes to / (01-patient-area.md §7). */
export function useAccountErasure(redirect: () => void, onErased: () => void) {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: eraseAccount,
    onSuccess: () => {
      // First: the page must not take the missing user for a signed-out visitor.
      onErased();
      removeStored(storageKeys.authToken);
      queryClient.removeQueries({ queryKey: queryKeys.privacy.all });
      queryClient.removeQueries({ queryKey: queryKeys.analyses.all });
      queryClient.setQueryData(queryKeys.auth.currentUser, null);
      toast({ title: messages.accountDeletedTitle, description: messages.accountDeletedBody });
      navigate('/');
    },
    onError: onFailure(redirect, messages.deletionFailedTitle, () => messages.deletionFailedBody),
  });
}
