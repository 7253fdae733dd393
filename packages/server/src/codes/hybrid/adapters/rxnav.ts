import { z } from 'zod';
import { BadAnswerError, apiUrl, getJson, type LiveApiAdapter } from './types';

const answerSchema = z.object({
  drugGroup: z.object({
    name: z.string().nullable().optional(),
    conceptGroup: z
      .array(
        z.object({
          tty: z.string().optional(),
          conceptProperties: z
            .array(
              z.object({
                rxcui: z.string(),
                name: z.string(),
                synonym: z.string().optional(),
                tty: z.string().optional(),
              }),
            )
            .optional(),
        }),
      )
      .optional(),
  }),
});

/** RxNav (NLM RxNorm): /REST/drugs.json?name=... answers concept groups by term type. */
export function rxNavAdapter(baseUrl: string): LiveApiAdapter {
  return {
    name: 'rxnav',
    label: 'RxNav: RxNorm (NLM)',
    codeTypes: ['NDC'],
    search: async ({ query, max, signal }) => {
      const url = apiUrl(baseUrl, 'REST/drugs.json', { name: query });
      const parsed = answerSchema.safeParse((await getJson('rxnav', url, signal)).body);
      if (!parsed.success) throw new BadAnswerError('rxnav');
      const concepts = (parsed.data.drugGroup.conceptGroup ?? []).flatMap((g) => g.conceptProperties ?? []);
      return concepts.slice(0, max).map((c) => ({
        code: c.rxcui,
        codeType: 'RxNorm',
        title: c.name,
        description: c.synonym && c.synonym !== c.name ? c.synonym : null,
        category: c.tty ? `RxNorm ${c.tty}` : 'Drug',
        officialSource: 'NLM RxNorm via RxNav',
      }));
    },
  };
}
