import { z } from 'zod';
import { codeTypeSchema, validationCodeTypeSchema } from './codes';

// Enterprise medical coding (03-feature-pages.md §2.8, §3, §5, §7)

export const codeValidationRequestSchema = z.object({
  code: z
    .string({ error: 'Please enter both code and code type' })
    .trim()
    .min(1, 'Please enter both code and code type')
    .max(20),
  codeType: validationCodeTypeSchema,
  /** Checks that the code was in effect on this date (YYYY-MM-DD); today when left out. */
  serviceDate: z.iso.date().optional(),
});
export type CodeValidationRequest = z.infer<typeof codeValidationRequestSchema>;

export const codeValidationResponseSchema = z.object({
  validation: z.object({
    isValid: z.boolean(),
    code: z.string(),
    codeType: validationCodeTypeSchema,
    formatValid: z.boolean(),
    exists: z.boolean(),
    billable: z.boolean().nullable(),
    effectiveOnDate: z.boolean().nullable(),
    title: z.string().nullable(),
    /** Each check in plain words, in the order made. */
    messages: z.array(z.string()),
  }),
});
export type CodeValidationResponse = z.infer<typeof codeValidationResponseSchema>;

export const reviewReasons = [
  'unclear_documentation',
  'missing_info',
  'inappropriate_code',
  'payer_variation',
  'emerging_tech',
  'compliance_issue',
] as const;
export const reviewPriorities = ['low', 'medium', 'high', 'urgent'] as const;

export const manualReviewFlagRequestSchema = z.object({
  code: z
    .string({ error: 'Please fill in all required fields' })
    .trim()
    .min(1, 'Please fill in all required fields')
    .max(20),
  codeType: validationCodeTypeSchema,
  reason: z.enum(reviewReasons, { error: 'Please fill in all required fields' }),
  description: z
    .string({ error: 'Please fill in all required fields' })
    .trim()
    .min(1, 'Please fill in all required fields')
    .max(2000),
  priority: z.enum(reviewPriorities).default('medium'),
});
export type ManualReviewFlagRequest = z.input<typeof manualReviewFlagRequestSchema>;

export const reviewFlagSchema = z.object({
  id: z.string(),
  code: z.string(),
  codeType: z.string(),
  reason: z.enum(reviewReasons),
  description: z.string(),
  priority: z.enum(reviewPriorities),
  status: z.enum(['open', 'in_review', 'resolved']),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
});
export type ReviewFlag = z.infer<typeof reviewFlagSchema>;

export const accuracyReviewRequestSchema = z.object({
  codes: z
    .array(z.string().trim().min(1).max(20))
    .min(1, 'Please enter codes and clinical documentation')
    .max(50),
  clinicalDocumentation: z
    .string({ error: 'Please enter codes and clinical documentation' })
    .trim()
    .min(1, 'Please enter codes and clinical documentation')
    .max(20_000),
  procedureNotes: z.string().trim().max(20_000).optional().default(''),
});
export type AccuracyReviewRequest = z.input<typeof accuracyReviewRequestSchema>;

export const accuracyReviewResponseSchema = z.object({
  accuracyReview: z.object({
    /** 0 to 100. */
    accuracyScore: z.number().int().min(0).max(100),
    codes: z.array(
      z.object({
        code: z.string(),
        codeType: codeTypeSchema.nullable(),
        title: z.string().nullable(),
        exists: z.boolean(),
        billable: z.boolean().nullable(),
        /** Documentation words that match the code's title. */
        matchedTerms: z.array(z.string()),
      }),
    ),
    /** Each point gained or lost, in plain words. */
    reasons: z.array(z.object({ points: z.number(), text: z.string() })),
  }),
});
export type AccuracyReviewResponse = z.infer<typeof accuracyReviewResponseSchema>;

export const codeUpdateJobSchema = z.object({
  id: z.string(),
  codeSet: z.string(),
  frequency: z.enum(['annual', 'quarterly']),
  scheduledFor: z.string(),
  status: z.enum(['scheduled', 'running', 'done', 'failed']),
});
export const codeUpdateScheduleResponseSchema = z.object({
  message: z.string(),
  jobs: z.array(codeUpdateJobSchema),
});
export type CodeUpdateScheduleResponse = z.infer<typeof codeUpdateScheduleResponseSchema>;
export type CodeUpdateJob = z.infer<typeof codeUpdateJobSchema>;

/** GET /api/enterprise/code-updates: the scheduled and past update jobs, soonest first. */
export const codeUpdateJobListSchema = z.object({ jobs: z.array(codeUpdateJobSchema) });
export type CodeUpdateJobList = z.infer<typeof codeUpdateJobListSchema>;

export const reviewFlagStatuses = ['open', 'in_review', 'resolved'] as const;

/** GET /api/admin/review-flags: the queue, urgent first, then oldest first. */
export const reviewFlagListSchema = z.object({ flags: z.array(reviewFlagSchema) });
export type ReviewFlagList = z.infer<typeof reviewFlagListSchema>;

/** PATCH /api/admin/review-flags/:id */
export const reviewFlagUpdateSchema = z.object({ status: z.enum(reviewFlagStatuses) });
export type ReviewFlagUpdate = z.infer<typeof reviewFlagUpdateSchema>;

/** GET /api/enterprise/manual-review/summary: counts only, so a coder sees the queue's size. */
export const reviewQueueSummarySchema = z.object({
  open: z.number().int(),
  inReview: z.number().int(),
  byPriority: z.object({
    urgent: z.number().int(),
    high: z.number().int(),
    medium: z.number().int(),
    low: z.number().int(),
  }),
});
export type ReviewQueueSummary = z.infer<typeof reviewQueueSummarySchema>;
