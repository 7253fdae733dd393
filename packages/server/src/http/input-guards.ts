import type { FastifyInstance } from 'fastify';
import { AppError } from '@clearbill/shared';

/**
 * Deeper than any request schema goes (the deepest is about 4); a limit keeps the checks below, and
 * any recursive code after them, away from stack exhaustion on `[[[[...` bodies.
 */
export const MAX_INPUT_DEPTH = 32;

export const inputMessages = {
  nul: 'The request contains a NUL character, which is not accepted. Remove it and try again.',
  unpairedSurrogate: 'The request contains text that is not valid Unicode. Remove it and try again.',
  tooDeep: 'The request is nested too deeply.',
};

/** A lone UTF-16 surrogate: with the `u` flag a well-formed pair is one code point and does not match. */
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

/** The first thing wrong with a parsed input (body, query or params), or null. Walks without recursion. */
export function findInputProblem(value: unknown): keyof typeof inputMessages | null {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [item, depth] = stack.pop() as [unknown, number];
    if (typeof item === 'string') {
      const problem = stringProblem(item);
      if (problem) return problem;
    } else if (item !== null && typeof item === 'object') {
      if (depth >= MAX_INPUT_DEPTH) return 'tooDeep';
      if (Array.isArray(item)) {
        for (const v of item) stack.push([v, depth + 1]);
      } else {
        for (const [k, v] of Object.entries(item)) {
          const problem = stringProblem(k);
          if (problem) return problem;
          stack.push([v, depth + 1]);
        }
      }
    }
  }
  return null;
}

function stringProblem(s: string): 'nul' | 'unpairedSurrogate' | null {
  if (s.includes('\u0000')) return 'nul';
  if (LONE_SURROGATE.test(s)) return 'unpairedSurrogate';
  return null;
}

/**
 * Refuses, with a 400 before any route sees them, inputs that PostgreSQL cannot store or that only an
 * attacker sends: NUL characters (text and jsonb cannot hold them, so they became 500s), unpaired
 * surrogates (not valid UTF-8 once encoded), and nesting past MAX_INPUT_DEPTH. Rejecting rather than
 * stripping: a silently changed value is worse than a clear answer, and no real form sends these.
 * Other control characters are valid text and pass. Multipart fields are read by the route itself and
 * are covered by the database error mapping in error-handler.ts.
 */
export function registerInputGuards(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const problem = findInputProblem(part);
      if (problem) throw new AppError('validation_failed', inputMessages[problem]);
    }
  });
}
