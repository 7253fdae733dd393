import { z } from 'zod';
import type { resourceCategories } from './resources';
import { patientResourceSchema, resourceCategorySchema } from './resources';

/**
 * The Patient Resources tab of the back office (spec 02 §2 and §7; issue 13 item 7; decision 0019):
 * the directory with each website's latest check, the seed and load calls, and the link check.
 */

export const linkCheckOutcomes = ['ok', 'broken', 'unreachable', 'skipped'] as const;
export const linkCheckOutcomeSchema = z.enum(linkCheckOutcomes);
export type LinkCheckOutcome = z.infer<typeof linkCheckOutcomeSchema>;

/** One check of one resource's website: what was found, never the page's content. */
export const linkCheckSchema = z.object({
  url: z.string(),
  checkedAt: z.iso.datetime(),
  outcome: linkCheckOutcomeSchema,
  httpStatus: z.number().int().nullable(),
  detail: z.string().nullable(),
});
export type LinkCheck = z.infer<typeof linkCheckSchema>;

export const adminPatientResourceSchema = patientResourceSchema.extend({
  /** The latest check of its website (null: never checked, or it has none). */
  lastLinkCheck: linkCheckSchema.nullable(),
});
export type AdminPatientResource = z.infer<typeof adminPatientResourceSchema>;

/** The tab's three counters (spec 02 §2). */
export const adminResourceCounterCategories = [
  'billing_advocacy',
  'financial_assistance',
  'crisis_support',
] as const satisfies readonly (typeof resourceCategories)[number][];

/** GET /api/admin/patient-resources. */
export const adminPatientResourcesResponseSchema = z.object({
  success: z.literal(true),
  resources: z.array(adminPatientResourceSchema),
  total: z.number().int(),
  /** National programs (coverage.national) and state or local ones. */
  national: z.number().int(),
  stateOrLocal: z.number().int(),
  countsByCategory: z.record(resourceCategorySchema, z.number().int()),
  /** Websites whose latest check found them gone (HTTP 404 or 410): hidden on the public page. */
  brokenLinks: z.number().int(),
});
export type AdminPatientResourcesResponse = z.infer<typeof adminPatientResourcesResponseSchema>;

/** The seed and load calls take no body; anything sent must be an empty object. */
export const adminResourceLoadBodySchema = z.strictObject({}).nullish();

/** POST /api/admin/patient-resources/seed and /load-enhanced (spec 02 §7: success, message). */
export const adminResourceLoadResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  /** How many resources the call counts (seed: national and shared organizations; load: all). */
  loaded: z.number().int(),
  /** The whole directory after the reload. */
  total: z.number().int(),
  stateOrLocal: z.number().int(),
});
export type AdminResourceLoadResponse = z.infer<typeof adminResourceLoadResponseSchema>;

/** POST /api/admin/patient-resources/validate-urls: optionally only some resources. */
export const adminValidateUrlsBodySchema = z
  .strictObject({
    resourceIds: z.array(z.string().min(1).max(200)).min(1).max(1000).optional(),
  })
  .nullish();
export type AdminValidateUrlsBody = z.infer<typeof adminValidateUrlsBodySchema>;

/** The answer (spec 02 §7: success, validated, removed) with the other outcomes and a message. */
export const adminValidateUrlsResponseSchema = z.object({
  success: z.boolean(),
  /** Websites that answered (2xx or 3xx, or a status that is not "gone"). */
  validated: z.number().int(),
  /** Websites now found gone (HTTP 404 or 410): no longer shown on the public page. */
  removed: z.number().int(),
  /** No answer (time-out, DNS failure, refused): recorded, nothing hidden. */
  unreachable: z.number().int(),
  /** Resources without a website, or not checked because the network is off. */
  skipped: z.number().int(),
  /** False when no link could be reached at all, or live calls are off: nothing was marked broken. */
  networkAvailable: z.boolean(),
  message: z.string(),
});
export type AdminValidateUrlsResponse = z.infer<typeof adminValidateUrlsResponseSchema>;

/** What the screen says when the network could not be reached (nothing is marked broken). */
export const NO_NETWORK_MESSAGE = 'No network: links were not checked';
