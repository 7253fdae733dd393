import type { LinkCheckOutcome } from '@clearbill/shared';

/** One website to check. */
export interface LinkTarget {
  resourceId: string;
  url: string;
}

/** What one check found: an outcome, the status when there was an answer, a short reason of ours. */
export interface LinkResult extends LinkTarget {
  outcome: LinkCheckOutcome;
  httpStatus: number | null;
  detail: string;
  /** No answer because the network itself failed (DNS, refused), not because the site was slow. */
  networkFailure: boolean;
}

export interface LinkCheckOptions {
  timeoutMs: number;
  concurrency: number;
}

/** Only these statuses mean the page is gone; any other answer means the site is there. */
const GONE = new Set([404, 410]);
/** Servers that refuse HEAD answer these; the check asks again with GET. */
const HEAD_REFUSED = new Set([400, 403, 405, 501]);

function causeCode(err: unknown): string | undefined {
  const cause = (err as { cause?: { code?: unknown } } | null)?.cause;
  return typeof cause?.code === 'string' ? cause.code : undefined;
}

function failure(target: LinkTarget, err: unknown): LinkResult {
  const name = (err as { name?: unknown } | null)?.name;
  if (name === 'TimeoutError' || name === 'AbortError') {
    return {
      ...target,
      outcome: 'unreachable',
      httpStatus: null,
      detail: 'timed out',
      networkFailure: false,
    };
  }
  const code = causeCode(err);
  const detail =
    code === 'ENOTFOUND' || code === 'EAI_AGAIN'
      ? 'DNS failure'
      : code === 'ECONNREFUSED'
        ? 'connection refused'
        : code === 'ENETUNREACH' || code === 'EHOSTUNREACH'
          ? 'network unreachable'
          : 'no answer';
  return {
    ...target,
    outcome: 'unreachable',
    httpStatus: null,
    detail,
    networkFailure: detail !== 'no answer',
  };
}

async function ask(url: string, method: 'HEAD' | 'GET', signal: AbortSignal): Promise<number> {
  const res = await fetch(url, { method, redirect: 'follow', signal, headers: { accept: 'text/html,*/*' } });
  // The body is never read: only whether the page is there.
  await res.body?.cancel().catch(() => undefined);
  return res.status;
}

/** Checks one website: HEAD, then GET when HEAD is refused; the time-out covers both. */
export async function checkLink(target: LinkTarget, timeoutMs: number): Promise<LinkResult> {
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    let status = await ask(target.url, 'HEAD', signal);
    if (HEAD_REFUSED.has(status)) status = await ask(target.url, 'GET', signal);
    const gone = GONE.has(status);
    return {
      ...target,
      outcome: gone ? 'broken' : 'ok',
      httpStatus: status,
      detail: gone ? `gone (HTTP ${status})` : `answered HTTP ${status}`,
      networkFailure: false,
    };
  } catch (err) {
    return failure(target, err);
  }
}

/** Checks every target, at most `concurrency` at once, each within `timeoutMs`; results in input order. */
export async function checkLinks(
  targets: readonly LinkTarget[],
  options: LinkCheckOptions,
): Promise<LinkResult[]> {
  const results: LinkResult[] = new Array<LinkResult>(targets.length);
  let next = 0;
  const worker = async () => {
    for (;;) {
      const i = next++;
      const target = targets[i];
      if (!target) return;
      results[i] = await checkLink(target, options.timeoutMs);
    }
  };
  await Promise.all(Array.from({ length: Math.min(options.concurrency, targets.length) }, worker));
  return results;
}
