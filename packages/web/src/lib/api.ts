import {
  GUEST_SESSION_HEADER,
  isErrorBody,
  messages,
  type ErrorBody,
  type ErrorCode,
} from '@clearbill/shared';
import { readStored, storageKeys } from './storage';

/** Anything with zod's `safeParse`; keeps this module free of a direct zod import. */
export interface ResponseSchema<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false };
}

export type ApiErrorKind = 'http' | 'network' | 'invalid_response';

/** Thrown for every failed call: an error status, no connection, or a response we cannot read. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  /** HTTP status; 0 when the server could not be reached. */
  readonly status: number;
  /** The server's `{ error, message, ... }` body when it sent one. */
  readonly body: ErrorBody | null;

  constructor(kind: ApiErrorKind, status: number, message: string, body: ErrorBody | null = null) {
    super(message);
    this.name = 'ApiError';
    this.kind = kind;
    this.status = status;
    this.body = body;
  }

  get code(): ErrorCode | null {
    return this.body?.error ?? null;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/** The message to show for a failed call, or `fallback` when the server gave none. */
export function errorMessage(error: unknown, fallback: string): string {
  if (isApiError(error)) {
    if (error.kind !== 'http') return error.message;
    return error.body?.message ?? fallback;
  }
  return fallback;
}

const ADMIN_SEGMENT = /(^|\/)admin(\/|\?|$)/;

/**
 * The credentials of 01-patient-area.md §6: the admin token on admin paths, else the user's token; a caller
 * without a user token but with a guest session sends the guest header. `as: 'admin'` sends the admin
 * token on a path outside /api/admin whose server side is for admins only (enterprise scheduling).
 */
export function credentialHeaders(path: string, as?: 'admin'): Record<string, string> {
  const headers: Record<string, string> = {};
  const userToken = readStored(storageKeys.authToken);
  const bearer = as === 'admin' || ADMIN_SEGMENT.test(path) ? readStored(storageKeys.adminToken) : userToken;
  if (bearer) headers.Authorization = `Bearer ${bearer}`;
  if (!userToken) {
    const guestId = readStored(storageKeys.guestSessionId);
    if (guestId) headers[GUEST_SESSION_HEADER] = guestId;
  }
  return headers;
}

export interface ApiRequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** FormData goes as-is (the browser sets the multipart boundary); anything else as JSON. */
  body?: unknown;
  /** Checks the response; a mismatch is reported as 'Invalid response format'. */
  schema?: ResponseSchema<T>;
  signal?: AbortSignal;
  /** Send the admin token whatever the path (see credentialHeaders). */
  as?: 'admin';
}

/** The one way the app talks to the API. */
export async function apiRequest<T = unknown>(path: string, options: ApiRequestOptions<T> = {}): Promise<T> {
  const { method = options.body === undefined ? 'GET' : 'POST', body, schema, signal, as } = options;
  const headers: Record<string, string> = { Accept: 'application/json', ...credentialHeaders(path, as) };
  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: payload ?? null,
      credentials: 'same-origin',
      ...(signal ? { signal } : {}),
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError('network', 0, messages.adminConnectionError);
  }

  const text = await response.text();
  if (!response.ok) throw errorFromResponse(response, text);
  if (text === '') return undefined as T;

  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new ApiError('invalid_response', response.status, messages.invalidResponseFormat);
  }
  if (!schema) return data as T;
  const parsed = schema.safeParse(data);
  if (!parsed.success)
    throw new ApiError('invalid_response', response.status, messages.invalidResponseFormat);
  return parsed.data;
}

/** The ApiError for a response that is not OK, from its body text (also for non-JSON calls). */
export function errorFromResponse(response: Response, text: string): ApiError {
  let data: unknown = null;
  try {
    data = text === '' ? null : JSON.parse(text);
  } catch {
    // Not JSON (a proxy's error page, say): fall through to the status line.
  }
  if (isErrorBody(data)) return new ApiError('http', response.status, data.message, data);
  // 01-patient-area.md §8: '{status}: {body text or status text}'. HTML pages are not worth showing anyone.
  const readable =
    text !== '' && !text.trimStart().startsWith('<') ? text.slice(0, 200) : response.statusText;
  return new ApiError('http', response.status, `${response.status}: ${readable || 'Request failed'}`);
}
