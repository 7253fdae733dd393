import type { CodeType, ExternalApiName } from '@clearbill/shared';

/** One code found by a live government API, before scoring and merging. */
export interface ExternalHit {
  code: string;
  /** One of our code types, or 'RxNorm' for RxNorm concept ids (RXCUI), which are not NDCs. */
  codeType: string;
  title: string;
  description: string | null;
  category: string | null;
  officialSource: string;
}

export interface LiveApiAdapter {
  name: ExternalApiName;
  label: string;
  /** The searches this API can help with; an empty code type filter asks every adapter. */
  codeTypes: CodeType[];
  search(options: { query: string; max: number; signal: AbortSignal }): Promise<ExternalHit[]>;
}

export class BadAnswerError extends Error {
  constructor(api: string) {
    super(`${api} answered in an unexpected format`);
    this.name = 'BadAnswerError';
  }
}

export class HttpStatusError extends Error {
  constructor(
    api: string,
    readonly status: number,
  ) {
    super(`${api} answered ${status}`);
    this.name = 'HttpStatusError';
  }
}

/** GET a JSON document; the signal bounds the whole exchange, body included. */
export async function getJson(
  api: string,
  url: URL,
  signal: AbortSignal,
  okStatuses: number[] = [200],
): Promise<{ status: number; body: unknown }> {
  const res = await fetch(url, { signal, headers: { accept: 'application/json' } });
  const text = await res.text();
  if (!okStatuses.includes(res.status)) throw new HttpStatusError(api, res.status);
  try {
    return { status: res.status, body: JSON.parse(text) as unknown };
  } catch {
    throw new BadAnswerError(api);
  }
}

export function apiUrl(base: string, path: string, params: Record<string, string>): URL {
  const url = new URL(path, base.endsWith('/') ? base : `${base}/`);
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  return url;
}
