import { z } from 'zod';
import { payerAppealSchema } from './payers';
import { regulationCitationSchema } from './finding-rights';

/**
 * Letters: templates, generated letters, their tracking and drafts pre-filled from an analysis
 * (03-feature-pages.md §2.5, §3, §4, §5, §7, §8, §9; 02-admin-back-office.md §2 Letters tab, §3, §7).
 *
 * Wire format: the spec's entities are snake_case (letter template: use_case, category_id, complexity_level,
 * target_audience, estimated_time, success_rate, usage_count, required_fields, optional_fields; generated letter:
 * recipient_name, recipient_type, created_at), so the entities here are snake_case throughout; request bodies are
 * camelCase as the spec's payloads are (templateId, userData, recipientType, recipientName, caseDetails).
 * Our own calls (letter-draft, tracking) are camelCase like the analysis contract.
 */

// ---------------------------------------------------------------------------------------------------------------
// Constants and messages

export const complexityLevels = ['basic', 'intermediate', 'advanced'] as const;
export const complexityLevelSchema = z.enum(complexityLevels);
export type ComplexityLevel = z.infer<typeof complexityLevelSchema>;

export const recipientTypes = ['insurance', 'provider', 'employer', 'other'] as const;
export const recipientTypeSchema = z.enum(recipientTypes);
export type RecipientType = z.infer<typeof recipientTypeSchema>;

export const letterStatuses = ['draft', 'sent', 'answered'] as const;
export const letterStatusSchema = z.enum(letterStatuses);
export type LetterStatus = z.infer<typeof letterStatusSchema>;

export const letterOutcomes = ['won', 'partly_won', 'lost', 'no_answer'] as const;
export const letterOutcomeSchema = z.enum(letterOutcomes);
export type LetterOutcome = z.infer<typeof letterOutcomeSchema>;

/** What a letter's recipient owes once it is sent; sets the response deadline (see engine letters/response.ts). */
export const responseKinds = [
  'pre_service_appeal',
  'post_service_appeal',
  'expedited_appeal',
  'external_review',
  'medicare_redetermination',
  'prior_authorization',
  'billing_dispute',
  'records_request',
  'credit_dispute',
  'other',
] as const;
export const responseKindSchema = z.enum(responseKinds);
export type ResponseKind = z.infer<typeof responseKindSchema>;

/** The routes one bill can open (issue 12 item 3). */
export const letterRoutes = ['dispute', 'appeal', 'charity_care', 'no_surprises', 'itemized_bill'] as const;
export const letterRouteSchema = z.enum(letterRoutes);
export type LetterRoute = z.infer<typeof letterRouteSchema>;

export const letterLimits = {
  /** Field keys: UPPER_CASE, letters, digits and underscores. */
  fieldKeyMax: 64,
  /** Any one userData value, characters (multi-line fields included). */
  fieldValueMax: 4000,
  /** userData entries per request. */
  fieldsMax: 60,
  recipientNameMax: 200,
  searchMax: 100,
  /** A template's measured success rate is shown only from this many reported outcomes. */
  minOutcomesForRate: 5,
  /** Spec 02 §9: recent templates preview. */
  adminRecentDefault: 5,
  adminListMax: 100,
} as const;

/** Spec 03 §9 / 02 §9: a success rate of 70 or more is shown green, otherwise orange. */
export const successRateGreenFrom = 70;

/** Spec 03 §5 field input kinds, by the field's name. */
export type FieldInputKind = 'date' | 'email' | 'tel' | 'textarea' | 'text';
export function fieldInputKind(key: string): FieldInputKind {
  if (key.includes('DATE')) return 'date';
  if (key.includes('EMAIL')) return 'email';
  if (key.includes('PHONE')) return 'tel';
  if (key.includes('DESCRIPTION') || key.includes('DETAILS') || key.includes('JUSTIFICATION'))
    return 'textarea';
  return 'text';
}

/** 'CLAIM_NUMBER' -> 'Claim Number'. */
export function fieldLabel(key: string): string {
  return key
    .split('_')
    .filter(Boolean)
    .map((w) => (w === 'ID' || w === 'NPI' || w === 'CPT' ? w : w.charAt(0) + w.slice(1).toLowerCase()))
    .join(' ');
}

