import { z } from 'zod';
import { BadAnswerError, apiUrl, getJson, type LiveApiAdapter } from './types';
import { clinicalTablesAnswerSchema } from './clinical-tables';

const extraSchema = z.object({
  RXCUIS: z.array(z.array(z.string())),
  STRENGTHS_AND_FORMS: z.array(z.array(z.string())).optional(),
});

/**
 * NLM Clinical Tables RxTerms: /api/rxterms/v3/search?terms=...&ef=STRENGTHS_AND_FORMS,RXCUIS. The
 * codes are the display names; the RxNorm ids of each name's strengths come in the extra fields.
 * A result is the first strength's RXCUI (RxNorm, not an NDC).
 */
export function nlmRxTermsAdapter(baseUrl: string): LiveApiAdapter {
  return {
    name: 'nlm-rxterms',
    label: 'NLM Clinical Tables: RxTerms (NIH)',
    codeTypes: ['NDC'],
    search: async ({ query, max, signal }) => {
      const url = apiUrl(baseUrl, 'api/rxterms/v3/search', {
        terms: query,
        ef: 'STRENGTHS_AND_FORMS,RXCUIS',
        maxList: String(max),
      });
      const parsed = clinicalTablesAnswerSchema.safeParse((await getJson('nlm-rxterms', url, signal)).body);
      if (!parsed.success) throw new BadAnswerError('nlm-rxterms');
      const extra = extraSchema.safeParse(parsed.data[2] ?? {});
      if (!extra.success) throw new BadAnswerError('nlm-rxterms');
      const names = parsed.data[1];
      return names.slice(0, max).flatMap((name, i) => {
        const rxcui = extra.data.RXCUIS[i]?.[0];
        const strengths = extra.data.STRENGTHS_AND_FORMS?.[i] ?? [];
        if (!rxcui) return [];
        return [
          {
            code: rxcui,
            codeType: 'RxNorm',
            title: strengths[0] ? `${name} ${strengths[0]}` : name,
            description: strengths.length > 1 ? `Strengths: ${strengths.join('; ')}` : null,
            category: 'Drug',
            officialSource: 'NLM RxTerms',
          },
        ];
      });
    },
  };
}
