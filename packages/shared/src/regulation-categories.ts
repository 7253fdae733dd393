import { z } from 'zod';

/**
 * Regulation categories (issue 14; spec 02 §2 Regulations tab, spec 03 §2.4 and §3). Three category sets
 * appear in the specs; the ADMIN set is the one stored on every regulation. The MANAGEMENT set (spec 03 §3,
 * /regulatory-management) and the PUBLIC set (spec 03 §2.4, /regulatory) are mapped onto it here and only
 * here: `managementToAdmin` and `publicToAdmin` are the two tables, every other direction is derived from them.
 * See docs/decisions/0020-regulations-library.md for why each mapping is what it is.
 */

/** Spec 02 §2: the category values of the admin Regulations tab (the stored category). */
export const regulationCategories = [
  'medicaid',
  'medicare_systems',
  'telehealth',
  'drug_340b',
  'coordination_benefits',
  'workers_comp',
  'auto_insurance',
  'rural_health',
  'fraud_compliance',
  'denied_services',
  'employee_benefits',
  'quality_measures',
  'medicare_supplement',
  'network_adequacy',
  'prior_authorization',
] as const;
export const regulationCategorySchema = z.enum(regulationCategories);
export type RegulationCategory = z.infer<typeof regulationCategorySchema>;

/** Spec 03 §3: the categories of the Regulatory Management page. */
export const managementCategories = [
  'Medicare',
  'Medicaid',
  '340B Program',
  'FQHC',
  'Rural Health',
  'Telehealth',
  'Quality Measures',
  'Billing & Coding',
  'Privacy & Security',
  'State Regulations',
] as const;
export const managementCategorySchema = z.enum(managementCategories);
export type ManagementCategory = z.infer<typeof managementCategorySchema>;

/** Spec 03 §2.4: the categories of the public regulatory updates page. */
export const publicRegulationCategories = [
  'medicare_updates',
  'medicaid_updates',
  'quality_measures',
  'coding_updates',
  'prior_authorization',
  'fraud_compliance',
  'telehealth_updates',
  'state_regulations',
] as const;
export const publicRegulationCategorySchema = z.enum(publicRegulationCategories);
export type PublicRegulationCategory = z.infer<typeof publicRegulationCategorySchema>;

/**
 * Our own finer topics, for patients: what a rule is about, independent of the category an admin files it
 * under. A regulation carries one or more. Findings and the assistant pick regulations by topic.
 */
export const regulationTopics = [
  'surprise_billing', // No Surprises Act and state surprise-billing laws
  'balance_billing', // a provider billing the patient above what the plan or program allows
  'emergency_care', // screening and stabilization, emergency coverage
  'good_faith_estimate', // estimates for uninsured and self-pay patients
  'dispute_resolution', // patient-provider dispute resolution, independent dispute resolution
  'appeals', // internal appeals, Medicare and Medicaid appeal levels
  'external_review', // independent external review of a denial
  'fair_hearing', // Medicaid fair hearings
  'prior_authorization', // prior authorization decisions and their time limits
  'charity_care', // financial assistance policies
  'billing_and_collection', // limits on a hospital's or collector's billing and collection actions
  'medical_debt', // medical debt rules (state protections, interest caps)
  'credit_reporting', // medical debt on credit reports
  'debt_collection', // debt collectors' conduct
  'price_transparency', // published prices, itemized bills
  'privacy_access', // the right to see and get a copy of one's records
  'record_amendment', // the right to ask for a correction
  'coding_edits', // NCCI and correct-coding rules
  'timely_filing', // time limits on claims
  'coordination_of_benefits', // which payer pays first
  'medicare_notices', // MSN, ABN, limitation on liability
  'preventive_care', // preventive services without cost sharing
  'parity', // mental health and substance use disorder parity
  'telehealth',
  'drug_pricing', // 340B and drug price programs
  'rural_health', // rural health clinics, FQHCs, critical access hospitals
  'workers_comp',
  'auto_insurance',
  'quality_reporting',
  'network_adequacy',
  'medigap', // Medicare supplement insurance
] as const;
export const regulationTopicSchema = z.enum(regulationTopics);
export type RegulationTopic = z.infer<typeof regulationTopicSchema>;

/** Spec 02 §2 / 03 §3: impact levels. */
export const impactLevels = ['low', 'medium', 'high', 'critical'] as const;
export const impactLevelSchema = z.enum(impactLevels);
export type ImpactLevel = z.infer<typeof impactLevelSchema>;

/** Spec 02 §3: regulation status; default pending. */
export const regulationStatuses = ['pending', 'verified', 'implemented', 'flagged'] as const;
export const regulationStatusSchema = z.enum(regulationStatuses);
export type RegulationStatus = z.infer<typeof regulationStatusSchema>;

