import { z } from 'zod';
import { patientResourceSchema } from './resources';

/**
 * The billing assistant chat (01-patient-area.md §2 public chat panel, §3 chat request and response, §4 chat,
 * §8 chat fallback; issue 13 items 1-4). Field names are the spec's (camelCase).
 */

export const chatLimits = {
  /** Characters of one message after trimming; longer is a 400. */
  messageMax: 2000,
  /** Messages a minute, per session and per address (429 with Retry-After beyond). */
  perMinute: 30,
  /** Patient resources in one reply (spec §9). */
  patientResourcesMax: 3,
  /** Follow-up suggestions in one reply. */
  suggestions: 4,
  /** Hours a visitor's or guest's conversation is kept. */
  visitorRetentionHours: 24,
} as const;

/** The only context the spec names: public billing questions. */
export const CHAT_CONTEXT_PUBLIC = 'public_billing_questions';

export const chatRequestSchema = z.object({
  message: z
    .string({ error: 'Message is required' })
    .trim()
    .min(1, 'Message is required')
    .max(chatLimits.messageMax, `Message is too long (${chatLimits.messageMax} characters at most)`),
  context: z.string().max(100).optional(),
  sessionId: z.uuid().nullish(),
});
export type ChatRequest = z.infer<typeof chatRequestSchema>;
export type ChatRequestParsed = ChatRequest;

export const chatCodeTypes = [
  'CPT',
  'HCPCS',
  'ICD-10-CM',
  'ICD-10-PCS',
  'DRG',
  'REVENUE',
  'NDC',
  'CARC',
  'RARC',
] as const;
export const chatCodeTypeSchema = z.enum(chatCodeTypes);
export type ChatCodeType = z.infer<typeof chatCodeTypeSchema>;

/** A code found for the question (spec §3: code, codeType, description, source). */
export const chatMedicalCodeSchema = z.object({
  code: z.string(),
  codeType: chatCodeTypeSchema,
  /** Our own label or explanation; never an AMA CPT descriptor. */
  description: z.string(),
  /** Where the description comes from (release or our own explanations). */
  source: z.string(),
});
export type ChatMedicalCode = z.infer<typeof chatMedicalCodeSchema>;

/** The spec's live government data flags; we hold no live feed, so the code database sets cmsData only. */
export const chatExternalDataSchema = z.object({
  cdcData: z.boolean(),
  fdaData: z.boolean(),
  nihData: z.boolean(),
  cmsData: z.boolean(),
});
export type ChatExternalData = z.infer<typeof chatExternalDataSchema>;

export const chatResourceSchema = z.union([
  z.string(),
  z.object({
    name: z.string(),
    description: z.string(),
    phone: z.string().optional(),
    website: z.string().optional(),
  }),
]);
export type ChatResource = z.infer<typeof chatResourceSchema>;

/** A source the answer rests on: a label and, when public, its page or our own screen. */
export const chatSourceSchema = z.object({
  label: z.string(),
  url: z.string().optional(),
});
export type ChatSource = z.infer<typeof chatSourceSchema>;

export const chatResponseSchema = z.object({
  response: z.string(),
  suggestions: z.array(z.string()).length(chatLimits.suggestions),
  medicalCodes: z.array(chatMedicalCodeSchema),
  externalData: chatExternalDataSchema,
  resources: z.array(chatResourceSchema),
  patientResources: z.array(patientResourceSchema).max(chatLimits.patientResourcesMax),
  sessionId: z.uuid(),
  /** Set for a crisis or emergency: 988 and 911 come first and the panel shows it as urgent. */
  urgent: z.boolean().optional(),
  /** Every answer names its sources. */
  sources: z.array(chatSourceSchema),
});
export type ChatResponse = z.infer<typeof chatResponseSchema>;

export const chatSessionIdParamsSchema = z.object({ id: z.uuid() });
