import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchCurrentUser } from './auth-api';

/** The browser's storage and fetch, stood in for: the real fetchCurrentUser runs against them. */
describe('fetchCurrentUser: when the stored token is dropped (01-patient-area.md §4)', () => {
  const fetchMock = vi.fn<typeof fetch>();
  let stored: Map<string, string>;

  beforeEach(() => {
    stored = new Map([['authToken', 'user-token']]);
    vi.stubGlobal('window', {
      localStorage: {
        getItem: (k: string) => stored.get(k) ?? null,
        setItem: (k: string, v: string) => stored.set(k, v),
        removeItem: (k: string) => stored.delete(k),
      },
    });
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('drops it when the server refuses the session', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ error: 'unauthorized', message: 'Please sign in.' }), {
        status: 401,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    await expect(fetchCurrentUser()).resolves.toBeNull();
    expect(stored.has('authToken')).toBe(false);
  });

  it('keeps it when the request got no answer (offline, or cut off by a navigation)', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(fetchCurrentUser()).resolves.toBeNull();
    expect(stored.get('authToken')).toBe('user-token');
  });
});
