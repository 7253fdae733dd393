import { index, integer, pgTable, text, timestamp, bigserial } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * One row per website check of a patient resource (issue 13 item 7, decision 0019). The directory itself
 * stays in code and the shared file; only the outcome of each check is stored: reference data, no
 * personal data. The latest row per resource decides whether its website is shown on the public page.
 */
export const resourceLinkChecks = pgTable(
  'resource_link_checks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    resourceId: text('resource_id').notNull(),
    url: text('url').notNull(),
    checkedAt: ts('checked_at').notNull(),
    outcome: text('outcome', { enum: ['ok', 'broken', 'unreachable', 'skipped'] }).notNull(),
    httpStatus: integer('http_status'),
    /** A short reason in our words (status text, "timed out", "DNS failure"); never page content. */
    detail: text('detail'),
  },
  (t) => [index('resource_link_checks_latest_idx').on(t.resourceId, t.checkedAt)],
);
