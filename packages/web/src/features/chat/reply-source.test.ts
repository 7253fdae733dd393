import { afterEach, describe, expect, it, vi } from 'vitest';
import { serviceTags, withoutSourcesLine } from './chat-view';
import { ChatRefusal, getChatReply } from './reply-source';

const serverReply = {
  response: 'CO-97: bundled.\n\nSources: X12 list.',
  suggestions: ['a', 'b', 'c', 'd'],
  medicalCodes: [{ code: 'CO-97', codeType: 'CARC', description: 'bundled', source: 'X12' }],
  externalData: { cdcData: false, fdaData: false, nihData: false, cmsData: false },
  resources: [],
  patientResources: [],
  sessionId: '6f1c1b9e-3f6a-4d52-9a51-0c1f7f7b2a10',
  sources: [{ label: 'X12 list', url: 'https://x12.org/codes/claim-adjustment-reason-codes' }],
};

const respond = (status: number, body: unknown) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('getChatReply', () => {
  it('asks the server and keeps what it found', async () => {
    const fetchMock = vi.fn(() => respond(200, serverReply));
    vi.stubGlobal('fetch', fetchMock);
    const reply = await getChatReply({ message: 'What does CO-97 mean?', sessionId: null });
    expect(reply.source).toBe('server');
    expect(reply.medicalCodes?.[0]?.code).toBe('CO-97');
    expect(reply.sessionId).toBe(serverReply.sessionId);
    const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/api/chat/enhanced-public');
    expect(JSON.parse(init.body as string)).toMatchObject({ message: 'What does CO-97 mean?' });
  });

  it('falls back to the prepared answers when the server cannot be reached or fails', async () => {
    for (const failure of [
      () => Promise.reject(new TypeError('offline')),
      () => respond(500, { error: 'internal', message: 'x' }),
      () => respond(200, { nonsense: true }),
    ]) {
      vi.stubGlobal('fetch', vi.fn(failure));
      const reply = await getChatReply({ message: 'My claim was denied', sessionId: 'kept' });
      expect(reply.source).toBe('fallback');
      expect(reply.suggestions).toHaveLength(4);
      expect(reply.response.length).toBeGreaterThan(40);
    }
  });

  it('reports a refusal (too many messages) instead of answering for the server', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => respond(429, { error: 'rate_limited', message: 'Too many messages' })),
    );
    await expect(getChatReply({ message: 'hi', sessionId: null })).rejects.toBeInstanceOf(ChatRefusal);
  });

  it('starts a new conversation when the server no longer knows the old one', async () => {
    const fetchMock = vi
      .fn()
      .mockImplementationOnce(() => respond(404, { error: 'not_found', message: 'Conversation not found' }))
      .mockImplementationOnce(() => respond(200, serverReply));
    vi.stubGlobal('fetch', fetchMock);
    const reply = await getChatReply({ message: 'hi', sessionId: 'old' });
    expect(reply.source).toBe('server');
    const second = JSON.parse(
      (fetchMock.mock.calls[1] as unknown as [string, RequestInit])[1].body as string,
    ) as {
      sessionId?: string;
    };
    expect(second.sessionId).toBeUndefined();
  });
});

describe('chat view helpers', () => {
  it('shows two service tags and how many more', () => {
    const tags = serviceTags({ services: ['a', 'b', 'c', 'd'] } as never);
    expect(tags).toEqual({ shown: ['a', 'b'], more: 2 });
  });
  it('drops the closing sources line only when the sources are listed', () => {
    expect(withoutSourcesLine('Text.\n\nSources: A; B.', true)).toBe('Text.');
    expect(withoutSourcesLine('Text.\n\nSources: A; B.', false)).toBe('Text.\n\nSources: A; B.');
  });
});
