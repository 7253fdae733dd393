import { sql } from 'drizzle-orm';
import { bigserial, date, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * The regulations an admin manages and the public page shows (issue 14, decision 0021): our library's
 * entries once seeded, uploaded rows and Federal Register documents found by the research job.
 * Reference data, no personal data. A deleted row keeps its id with `deleted_at` set, so seeding does not
 * bring a library entry back that an admin removed.
 */
export const regulations = pgTable(
  'regulations',
  {
    id: text('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    source: text('source').notNull(),
    sourceUrl: text('source_url'),
    category: text('category').notNull(),
    impactLevel: text('impact_level').notNull(),
    status: text('status').notNull().default('pending'),
    effectiveDate: date('effective_date', { mode: 'string' }),
    affectedPrograms: jsonb('affected_programs').$type<string[]>().notNull(),
    keyChanges: jsonb('key_changes').$type<string[]>().notNull(),
    jurisdiction: text('jurisdiction').notNull().default('federal'),
    topics: jsonb('topics').$type<string[]>().notNull(),
    origin: text('origin', { enum: ['library', 'upload', 'research'] }).notNull(),
    researchedAt: ts('researched_at'),
    verifiedAt: ts('verified_at'),
    linkStatus: text('link_status', { enum: ['ok', 'broken', 'unreachable', 'skipped'] }),
    linkCheckedAt: ts('link_checked_at'),
    /** Lower-cased title, description and key changes: what the searches match (trigram index). */
    searchText: text('search_text').notNull(),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
    deletedAt: ts('deleted_at'),
  },
  (t) => [
    index('regulations_category_idx').on(t.category, t.status),
    index('regulations_effective_idx').on(t.effectiveDate),
    index('regulations_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

/** Every status change of a regulation: from, to, the admin's notes, who and when. */
export const regulationStatusChanges = pgTable(
  'regulation_status_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    regulationId: text('regulation_id').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    notes: text('notes'),
    adminId: uuid('admin_id'),
    changedAt: ts('changed_at').notNull(),
  },
  (t) => [index('regulation_status_changes_idx').on(t.regulationId, t.changedAt)],
);

/** Every check of a regulation's source link: outcome, status, a short reason of ours; never content. */
export const regulationLinkChecks = pgTable(
  'regulation_link_checks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    regulationId: text('regulation_id').notNull(),
    url: text('url').notNull(),
    checkedAt: ts('checked_at').notNull(),
    outcome: text('outcome', { enum: ['ok', 'broken', 'unreachable', 'skipped'] }).notNull(),
    httpStatus: integer('http_status'),
    detail: text('detail'),
  },
  (t) => [index('regulation_link_checks_idx').on(t.regulationId, t.checkedAt)],
);
