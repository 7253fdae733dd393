import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  customType,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });
const rvu = (name: string) => numeric(name, { precision: 10, scale: 4, mode: 'number' });
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * Every code the product knows, of the seven types (02-admin-back-office.md §3). CPT rows carry code numbers and our
 * own short labels only: the AMA's descriptors are never stored.
 */
export const medicalCodes = pgTable(
  'medical_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    code: text('code').notNull(),
    /** ICD-10-CM, ICD-10-PCS, CPT, HCPCS, DRG, NDC, REVENUE. */
    codeType: text('code_type').notNull(),
    /** Upper-case, no dots or dashes: what prefix search compares ('E119' for E11.9). */
    codeKey: text('code_key').notNull(),
    title: text('title').notNull(),
    description: text('description'),
    category: text('category'),
    subcategory: text('subcategory'),
    billableStatus: boolean('billable_status').notNull().default(true),
    genderSpecific: text('gender_specific'),
    ageRestrictions: text('age_restrictions'),
    laterality: text('laterality'),
    officialSource: text('official_source').notNull(),
    sourceVersion: text('source_version').notNull(),
    effectiveDate: date('effective_date'),
    expirationDate: date('expiration_date'),
    /** Words of the title and description for full-text search (English stemming). */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`to_tsvector('english', coalesce(title, '') || ' ' || coalesce(description, ''))`,
    ),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('medical_codes_type_code_uq').on(t.codeType, t.code),
    index('medical_codes_key_idx').using('btree', sql`${t.codeKey} text_pattern_ops`),
    index('medical_codes_search_idx').using('gin', t.searchVector),
    index('medical_codes_title_trgm_idx').using('gin', sql`${t.title} gin_trgm_ops`),
    index('medical_codes_type_category_idx').on(t.codeType, t.category),
  ],
);

/** One row per imported file: what was loaded, from where, which version, when. */
export const referenceSources = pgTable(
  'reference_sources',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** icd10cm, icd10pcs, hcpcs, cpt, drg, revenue, ndc, ncci_ptp, mue, pfs, gpci, localities, clfs, opps, carc, fpl. */
    dataset: text('dataset').notNull(),
    sourceFile: text('source_file').notNull(),
    sourceVersion: text('source_version').notNull(),
    /** SHA-256 of the file: the same file imported twice is a no-op. */
    checksum: text('checksum').notNull(),
    rowCount: integer('row_count').notNull(),
    status: text('status', { enum: ['running', 'done', 'failed'] }).notNull(),
    error: text('error'),
    startedAt: ts('started_at').notNull(),
    finishedAt: ts('finished_at'),
  },
  (t) => [index('reference_sources_dataset_idx').on(t.dataset, t.startedAt)],
);

/** NCCI procedure-to-procedure edits: column 2 is not paid with column 1 on the same date. */
export const ncciEdits = pgTable(
  'ncci_edits',
  {
    column1: text('column1').notNull(),
    column2: text('column2').notNull(),
    /** 0: never allowed together; 1: allowed with an appropriate modifier; 9: not applicable. */
    modifierIndicator: smallint('modifier_indicator').notNull(),
    rationale: text('rationale'),
    effectiveDate: date('effective_date'),
    deletionDate: date('deletion_date'),
    sourceVersion: text('source_version').notNull(),
  },
  (t) => [primaryKey({ columns: [t.column1, t.column2] }), index('ncci_edits_column2_idx').on(t.column2)],
);

/** Medically unlikely edits: the most units of a code one patient gets on one date. */
export const mueLimits = pgTable(
  'mue_limits',
  {
    code: text('code').notNull(),
    /** practitioner, outpatient_hospital or dme. */
    serviceType: text('service_type').notNull(),
    maxUnits: integer('max_units').notNull(),
    adjudicationIndicator: smallint('adjudication_indicator'),
    rationale: text('rationale'),
    sourceVersion: text('source_version').notNull(),
  },
  (t) => [primaryKey({ columns: [t.code, t.serviceType] })],
);

/** Physician fee schedule RVUs; national amount = total RVU x conversion factor. */
export const feeSchedule = pgTable(
  'fee_schedule',
  {
    hcpcs: text('hcpcs').notNull(),
    modifier: text('modifier').notNull().default(''),
    statusCode: text('status_code'),
    workRvu: rvu('work_rvu'),
    nonFacilityPeRvu: rvu('non_facility_pe_rvu'),
    facilityPeRvu: rvu('facility_pe_rvu'),
    mpRvu: rvu('mp_rvu'),
    nonFacilityTotalRvu: rvu('non_facility_total_rvu'),
    facilityTotalRvu: rvu('facility_total_rvu'),
    conversionFactor: rvu('conversion_factor').notNull(),
    nonFacilityAmount: money('non_facility_amount'),
    facilityAmount: money('facility_amount'),
    globalDays: text('global_days'),
    pctcIndicator: text('pctc_indicator'),
    year: integer('year').notNull(),
    sourceVersion: text('source_version').notNull(),
  },
  (t) => [primaryKey({ columns: [t.hcpcs, t.modifier] })],
);

export const gpci = pgTable(
  'gpci',
  {
    mac: text('mac').notNull(),
    state: text('state').notNull(),
    localityNumber: text('locality_number').notNull(),
    localityName: text('locality_name').notNull(),
    workGpci: rvu('work_gpci').notNull(),
    peGpci: rvu('pe_gpci').notNull(),
    mpGpci: rvu('mp_gpci').notNull(),
    year: integer('year').notNull(),
    sourceVersion: text('source_version').notNull(),
  },
  (t) => [primaryKey({ columns: [t.mac, t.localityNumber] })],
);

