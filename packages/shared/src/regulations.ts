import { z } from 'zod';
import {
  impactLevelSchema,
  publicRegulationCategorySchema,
  regulationCategorySchema,
  regulationJurisdictionSchema,
  regulationStatusSchema,
  regulationTopicSchema,
} from './regulation-categories';
import { linkCheckOutcomeSchema } from './resources-admin';

/**
 * The regulations domain's calls (issue 14 items 3 and 4; spec 02 §2, §7, §8; spec 03 §2.3, §2.4, §7, §8;
 * decision 0021). Categories, impact levels and statuses live in regulation-categories.ts.
 */

/** A calendar date, YYYY-MM-DD, that exists. */
export const calendarDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates are YYYY-MM-DD')
  .refine((s) => {
    const d = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
  }, 'Not a real date');

/** Where a stored regulation came from: our library, an admin's upload, or the Federal Register research. */
export const regulationOrigins = ['library', 'upload', 'research'] as const;
export const regulationOriginSchema = z.enum(regulationOrigins);
export type RegulationOrigin = z.infer<typeof regulationOriginSchema>;

/** One regulation as every screen sees it (spec 02 §3 plus jurisdiction, topics and the latest link check). */
export const regulationSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  /** The citation: CFR or U.S. Code section, Federal Register document, state statute. */
  source: z.string(),
  sourceUrl: z.string().nullable(),
  category: regulationCategorySchema,
  impactLevel: impactLevelSchema,
  status: regulationStatusSchema,
  effectiveDate: calendarDateSchema.nullable(),
  affectedPrograms: z.array(z.string()),
  keyChanges: z.array(z.string()),
  researchedAt: z.iso.datetime().nullable(),
  verifiedAt: z.iso.datetime().nullable(),
  jurisdiction: regulationJurisdictionSchema,
  topics: z.array(regulationTopicSchema),
  origin: regulationOriginSchema,
  /** The latest check of sourceUrl (null: never checked). */
  linkStatus: linkCheckOutcomeSchema.nullable(),
  linkCheckedAt: z.iso.datetime().nullable(),
});
export type Regulation = z.infer<typeof regulationSchema>;

// ---- public ----

/** GET /api/regulatory/updates: category in the public set (omitted for all), effectiveAfter a date. */
export const regulatoryUpdatesQuerySchema = z.object({
  category: publicRegulationCategorySchema.optional(),
  effectiveAfter: calendarDateSchema.optional(),
});
export type RegulatoryUpdatesQuery = z.infer<typeof regulatoryUpdatesQuerySchema>;

/** The public page shows verified and implemented regulations only (decision 0021). */
export const publicRegulationStatuses = ['verified', 'implemented'] as const;

export const regulatoryUpdatesResponseSchema = z.object({
  success: z.literal(true),
  updates: z.array(regulationSchema),
  total: z.number().int(),
});
export type RegulatoryUpdatesResponse = z.infer<typeof regulatoryUpdatesResponseSchema>;

export const exportFormatSchema = z.enum(['csv', 'json'], 'format is csv or json');

/** GET /api/export/regulatory (public: the regulations the public page shows). */
export const publicRegulatoryExportQuerySchema = z.object({
  format: exportFormatSchema.default('csv'),
  category: publicRegulationCategorySchema.optional(),
});

// ---- admin ----

/** GET /api/admin/regulations: optional search (title, description, key changes, source) and category. */
export const adminRegulationsQuerySchema = z.object({
  search: z.string().trim().max(200).optional(),
  category: regulationCategorySchema.optional(),
});

export const adminRegulationsResponseSchema = z.object({
  success: z.literal(true),
  regulations: z.array(regulationSchema),
  total: z.number().int(),
});
export type AdminRegulationsResponse = z.infer<typeof adminRegulationsResponseSchema>;

/** The search limit of spec 02 §9. */
export const REGULATION_SEARCH_LIMIT = 100;

/** GET /api/admin/regulatory/search (spec 02 §7: query, category omitted when 'all', limit=100). */
export const adminRegulatorySearchQuerySchema = z.object({
  query: z.string().trim().max(200).optional(),
  category: regulationCategorySchema.optional(),
  limit: z.coerce.number().int().min(1).max(REGULATION_SEARCH_LIMIT).default(REGULATION_SEARCH_LIMIT),
});

