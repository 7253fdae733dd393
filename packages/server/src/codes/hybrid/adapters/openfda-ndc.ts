import { z } from 'zod';
import { BadAnswerError, apiUrl, getJson, type LiveApiAdapter } from './types';

const productSchema = z.object({
  product_ndc: z.string(),
  generic_name: z.string().optional(),
  brand_name: z.string().optional(),
  labeler_name: z.string().optional(),
  dosage_form: z.string().optional(),
  route: z.array(z.string()).optional(),
  product_type: z.string().optional(),
});
const answerSchema = z.object({
  meta: z
    .object({ results: z.object({ total: z.number() }).partial().optional() })
    .partial()
    .optional(),
  results: z.array(z.unknown()),
});
const notFoundSchema = z.object({ error: z.object({ code: z.literal('NOT_FOUND') }) });

/** A search value for openFDA's query syntax: words only, quoted as a phrase. */
function phrase(query: string): string {
  return `"${query
    .replace(/[^A-Za-z0-9 .-]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()}"`;
}

/**
 * openFDA NDC directory: /drug/ndc.json?search=...&limit=N. No match is a 404 whose body says
 * NOT_FOUND: an empty answer, not a failure.
 */
export function openFdaNdcAdapter(baseUrl: string): LiveApiAdapter {
  return {
    name: 'openfda-ndc',
    label: 'openFDA: NDC Directory (FDA)',
    codeTypes: ['NDC'],
    search: async ({ query, max, signal }) => {
      const isNdc = /^[0-9]{4,5}-?[0-9]{3,4}(-?[0-9]{1,2})?$/.test(query.trim());
      const search = isNdc
        ? `product_ndc:${phrase(query)} packaging.package_ndc:${phrase(query)}`
        : `brand_name:${phrase(query)} generic_name:${phrase(query)}`;
      const url = apiUrl(baseUrl, 'drug/ndc.json', { search, limit: String(Math.min(max, 100)) });
      const { status, body } = await getJson('openfda-ndc', url, signal, [200, 404]);
      if (status === 404) {
        if (notFoundSchema.safeParse(body).success) return [];
        throw new BadAnswerError('openfda-ndc');
      }
      const parsed = answerSchema.safeParse(body);
      if (!parsed.success) throw new BadAnswerError('openfda-ndc');
      return parsed.data.results.slice(0, max).flatMap((raw) => {
        const p = productSchema.safeParse(raw);
        if (!p.success) return [];
        const name =
          [p.data.brand_name, p.data.generic_name].filter(Boolean).join(' (') +
          (p.data.brand_name && p.data.generic_name ? ')' : '');
        return [
          {
            code: p.data.product_ndc,
            codeType: 'NDC',
            title: name || p.data.product_ndc,
            description:
              [p.data.dosage_form, p.data.route?.join(', '), p.data.labeler_name]
                .filter(Boolean)
                .join('; ') || null,
            category: p.data.product_type ?? null,
            officialSource: 'FDA NDC Directory via openFDA',
          },
        ];
      });
    },
  };
}
