import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Messages sent through the contact form, read by the admins. Name, address and message are sealed
 * (AES-256-GCM) like other personal fields; the address is also kept as a keyed hash so an export or
 * erasure by e-mail finds the sender's messages without decrypting every row.
 */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    nameEnc: text('name_enc').notNull(),
    emailEnc: text('email_enc').notNull(),
    emailHash: text('email_hash').notNull(),
    messageEnc: text('message_enc').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    readAt: ts('read_at'),
  },
  (t) => [
    index('contact_messages_email_idx').on(t.emailHash),
    index('contact_messages_created_idx').on(t.createdAt),
  ],
);
