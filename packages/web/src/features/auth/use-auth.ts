import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AuthResponse, GuestStatus, LoginRequest, SignupRequest, User } from '@clearbill/shared';
import { limits, messages } from '@clearbill/shared';
import { queryKeys } from '@/lib/query-keys';
import { readStored, removeStored, storageKeys, writeStored } from '@/lib/storage';
import { errorMessage } from '@/lib/api';
import { toast } from '@/components/ui/use-toast';
import { fetchCurrentUser, fetchGuestStatus, login, logout, signup } from './auth-api';
import { rememberSignOut } from './sign-out-notice';

export function useCurrentUser() {
  return useQuery({
    queryKey: queryKeys.auth.currentUser,
    queryFn: fetchCurrentUser,
    // Without a stored token the answer is known: no request, no loading screen.
    initialData: () => (readStored(storageKeys.authToken) ? undefined : null),
  });
}

export function useGuestStatus() {
  return useQuery({
    queryKey: queryKeys.auth.guestStatus,
    queryFn: fetchGuestStatus,
    initialData: () =>
      readStored(storageKeys.authToken) || !readStored(storageKeys.guestSessionId) ? null : undefined,
  });
}

export interface AuthState {
  user: User | null;
  guest: GuestStatus | null;
  /** True while the stored token is being checked. */
  isLoading: boolean;
  /** 01-patient-area.md §4: a user or a guest session. */
  isAuthenticated: boolean;
  isGuest: boolean;
  /** The guest's count (null: unlimited), else the signed-in allowance, else 0. */
  uploadsRemaining: number | null;
}

export function useAuth(): AuthState {
  const userQuery = useCurrentUser();
  const guestQuery = useGuestStatus();
  const user = userQuery.data ?? null;
  const guest = user ? null : (guestQuery.data ?? null);
  let uploadsRemaining: number | null = 0;
  if (guest) uploadsRemaining = guest.uploadsRemaining;
  else if (user) uploadsRemaining = limits.userUploads;
  return {
    user,
    guest,
    isLoading: userQuery.isPending,
    isAuthenticated: user !== null || guest !== null,
    isGuest: user === null && guest !== null,
    uploadsRemaining,
  };
}

function useStoreSession() {
  const queryClient = useQueryClient();
  return (response: AuthResponse) => {
    writeStored(storageKeys.authToken, response.token);
    queryClient.setQueryData(queryKeys.auth.currentUser, response.user);
  };
}

export function useSignIn() {
  const queryClient = useQueryClient();
  const storeSession = useStoreSession();
  return useMutation({
    mutationFn: (input: LoginRequest) => {
      // A stale token must not ride along with a new sign-in.
      removeStored(storageKeys.authToken);
      return login(input);
    },
    onSuccess: async (response) => {
      storeSession(response);
      toast({ title: messages.welcomeBackTitle, description: messages.welcomeBackBody });
      await queryClient.invalidateQueries({ queryKey: queryKeys.auth.currentUser });
    },
    onError: (error) => {
      toast({
        variant: 'destructive',
        title: messages.loginFailedTitle,
        description: errorMessage(error, messages.loginFailedDefault),
      });
    },
  });
}

export function useSignUp() {
  const storeSession = useStoreSession();
  return useMutation({
    mutationFn: (input: SignupRequest) => signup(input),
    onSuccess: (response) => {
      storeSession(response);
      toast({ title: messages.accountCreatedTitle, description: messages.accountCreatedBody });
    },
    onError: (error) => {
      toast({
        variant: 'destructive',
        title: messages.registrationFailed,
        description: errorMessage(error, messages.registrationFailed),
      });
    },
  });
}

/** Tells the server, forgets the token whatever it answered, then reloads the app at /. */
export function useSignOut() {
  const queryClient = useQueryClient();
  return async () => {
    try {
      await logout();
    } catch (error) {
      // The token is dropped below either way; a failed logout call only leaves a server session to
      // expire on its own, which is worth a note in the console and nothing more.
      console.warn('Sign-out request failed', error);
    }
    removeStored(storageKeys.authToken);
    queryClient.setQueryData(queryKeys.auth.currentUser, null);
    rememberSignOut();
    window.location.assign('/');
  };
}
