import { describe, expect, it } from 'vitest';
import type { DocumentDetail, DocumentStatus } from '@clearbill/shared';
import { pollTimeoutMessage, waitForDocument } from './document-poll';

const detail = (status: DocumentStatus) => ({ id: 'doc-1', status }) as DocumentDetail;

describe('waitForDocument', () => {
  it('asks again while the document is processing and returns it once it is not', async () => {
    const answers: DocumentStatus[] = ['processing', 'processing', 'awaiting_confirmation'];
    let calls = 0;
    const document = await waitForDocument('doc-1', {
      intervalMs: 1,
      fetch: () => Promise.resolve(detail(answers[calls++] ?? 'failed')),
    });
    expect(document.status).toBe('awaiting_confirmation');
    expect(calls).toBe(3);
  });

  it('asks again while the document is being analysed, until the analysis is stored or failed', async () => {
    const answers: DocumentStatus[] = ['processing', 'analysing', 'analysing', 'analyzed'];
    let calls = 0;
    const document = await waitForDocument('doc-1', {
      intervalMs: 1,
      fetch: () => Promise.resolve(detail(answers[calls++] ?? 'failed')),
    });
    expect(document.status).toBe('analyzed');
    expect(calls).toBe(4);
  });

  it('gives up with a message after the time limit', async () => {
    await expect(
      waitForDocument('doc-1', {
        intervalMs: 1,
        timeoutMs: 5,
        fetch: () => Promise.resolve(detail('processing')),
      }),
    ).rejects.toThrow(pollTimeoutMessage);
  });

  it('stops when aborted', async () => {
    const controller = new AbortController();
    const waiting = waitForDocument('doc-1', {
      signal: controller.signal,
      intervalMs: 1000,
      fetch: () => Promise.resolve(detail('processing')),
    });
    controller.abort();
    await expect(waiting).rejects.toThrow('Aborted');
  });
});
