import { z } from 'zod';

/**
 * The patient resources directory (issue 13 item 5; spec 03 §2.7 and §3): organizations that help a
 * patient with a bill, a crisis or the cost of care, each with the public page its facts were checked on.
 */

/** The seven categories of spec 03 §3. */
export const resourceCategories = [
  'billing_advocacy',
  'financial_assistance',
  'prescription_assistance',
  'crisis_support',
  'hospital_financial_assistance',
  'state_advocacy',
  'charity_care',
] as const;
export const resourceCategorySchema = z.enum(resourceCategories);
export type ResourceCategory = z.infer<typeof resourceCategorySchema>;

export const urgencyLevels = ['immediate', 'urgent', 'standard'] as const;
export const urgencyLevelSchema = z.enum(urgencyLevels);
export type UrgencyLevel = z.infer<typeof urgencyLevelSchema>;

/** Two-letter postal codes of the 50 states and DC. */
export const usStates = [
  'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'DC', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS',
  'KY', 'LA', 'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC',
  'ND', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY',
] as const; // prettier-ignore
export const usStateSchema = z.enum(usStates);
export type UsState = z.infer<typeof usStateSchema>;

export const resourceCoverageSchema = z.object({
  /** True: anyone in the United States may use it. */
  national: z.boolean(),
  /** Where it serves, when not national (empty when national). */
  states: z.array(usStateSchema),
  /** The income limit the program itself states, in its own words; absent when it states none. */
  incomeThreshold: z.string().optional(),
});
export type ResourceCoverage = z.infer<typeof resourceCoverageSchema>;

export const resourceContactSchema = z.object({
  phone: z.string().optional(),
  website: z.url().optional(),
  email: z.email().optional(),
});
export type ResourceContact = z.infer<typeof resourceContactSchema>;

export const resourceSourceSchema = z.object({
  /** The public page that states these facts (null when the shared list gives no link). */
  url: z.url().nullable(),
  /** YYYY-MM-DD, or YYYY when the shared list gives only the year it was compiled. */
  checkedOn: z.string().regex(/^\d{4}(-\d{2}-\d{2})?$/),
  /** Where the facts come from, in a few words. */
  note: z.string().optional(),
});
export type ResourceSource = z.infer<typeof resourceSourceSchema>;

export const patientResourceSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  description: z.string(),
  category: resourceCategorySchema,
  urgencyLevel: urgencyLevelSchema,
  services: z.array(z.string()),
  coverage: resourceCoverageSchema,
  contactInfo: resourceContactSchema,
  source: resourceSourceSchema,
});
export type PatientResource = z.infer<typeof patientResourceSchema>;

/** The id of the crisis line shown on its own card (spec 03 §2.7). */
export const CRISIS_RESOURCE_ID = '988_crisis';

export const RESOURCE_LIMIT_DEFAULT = 100;
export const RESOURCE_LIMIT_MAX = 500;

/** GET /api/patient-resources: every filter optional; a bad value is a 400. */
export const patientResourceQuerySchema = z.object({
  state: z.string().trim().toUpperCase().pipe(usStateSchema).optional(),
  category: resourceCategorySchema.optional(),
  urgency: urgencyLevelSchema.optional(),
  search: z.string().trim().max(200, 'Search text must be at most 200 characters').optional(),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(RESOURCE_LIMIT_MAX, `limit must be at most ${RESOURCE_LIMIT_MAX}`)
    .default(RESOURCE_LIMIT_DEFAULT),
});
export type PatientResourceQuery = z.infer<typeof patientResourceQuerySchema>;

export const patientResourceListSchema = z.object({
  resources: z.array(patientResourceSchema),
  /** How many match the filters (before the limit). */
  total: z.number().int(),
  /** The whole directory's resources per category (not filtered), every category present: the stat cards. */
  countsByCategory: z.record(resourceCategorySchema, z.number().int()),
});
export type PatientResourceList = z.infer<typeof patientResourceListSchema>;
