import { z } from 'zod';

/**
 * Documents, PHI redactions and the upload flow (01-patient-area.md §3, §4, §7). Shared by the server, the web
 * app and the CLI.
 */

export const phiTypes = [
  'name',
  'address',
  'ssn',
  'phone',
  'email',
  'mrn',
  'date_of_birth',
  'insurance_id',
  'account_number',
  'claim_number',
  /** A payment card number (Luhn-valid, card-shaped). */
  'card_number',
  /** A bank account or routing number. */
  'bank_account',
  /** A driver's licence number. */
  'drivers_license',
  /** Something the patient removed that fits no other kind. */
  'other',
] as const;
export const phiTypeSchema = z.enum(phiTypes);
export type PhiType = z.infer<typeof phiTypeSchema>;

/** Plain-language labels for the PHI confirmation dialog. */
export const phiTypeLabels: Record<PhiType, string> = {
  name: 'Name',
  address: 'Address',
  ssn: 'Social Security number',
  phone: 'Phone number',
  email: 'Email address',
  mrn: 'Medical record number',
  date_of_birth: 'Date of birth',
  insurance_id: 'Insurance member ID',
  account_number: 'Account number',
  claim_number: 'Claim number',
  card_number: 'Card number',
  bank_account: 'Bank account number',
  drivers_license: "Driver's license number",
  other: 'Other personal detail',
};

export const documentTypes = ['bill', 'eob', 'denial_letter', 'claim_form', 'dicom', 'other'] as const;
export const documentTypeSchema = z.enum(documentTypes);
export type DocumentType = z.infer<typeof documentTypeSchema>;

/** Formats recognised from the content (magic bytes), never from the file name. */
export const documentFormats = ['pdf', 'jpeg', 'png', 'dicom', 'docx', 'text'] as const;
export const documentFormatSchema = z.enum(documentFormats);
export type DocumentFormat = z.infer<typeof documentFormatSchema>;

/**
 * The lifecycle (docs/decisions/0009-analysis-lifecycle.md):
 * processing: extraction and PHI detection are running (a pg-boss job).
 * awaiting_confirmation: PHI found; the owner must confirm what is removed.
 * analysing: PHI removed and the original deleted; the analysis job is running on what remains.
 * analyzed: the analysis is stored; only de-identified data remains.
 * failed: the document could not be read, or its analysis could not be made; `errorMessage` says why.
 */
export const documentStatuses = [
  'processing',
  'awaiting_confirmation',
  'analysing',
  'analyzed',
  'failed',
] as const;
export const documentStatusSchema = z.enum(documentStatuses);
export type DocumentStatus = z.infer<typeof documentStatusSchema>;

/** Retention windows offered at upload (01-patient-area.md §9): 4 hours, 24 hours (default), 7 days. */
export const retentionHoursOptions = [4, 24, 168] as const;
export const defaultRetentionHours = 24;
export const retentionHoursSchema = z.union([z.literal(4), z.literal(24), z.literal(168)]);
export type RetentionHours = z.infer<typeof retentionHoursSchema>;

/** A rectangle on a page as fractions of the page's width and height, origin top-left. */
export const boxSchema = z.object({
  x: z.number(),
  y: z.number(),
  width: z.number(),
  height: z.number(),
});
export type Box = z.infer<typeof boxSchema>;

/** Where a piece of text sits: page number (1-based) and, when the format has a layout, its box. */
export const textLocationSchema = z.object({ page: z.number().int().min(1), box: boxSchema.nullable() });
export type TextLocation = z.infer<typeof textLocationSchema>;

/**
 * One PHI item found in a document. `originalText` is only ever sent to the document's owner and
 * only while the document awaits confirmation; afterwards it no longer exists anywhere.
 */
export const redactionSchema = z.object({
  id: z.string(),
  phiType: phiTypeSchema,
  originalText: z.string(),
  confidence: z.number().min(0).max(1),
  approved: z.boolean(),
  location: textLocationSchema.nullable(),
});
export type Redaction = z.infer<typeof redactionSchema>;

// Verification answers (01-patient-area.md §3 'Verification answers', §2 questionnaire)

export const visitTypes = [
  'emergency',
  'hospital',
  'surgery',
  'office',
  'physical_therapy',
  'counseling',
  'specialist',
  'other',
] as const;
export const visitTypeSchema = z.enum(visitTypes);
export type VisitType = z.infer<typeof visitTypeSchema>;

const shortText = z.string().trim().max(500);
const longText = z.string().trim().max(4000);

