import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { admins } from './schema';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * One-time recovery codes of an admin's two-step sign-in, shown once at enrolment. Only a SHA-256 of
 * each code is kept: the codes carry 80 random bits, so a plain hash cannot be reversed by guessing.
 */
export const adminRecoveryCodes = pgTable(
  'admin_recovery_codes',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull().unique(),
    createdAt: ts('created_at').notNull(),
    /** Set when the code signs the admin in; a used code never works again. */
    usedAt: ts('used_at'),
  },
  (t) => [index('admin_recovery_codes_admin_idx').on(t.adminId)],
);
