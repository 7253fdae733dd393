import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { admins } from './schema';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Page views (decision 0024): a normalised path, the server's time and the random id of one browser tab
 * session. No account, no address, no cookie: nothing here points at a person.
 */
export const pageViews = pgTable(
  'page_views',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    occurredAt: ts('occurred_at').notNull(),
    path: text('path').notNull(),
    sessionId: uuid('session_id').notNull(),
  },
  (t) => [index('page_views_occurred_idx').on(t.occurredAt)],
);

/** One row per tab session, kept up to date with each view (the page-stats figures read the daily rows). */
export const pageSessions = pgTable(
  'page_sessions',
  {
    sessionId: uuid('session_id').primaryKey(),
    /** UTC day of the session's first view: the day it is counted on. */
    day: date('day', { mode: 'string' }).notNull(),
    startedAt: ts('started_at').notNull(),
    lastAt: ts('last_at').notNull(),
    views: integer('views').notNull(),
  },
  (t) => [index('page_sessions_day_idx').on(t.day)],
);

/** Page views per UTC day and path. */
export const pageDailyViews = pgTable(
  'page_daily_views',
  {
    day: date('day', { mode: 'string' }).notNull(),
    path: text('path').notNull(),
    views: bigint('views', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.path] })],
);

/** Sessions started per UTC day: how many, how many of one view, and their summed length. */
export const pageDailySessions = pgTable('page_daily_sessions', {
  day: date('day', { mode: 'string' }).primaryKey(),
  sessions: bigint('sessions', { mode: 'number' }).notNull(),
  bounces: bigint('bounces', { mode: 'number' }).notNull(),
  durationMs: bigint('duration_ms', { mode: 'number' }).notNull(),
});

/** The HIPAA checklist (spec 02 §3): flags, who changed them and when, notes and evidence links. */
export const hipaaChecklistItems = pgTable('hipaa_checklist_items', {
  key: text('key').primaryKey(),
  compliant: boolean('compliant').notNull(),
  verified: boolean('verified').notNull(),
  notes: text('notes'),
  evidenceLinks: jsonb('evidence_links')
    .$type<string[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  /** When the flags took their current values (action items fall due counted from here). */
  stateSince: ts('state_since').notNull(),
  updatedAt: ts('updated_at'),
  updatedByAdminId: uuid('updated_by_admin_id').references(() => admins.id, { onDelete: 'set null' }),
});

/** Each run of the product's own security checks, with its results. */
export const securityScans = pgTable(
  'security_scans',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    ranAt: ts('ran_at').notNull(),
    ranByAdminId: uuid('ran_by_admin_id').references(() => admins.id, { onDelete: 'set null' }),
    passed: integer('passed').notNull(),
    total: integer('total').notNull(),
    checks: jsonb('checks').notNull(),
  },
  (t) => [index('security_scans_ran_idx').on(t.ranAt)],
);

/** When each periodic sweep last ran (sweeps.ts), for the security scan's "sweeps ran" check. */
export const sweepRuns = pgTable('sweep_runs', {
  name: text('name').primaryKey(),
  lastStartedAt: ts('last_started_at').notNull(),
  lastFinishedAt: ts('last_finished_at'),
  lastOk: boolean('last_ok').notNull().default(false),
});
