import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const users = pgTable(
  'users',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    /** Stored lower-cased; unique. */
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    emailVerified: boolean('email_verified').notNull().default(false),
    /** Documents uploaded, counted atomically against the 999 limit. */
    uploadsUsed: integer('uploads_used').notNull().default(0),
    createdAt: ts('created_at').notNull(),
    lastLoginAt: ts('last_login_at'),
    /** The demo account (DEMO_MODE=on): sample data only; POST /api/token-login signs into it. */
    isDemo: boolean('is_demo').notNull().default(false),
  },
  // The back office lists accounts newest first and counts new ones per week.
  (t) => [index('users_created_idx').on(t.createdAt)],
);

export const admins = pgTable('admins', {
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  username: text('username').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  firstName: text('first_name'),
  /** AES-256-GCM encrypted base32 secret; set once enrolment is confirmed. */
  totpSecretEnc: text('totp_secret_enc'),
  /** Secret offered during enrolment, not yet confirmed with a code. */
  totpPendingEnc: text('totp_pending_enc'),
  /** Last accepted TOTP time step: a code is never accepted twice. */
  totpLastStep: bigint('totp_last_step', { mode: 'number' }),
  createdAt: ts('created_at').notNull(),
  lastLoginAt: ts('last_login_at'),
});

/** Bearer sessions of users and admins. Only a SHA-256 hash of the token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    tokenHash: text('token_hash').notNull().unique(),
    kind: text('kind', { enum: ['user', 'admin'] }).notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    adminId: uuid('admin_id').references(() => admins.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull(),
    lastSeenAt: ts('last_seen_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    revokedAt: ts('revoked_at'),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

export const betaCodes = pgTable('beta_codes', {
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  /** Trimmed and upper-cased. */
  code: text('code').notNull().unique(),
  expiresAt: ts('expires_at').notNull(),
  maxUses: integer('max_uses'),
  uses: integer('uses').notNull().default(0),
  createdByAdminId: uuid('created_by_admin_id').references(() => admins.id, { onDelete: 'set null' }),
  createdAt: ts('created_at').notNull(),
  revokedAt: ts('revoked_at'),
});

/** Anonymous visitors' sessions; the raw id travels in the x-guest-session header. */
export const guestSessions = pgTable(
  'guest_sessions',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    tokenHash: text('token_hash').notNull().unique(),
    uploadLimit: integer('upload_limit').notNull(),
    uploadsUsed: integer('uploads_used').notNull().default(0),
    hasUnlimitedAccess: boolean('has_unlimited_access').notNull().default(false),
    betaCodeId: uuid('beta_code_id').references(() => betaCodes.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull(),
    lastSeenAt: ts('last_seen_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [index('guest_sessions_expires_idx').on(t.expiresAt)],
);

/** Who did what to whose data. Never holds PHI: ids and action names only. */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    occurredAt: ts('occurred_at').notNull(),
    actorType: text('actor_type', { enum: ['user', 'guest', 'admin', 'system'] }).notNull(),
    actorId: uuid('actor_id'),
    /** The person whose data it concerns, for the privacy page's activity log. */
    subjectUserId: uuid('subject_user_id'),
    action: text('action').notNull(),
    resourceType: text('resource_type').notNull(),
    resourceId: text('resource_id'),
  },
  (t) => [
    index('audit_subject_idx').on(t.subjectUserId, t.occurredAt),
    // The back office counts data-rights requests and crisis responses by action and period.
    index('audit_action_time_idx').on(t.action, t.occurredAt),
  ],
);

export * from './schema-codes';
export * from './schema-documents';
export * from './schema-analyses';
export * from './schema-limits';
export * from './schema-admin-mfa';
export * from './schema-privacy';
export * from './schema-letters';
export * from './schema-contact';
export * from './schema-resources';
export * from './schema-chat';
export * from './schema-payers';
export * from './schema-regulations';
export * from './schema-admin-ops';
export * from './schema-back-office';