export const localities = pgTable(
  'localities',
  {
    mac: text('mac').notNull(),
    localityNumber: text('locality_number').notNull(),
    state: text('state').notNull(),
    feeScheduleArea: text('fee_schedule_area').notNull(),
    counties: text('counties').notNull(),
    sourceVersion: text('source_version').notNull(),
  },
  (t) => [primaryKey({ columns: [t.mac, t.localityNumber, t.feeScheduleArea] })],
);

/** Clinical laboratory fee schedule. */
export const labFeeSchedule = pgTable(
  'lab_fee_schedule',
  {
    hcpcs: text('hcpcs').notNull(),
    modifier: text('modifier').notNull().default(''),
    rate: money('rate').notNull(),
    indicator: text('indicator'),
    effectiveDate: date('effective_date'),
    year: integer('year').notNull(),
    sourceVersion: text('source_version').notNull(),
  },
  (t) => [primaryKey({ columns: [t.hcpcs, t.modifier] })],
);

/** Hospital outpatient (OPPS) Addendum B. */
export const outpatientRates = pgTable('outpatient_rates', {
  hcpcs: text('hcpcs').primaryKey(),
  statusIndicator: text('status_indicator'),
  apc: text('apc'),
  relativeWeight: rvu('relative_weight'),
  paymentRate: money('payment_rate'),
  nationalCopayment: money('national_copayment'),
  minimumCopayment: money('minimum_copayment'),
  year: integer('year').notNull(),
  sourceVersion: text('source_version').notNull(),
});

/** MS-DRG weights (the DRG codes themselves are in medical_codes). */
export const drgWeights = pgTable('drg_weights', {
  drg: text('drg').primaryKey(),
  mdc: text('mdc'),
  drgType: text('drg_type'),
  relativeWeight: rvu('relative_weight').notNull(),
  geometricMeanLos: rvu('geometric_mean_los'),
  sourceVersion: text('source_version').notNull(),
});

/** Claim adjustment reason codes, with our own plain-language explanations (never X12's text). */
export const carcCodes = pgTable('carc_codes', {
  code: text('code').primaryKey(),
  explanation: text('explanation').notNull(),
  /** What the patient can usually do about it, in our words. */
  patientAction: text('patient_action'),
  sourceVersion: text('source_version').notNull(),
});

/** HHS poverty guidelines: base for one person plus an amount per extra person. */
export const povertyGuidelines = pgTable(
  'poverty_guidelines',
  {
    year: integer('year').notNull(),
    /** contiguous (48 states and DC), AK or HI. */
    region: text('region').notNull(),
    base: integer('base').notNull(),
    perExtraPerson: integer('per_extra_person').notNull(),
    sourceVersion: text('source_version').notNull(),
  },
  (t) => [primaryKey({ columns: [t.year, t.region] })],
);

/** Per-day request budgets of the live government look-ups, shared by every instance. */
export const externalApiUsage = pgTable(
  'external_api_usage',
  {
    api: text('api').notNull(),
    day: date('day').notNull(),
    requests: integer('requests').notNull().default(0),
    failures: integer('failures').notNull().default(0),
    lastStatus: text('last_status'),
    lastCheckedAt: ts('last_checked_at'),
  },
  (t) => [primaryKey({ columns: [t.api, t.day] })],
);

/** Codes flagged for manual review (enterprise coding), worked as a queue. */
export const codeReviewFlags = pgTable(
  'code_review_flags',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    code: text('code').notNull(),
    codeType: text('code_type').notNull(),
    reason: text('reason').notNull(),
    description: text('description').notNull(),
    priority: text('priority', { enum: ['low', 'medium', 'high', 'urgent'] }).notNull(),
    status: text('status', { enum: ['open', 'in_review', 'resolved'] })
      .notNull()
      .default('open'),
    createdByUserId: uuid('created_by_user_id'),
    createdAt: ts('created_at').notNull(),
    resolvedAt: ts('resolved_at'),
  },
  (t) => [index('code_review_flags_queue_idx').on(t.status, t.priority, t.createdAt)],
);

/** Scheduled code-set updates (CPT Jan 1, ICD-10-CM Oct 1, HCPCS and Category III quarterly). */
export const codeUpdateJobs = pgTable(
  'code_update_jobs',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    codeSet: text('code_set').notNull(),
    frequency: text('frequency', { enum: ['annual', 'quarterly'] }).notNull(),
    scheduledFor: date('scheduled_for').notNull(),
    status: text('status', { enum: ['scheduled', 'running', 'done', 'failed'] })
      .notNull()
      .default('scheduled'),
    createdAt: ts('created_at').notNull(),
    finishedAt: ts('finished_at'),
    note: text('note'),
  },
  (t) => [uniqueIndex('code_update_jobs_set_date_uq').on(t.codeSet, t.scheduledFor)],
);

/**
 * One row (id 1) whose version goes up with every statement that changes medical_codes (a trigger,
 * db/code-index-trigger.ts): each instance compares it with the version its in-memory search index
 * was built from, with one cheap read every few seconds.
 */
export const codeIndexVersion = pgTable('code_index_version', {
  id: smallint('id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
});