export const regulationIdParamsSchema = z.object({ id: z.string().min(1).max(200) });

const listItem = z.string().trim().min(1).max(500);

/** PUT /api/admin/regulations/{id} (spec 02 §5: title, description, impactLevel, keyChanges, affectedPrograms). */
export const regulationEditSchema = z
  .strictObject({
    title: z.string().trim().min(1).max(300),
    description: z.string().trim().min(1).max(5000),
    impactLevel: impactLevelSchema,
    keyChanges: z.array(listItem).max(50),
    affectedPrograms: z.array(listItem).max(50),
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, 'Send at least one field to change');
export type RegulationEdit = z.infer<typeof regulationEditSchema>;

/** PUT /api/admin/regulations/{id}/status: the new status and the admin's notes (kept in the history). */
export const regulationStatusChangeSchema = z.strictObject({
  status: regulationStatusSchema,
  notes: z.string().trim().max(2000).optional(),
});
export type RegulationStatusChange = z.infer<typeof regulationStatusChangeSchema>;

export const regulationStatusHistoryEntrySchema = z.object({
  fromStatus: regulationStatusSchema.nullable(),
  toStatus: regulationStatusSchema,
  notes: z.string().nullable(),
  changedAt: z.iso.datetime(),
  /** The admin's username, or null when the change came from the system. */
  changedBy: z.string().nullable(),
});
export type RegulationStatusHistoryEntry = z.infer<typeof regulationStatusHistoryEntrySchema>;

export const regulationMutationResponseSchema = z.object({
  success: z.literal(true),
  regulation: regulationSchema,
  history: z.array(regulationStatusHistoryEntrySchema),
});
export type RegulationMutationResponse = z.infer<typeof regulationMutationResponseSchema>;

export const regulationDeleteResponseSchema = z.object({ success: z.literal(true), id: z.string() });

/** GET /api/admin/regulatory/counts (spec 02 §3: total, byCategory). */
export const regulatoryCountsSchema = z.object({
  total: z.number().int(),
  byCategory: z.record(regulationCategorySchema, z.number().int()),
  byStatus: z.record(regulationStatusSchema, z.number().int()),
});
export type RegulatoryCounts = z.infer<typeof regulatoryCountsSchema>;

/** An empty body (the seed, research and link calls take none). */
export const emptyBodySchema = z.strictObject({}).nullish();

/** POST /api/admin/regulatory/seed and /seed-all (spec 02 §7: totalRegulations, databaseTotal). */
export const regulatorySeedResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  /** Library entries added by this call (0: nothing new). */
  added: z.number().int(),
  /** Library entries still not loaded after this call. */
  remaining: z.number().int(),
  /** Entries in our library. */
  totalRegulations: z.number().int(),
  /** Regulations in the database after this call (uploads and research included). */
  databaseTotal: z.number().int(),
});
export type RegulatorySeedResponse = z.infer<typeof regulatorySeedResponseSchema>;

/** How many library entries one Seed Batch adds. */
export const REGULATION_SEED_BATCH = 25;

/** POST /api/admin/upload/regulatory: how many rows were added or updated. */
export const regulatoryUploadResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  added: z.number().int(),
  updated: z.number().int(),
});
export type RegulatoryUploadResponse = z.infer<typeof regulatoryUploadResponseSchema>;

/** The link check's counts, shared by both link calls. */
const linkRunFields = {
  success: z.boolean(),
  networkAvailable: z.boolean(),
  message: z.string(),
};

/** POST /api/admin/regulatory/validate-links (spec 03 §7: totalChecked, updated). */
export const regulatoryValidateLinksResponseSchema = z.object({
  ...linkRunFields,
  totalChecked: z.number().int(),
  /** Regulations whose link status changed in this run. */
  updated: z.number().int(),
  broken: z.number().int(),
  unreachable: z.number().int(),
});
export type RegulatoryValidateLinksResponse = z.infer<typeof regulatoryValidateLinksResponseSchema>;