/** Spec 03 §5, §8 (verbatim where the spec gives the text) and 02 §8. */
export const letterMessages = {
  missingFieldsTitle: 'Missing Required Fields',
  missingFieldsBody: (fields: readonly string[]) => `Please fill in: ${fields.join(', ')}`,
  missingRecipientTitle: 'Missing Recipient Information',
  missingRecipientBody: "Please specify who you're sending this letter to.",
  generatedTitle: 'Letter Generated Successfully',
  generationFailedTitle: 'Letter Generation Failed',
  generationFailedDefault: 'Failed to generate letter',
  downloadStarted: 'Download Started',
  downloadFailedTitle: 'Download Failed',
  downloadFailedBody: 'Unable to download the letter. Please try again.',
  noTemplates: 'No Templates Found',
  noLetters: 'No Letters Yet',
  // 02-admin-back-office.md §8
  seededTitle: 'Letter Templates Seeded Successfully',
  seedFailedDefault: 'Failed to seed letter templates database',
  // ours
  notEnoughData: 'Not enough data yet',
  unknownFields: (fields: readonly string[]) =>
    `These fields are not part of this template: ${fields.join(', ')}`,
  fieldTooLong: (field: string, max: number) => `${field} is longer than ${max} characters`,
  templateNotFound: 'This letter template does not exist.',
  invalidFieldKey: 'Field names are UPPER_CASE letters, digits and underscores',
  badStatusMove: (from: LetterStatus, to: LetterStatus) => `A letter that is ${from} cannot be marked ${to}.`,
  dateInFuture: 'The date cannot be in the future.',
  noDraftRoutes: 'The analysis found nothing a letter can act on.',
  accountNeeded: 'Letters are kept in your account. Create a free account or sign in to generate one.',
  letterNotFound: 'This letter does not exist.',
  answeredBeforeSent: 'The answer cannot come before the letter was sent.',
} as const;

// ---------------------------------------------------------------------------------------------------------------
// Categories and templates

export const fieldKeySchema = z
  .string()
  .max(letterLimits.fieldKeyMax, letterMessages.invalidFieldKey)
  .regex(/^[A-Z][A-Z0-9_]*$/, letterMessages.invalidFieldKey);

export const citationSchema = z.object({ label: z.string(), url: z.url() });
export type Citation = z.infer<typeof citationSchema>;

export const letterCategorySchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  icon: z.string().nullable(),
  template_count: z.number().int().min(0),
  sort_order: z.number().int(),
});
export type LetterCategory = z.infer<typeof letterCategorySchema>;

export const letterTemplateSchema = z.object({
  id: z.string(),
  category_id: z.string(),
  name: z.string(),
  description: z.string(),
  use_case: z.string(),
  tags: z.array(z.string()),
  complexity_level: complexityLevelSchema,
  target_audience: z.string(),
  estimated_time: z.string(),
  required_fields: z.array(fieldKeySchema),
  optional_fields: z.array(fieldKeySchema),
  citations: z.array(citationSchema),
  /**
   * Percent 0..100 measured from outcomes patients reported (won 1, partly won 0.5); null until at least
   * letterLimits.minOutcomesForRate outcomes exist: show letterMessages.notEnoughData then. Never invented.
   */
  success_rate: z.number().min(0).max(100).nullable(),
  outcomes_count: z.number().int().min(0),
  /** Letters generated from this template. */
  usage_count: z.number().int().min(0),
  /** The kind of answer the recipient owes (sets the response deadline once sent). */
  response_kind: responseKindSchema,
  is_active: z.boolean(),
});
export type LetterTemplate = z.infer<typeof letterTemplateSchema>;

export const letterCategoriesResponseSchema = z.object({ categories: z.array(letterCategorySchema) });
export type LetterCategoriesResponse = z.infer<typeof letterCategoriesResponseSchema>;

export const letterTemplatesQuerySchema = z.object({
  categoryId: z.string().max(64).optional(),
  complexityLevel: complexityLevelSchema.optional(),
  search: z.string().trim().max(letterLimits.searchMax).optional(),
});
export type LetterTemplatesQuery = z.infer<typeof letterTemplatesQuerySchema>;

export const letterTemplatesResponseSchema = z.object({ templates: z.array(letterTemplateSchema) });
export type LetterTemplatesResponse = z.infer<typeof letterTemplatesResponseSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Generating

export const generateLetterRequestSchema = z.object({
  templateId: z
    .string({ error: letterMessages.templateNotFound })
    .min(1, letterMessages.templateNotFound)
    .max(64),
  userData: z
    .record(fieldKeySchema, z.string().max(letterLimits.fieldValueMax))
    .refine(
      (r) => Object.keys(r).length <= letterLimits.fieldsMax,
      `At most ${letterLimits.fieldsMax} fields`,
    ),
  recipientType: recipientTypeSchema.or(z.literal('')).optional(),
  recipientName: z.string().max(letterLimits.recipientNameMax).optional(),
  /** Spec 03 §3: template name, category, generatedDate (informational; the server uses its own). */
  caseDetails: z
    .object({
      templateName: z.string().max(200).optional(),
      category: z.string().max(200).optional(),
      generatedDate: z.string().max(40).optional(),
    })
    .optional(),
  /** The analysed document the letter acts on (owner only), when it came from a draft. */
  documentId: z.string().max(64).optional(),
});
export type GenerateLetterRequest = z.infer<typeof generateLetterRequestSchema>;

export const generatedLetterSchema = z.object({
  id: z.string(),
  template_id: z.string(),
  template_name: z.string(),
  category_id: z.string(),
  recipient_type: recipientTypeSchema,
  recipient_name: z.string(),
  subject: z.string(),
  /** The letter's full text (plain, paragraphs separated by blank lines). */
  content: z.string(),
  document_id: z.string().nullable(),
  created_at: z.string(),
  status: letterStatusSchema,
  /** YYYY-MM-DD */
  sent_at: z.string().nullable(),
  /** YYYY-MM-DD */
  answered_at: z.string().nullable(),
  outcome: letterOutcomeSchema.nullable(),
  response_kind: responseKindSchema,
  /** YYYY-MM-DD: when the recipient's answer is due (set once sent), with the rule it comes from. */
  response_due: z.string().nullable(),
  response_rule: z.string().nullable(),
  downloaded: z.boolean(),
});
export type GeneratedLetter = z.infer<typeof generatedLetterSchema>;

