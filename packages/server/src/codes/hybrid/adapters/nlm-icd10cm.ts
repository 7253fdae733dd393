import { BadAnswerError, apiUrl, getJson, type LiveApiAdapter } from './types';
import { clinicalTablesAnswerSchema } from './clinical-tables';

/** NLM Clinical Tables ICD-10-CM: /api/icd10cm/v3/search?sf=code,name&df=code,name&terms=... */
export function nlmIcd10cmAdapter(baseUrl: string): LiveApiAdapter {
  return {
    name: 'nlm-icd10cm',
    label: 'NLM Clinical Tables: ICD-10-CM (CDC/NCHS)',
    codeTypes: ['ICD-10-CM'],
    search: async ({ query, max, signal }) => {
      const url = apiUrl(baseUrl, 'api/icd10cm/v3/search', {
        sf: 'code,name',
        df: 'code,name',
        terms: query,
        maxList: String(max),
      });
      const parsed = clinicalTablesAnswerSchema.safeParse((await getJson('nlm-icd10cm', url, signal)).body);
      if (!parsed.success) throw new BadAnswerError('nlm-icd10cm');
      return parsed.data[3].slice(0, max).flatMap(([code, name]) =>
        code && name
          ? [
              {
                code,
                codeType: 'ICD-10-CM',
                title: name,
                description: null,
                category: null,
                officialSource: 'CDC/NCHS ICD-10-CM via NLM Clinical Tables',
              },
            ]
          : [],
      );
    },
  };
}
