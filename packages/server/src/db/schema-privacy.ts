import { bigserial, boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ConsentType } from '@clearbill/shared';
import { users } from './schema';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A patient's consent decisions (01-patient-area.md §3, Consent record): one row per change. A grant
 * is a row with `consent_given` true and `granted_at`; a withdrawal a row with `consent_given` false
 * and `withdrawn_at` (carrying the grant it ended in `granted_at`). The newest row of a type is its
 * current state. Deleted with the account.
 */
export const consentRecords = pgTable(
  'consent_records',
  {
    /** Orders changes made within the same instant. */
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    consentType: text('consent_type').$type<ConsentType>().notNull(),
    consentGiven: boolean('consent_given').notNull(),
    grantedAt: ts('granted_at'),
    withdrawnAt: ts('withdrawn_at'),
    recordedAt: ts('recorded_at').notNull(),
  },
  (t) => [index('consent_records_user_idx').on(t.userId, t.consentType, t.id)],
);