/** POST /api/admin/links/validate (spec 02 §7: results.updatedLinks, results.brokenLinks). */
export const linksValidateResponseSchema = z.object({
  ...linkRunFields,
  results: z.object({
    totalChecked: z.number().int(),
    updatedLinks: z.number().int(),
    brokenLinks: z.number().int(),
    unreachable: z.number().int(),
  }),
});
export type LinksValidateResponse = z.infer<typeof linksValidateResponseSchema>;

/** POST /api/admin/regulatory/research: documents found and added as pending. */
export const regulatoryResearchResponseSchema = z.object({
  success: z.boolean(),
  networkAvailable: z.boolean(),
  message: z.string(),
  found: z.number().int(),
  added: z.number().int(),
});
export type RegulatoryResearchResponse = z.infer<typeof regulatoryResearchResponseSchema>;

/** The columns of the upload template and the CSV export, in order. */
export const regulationFileColumns = [
  'id',
  'title',
  'description',
  'category',
  'source',
  'sourceUrl',
  'impactLevel',
  'status',
  'effectiveDate',
  'affectedPrograms',
  'keyChanges',
  'jurisdiction',
  'topics',
] as const;

/** Lists inside one CSV field are separated by this. */
export const REGULATION_LIST_SEPARATOR = ';';

/** One row of an upload file, once read (title, category and description required; spec 03 §5). */
export const regulationUploadRowSchema = z.object({
  id: z
    .string()
    .trim()
    .regex(/^[a-z0-9][a-z0-9._-]{0,119}$/, 'id: lower-case letters, digits, dot, dash or underscore')
    .optional(),
  title: z.string().trim().min(1, 'title is required').max(300),
  description: z.string().trim().min(1, 'description is required').max(5000),
  category: regulationCategorySchema,
  source: z.string().trim().max(300).optional(),
  sourceUrl: z
    .url({ protocol: /^https?$/ })
    .max(1000)
    .optional(),
  impactLevel: impactLevelSchema.default('medium'),
  status: regulationStatusSchema.default('pending'),
  effectiveDate: calendarDateSchema.optional(),
  affectedPrograms: z.array(listItem).max(50).default([]),
  keyChanges: z.array(listItem).max(50).default([]),
  jurisdiction: regulationJurisdictionSchema.default('federal'),
  topics: z.array(regulationTopicSchema).max(30).default([]),
});
export type RegulationUploadRow = z.infer<typeof regulationUploadRowSchema>;

/** Spec 02 §8 and 03 §8: the screens' texts, verbatim. */
export const regulationMessages = {
  statusUpdated: 'Status Updated',
  statusUpdateFailed: 'Update Failed',
  statusUpdateFailedBody: 'Failed to update regulation status.',
  updated: 'Regulation Updated',
  updateFailed: 'Update Failed',
  updateFailedBody: 'Failed to update regulation.',
  deleted: 'Regulation Deleted',
  deleteFailed: 'Delete Failed',
  deleteFailedBody: 'Failed to delete regulation.',
  deleteConfirm: 'Are you sure you want to delete this regulation? This action cannot be undone.',
  seeded: 'Database Seeded',
  seedFailed: 'Seeding Failed',
  seedFailedBody: 'Unable to seed regulatory database. Please try again.',
  populated: 'Complete Database Populated!',
  alreadyComplete: 'Database Already Complete!',
  populateFailed: 'Population Failed',
  populateFailedBody: 'Unable to populate complete database. Please try again.',
  linksValidated: 'Link Validation Complete',
  linksFailed: 'Validation Failed',
  linksFailedBody: 'Unable to validate links. Please try again.',
  researchComplete: 'Research Complete',
  researchFailed: 'Research Failed',
  researchFailedBody: 'Failed to perform regulatory research',
  researchRunning: 'Performing automated regulatory research. This may take a few minutes...',
  noRegulations: 'No regulations found matching your criteria.',
  noUpdates: 'No updates found',
  fetchFailed: 'Failed to fetch regulations',
  uploadSuccessful: 'Upload Successful',
  uploadFailed: 'Upload Failed',
} as const;

/** 'Validated N links. M links were updated.' (spec 03 §8). */
export function linkValidationSummary(totalChecked: number, updated: number): string {
  return `Validated ${totalChecked} links. ${updated} links were updated.`;
}
