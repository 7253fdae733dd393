import { bigserial, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { guestSessions, users } from './schema';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A conversation with the billing assistant (issue 13 item 3). Owned by an account, a guest session, or
 * nobody (a visitor: the random id is the only handle). Visitors' and guests' conversations end 24 hours
 * after their last message (`expires_at`, swept); an account's stay until the owner deletes them or the
 * account is erased.
 */
export const chatSessions = pgTable(
  'chat_sessions',
  {
    id: uuid('id').primaryKey(),
    ownerUserId: uuid('owner_user_id').references(() => users.id, { onDelete: 'cascade' }),
    ownerGuestId: uuid('owner_guest_id').references(() => guestSessions.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull(),
    lastMessageAt: ts('last_message_at').notNull(),
    /** Null for an account's conversation. */
    expiresAt: ts('expires_at'),
  },
  (t) => [
    index('chat_sessions_user_idx').on(t.ownerUserId),
    index('chat_sessions_guest_idx').on(t.ownerGuestId),
    index('chat_sessions_expires_idx').on(t.expiresAt),
  ],
);

/** One message, stored only after the PHI detector removed personal details from it. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => chatSessions.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['user', 'bot'] }).notNull(),
    /** PHI already replaced by markers. */
    content: text('content').notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('chat_messages_session_idx').on(t.sessionId, t.id)],
);
