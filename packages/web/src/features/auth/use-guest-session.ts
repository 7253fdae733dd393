import { useEffect } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messages, type ApplyDiscountRequest } from '@clearbill/shared';
import { errorMessage, isApiError } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import { removeStored, storageKeys, writeStored } from '@/lib/storage';
import { toast } from '@/components/ui/use-toast';
import { applyDiscountCode, createGuestSession } from './auth-api';
import { useCurrentUser, useGuestStatus } from './use-auth';

/** 01-patient-area.md §4: guest-status queries refresh 100 ms after a session is created. */
const GUEST_REFRESH_DELAY_MS = 100;

/**
 * The visitor's guest session. With `autoCreate` (the upload page), a visitor who is not signed in
 * gets one on demand, and a new one when the old one has expired (status answered 401).
 */
export function useGuestSession({ autoCreate }: { autoCreate: boolean }) {
  const queryClient = useQueryClient();
  const userQuery = useCurrentUser();
  const statusQuery = useGuestStatus();

  const create = useMutation({
    mutationFn: createGuestSession,
    onSuccess: (response) => {
      writeStored(storageKeys.guestSessionId, response.sessionId);
      setTimeout(() => {
        void queryClient.invalidateQueries({ queryKey: queryKeys.auth.guestStatus });
      }, GUEST_REFRESH_DELAY_MS);
    },
    onError: (error) => {
      // Refused for too many sessions from this network: say so and when to retry. Any other failure
      // keeps the spec's text.
      const limited = isApiError(error) && error.body?.error === 'rate_limited';
      toast({
        variant: 'destructive',
        title: messages.guestSessionFailedTitle,
        description: limited
          ? errorMessage(error, messages.guestSessionFailedBody)
          : messages.guestSessionFailedBody,
      });
    },
  });

  const needsSession =
    autoCreate && userQuery.data === null && statusQuery.data === null && !statusQuery.isFetching;
  const { mutate, isIdle } = create;
  useEffect(() => {
    // Once per mount: a failed attempt shows its toast and is not retried in a loop.
    if (needsSession && isIdle) mutate();
  }, [needsSession, isIdle, mutate]);

  const applyDiscount = useMutation({
    mutationFn: (input: ApplyDiscountRequest) => applyDiscountCode(input),
    onSuccess: async (response) => {
      toast({ title: 'Code applied', description: response.message });
      await queryClient.invalidateQueries({ queryKey: queryKeys.auth.guestStatus });
    },
    onError: (error) => {
      toast({
        variant: 'destructive',
        title: messages.invalidCodeTitle,
        description: errorMessage(error, messages.invalidCodeBody),
      });
    },
  });

  /** A new guest session in place of one the server no longer knows (a 401 mid-flow). */
  const renew = () => {
    removeStored(storageKeys.guestSessionId);
    queryClient.setQueryData(queryKeys.auth.guestStatus, null);
    mutate();
  };

  return {
    status: statusQuery.data ?? null,
    renew,
    isCreating: create.isPending,
    createError: create.error,
    applyDiscount,
  };
}