export const generateLetterResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  letter: generatedLetterSchema,
});
export type GenerateLetterResponse = z.infer<typeof generateLetterResponseSchema>;

export const myLettersResponseSchema = z.object({ letters: z.array(generatedLetterSchema) });
export type MyLettersResponse = z.infer<typeof myLettersResponseSchema>;

export const letterDownloadFormats = ['doc', 'docx', 'pdf'] as const;
export const letterDownloadQuerySchema = z.object({ format: z.enum(letterDownloadFormats).default('doc') });

// ---------------------------------------------------------------------------------------------------------------
// Tracking (PATCH /api/letters/{id}/tracking): draft -> sent -> answered; any other move is 409.

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates are YYYY-MM-DD');

export const letterTrackingUpdateSchema = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('sent'),
    sentAt: isoDate,
    /** Overrides the template's response kind, e.g. an appeal of a pre-service denial. */
    responseKind: responseKindSchema.optional(),
  }),
  z.object({ status: z.literal('answered'), answeredAt: isoDate, outcome: letterOutcomeSchema }),
]);
export type LetterTrackingUpdate = z.infer<typeof letterTrackingUpdateSchema>;

export const letterTrackingResponseSchema = z.object({
  success: z.literal(true),
  letter: generatedLetterSchema,
});

// ---------------------------------------------------------------------------------------------------------------
// Drafts from an analysis (GET /api/documents/{id}/letter-draft)

export const draftDeadlineSchema = z.object({
  /** YYYY-MM-DD */
  date: z.string(),
  /** The notice's own date or the rule, in words with its law, e.g. '180 days from the denial (29 CFR 2560.503-1)'. */
  ruleSource: z.string(),
});
export type DraftDeadline = z.infer<typeof draftDeadlineSchema>;

export const letterDraftRouteSchema = z.object({
  route: letterRouteSchema,
  templateId: z.string(),
  templateName: z.string(),
  /** Plain words, from the findings. */
  reason: z.string(),
  /** The finding ids this route acts on. */
  findingIds: z.array(z.string()),
  /** Template fields filled from the de-identified result (codes, dates of service, amounts, reason codes, law). */
  prefilled: z.record(fieldKeySchema, z.string()),
  /** Fields the patient types in the browser (PATIENT_NAME, PATIENT_ADDRESS, MEMBER_ID ...). */
  personalFields: z.array(fieldKeySchema),
  suggestedRecipientType: recipientTypeSchema,
  deadline: draftDeadlineSchema.nullable(),
  /** Appeals only: where and by when to send it, from the payer's own page (absent: no payer matched). */
  payerAppeal: payerAppealSchema.nullable().optional(),
  /** "Why this is your right": the rules the route's findings rest on, with citations and official text. */
  rights: z.array(regulationCitationSchema),
});
export type LetterDraftRoute = z.infer<typeof letterDraftRouteSchema>;

export const letterDraftResponseSchema = z.object({
  documentId: z.string(),
  routes: z.array(letterDraftRouteSchema),
});
export type LetterDraftResponse = z.infer<typeof letterDraftResponseSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Admin (02-admin-back-office.md §3, §7)

export const adminLetterTemplateStatsSchema = z.object({
  totalTemplates: z.number().int(),
  totalCategories: z.number().int(),
  totalGenerated: z.number().int(),
  generatedThisMonth: z.number().int(),
  downloaded: z.number().int(),
  /** Percent over all reported outcomes; null under letterLimits.minOutcomesForRate. */
  averageSuccessRate: z.number().nullable(),
});
export type AdminLetterTemplateStats = z.infer<typeof adminLetterTemplateStatsSchema>;

/** 02 §3 'Template category': id, name, description, templateCount, sort_order (the spec's mixed casing). */
export const adminLetterCategorySchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  templateCount: z.number().int(),
  sort_order: z.number().int(),
});
export const adminLetterCategoriesResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(adminLetterCategorySchema),
});

/** 02 §3 'Letter template': id, name, description, target_audience, complexity_level, estimated_time, usage_count, is_active. */
export const adminLetterTemplatesResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(letterTemplateSchema),
});
export const adminLetterTemplatesQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(letterLimits.adminListMax).default(letterLimits.adminListMax),
});

export const adminLetterSeedResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  categories: z.number().int(),
  templates: z.number().int(),
});
export type AdminLetterSeedResponse = z.infer<typeof adminLetterSeedResponseSchema>;

/** GET /api/admin/templates (02 §7 'templates'): every letter template, active or not. */
export const adminTemplatesResponseSchema = z.object({ templates: z.array(letterTemplateSchema) });
