import { seedResponseSchema, type SeedResponse } from '@clearbill/shared';
import { credentialHeaders } from '@/lib/api';

/** 03-feature-pages.md §9: a seed call gives up after 60 seconds. */
const SEED_TIMEOUT_MS = 60_000;

/** A failed seed call with what 03-feature-pages.md §8 shows: status, status text and the body. */
export class SeedError extends Error {
  constructor(
    readonly status: number,
    readonly statusText: string,
    readonly body: string,
  ) {
    super(`Failed to seed database: ${String(status)} ${statusText} - ${body}`);
    this.name = 'SeedError';
  }
}

export type SeedKind = 'fast' | 'large-batch';

const paths: Record<SeedKind, { path: string; body: unknown }> = {
  fast: { path: '/api/admin/medical-codes/seed-fast', body: {} },
  'large-batch': { path: '/api/admin/medical-codes/seed-large-batch', body: { batchSize: 10_000 } },
};

/** Runs a seed call with the admin token. Reads the raw response so a failure can be shown in full. */
export async function runSeed(kind: SeedKind): Promise<SeedResponse> {
  const { path, body } = paths[kind];
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json', ...credentialHeaders(path) },
      body: JSON.stringify(body),
      credentials: 'same-origin',
      signal: AbortSignal.timeout(SEED_TIMEOUT_MS),
    });
  } catch (cause) {
    const timedOut = cause instanceof DOMException && cause.name === 'TimeoutError';
    throw new SeedError(
      0,
      timedOut ? 'Timed out' : 'No connection',
      timedOut ? 'no answer within 60 seconds' : 'the server could not be reached',
    );
  }
  const text = await response.text();
  if (!response.ok) throw new SeedError(response.status, response.statusText, bodyText(text));
  let data: unknown = null;
  try {
    data = JSON.parse(text);
  } catch {
    // Reported below as an unreadable answer.
  }
  const parsed = seedResponseSchema.safeParse(data);
  if (!parsed.success) throw new SeedError(response.status, response.statusText, 'Invalid response format');
  return parsed.data;
}

/** The server's message when it sent one, else the first 200 characters of the body. */
function bodyText(text: string): string {
  try {
    const data = JSON.parse(text) as { message?: unknown };
    if (typeof data.message === 'string') return data.message;
  } catch {
    // Not JSON.
  }
  return text.trim().startsWith('<') ? '' : text.slice(0, 200);
}
