import type { PatientResource } from '@clearbill/shared';
import { createMemoryReferenceData } from '../memory-reference-data';
import type { CodeInfo } from '../reference-data';
import type { AssistantAnalysis, AssistantKnowledge } from './assistant';

/** Knowledge over plain arrays, for tests and the benchmark: codes, a directory and optional analyses. */
export function createMemoryKnowledge(input: {
  codes: CodeInfo[];
  resources: readonly PatientResource[];
  analyses?: AssistantAnalysis[];
}): AssistantKnowledge {
  const ref = createMemoryReferenceData({ codes: input.codes });
  const analyses = input.analyses;
  return {
    lookupCode: (code, codeType) => ref.lookupCode(code, codeType),
    searchCodes: (words, limit) => {
      const terms = words
        .toLowerCase()
        .split(/\s+/)
        .filter((w) => w.length > 2);
      const scored = input.codes
        .map((c) => ({ c, score: terms.filter((t) => c.title.toLowerCase().includes(t)).length }))
        .filter((x) => x.score > 0)
        .sort((a, b) => b.score - a.score);
      return Promise.resolve(scored.slice(0, limit).map((x) => x.c));
    },
    resources: input.resources,
    myAnalyses: analyses ? () => Promise.resolve(analyses) : undefined,
  };
}
