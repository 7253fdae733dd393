import { bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * One row per counted action (a guest session started, a guest upload, a sign-up, a failed sign-in)
 * for each limit it counts against. Keys (addresses, e-mails, usernames) are stored only as SHA-256
 * hashes with their scope; rows are deleted by the sweep once `expires_at` passes (the end of the
 * longest window they count in), so the table holds at most the last window of activity.
 */
export const limitEvents = pgTable(
  'limit_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    scope: text('scope').notNull(),
    keyHash: text('key_hash').notNull(),
    occurredAt: ts('occurred_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [
    index('limit_events_key_idx').on(t.scope, t.keyHash, t.occurredAt),
    index('limit_events_expires_idx').on(t.expiresAt),
  ],
);
