// A document's time budget. Extraction checks it before each page (and each file), and OCR gives up a
// page in progress when it runs out, so one slow or hostile document cannot hold a worker for long.
import { DocumentRejectedError } from './types';

/** Default time for one document (all files of one upload), OCR included. Callers pass their own. */
export const DEFAULT_TIME_BUDGET_MS = 120_000;

export interface WorkBudget {
  /** Aborts when the budget runs out (reason: DocumentRejectedError 'timeout') or the caller's signal does. */
  readonly signal: AbortSignal;
  /** Throws that reason once aborted; call before each step. */
  check(): void;
  /** Stops the timer; call when the document is done. */
  dispose(): void;
}

/**
 * Starts a budget of `ms` milliseconds. An abort of the caller's `signal` (a server shutting down) is
 * passed on with the caller's own reason: it is not the document's fault, so it is not a rejection.
 */
export function startBudget(ms: number = DEFAULT_TIME_BUDGET_MS, signal?: AbortSignal): WorkBudget {
  const controller = new AbortController();
  const timer = setTimeout(() => {
    controller.abort(new DocumentRejectedError('timeout', `document took longer than ${ms} ms to read`));
  }, ms);
  // A budget never keeps a process alive by itself.
  timer.unref();
  const onOuterAbort = () => {
    controller.abort(signal?.reason);
  };
  if (signal?.aborted) onOuterAbort();
  else signal?.addEventListener('abort', onOuterAbort, { once: true });
  return {
    signal: controller.signal,
    check: () => {
      controller.signal.throwIfAborted();
    },
    dispose: () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onOuterAbort);
    },
  };
}

/** Why `signal` aborted, as an Error (an abort without a reason gets the platform's AbortError). */
export function abortReason(signal: AbortSignal): Error {
  const reason: unknown = signal.reason;
  return reason instanceof Error ? reason : new DOMException('This operation was aborted', 'AbortError');
}
