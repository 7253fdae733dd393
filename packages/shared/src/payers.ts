import { z } from 'zod';
import { linkCheckSchema } from './resources-admin';

/**
 * Payer documentation in the back office (spec 02 §2 Payer Docs and Payer Documents Viewer, §3, §7;
 * issue 14 item 5; decision 0022): the insurers' own public pages (appeals, claims addresses, time
 * limits, policies), loaded from our checked library into the database, searched, counted and link-checked.
 * The spec's entities are snake_case (document_title, payer_name ...); the extra fields of ours follow suit.
 */

export const payerCategories = ['commercial', 'government', 'regional'] as const;
export const payerCategorySchema = z.enum(payerCategories);
export type PayerCategory = z.infer<typeof payerCategorySchema>;

/** A coverage line a public summary of benefits states (spec 02 §3). */
export const payerCoverageDetailSchema = z.object({
  service_type: z.string(),
  coverage_category: z.string(),
  copayment: z.string().nullable(),
});
export type PayerCoverageDetail = z.infer<typeof payerCoverageDetailSchema>;

/** Payer document (list), spec 02 §3, with its payer's id, our summary and its link's latest check. */
export const payerDocumentSchema = z.object({
  id: z.string(),
  payer_id: z.string(),
  document_title: z.string(),
  payer_name: z.string(),
  document_type: z.string(),
  plan_year: z.number().int().nullable(),
  /** Two-letter state when the document is for one state; null: all states. */
  state_specific: z.string().nullable(),
  /** YYYY-MM-DD: when we checked the document's facts against its page; null: never. */
  last_verified: z.string().nullable(),
  document_url: z.string(),
  summary: z.string().nullable(),
  /** The latest check of document_url (null: never checked). */
  last_link_check: linkCheckSchema.nullable(),
  /** True when the latest decisive check found the page gone: kept, but no longer offered to patients. */
  hidden_from_patients: z.boolean(),
});
export type PayerDocument = z.infer<typeof payerDocumentSchema>;

/** GET /api/admin/payer-documents: search over title, payer, type and summary; payerName exact-insensitive. */
export const payerDocumentsQuerySchema = z.object({
  search: z.string().trim().max(200).optional(),
  payerName: z.string().trim().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(100),
});
export type PayerDocumentsQuery = z.infer<typeof payerDocumentsQuerySchema>;

export const payerDocumentsResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(payerDocumentSchema),
});
export type PayerDocumentsResponse = z.infer<typeof payerDocumentsResponseSchema>;

export const payerDocumentParamsSchema = z.object({ id: z.string().min(1).max(200) });

/** GET /api/admin/payer-documents/{id} (spec 02 §7: document, coverageDetails). */
export const payerDocumentDetailResponseSchema = z.object({
  success: z.literal(true),
  document: payerDocumentSchema,
  coverageDetails: z.array(payerCoverageDetailSchema),
});
export type PayerDocumentDetailResponse = z.infer<typeof payerDocumentDetailResponseSchema>;

/** A payer loaded in the database, for the tab's covered-payers list (from live data, not static text). */
export const loadedPayerSchema = z.object({
  id: z.string(),
  name: z.string(),
  category: payerCategorySchema,
  documentCount: z.number().int(),
});
export type LoadedPayer = z.infer<typeof loadedPayerSchema>;

/** GET /api/admin/payer-stats (spec 02 §3 Payer stats), with the loaded payers and what is left to load. */
export const payerStatsResponseSchema = z.object({
  success: z.literal(true),
  stats: z.object({
    totalDocuments: z.number().int(),
    documentTypeCounts: z.record(z.string(), z.number().int()),
    payerCounts: z.record(z.string(), z.number().int()),
    totalPayers: z.number().int(),
    /** Documents of the library not loaded yet (what Expand would add). */
    notYetLoaded: z.number().int(),
    /** Documents whose page the latest check found gone. */
    hiddenDocuments: z.number().int(),
  }),
  payers: z.array(loadedPayerSchema),
});
export type PayerStatsResponse = z.infer<typeof payerStatsResponseSchema>;

/** The management calls take no body; anything sent must be an empty object. */
export const payerAdminEmptyBodySchema = z.strictObject({}).nullish();

/** POST /api/admin/payer-documentation/seed-fast (spec 02 §7: success, message). */
export const payerSeedResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  /** Documents of the first set that were not in the database before this call. */
  documentsAdded: z.number().int(),
  totalDocuments: z.number().int(),
  totalPayers: z.number().int(),
});
export type PayerSeedResponse = z.infer<typeof payerSeedResponseSchema>;

/** POST /api/admin/payer-documentation/expand (spec 02 §7: success, stats {documentsAdded, newPayersAdded}). */
export const payerExpandResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  stats: z.object({
    documentsAdded: z.number().int(),
    newPayersAdded: z.number().int(),
    totalDocuments: z.number().int(),
    totalPayers: z.number().int(),
  }),
});
export type PayerExpandResponse = z.infer<typeof payerExpandResponseSchema>;

/** POST /api/admin/payer-documentation/validate-urls (spec 02 §7: success, validated, removed). */
export const payerValidateUrlsResponseSchema = z.object({
  success: z.boolean(),
  /** Pages that answered. */
  validated: z.number().int(),
  /** Pages found gone (HTTP 404 or 410): hidden from patients' letters, kept for the admin. */
  removed: z.number().int(),
  /** No answer (time-out, DNS failure): recorded, nothing hidden. */
  unreachable: z.number().int(),
  /** Not checked because live calls are off. */
  skipped: z.number().int(),
  networkAvailable: z.boolean(),
  message: z.string(),
});
export type PayerValidateUrlsResponse = z.infer<typeof payerValidateUrlsResponseSchema>;

/** The spec's toasts and empty state (02 §8), verbatim. */
export const payerMessages = {
  fetchFailedTitle: 'Error',
  fetchFailed: 'Failed to fetch payer documents',
  seeded: 'Payer Documentation Seeding Complete',
  seedFailedTitle: 'Seeding Failed',
  seedFailed: 'Failed to seed payer documentation database',
  validated: 'URL Validation Complete',
  validateFailedTitle: 'Validation Failed',
  validateFailed: 'Failed to validate URLs',
  expanded: 'Database Expanded Successfully',
  expandFailed: 'Expansion Failed',
  noDocuments: 'No documents found matching your criteria.',
  documentNotFound: 'No payer document with this id.',
} as const;

/**
 * The payer's appeal facts a letter draft carries when the analysis names a payer of our library (issue 14
 * item 6): only what the payer's own page states, with that page, so the patient sees where it came from.
 */
export const payerAppealSchema = z.object({
  payerId: z.string(),
  payerName: z.string(),
  /** The name as the document printed it, which matched this payer. */
  matchedName: z.string(),
  /** Lines separated by '\n'. */
  mailingAddress: z.string().nullable(),
  fax: z.string().nullable(),
  phone: z.string().nullable(),
  timeLimitDays: z.number().int().nullable(),
  timeLimitText: z.string().nullable(),
  source: z.object({
    documentId: z.string(),
    title: z.string(),
    url: z.string(),
    /** YYYY-MM-DD: when we checked the page. */
    lastVerified: z.string(),
  }),
});
export type PayerAppeal = z.infer<typeof payerAppealSchema>;