/** Federal, or the two-letter code of the state whose law it is. */
export const regulationJurisdictionSchema = z.union([z.literal('federal'), z.string().regex(/^[A-Z]{2}$/)]);
export type RegulationJurisdiction = z.infer<typeof regulationJurisdictionSchema>;

/**
 * THE mapping, management side: each management category and the admin categories it covers. Every admin
 * category appears at least once (tested). 'State Regulations' also takes every state law whatever its
 * category (see `managementCategoriesOf`).
 */
export const managementToAdmin: Readonly<Record<ManagementCategory, readonly RegulationCategory[]>> = {
  Medicare: ['medicare_systems', 'medicare_supplement'],
  Medicaid: ['medicaid'],
  '340B Program': ['drug_340b'],
  // Rural health clinics and FQHCs share one Medicare subpart (42 CFR 405 Subpart X) and one admin category.
  FQHC: ['rural_health'],
  'Rural Health': ['rural_health'],
  Telehealth: ['telehealth'],
  'Quality Measures': ['quality_measures'],
  // The patient-billing rules: claims, denials and appeals, surprise bills, coordination, plan claim rules.
  'Billing & Coding': [
    'denied_services',
    'coordination_benefits',
    'network_adequacy',
    'employee_benefits',
    'prior_authorization',
    'fraud_compliance',
  ],
  // HIPAA privacy and program-integrity rules are filed under fraud_compliance (no privacy category exists).
  'Privacy & Security': ['fraud_compliance'],
  'State Regulations': ['workers_comp', 'auto_insurance'],
};

/** THE mapping, public side: each public category and the admin categories it covers. */
export const publicToAdmin: Readonly<Record<PublicRegulationCategory, readonly RegulationCategory[]>> = {
  medicare_updates: ['medicare_systems', 'medicare_supplement', 'rural_health'],
  // 340B ties to the Medicaid drug rebate agreement; the public set has no drug category.
  medicaid_updates: ['medicaid', 'drug_340b'],
  quality_measures: ['quality_measures'],
  // The public set has no billing/appeals category: coding_updates is its billing-and-claims bucket.
  coding_updates: ['denied_services', 'coordination_benefits', 'network_adequacy', 'employee_benefits'],
  prior_authorization: ['prior_authorization'],
  fraud_compliance: ['fraud_compliance'],
  telehealth_updates: ['telehealth'],
  state_regulations: ['workers_comp', 'auto_insurance'],
};

/** The admin categories a management category covers. */
export function adminCategoriesForManagement(category: ManagementCategory): readonly RegulationCategory[] {
  return managementToAdmin[category];
}

/** The admin categories a public category covers. */
export function adminCategoriesForPublic(category: PublicRegulationCategory): readonly RegulationCategory[] {
  return publicToAdmin[category];
}

/** The management categories an admin category belongs to (at least one; first is the primary). */
export function managementCategoriesForAdmin(category: RegulationCategory): ManagementCategory[] {
  return managementCategories.filter((m) => managementToAdmin[m].includes(category));
}

/** The public categories an admin category belongs to (at least one; first is the primary). */
export function publicCategoriesForAdmin(category: RegulationCategory): PublicRegulationCategory[] {
  return publicRegulationCategories.filter((p) => publicToAdmin[p].includes(category));
}

/** The management categories a regulation shows under: its category's, plus State Regulations for state law. */
export function managementCategoriesOf(r: {
  category: RegulationCategory;
  jurisdiction: string;
}): ManagementCategory[] {
  const found = managementCategoriesForAdmin(r.category);
  return r.jurisdiction !== 'federal' && !found.includes('State Regulations')
    ? [...found, 'State Regulations']
    : found;
}

/** The public categories a regulation shows under: its category's, plus state_regulations for state law. */
export function publicCategoriesOf(r: {
  category: RegulationCategory;
  jurisdiction: string;
}): PublicRegulationCategory[] {
  const found = publicCategoriesForAdmin(r.category);
  return r.jurisdiction !== 'federal' && !found.includes('state_regulations')
    ? [...found, 'state_regulations']
    : found;
}

/** Does a regulation show under a management category? */
export const inManagementCategory = (
  r: { category: RegulationCategory; jurisdiction: string },
  category: ManagementCategory,
) => managementCategoriesOf(r).includes(category);

/** Does a regulation show under a public category? */
export const inPublicCategory = (
  r: { category: RegulationCategory; jurisdiction: string },
  category: PublicRegulationCategory,
) => publicCategoriesOf(r).includes(category);
