import { z } from 'zod';
import {
  documentDetailSchema,
  documentSummarySchema,
  documentTypeSchema,
  extractedDataSchema,
  textLocationSchema,
} from './documents';
import { documentDatesSchema } from './deadlines';
import { regulationCitationSchema } from './finding-rights';

/** Bill analysis results (01-patient-area.md §2 'Analysis results', §3 'Analysis item', §9 risk bands). */

export const findingTypes = [
  'duplicate_charge',
  'unbundling',
  'excessive_units',
  'excessive_pricing',
  'math_error',
  'appeal_opportunity',
  'surprise_billing',
  'service_not_received',
  'balance_billing',
  'financial_assistance',
  'personal_details',
] as const;
export const findingTypeSchema = z.enum(findingTypes);
export type FindingType = z.infer<typeof findingTypeSchema>;

export const severities = ['high', 'medium', 'low'] as const;
export const severitySchema = z.enum(severities);
export type Severity = z.infer<typeof severitySchema>;

export const appealReasonClasses = [
  'medical_necessity',
  'prior_authorization',
  'out_of_network',
  'missing_information',
  'other',
] as const;
export const appealReasonClassSchema = z.enum(appealReasonClasses);
export type AppealReasonClass = z.infer<typeof appealReasonClassSchema>;

/** A line of the document a finding rests on: its (redacted) text and where it sits. */
export const evidenceSchema = z.object({
  text: z.string(),
  /** Index into the parsed service lines, when the evidence is a service line. */
  lineIndex: z.number().int().nullable(),
  location: textLocationSchema.nullable(),
});
export type Evidence = z.infer<typeof evidenceSchema>;

/** The rule's data source and its version, e.g. NCCI PTP edits, quarter; PFS, CY2025. */
export const findingSourceSchema = z.object({ name: z.string(), version: z.string().nullable() });
export type FindingSource = z.infer<typeof findingSourceSchema>;

export const findingSchema = z.object({
  /** Stable within one analysis: `${type}-${n}`. */
  id: z.string(),
  type: findingTypeSchema,
  severity: severitySchema,
  /** Plain English, short. */
  title: z.string(),
  description: z.string(),
  codes: z.array(z.string()),
  /** The money the finding concerns (the charge, the difference, ...), dollars. */
  amount: z.number().nullable(),
  /** What the patient might save if it is corrected, dollars; never counted twice across findings. */
  savingsPotential: z.number().nullable(),
  /** At most three: the spec's advice by severity plus the specific next step. */
  recommendations: z.array(z.string()).max(3),
  evidence: z.array(evidenceSchema),
  source: findingSourceSchema.nullable(),
  /** appeal_opportunity only. */
  reasonClass: appealReasonClassSchema.nullable(),
  /** YYYY-MM-DD: the last day to act (appeals), when known. */
  deadline: z.string().nullable(),
  /**
   * Ids of the regulations library entries this finding rests on ("Why this is your right"), most
   * specific first. Optional so analyses stored before the library still parse; the engine always fills it.
   */
  regulationIds: z.array(z.string()).optional(),
});
export type Finding = z.infer<typeof findingSchema>;

/** 01-patient-area.md §4: 0-33 low, 34-66 medium, 67-100 high. */
export const riskBands = ['low', 'medium', 'high'] as const;
export const riskLevels = ['Very Low', 'Low', 'Moderate', 'High', 'Very High'] as const;

/**
 * The lines we read do not add up to the printed total while some rows of the bill were not understood:
 * the difference may be our misreading, so it is shown as a notice, never as a billing error.
 */
export const readingNoticeSchema = z.object({
  message: z.string(),
  /** What the lines we read add up to, dollars. */
  linesTotal: z.number().nullable(),
  /** The total printed on the document, dollars, when there is one. */
  printedTotal: z.number().nullable(),
  /** How many rows with money we could not read. */
  unreadRows: z.number().int().min(0),
});
export type ReadingNotice = z.infer<typeof readingNoticeSchema>;

export const analysisResultSchema = z.object({
  documentId: z.string(),
  documentType: documentTypeSchema.nullable(),
  createdAt: z.string(),
  riskScore: z.number().min(0).max(100),
  riskBand: z.enum(riskBands),
  riskLevel: z.enum(riskLevels),
  /** 0..1: how likely an appeal or dispute succeeds, from the findings' strength. */
  appealLikelihood: z.number().min(0).max(1),
  potentialSavings: z.number().min(0),
  /** The findings' savings were more than the patient is asked to pay: potentialSavings is capped at it. */
  savingsCappedAt: z.number().nullable().default(null),
  /** Set when we could not read every line of the document (results stored before it: null). */
  readingNotice: readingNoticeSchema.nullable().default(null),
  findings: z.array(findingSchema),
  extracted: extractedDataSchema,
  /** Every data source the rules consulted, with versions. */
  sources: z.array(findingSourceSchema),
  /** Dates read from the document, for deadlines (results stored before they were kept: absent). */
  documentDates: documentDatesSchema.optional(),
  /**
   * The regulations the findings cite (each finding's regulationIds), with their citations and official
   * text: "Why this is your right". Filled by the server's view from the library; absent on older results.
   */
  regulations: z.array(regulationCitationSchema).optional(),
  /** Kept on the dashboard (Save to Dashboard). */
  saved: z.boolean(),
  /**
   * A guest's limited view (01-patient-area.md §6): every finding with its title, severity and amounts, one
   * recommendation each, no evidence; the full analysis, the report and letters need a free account.
   */
  limited: z.boolean(),
});
export type AnalysisResult = z.infer<typeof analysisResultSchema>;

/** The spec's 'Analysis item' (one per finding), for the older client's lists. */
export const analysisItemSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  type: findingTypeSchema,
  errorType: findingTypeSchema,
  analysisType: findingTypeSchema,
  category: z.string(),
  severity: severitySchema,
  description: z.string(),
  amount: z.number().nullable(),
  savingsPotential: z.number().nullable(),
  riskData: z.object({ score: z.number() }),
  recommendations: z.array(z.string()),
  status: z.literal('pending'),
});
export type AnalysisItem = z.infer<typeof analysisItemSchema>;

export const documentAnalysisResponseSchema = z.object({
  document: documentSummarySchema,
  analysis: analysisResultSchema,
  analyses: z.array(analysisItemSchema),
});
export type DocumentAnalysisResponse = z.infer<typeof documentAnalysisResponseSchema>;

export const analysisListResponseSchema = z.object({
  analyses: z.array(
    z.object({
      documentId: z.string(),
      originalFileName: z.string(),
      documentType: documentTypeSchema.nullable(),
      createdAt: z.string(),
      riskScore: z.number(),
      potentialSavings: z.number(),
      findingCount: z.number().int(),
      highCount: z.number().int(),
      saved: z.boolean(),
      isGuestAnalysis: z.boolean(),
    }),
  ),
});
export type AnalysisListResponse = z.infer<typeof analysisListResponseSchema>;

export const saveAnalysisResponseSchema = z.object({ success: z.literal(true), saved: z.boolean() });

export const startAnalysisResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  document: documentDetailSchema,
  /** The analysis's findings as the spec's items; the full result: GET /api/documents/{id}/analysis. */
  analyses: z.array(analysisItemSchema),
});
export type StartAnalysisResponse = z.infer<typeof startAnalysisResponseSchema>;
