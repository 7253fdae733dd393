import {
  applyDiscountResponseSchema,
  authResponseSchema,
  guestSessionResponseSchema,
  guestStatusSchema,
  messages,
  userSchema,
  type ApplyDiscountRequest,
  type ApplyDiscountResponse,
  type AuthResponse,
  type GuestSessionResponse,
  type GuestStatus,
  type LoginRequest,
  type SignupRequest,
  type User,
} from '@clearbill/shared';
import { ApiError, apiRequest, isApiError } from '@/lib/api';
import { readStored, removeStored, storageKeys } from '@/lib/storage';

/** 01-patient-area.md §5: a missing token and an unreadable body are told apart. */
function readAuthResponse(data: unknown): AuthResponse {
  const token = typeof data === 'object' && data !== null ? (data as { token?: unknown }).token : undefined;
  if (typeof token !== 'string' || token === '') {
    throw new ApiError('invalid_response', 200, messages.noTokenReceived);
  }
  const parsed = authResponseSchema.safeParse(data);
  if (!parsed.success) throw new ApiError('invalid_response', 200, messages.invalidResponseFormat);
  return parsed.data;
}

export async function login(input: LoginRequest): Promise<AuthResponse> {
  return readAuthResponse(await apiRequest('/api/auth/login', { body: input }));
}

export async function signup(input: SignupRequest): Promise<AuthResponse> {
  return readAuthResponse(await apiRequest('/api/auth/signup', { body: input }));
}

/**
 * The signed-in user, or null. 01-patient-area.md §4: a 401/403 or any other failure the server answers
 * drops the stored token silently, so a dead session never leaves the app half signed in. A request that
 * got no answer at all (offline, or cut off because the page navigated away) says nothing about the
 * session: the token stays for the next page, which asks again.
 */
export async function fetchCurrentUser(): Promise<User | null> {
  if (!readStored(storageKeys.authToken)) return null;
  try {
    return await apiRequest('/api/auth/user', { schema: userSchema });
  } catch (error) {
    if (!(isApiError(error) && error.kind === 'network')) removeStored(storageKeys.authToken);
    return null;
  }
}

export async function logout(): Promise<void> {
  await apiRequest('/api/auth/logout', { method: 'POST' });
}

export async function createGuestSession(): Promise<GuestSessionResponse> {
  return apiRequest('/api/auth/guest', { method: 'POST', schema: guestSessionResponseSchema });
}

/**
 * The guest session's status, or null when there is none. A signed-in user's calls carry no guest
 * header, so the status is only asked for when no user token is stored.
 */
export async function fetchGuestStatus(): Promise<GuestStatus | null> {
  if (readStored(storageKeys.authToken) || !readStored(storageKeys.guestSessionId)) return null;
  try {
    return await apiRequest('/api/auth/guest/status', { schema: guestStatusSchema });
  } catch (error) {
    if (isApiError(error) && error.status === 401) {
      // Expired or unknown: forget it; the upload page makes a new one when it needs one.
      removeStored(storageKeys.guestSessionId);
      return null;
    }
    throw error;
  }
}

export async function applyDiscountCode(input: ApplyDiscountRequest): Promise<ApplyDiscountResponse> {
  return apiRequest('/api/auth/guest/apply-discount', { body: input, schema: applyDiscountResponseSchema });
}
