import type { DocumentDetail } from '@clearbill/shared';
import { ApiError } from '@/lib/api';
import { fetchDocument } from './upload-api';

/** How often a document that is still being read is asked for again (about once a second). */
export const POLL_INTERVAL_MS = 1000;
/** A long scanned document can take a while to OCR; past this the patient is told and can retry. */
export const POLL_TIMEOUT_MS = 5 * 60 * 1000;

export const pollTimeoutMessage =
  'Reading this document is taking longer than expected. Please try again in a few minutes.';

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('Aborted', 'AbortError'));
      return;
    }
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    function onAbort() {
      clearTimeout(timer);
      reject(new DOMException('Aborted', 'AbortError'));
    }
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** Statuses a server job will still move on from: being read, or being analysed. */
export function isWorking(status: DocumentDetail['status']): boolean {
  return status === 'processing' || status === 'analysing';
}

/**
 * Asks for the document every `intervalMs` until it is neither being read nor analysed (the upload or
 * the confirmation answered before the server's jobs had finished within its wait).
 */
export async function waitForDocument(
  id: string,
  {
    signal,
    intervalMs = POLL_INTERVAL_MS,
    timeoutMs = POLL_TIMEOUT_MS,
    fetch = fetchDocument,
  }: {
    signal?: AbortSignal;
    intervalMs?: number;
    timeoutMs?: number;
    fetch?: (id: string, signal?: AbortSignal) => Promise<DocumentDetail>;
  } = {},
): Promise<DocumentDetail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    await sleep(intervalMs, signal);
    const document = await fetch(id, signal);
    if (!isWorking(document.status)) return document;
    if (Date.now() >= deadline) throw new ApiError('network', 0, pollTimeoutMessage);
  }
}
