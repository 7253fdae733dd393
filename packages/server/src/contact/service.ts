import { count, desc, eq, lt } from 'drizzle-orm';
import {
  contactLimits,
  contactMessages as contactText,
  formatWait,
  type ContactMessage,
  type ContactMessageRequest,
} from '@clearbill/shared';
import type { AdminCaller } from '../access/caller';
import { auditFor } from '../access/audit';
import type { AppContext } from '../context';
import { sha256 } from '../crypto/tokens';
import { contactMessages } from '../db/schema';
import { addressKey } from '../limits/address';
import { consumeLimits, type LimitRule } from '../limits/events';

/** How long a contact message is kept (the privacy notice on /terms says so). */
export const contactRetentionDays = contactLimits.retentionDays;

export const emailKey = (email: string) => sha256(`contact:${email.trim().toLowerCase()}`);

const contactRule = (max: number): LimitRule => ({
  scope: 'contact:address',
  max,
  windowMs: 60 * 60 * 1000,
  message: (s) => contactText.tooMany(formatWait(s)),
});

type Row = typeof contactMessages.$inferSelect;

export function toContactMessage(ctx: AppContext, row: Row): ContactMessage {
  return {
    id: row.id,
    name: ctx.encryptor.decrypt(row.nameEnc),
    email: ctx.encryptor.decrypt(row.emailEnc),
    message: ctx.encryptor.decrypt(row.messageEnc),
    createdAt: row.createdAt.toISOString(),
  };
}

/** Stores a message for the admins; counted per address (429 past the hourly limit). Nothing is logged. */
export async function sendContactMessage(
  ctx: AppContext,
  input: ContactMessageRequest,
  ip: string,
): Promise<void> {
  const now = ctx.clock.now();
  await consumeLimits(ctx.db, now, [
    { rule: contactRule(ctx.config.contactMessagesPerAddressHour), key: addressKey(ip) },
  ]);
  await ctx.db.insert(contactMessages).values({
    nameEnc: ctx.encryptor.encrypt(input.name),
    emailEnc: ctx.encryptor.encrypt(input.email),
    emailHash: emailKey(input.email),
    messageEnc: ctx.encryptor.encrypt(input.message),
    createdAt: now,
  });
}

export async function listContactMessages(
  ctx: AppContext,
  caller: AdminCaller,
  page: { limit: number; offset: number },
): Promise<{ messages: ContactMessage[]; total: number }> {
  const rows = await ctx.db
    .select()
    .from(contactMessages)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await ctx.db.select({ n: count() }).from(contactMessages);
  await auditFor(ctx, caller, 'contact_messages.list', { type: 'contact_message' });
  return { messages: rows.map((r) => toContactMessage(ctx, r)), total: total?.n ?? 0 };
}

export async function messagesFrom(ctx: AppContext, email: string): Promise<Row[]> {
  return ctx.db
    .select()
    .from(contactMessages)
    .where(eq(contactMessages.emailHash, emailKey(email)));
}

/** Deletes messages past the retention window; run by the periodic sweep. */
export async function pruneContactMessages(ctx: AppContext): Promise<number> {
  const cutoff = new Date(ctx.clock.now().getTime() - contactRetentionDays * 24 * 60 * 60 * 1000);
  const gone = await ctx.db
    .delete(contactMessages)
    .where(lt(contactMessages.createdAt, cutoff))
    .returning({ id: contactMessages.id });
  return gone.length;
}
