import { z } from 'zod';

/** The seven code types (02-admin-back-office.md §3, 03 §3). */
export const codeTypes = ['ICD-10-CM', 'ICD-10-PCS', 'CPT', 'HCPCS', 'DRG', 'NDC', 'REVENUE'] as const;
export const codeTypeSchema = z.enum(codeTypes);
export type CodeType = z.infer<typeof codeTypeSchema>;

/** Validation also accepts CPT Category III (03-feature-pages.md §3). */
export const validationCodeTypes = [...codeTypes, 'Category-III'] as const;
export const validationCodeTypeSchema = z.enum(validationCodeTypes);
export type ValidationCodeType = z.infer<typeof validationCodeTypeSchema>;

/** Shown for CPT codes, whose descriptors belong to the AMA and are never stored or shown. */
export const CPT_LICENSED_LABEL = 'CPT code; description licensed by the AMA';

export const medicalCodeSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  codeType: codeTypeSchema,
  title: z.string(),
  description: z.string().nullable(),
  category: z.string().nullable(),
  subcategory: z.string().nullable(),
  billableStatus: z.boolean(),
  genderSpecific: z.string().nullable(),
  ageRestrictions: z.string().nullable(),
  laterality: z.string().nullable(),
  officialSource: z.string(),
  sourceVersion: z.string(),
  effectiveDate: z.string().nullable(),
  expirationDate: z.string().nullable(),
});
export type MedicalCode = z.infer<typeof medicalCodeSchema>;

const trimmedQuery = z.string().trim().max(200, 'Search text must be at most 200 characters');

/** GET /api/medical-codes (02-admin-back-office.md §7, 03 §7): page size 50. */
export const codeSearchQuerySchema = z.object({
  query: trimmedQuery.optional(),
  codeType: codeTypeSchema.optional(),
  category: z.string().trim().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type CodeSearchQuery = z.input<typeof codeSearchQuerySchema>;

export const codeSearchResponseSchema = z.object({
  total: z.number().int(),
  /** True when a broad query matched so many codes that `total` is an estimate ('about 20,000'). */
  totalIsEstimate: z.boolean().optional(),
  codes: z.array(medicalCodeSchema),
});
export type CodeSearchResponse = z.infer<typeof codeSearchResponseSchema>;

export const codeCountsSchema = z.object({
  total: z.number().int(),
  byType: z.record(z.string(), z.number().int()),
});
export type CodeCounts = z.infer<typeof codeCountsSchema>;

// Hybrid search (03-feature-pages.md §2.2, §3, §7)

export const hybridSearchQuerySchema = z.object({
  query: z.string().trim().min(2, 'Enter at least 2 characters').max(200),
  codeType: codeTypeSchema.optional(),
  maxResults: z.coerce
    .number()
    .int()
    .refine((n) => [10, 20, 50, 100].includes(n), 'maxResults is 10, 20, 50 or 100')
    .default(20),
  includeExternal: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
});
export type HybridSearchQuery = z.input<typeof hybridSearchQuerySchema>;

export const externalApiNames = ['nlm-icd10cm', 'nlm-hcpcs', 'nlm-rxterms', 'openfda-ndc', 'rxnav'] as const;
export const externalApiNameSchema = z.enum(externalApiNames);
export type ExternalApiName = z.infer<typeof externalApiNameSchema>;

export const hybridResultSchema = z.object({
  code: z.string(),
  codeType: z.string(),
  /** 'database' or 'external'. */
  source: z.enum(['database', 'external']),
  /** 0 to 1; High at 0.9 or more, Medium at 0.8 or more (03-feature-pages.md §9). */
  confidence: z.number().min(0).max(1),
  title: z.string(),
  description: z.string().nullable(),
  category: z.string().nullable(),
  officialSource: z.string().nullable(),
  /** The live API the result came from, for external results. */
  apiSource: externalApiNameSchema.nullable(),
  lastUpdated: z.string().nullable(),
});
export type HybridResult = z.infer<typeof hybridResultSchema>;

export const searchStrategies = ['database_only', 'hybrid', 'external_fallback'] as const;

export const hybridSearchResponseSchema = z.object({
  results: z.array(hybridResultSchema),
  sources: z.object({
    database: z.object({ count: z.number().int(), searchTime: z.number() }),
    external: z.object({
      count: z.number().int(),
      searchTime: z.number(),
      /** Per live API: what it returned, or why it did not. */
      apis: z.array(
        z.object({
          name: externalApiNameSchema,
          count: z.number().int(),
          status: z.enum(['ok', 'timeout', 'error', 'budget_exhausted', 'skipped']),
        }),
      ),
    }),
  }),
  searchStrategy: z.enum(searchStrategies),
  /** Plain words for the person: e.g. that live sources were unavailable. */
  notice: z.string().nullable(),
});
export type HybridSearchResponse = z.infer<typeof hybridSearchResponseSchema>;

export const apiStatusResponseSchema = z.object({
  apis: z.array(
    z.object({
      name: externalApiNameSchema,
      label: z.string(),
      status: z.enum(['available', 'unavailable', 'budget_exhausted', 'unknown']),
      remainingRequests: z.number().int(),
      lastCheckedAt: z.string().nullable(),
    }),
  ),
});
export type ApiStatusResponse = z.infer<typeof apiStatusResponseSchema>;

// Import, seeding and upload (02-admin-back-office.md §2 Medical Codes tab, §7)

export const referenceSourceSchema = z.object({
  dataset: z.string(),
  sourceFile: z.string(),
  sourceVersion: z.string(),
  rowCount: z.number().int(),
  status: z.enum(['running', 'done', 'failed']),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type ReferenceSource = z.infer<typeof referenceSourceSchema>;

export const importStatusSchema = z.object({
  /** Where release files are read from; null when CODESETS_DIR is not set. */
  codesetsDir: z.string().nullable(),
  running: z.boolean(),
  sources: z.array(referenceSourceSchema),
  /** What to do when there is nothing to import, in plain words. */
  help: z.string().nullable(),
});
export type ImportStatus = z.infer<typeof importStatusSchema>;

export const seedResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  imported: z.number().int(),
  total: z.number().int(),
  /** Percent of the 275,000-code target. */
  percentOfTarget: z.number(),
});
export type SeedResponse = z.infer<typeof seedResponseSchema>;

export const seedLargeBatchRequestSchema = z.object({
  batchSize: z.number().int().min(1).max(10_000).default(10_000),
});

export const CODE_TARGET_TOTAL = 275_000;

export const codeUploadResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  inserted: z.number().int(),
  updated: z.number().int(),
  rejected: z.array(z.object({ row: z.number().int(), reason: z.string() })),
});
export type CodeUploadResponse = z.infer<typeof codeUploadResponseSchema>;

/** 03-feature-pages.md §5: the texts of a rejected upload file. */
export const invalidFileTypeTitle = 'Invalid File Type';
export const invalidFileTypeBody = 'Please upload a CSV or JSON file.';

/** GET /api/admin/medical-codes/categories: the categories present per type, with counts (the category select). */
export const codeCategoriesSchema = z.object({
  byType: z.record(z.string(), z.array(z.object({ category: z.string(), count: z.number().int() }))),
});
export type CodeCategories = z.infer<typeof codeCategoriesSchema>;