export const verificationAnswersSchema = z.object({
  personalInfoCorrect: z.boolean().nullable().default(null),
  personalInfoDiscrepancies: longText.default(''),
  patientName: shortText.default(''),
  memberNumber: shortText.default(''),
  insuranceProvider: shortText.default(''),
  providerType: z.union([visitTypeSchema, z.literal('')]).default(''),
  servicesReceived: z.array(shortText).max(100).default([]),
  additionalQuestions: z
    .object({
      allServicesReceived: z.boolean().nullable().default(null),
      costDisclosureReceived: z.boolean().default(false),
      hadInsuranceOnDate: z.boolean().default(false),
      providerInNetwork: z.boolean().default(false),
      emergencyOrPlanned: z.enum(['emergency', 'planned', 'unsure']).default('unsure'),
      multipleBills: z.boolean().default(false),
      denialReceived: z.boolean().default(false),
      denialCodes: shortText.default(''),
      unexpectedAmounts: z.boolean().default(false),
      depositsOrCopays: z.boolean().default(false),
      /** Parsed as a number; 0 when blank (01-patient-area.md §5). */
      depositsOrCopaysAmount: z.coerce.number().min(0).max(10_000_000).catch(0).default(0),
      serviceNotes: longText.default(''),
    })
    .prefault({}),
});
export type VerificationAnswers = z.infer<typeof verificationAnswersSchema>;

/** De-identified fields read from a document. Filled by the analysis work; empty until then. */
export const serviceLineSchema = z.object({
  code: z.string().nullable(),
  description: z.string().nullable(),
  /** YYYY-MM-DD */
  date: z.string().nullable(),
  units: z.number().nullable(),
  amount: z.number().nullable(),
});
export type ServiceLine = z.infer<typeof serviceLineSchema>;

export const extractedDataSchema = z.object({
  totalAmount: z.number().nullable(),
  patientBalance: z.number().nullable(),
  providerInfo: z.object({ name: z.string().nullable(), npi: z.string().nullable() }).nullable(),
  insuranceInfo: z.object({ payerName: z.string().nullable() }).nullable(),
  services: z.array(serviceLineSchema),
});
export type ExtractedData = z.infer<typeof extractedDataSchema>;

export const documentSummarySchema = z.object({
  id: z.string(),
  /** The name the file had on the patient's device; stored encrypted, shown to its owner only. */
  originalFileName: z.string(),
  status: documentStatusSchema,
  fileType: documentFormatSchema,
  documentType: documentTypeSchema.nullable(),
  pageCount: z.number().int().nullable(),
  createdAt: z.string(),
  uploadedAt: z.string(),
  retentionHours: retentionHoursSchema,
  /** When the original is deleted at the latest (the retention window's end). */
  originalExpiresAt: z.string(),
  /** When the original was deleted (confirmation or retention), else null. */
  originalDeletedAt: z.string().nullable(),
  isGuestAnalysis: z.boolean(),
  errorMessage: z.string().nullable(),
});
export type DocumentSummary = z.infer<typeof documentSummarySchema>;

/**
 * Why files uploaded as one document seem to be separate documents (issue 10 item 7). Reasons only:
 * the warning never shows what differs (another patient's name is PHI).
 */
export const separateReasons = [
  'document_types',
  'patients',
  'account_numbers',
  'claim_numbers',
  'service_dates',
] as const;
export const separateReasonSchema = z.enum(separateReasons);
export type SeparateReason = z.infer<typeof separateReasonSchema>;

export const separateReasonLabels: Record<SeparateReason, string> = {
  document_types: 'they are different kinds of document',
  patients: 'they seem to name different patients',
  account_numbers: 'they carry different account numbers',
  claim_numbers: 'they carry different claim numbers',
  service_dates: 'their dates of service are months apart',
};

export const documentDetailSchema = documentSummarySchema.extend({
  requiresConfirmation: z.boolean(),
  /** Present while the document awaits confirmation (owner only). */
  redactions: z.array(redactionSchema),
  /** After confirmation: the de-identified text, with [TYPE] markers where PHI was. */
  redactedText: z.string().nullable(),
  /** PHI types and counts removed, kept after confirmation for the owner's record. */
  removedPhi: z.array(z.object({ phiType: phiTypeSchema, count: z.number().int() })),
  extractedData: extractedDataSchema.nullable(),
  /** Several files sent as one document that seem to be separate documents (owner only, while awaiting). */
  seemsSeparate: z.array(separateReasonSchema).optional(),
});
export type DocumentDetail = z.infer<typeof documentDetailSchema>;

/** GET /api/documents: paging (newest first). */
export const documentListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(200),
});
export type DocumentListQuery = z.infer<typeof documentListQuerySchema>;

/** A document in the list, with its analysis's figures once analysed. */
export const documentListItemSchema = documentSummarySchema.extend({
  findingCount: z.number().int().nullable(),
  potentialSavings: z.number().nullable(),
});
export type DocumentListItem = z.infer<typeof documentListItemSchema>;

/** The list answer; `documents` as the spec names it, plus the paging figures. */
export const documentListResponseSchema = z.object({
  documents: z.array(documentListItemSchema),
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
});
export type DocumentListResponse = z.infer<typeof documentListResponseSchema>;

