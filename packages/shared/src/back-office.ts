import { z } from 'zod';
import { documentFormats, documentStatuses, documentTypeSchema } from './documents';
import { findingTypeSchema, severitySchema } from './analysis';
import { limits } from './limits';
import { messages } from './messages';

/**
 * The back office on live data (02-admin-back-office.md §2, §3 Analytics and Admin user; 03-feature-pages.md
 * §2.10). Metadata only: never a document's text, a password hash, a token or PHI.
 */

/** The finding types that are billing errors (the overview's top-5 list). */
export const billingErrorTypes = [
  'duplicate_charge',
  'unbundling',
  'excessive_units',
  'excessive_pricing',
  'math_error',
  'surprise_billing',
  'service_not_received',
  'balance_billing',
] as const;

const page = z.coerce.number().int().min(1).max(100_000).default(1);
const pageSize = z.coerce.number().int().min(1).max(200).default(50);
const search = z.string().trim().max(200).optional();

/** Paging figures every list answer carries. */
export const pagingSchema = z.object({
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type Paging = z.infer<typeof pagingSchema>;

/** One overview figure from a domain's counter; `available: false` when that domain is not built in. */
export const overviewCountSchema = z.object({ count: z.number().int(), available: z.boolean() });
export type OverviewCount = z.infer<typeof overviewCountSchema>;

export const adminAnalyticsSchema = z.object({
  totalUsers: z.number().int(),
  totalDocuments: z.number().int(),
  totalAnalyses: z.number().int(),
  totalRegulations: z.number().int(),
  totalMedicalCodes: z.number().int(),
  /** Per code type, for the card's subtitle. */
  medicalCodesByType: z.record(z.string(), z.number().int()),
  totalPayerDocuments: z.number().int(),
  uniquePayers: z.number().int(),
  totalLetters: z.number().int(),
  /** Which counters come from a domain that is built in (false: "not loaded yet", the count is 0). */
  available: z.object({
    regulations: z.boolean(),
    medicalCodes: z.boolean(),
    payerDocuments: z.boolean(),
  }),
  topErrors: z.array(
    z.object({ severity: severitySchema, errorType: findingTypeSchema, count: z.number().int() }),
  ),
  topInsuranceDenials: z.array(
    z.object({
      insuranceCompany: z.string(),
      denialType: z.string(),
      count: z.number().int(),
      avgAmount: z.number().nullable(),
    }),
  ),
  topProviderErrors: z.array(
    z.object({
      providerName: z.string(),
      /** Not recorded by the analysis: null until it is. */
      facilityType: z.string().nullable(),
      errorType: findingTypeSchema,
      count: z.number().int(),
      avgAmount: z.number().nullable(),
    }),
  ),
  complianceMetrics: z.object({
    /** Percent of originals whose retention window ended that were deleted by its end; null: none due yet. */
    dataRetentionCompliance: z.number().nullable(),
    documentsDue: z.number().int(),
    documentsDeletedOnTime: z.number().int(),
    /** Data-rights requests (exports and erasures) since the first of this month (UTC). */
    gdprRequests: z.number().int(),
  }),
  recentActivity: z.object({
    crisisResponsesThisWeek: z.number().int(),
    newUsersThisWeek: z.number().int(),
    documentsUploadedThisWeek: z.number().int(),
    analysesThisWeek: z.number().int(),
  }),
});
export type AdminAnalytics = z.infer<typeof adminAnalyticsSchema>;

// Users.

export const adminUsersQuerySchema = z.object({ search, page, pageSize });
export type AdminUsersQuery = z.infer<typeof adminUsersQuerySchema>;

export const adminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  emailVerified: z.boolean(),
  documentCount: z.number().int(),
  analysisCount: z.number().int(),
  lastLogin: z.string().nullable(),
  createdAt: z.string(),
  /** Patients' accounts are never admins (admins sign in separately): always false here. */
  isAdmin: z.boolean(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/** The back office's own accounts, listed beside the patients'. */
export const adminAccountSchema = z.object({
  id: z.string(),
  username: z.string(),
  firstName: z.string().nullable(),
  totpEnabled: z.boolean(),
  lastLogin: z.string().nullable(),
  createdAt: z.string(),
  isAdmin: z.literal(true),
});
export type AdminAccount = z.infer<typeof adminAccountSchema>;

export const adminUsersResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(adminUserSchema),
  admins: z.array(adminAccountSchema),
  paging: pagingSchema,
  metrics: z.object({
    dataRetentionCompliance: z.number().nullable(),
    gdprRequests: z.number().int(),
    crisisResponsesThisWeek: z.number().int(),
  }),
});
export type AdminUsersResponse = z.infer<typeof adminUsersResponseSchema>;

export const createAdminRequestSchema = z.object({
  username: z
    .string({ error: messages.usernameRequired })
    .trim()
    .min(3, 'Usernames have 3 to 64 characters.')
    .max(64, 'Usernames have 3 to 64 characters.')
    .regex(/^[A-Za-z0-9._@-]+$/, 'Usernames use letters, digits and . _ @ - only.'),
  password: z
    .string({ error: messages.passwordRequired })
    .min(limits.adminPasswordMin, `Passwords have at least ${limits.adminPasswordMin} characters.`)
    .max(limits.passwordMax, messages.passwordTooLong),
  firstName: z.string().trim().max(100).optional(),
});
export type CreateAdminRequest = z.infer<typeof createAdminRequestSchema>;

export const createAdminResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  admin: adminAccountSchema,
});
export type CreateAdminResponse = z.infer<typeof createAdminResponseSchema>;

