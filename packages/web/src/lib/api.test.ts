import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, ApiError, credentialHeaders, errorMessage } from './api';

function fakeStorage(entries: Record<string, string>) {
  const data = new Map(Object.entries(entries));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => data.set(key, value),
    removeItem: (key: string) => data.delete(key),
  };
}

function useStorage(entries: Record<string, string>) {
  vi.stubGlobal('window', { localStorage: fakeStorage(entries) });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('credentialHeaders (01-patient-area.md §6)', () => {
  it('sends nothing without credentials', () => {
    useStorage({});
    expect(credentialHeaders('/api/auth/user')).toEqual({});
  });

  it('sends the user token as a bearer credential and no guest header', () => {
    useStorage({ authToken: 'user-token', guestSessionId: 'guest-id' });
    expect(credentialHeaders('/api/auth/user')).toEqual({ Authorization: 'Bearer user-token' });
  });

  it('replaces the user token with the admin token on admin paths', () => {
    useStorage({ authToken: 'user-token', adminToken: 'admin-token' });
    expect(credentialHeaders('/api/admin/session')).toEqual({ Authorization: 'Bearer admin-token' });
    expect(credentialHeaders('/api/admin')).toEqual({ Authorization: 'Bearer admin-token' });
  });

  it('never sends the user token to an admin path', () => {
    useStorage({ authToken: 'user-token' });
    expect(credentialHeaders('/api/admin/beta-codes')).toEqual({});
  });

  it('sends the admin token, and only it, to an admin-only call outside /api/admin when asked', () => {
    useStorage({ authToken: 'user-token', adminToken: 'admin-token' });
    const path = '/api/enterprise/code-updates/schedule';
    expect(credentialHeaders(path, 'admin')).toEqual({ Authorization: 'Bearer admin-token' });
    expect(credentialHeaders(path)).toEqual({ Authorization: 'Bearer user-token' });
    useStorage({ authToken: 'user-token' });
    expect(credentialHeaders(path, 'admin')).toEqual({});
  });

  it('does not mistake a path that merely contains the word for an admin path', () => {
    useStorage({ authToken: 'user-token', adminToken: 'admin-token' });
    expect(credentialHeaders('/api/administrative-codes')).toEqual({ Authorization: 'Bearer user-token' });
  });

  it('sends the guest session when there is no user token', () => {
    useStorage({ guestSessionId: 'guest-id' });
    expect(credentialHeaders('/api/auth/guest/status')).toEqual({ 'x-guest-session': 'guest-id' });
  });
});

describe('apiRequest', () => {
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => {
    useStorage({ authToken: 'user-token' });
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });

  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

  it('sends a JSON body as JSON with the credentials, and a POST by default', async () => {
    fetchMock.mockResolvedValue(json(200, { ok: true }));
    await expect(apiRequest('/api/auth/login', { body: { email: 'a@b.co' } })).resolves.toEqual({ ok: true });
    const [path, init] = fetchMock.mock.calls[0] ?? [];
    expect(path).toBe('/api/auth/login');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"email":"a@b.co"}');
    expect(init?.headers).toMatchObject({
      'Content-Type': 'application/json',
      Authorization: 'Bearer user-token',
    });
  });

  it('sends FormData as it is, letting the browser set the content type', async () => {
    fetchMock.mockResolvedValue(json(201, {}));
    const form = new FormData();
    form.append('consentGiven', 'true');
    await apiRequest('/api/documents/upload', { body: form });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.body).toBe(form);
    expect(init?.headers).not.toHaveProperty('Content-Type');
  });

  it('throws the server error body with its status and message', async () => {
    fetchMock.mockResolvedValue(json(429, { error: 'rate_limited', message: 'Try again in 15 minutes.' }));
    const error = await apiRequest('/api/auth/login', { body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      kind: 'http',
      status: 429,
      code: 'rate_limited',
      message: 'Try again in 15 minutes.',
    });
    expect(errorMessage(error, 'fallback')).toBe('Try again in 15 minutes.');
  });

  it('describes a failure without an error body by its status line', async () => {
    fetchMock.mockResolvedValue(
      new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
    );
    const error = await apiRequest('/api/health').catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'http', status: 502, body: null, message: '502: Bad Gateway' });
    expect(errorMessage(error, 'Please try again.')).toBe('Please try again.');
  });

  it('reports an unreachable server as a connection error', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await apiRequest('/api/admin/login', { body: {} }).catch((e: unknown) => e);
    expect(error).toMatchObject({
      kind: 'network',
      status: 0,
      message: 'Connection error. Please try again.',
    });
  });

  it('rejects a response that does not match the schema', async () => {
    fetchMock.mockResolvedValue(json(200, { unexpected: true }));
    const schema = { safeParse: () => ({ success: false as const }) };
    await expect(apiRequest('/api/auth/user', { schema })).rejects.toMatchObject({
      kind: 'invalid_response',
      message: 'Invalid response format',
    });
  });

  it('treats an empty success body as no data', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await expect(apiRequest('/api/admin/beta-codes/1', { method: 'DELETE' })).resolves.toBeUndefined();
  });
});
