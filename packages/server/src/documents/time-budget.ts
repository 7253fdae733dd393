/** The document took longer than its time budget (PIPELINE_DOCUMENT_BUDGET_MS). */
export class TimeBudgetExceededError extends Error {
  constructor(ms: number) {
    super(`document processing took longer than ${ms} ms`);
    this.name = 'TimeBudgetExceededError';
  }
}

/**
 * Settles with `work`, or rejects with TimeBudgetExceededError after `ms`. The work itself cannot be
 * stopped from here (OCR and PDF rendering have no cancel), so it runs on in the background; whatever
 * it writes later is guarded by the document's status and lands nowhere once the document has failed.
 */
export async function withTimeBudget<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      reject(new TimeBudgetExceededError(ms));
    }, ms);
  });
  // A late rejection of abandoned work must not become an unhandled rejection.
  work.catch(() => undefined);
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
