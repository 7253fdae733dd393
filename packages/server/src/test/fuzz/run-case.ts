// Judging one fuzz answer: the rules the suite test and the bench share.
import { isErrorBody } from '@clearbill/shared';

export interface Verdict {
  ok: boolean;
  problem?: string;
}

/**
 * A malformed request must get a 4xx (a 2xx is fine when the input happened to be acceptable), never
 * a 5xx other than a 503 the route documents, and every error must be the one error body.
 */
export function judge(
  status: number,
  method: string,
  contentType: string | undefined,
  body: string,
  documented503 = false,
): Verdict {
  if (status >= 500 && !(status === 503 && documented503)) return { ok: false, problem: `status ${status}` };
  if (status >= 400 && method !== 'HEAD') {
    if (!contentType?.includes('application/json'))
      return { ok: false, problem: `error as ${contentType ?? 'no type'}` };
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      return { ok: false, problem: 'error body is not JSON' };
    }
    if (!isErrorBody(parsed))
      return { ok: false, problem: `error body not { error, message }: ${body.slice(0, 120)}` };
  }
  return { ok: true };
}
