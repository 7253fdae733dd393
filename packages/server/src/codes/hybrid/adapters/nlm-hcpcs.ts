import { BadAnswerError, apiUrl, getJson, type LiveApiAdapter } from './types';
import { clinicalTablesAnswerSchema } from './clinical-tables';

/** NLM Clinical Tables HCPCS Level II: /api/hcpcs/v3/search?df=code,display&terms=... */
export function nlmHcpcsAdapter(baseUrl: string): LiveApiAdapter {
  return {
    name: 'nlm-hcpcs',
    label: 'NLM Clinical Tables: HCPCS Level II (CMS)',
    codeTypes: ['HCPCS'],
    search: async ({ query, max, signal }) => {
      const url = apiUrl(baseUrl, 'api/hcpcs/v3/search', {
        df: 'code,display',
        terms: query,
        maxList: String(max),
      });
      const parsed = clinicalTablesAnswerSchema.safeParse((await getJson('nlm-hcpcs', url, signal)).body);
      if (!parsed.success) throw new BadAnswerError('nlm-hcpcs');
      return parsed.data[3].slice(0, max).flatMap(([code, display]) =>
        code && display
          ? [
              {
                code,
                codeType: 'HCPCS',
                title: display,
                description: null,
                category: null,
                officialSource: 'CMS HCPCS Level II via NLM Clinical Tables',
              },
            ]
          : [],
      );
    },
  };
}
