import { eq, inArray } from 'drizzle-orm';
import type { DataRightsEntry } from '../data-rights/registry';
import { contactMessages, users } from '../db/schema';
import { emailKey, messagesFrom, toContactMessage } from './service';

/**
 * Messages sent through the contact form from the account's e-mail address (matched by address: the
 * form needs no sign-in). Erasure deletes them with the account.
 */
export const contactMessageData: DataRightsEntry = {
  name: 'contactMessages',
  description: 'Messages you sent through the contact form from your account e-mail address',
  async export(ctx, owner) {
    const [user] = await ctx.db.select({ email: users.email }).from(users).where(eq(users.id, owner.userId));
    if (!user) return [];
    return (await messagesFrom(ctx, user.email)).map((r) => toContactMessage(ctx, r));
  },
  async erase(tx, owner) {
    const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, owner.userId));
    if (!user) return { rows: 0 };
    const gone = await tx
      .delete(contactMessages)
      .where(inArray(contactMessages.emailHash, [emailKey(user.email)]))
      .returning({ id: contactMessages.id });
    return { rows: gone.length };
  },
};
