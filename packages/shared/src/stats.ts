import { z } from 'zod';

/** Below this many analysed documents no figure is shown: a small count could point at a person. */
export const publicStatsMinimumDocuments = 50;

/**
 * GET /api/stats/public: live aggregate figures for the landing pages, rounded. Each figure is null
 * while fewer than the minimum documents have been analysed.
 */
export const publicStatsSchema = z.object({
  minimumDocuments: z.number().int(),
  /** Documents analysed, rounded down to a multiple of 10. */
  documentsChecked: z.number().int().nullable(),
  /** Savings identified across analyses, in whole dollars rounded down to a multiple of 100. */
  savingsIdentified: z.number().int().nullable(),
  /** Median seconds from upload to findings, rounded to the nearest 5 seconds (at least 5). */
  medianSecondsToFindings: z.number().int().nullable(),
});
export type PublicStats = z.infer<typeof publicStatsSchema>;
