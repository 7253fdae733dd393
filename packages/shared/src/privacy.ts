import { z } from 'zod';
import { messages } from './messages';

/** The consents a patient gives or withdraws on the privacy page (01-patient-area.md §3, Consent record). */
export const consentTypes = ['data_processing', 'research_use', 'communications'] as const;
export const consentTypeSchema = z.enum(consentTypes, { error: messages.consentTypeInvalid });
export type ConsentType = z.infer<typeof consentTypeSchema>;

/** After data_processing is withdrawn, documents and analyses are deleted once this grace period ends. */
export const PROCESSING_WITHDRAWAL_GRACE_HOURS = 24;

/** POST /api/consent. */
export const consentUpdateRequestSchema = z.strictObject(
  {
    consentType: consentTypeSchema,
    consentGiven: z.boolean({ error: messages.consentGivenInvalid }),
  },
  { error: messages.consentBodyInvalid },
);
export type ConsentUpdateRequest = z.infer<typeof consentUpdateRequestSchema>;

/** One grant and (when withdrawn) its withdrawal: the spec's consent record. */
export const consentRecordSchema = z.object({
  consentType: consentTypeSchema,
  consentGiven: z.boolean(),
  grantedAt: z.string().nullable(),
  withdrawnAt: z.string().nullable(),
});
export type ConsentRecord = z.infer<typeof consentRecordSchema>;

/**
 * GET /api/consents: the current state of each consent (one per type, in `consentTypes` order), the
 * history newest first, and the deletion pending after data_processing was withdrawn (null: none).
 * With no record, data_processing counts as given (each upload asks for it), the others as not given.
 */
export const consentsResponseSchema = z.object({
  consents: z.array(consentRecordSchema),
  history: z.array(consentRecordSchema),
  pendingDeletion: z.object({ scheduledFor: z.string() }).nullable(),
});
export type ConsentsResponse = z.infer<typeof consentsResponseSchema>;

export const consentUpdateResponseSchema = z.object({
  success: z.literal(true),
  consent: consentRecordSchema,
  pendingDeletion: z.object({ scheduledFor: z.string() }).nullable(),
});
export type ConsentUpdateResponse = z.infer<typeof consentUpdateResponseSchema>;

/** One audit event as its subject sees it: ids and action names only. */
export const activityEventSchema = z.object({
  action: z.string(),
  resource: z.string(),
  resourceId: z.string().nullable(),
  actor: z.enum(['you', 'guest', 'admin', 'system']),
  timestamp: z.string(),
});
export type ActivityEvent = z.infer<typeof activityEventSchema>;

/** GET /api/privacy/activity?page=&pageSize=: the caller's audit events, newest first. */
export const activityQuerySchema = z.strictObject({
  page: z.coerce
    .number({ error: messages.pageInvalid })
    .int(messages.pageInvalid)
    .min(1, messages.pageInvalid)
    .max(10_000, messages.pageInvalid)
    .default(1),
  pageSize: z.coerce
    .number({ error: messages.pageSizeInvalid })
    .int(messages.pageSizeInvalid)
    .min(1, messages.pageSizeInvalid)
    .max(100, messages.pageSizeInvalid)
    .default(20),
});
export type ActivityQuery = z.infer<typeof activityQuerySchema>;

export const activityPageSchema = z.object({
  events: z.array(activityEventSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type ActivityPage = z.infer<typeof activityPageSchema>;

/** GET /api/compliance/report (01-patient-area.md §3, Compliance report), computed when asked. */
export const complianceReportSchema = z.object({
  dataRetentionStatus: z.object({
    activeDocuments: z.number().int(),
    originalsAwaitingDeletion: z.number().int(),
    pendingDeletion: z.object({ scheduledFor: z.string() }).nullable(),
  }),
  complianceMetrics: z.object({
    totalDataRequests: z.number().int(),
    consentChanges: z.number().int(),
  }),
  recentActivity: z.array(z.object({ action: z.string(), resource: z.string(), timestamp: z.string() })),
  consentStatus: z.array(
    z.object({
      type: consentTypeSchema,
      granted: z.boolean(),
      grantedAt: z.string().nullable(),
      withdrawnAt: z.string().nullable(),
    }),
  ),
});
export type ComplianceReport = z.infer<typeof complianceReportSchema>;

/** POST /api/gdpr/data_erasure. */
export const erasureResponseSchema = z.object({ success: z.literal(true), message: z.string() });
export type ErasureResponse = z.infer<typeof erasureResponseSchema>;

/** The export's outer shape; each registered part carries its own fields. */
export const dataExportSchema = z.object({
  format: z.literal('clearbill-data-export'),
  version: z.literal(1),
  exportedAt: z.string(),
  parts: z.record(z.string(), z.unknown()),
});
export type DataExport = z.infer<typeof dataExportSchema>;

/** `clearbill-data-YYYY-MM-DD.json` (UTC date). */
export const exportFileName = (at: Date) => `clearbill-data-${at.toISOString().slice(0, 10)}.json`;