// Documents, analyses and letters (metadata only).

export const adminDocumentsQuerySchema = z.object({
  status: z.enum(documentStatuses).optional(),
  /** Over the owner's e-mail, the file type and the document type. */
  search,
  page,
  pageSize,
});
export type AdminDocumentsQuery = z.infer<typeof adminDocumentsQuerySchema>;

export const adminDocumentRowSchema = z.object({
  id: z.string(),
  fileType: z.enum(documentFormats),
  documentType: documentTypeSchema.nullable(),
  byteSize: z.number().int(),
  status: z.enum(documentStatuses),
  findingCount: z.number().int().nullable(),
  potentialSavings: z.number().nullable(),
  /** Null for a guest's document. */
  userEmail: z.string().nullable(),
  uploadedAt: z.string(),
  processedAt: z.string().nullable(),
});
export type AdminDocumentRow = z.infer<typeof adminDocumentRowSchema>;

export const adminDocumentsResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(adminDocumentRowSchema),
  paging: pagingSchema,
  stats: z.object({
    total: z.number().int(),
    analyzed: z.number().int(),
    processing: z.number().int(),
    failed: z.number().int(),
    /** Analysed documents with at least one finding. */
    withErrors: z.number().int(),
  }),
});
export type AdminDocumentsResponse = z.infer<typeof adminDocumentsResponseSchema>;

/** The severity filter of 03-feature-pages.md §2.10; our findings have no 'critical' (it matches nothing). */
export const adminSeverityFilters = ['critical', 'high', 'medium', 'low'] as const;

export const adminAnalysesQuerySchema = z.object({
  /** The analysis's highest finding severity. */
  severity: z.enum(adminSeverityFilters).optional(),
  /** Over the main error type, the owner's e-mail and the document type. */
  search,
  page,
  pageSize,
});
export type AdminAnalysesQuery = z.infer<typeof adminAnalysesQuerySchema>;

export const adminAnalysisRowSchema = z.object({
  documentId: z.string(),
  /** The document type analysed (bill, eob, ...). */
  analysisType: documentTypeSchema.nullable(),
  /** The type of the analysis's highest-savings finding, null without findings. */
  errorType: findingTypeSchema.nullable(),
  severity: severitySchema.nullable(),
  findingCount: z.number().int(),
  potentialSavings: z.number(),
  userEmail: z.string().nullable(),
  createdAt: z.string(),
  status: z.literal('completed'),
});
export type AdminAnalysisRow = z.infer<typeof adminAnalysisRowSchema>;

export const adminAnalysesResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(adminAnalysisRowSchema),
  paging: pagingSchema,
  stats: z.object({
    total: z.number().int(),
    thisWeek: z.number().int(),
    /** Analyses with a high-severity finding (our highest level). */
    highSeverity: z.number().int(),
    potentialSavings: z.number(),
    /** Percent of documents that reached an analysis among those that finished processing; null: none. */
    successRate: z.number().nullable(),
  }),
});
export type AdminAnalysesResponse = z.infer<typeof adminAnalysesResponseSchema>;

export const adminLettersQuerySchema = z.object({
  category: z.string().trim().min(1).max(100).optional(),
  /** Over the template name, the owner's e-mail and the category. */
  search,
  page,
  pageSize,
});
export type AdminLettersQuery = z.infer<typeof adminLettersQuerySchema>;

export const adminLetterRowSchema = z.object({
  id: z.string(),
  templateName: z.string(),
  userEmail: z.string(),
  category: z.string(),
  categoryName: z.string(),
  generatedAt: z.string(),
  downloaded: z.boolean(),
  /** The template's measured success rate (percent), null below the minimum of reported outcomes. */
  successRate: z.number().nullable(),
  usageCount: z.number().int(),
});
export type AdminLetterRow = z.infer<typeof adminLetterRowSchema>;

export const adminLettersResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(adminLetterRowSchema),
  paging: pagingSchema,
  categories: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type AdminLettersResponse = z.infer<typeof adminLettersResponseSchema>;

// The admin audit log.

export const adminAuditQuerySchema = z.object({
  adminId: z.uuid({ error: 'Not an admin id' }).optional(),
  /** Substring of the action (method and route), e.g. "beta-codes" or "POST". */
  action: z.string().trim().max(100).optional(),
  from: z.iso.datetime({ offset: true, error: 'Not a date and time' }).optional(),
  to: z.iso.datetime({ offset: true, error: 'Not a date and time' }).optional(),
  page,
  pageSize,
});
export type AdminAuditQuery = z.infer<typeof adminAuditQuerySchema>;

export const adminAuditEntrySchema = z.object({
  id: z.number().int(),
  occurredAt: z.string(),
  adminId: z.string().nullable(),
  adminUsername: z.string().nullable(),
  /** Method and route pattern, e.g. "POST /api/admin/beta-codes". */
  action: z.string(),
  /** The route's ids (path parameters), never a body or a query. */
  target: z.string().nullable(),
  statusCode: z.number().int(),
  ipAddress: z.string(),
});
export type AdminAuditEntry = z.infer<typeof adminAuditEntrySchema>;

export const adminAuditResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(adminAuditEntrySchema),
  paging: pagingSchema,
});
export type AdminAuditResponse = z.infer<typeof adminAuditResponseSchema>;

export const adminSeverityLabels: Record<(typeof adminSeverityFilters)[number], string> = {
  critical: 'Critical',
  high: 'High',
  medium: 'Medium',
  low: 'Low',
};

export const usersRateLimitedMessage = 'Please wait before refreshing user data';
