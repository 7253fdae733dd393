import { sql } from 'drizzle-orm';
import { bigserial, date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Payer documentation loaded by the admin's seed and expand calls (issue 14 item 5, decision 0022):
 * reference data from our checked library, no personal data. Rows are added, never rewritten by a load;
 * a page found gone is recorded in payer_link_checks and hidden from patients, not deleted.
 */
export const payers = pgTable('payers', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  category: text('category', { enum: ['commercial', 'government', 'regional'] }).notNull(),
  loadedAt: ts('loaded_at').notNull(),
});

export const payerDocuments = pgTable(
  'payer_documents',
  {
    id: text('id').primaryKey(),
    payerId: text('payer_id')
      .notNull()
      .references(() => payers.id, { onDelete: 'cascade' }),
    documentTitle: text('document_title').notNull(),
    payerName: text('payer_name').notNull(),
    documentType: text('document_type').notNull(),
    planYear: integer('plan_year'),
    stateSpecific: text('state_specific'),
    lastVerified: date('last_verified', { mode: 'string' }),
    documentUrl: text('document_url').notNull(),
    summary: text('summary'),
    loadedAt: ts('loaded_at').notNull(),
  },
  (t) => [
    index('payer_documents_payer_idx').on(t.payerId),
    index('payer_documents_payer_name_idx').on(sql`lower(${t.payerName})`),
  ],
);

export const payerCoverageDetails = pgTable(
  'payer_coverage_details',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    documentId: text('document_id')
      .notNull()
      .references(() => payerDocuments.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    serviceType: text('service_type').notNull(),
    coverageCategory: text('coverage_category').notNull(),
    copayment: text('copayment'),
  },
  (t) => [index('payer_coverage_details_document_idx').on(t.documentId, t.position)],
);

/** One row per check of a payer document's page; the latest decisive one decides whether patients see it. */
export const payerLinkChecks = pgTable(
  'payer_link_checks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    documentId: text('document_id').notNull(),
    url: text('url').notNull(),
    checkedAt: ts('checked_at').notNull(),
    outcome: text('outcome', { enum: ['ok', 'broken', 'unreachable', 'skipped'] }).notNull(),
    httpStatus: integer('http_status'),
    detail: text('detail'),
  },
  (t) => [index('payer_link_checks_latest_idx').on(t.documentId, t.checkedAt)],
);
