import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { messages } from '@clearbill/shared';
import { toast } from '@/components/ui/use-toast';
import { isApiError } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import { readStored, removeStored, storageKeys } from '@/lib/storage';
import { authRedirectDelayMs } from './upload-config';
import { sessionRecoveryFor } from './upload-session-state';

const guestSessionRenewed = 'Your guest session ended, so a new one was started. Please upload again.';

/**
 * 01-patient-area.md §8: a 401 sends a signed-in user to /auth (after the toast, 0.5 s later); a guest gets a new
 * guest session. The returned function answers whether it handled the error; `onRecover` runs first
 * (the flow goes back to the start).
 */
export function useSessionRecovery({
  returnPath,
  renewGuestSession,
  later,
  onRecover,
}: {
  returnPath: string;
  renewGuestSession: () => void;
  later: (fn: () => void, ms: number) => void;
  onRecover: () => void;
}): (error: unknown) => boolean {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return (error: unknown): boolean => {
    const recovery = sessionRecoveryFor(
      isApiError(error) ? error : null,
      readStored(storageKeys.authToken) !== null,
    );
    if (recovery === null) return false;
    onRecover();
    if (recovery.kind === 'sign_in') {
      toast({
        variant: 'destructive',
        title: recovery.expired ? messages.sessionExpiredTitle : messages.unauthorizedTitle,
        description: recovery.expired ? messages.sessionExpiredBody : messages.unauthorizedBody,
      });
      removeStored(storageKeys.authToken);
      queryClient.setQueryData(queryKeys.auth.currentUser, null);
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
}
