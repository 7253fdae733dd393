import { z } from 'zod';

/**
 * NLM Clinical Tables search answers (https://clinicaltables.nlm.nih.gov/apidoc/): an array of
 * [total, codes, extra fields or null, display rows], where each display row holds the `df` fields.
 */
export const clinicalTablesAnswerSchema = z.tuple([
  z.number().int().min(0),
  z.array(z.string()),
  z.record(z.string(), z.array(z.unknown())).nullable(),
  z.array(z.array(z.string())),
]);
export type ClinicalTablesAnswer = z.infer<typeof clinicalTablesAnswerSchema>;