/**
 * Multipart fields besides the files (01-patient-area.md §7). Multipart values arrive as strings.
 * `source: 'wizard'` marks the three-step wizard, which allows guests 3 uploads instead of 5.
 * The spec's older names for the same things are accepted by the server's adapters only
 * (server/src/documents/wire.ts), never here: one name per thing.
 */
export const uploadFieldsSchema = z.object({
  consentGiven: z.enum(['true', 'false']).optional(),
  fileCount: z.coerce.number().int().min(0).max(1000).optional(),
  validationData: z.string().max(20_000).optional(),
  retentionHours: z.coerce.number().pipe(retentionHoursSchema).optional(),
  source: z.enum(['upload', 'wizard']).optional(),
});
export type UploadFields = z.infer<typeof uploadFieldsSchema>;

/**
 * What an upload answers (canonical). The spec's response also repeats parts of `document` under their
 * own names (fileType, requiresConfirmation, redactions, warning, extractedData) and lists
 * billingErrors: the server adds those on the wire (server/src/documents/wire.ts).
 */
export const uploadResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  documentId: z.string(),
  document: documentDetailSchema,
  /** Still running after the upload's wait: poll GET /api/documents/{id}. */
  processing: z.boolean(),
  /** Uploads left for a guest (null: unlimited or signed in). */
  uploadsRemaining: z.number().int().nullable(),
});
export type UploadResponse = z.infer<typeof uploadResponseSchema>;

export const validateRedactionRequestSchema = z.object({
  redactionId: z.string().min(1).max(100),
  approved: z.boolean(),
});
export type ValidateRedactionRequest = z.infer<typeof validateRedactionRequestSchema>;

export const validateRedactionResponseSchema = z.object({
  success: z.literal(true),
  redaction: z.object({ id: z.string(), approved: z.boolean() }),
});

/** A redaction the owner approved or declined. Items not listed keep their current state. */
export const confirmedRedactionSchema = z.object({
  id: z.string().min(1).max(100),
  approved: z.boolean(),
});
export type ConfirmedRedaction = z.infer<typeof confirmedRedactionSchema>;

/**
 * Confirm the redactions and start the analysis (canonical). The spec's clients may also send bare ids
 * and the wizard's `confirmedRedactions`: the server's adapter (server/src/analyses/wire.ts) maps them.
 */
export const startAnalysisRequestSchema = z.object({
  redactions: z.array(confirmedRedactionSchema).max(5000).optional(),
  validationData: verificationAnswersSchema.optional(),
});
export type StartAnalysisRequest = z.infer<typeof startAnalysisRequestSchema>;

/**
 * "Add something we missed" in the PHI dialog (issue 10 item 6): the kinds a patient can choose.
 * `other` is stored as the closest existing kind, `mrn` (an identifier), until the engine's redaction
 * markers gain an `other` kind; the dialog still shows the patient's own choice.
 */
export const patientPhiKinds = [
  'name',
  'address',
  'date_of_birth',
  'phone',
  'insurance_id',
  'account_number',
  'card_number',
  'bank_account',
  'drivers_license',
  'other',
] as const;
export const patientPhiKindSchema = z.enum(patientPhiKinds);
export type PatientPhiKind = z.infer<typeof patientPhiKindSchema>;

export const patientPhiKindLabels: Record<PatientPhiKind, string> = {
  name: 'Name',
  address: 'Address',
  date_of_birth: 'Date of birth',
  phone: 'Phone number',
  insurance_id: 'Member ID',
  account_number: 'Account number',
  card_number: 'Card number',
  bank_account: 'Bank account number',
  drivers_license: "Driver's license number",
  other: 'Something else',
};

/** Limits on what a patient adds: the text's length, and additions per document. */
export const missedPhiLimits = { minLength: 2, maxLength: 200, perDocument: 50 } as const;

export const addMissedPhiRequestSchema = z.object({
  text: z
    .string()
    .trim()
    .min(missedPhiLimits.minLength, 'Type or select at least 2 characters to remove.')
    .max(missedPhiLimits.maxLength, 'That is too long: add at most 200 characters at a time.'),
  kind: patientPhiKindSchema,
});
export type AddMissedPhiRequest = z.infer<typeof addMissedPhiRequestSchema>;

export const addMissedPhiResponseSchema = z.object({
  success: z.literal(true),
  /** How many places in the document the text was found (all are removed). */
  occurrences: z.number().int(),
  /** The ids of the redactions that now remove it. */
  addedIds: z.array(z.string()),
  /** The document's whole list after the addition. */
  redactions: z.array(redactionSchema),
});
export type AddMissedPhiResponse = z.infer<typeof addMissedPhiResponseSchema>;

/** The document's text as read, for the owner to select from while it awaits confirmation. */
export const reviewTextResponseSchema = z.object({ text: z.string(), truncated: z.boolean() });
export type ReviewTextResponse = z.infer<typeof reviewTextResponseSchema>;
