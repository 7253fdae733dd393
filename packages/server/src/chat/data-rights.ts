import { asc, eq } from 'drizzle-orm';
import type { DataRightsEntry } from '../data-rights/registry';
import { chatSessions } from '../db/schema';
import { sessionMessages } from './service';

/**
 * The patient's conversations with the billing assistant (messages already de-identified). Exported
 * with their messages; erased with the account (guests' go with their session, visitors' after 24 hours).
 */
export const chatData: DataRightsEntry = {
  name: 'assistantConversations',
  description: 'Your conversations with the billing assistant (personal details already removed)',
  async export(ctx, owner) {
    const sessions = await ctx.db
      .select()
      .from(chatSessions)
      .where(eq(chatSessions.ownerUserId, owner.userId))
      .orderBy(asc(chatSessions.createdAt));
    const out = [];
    for (const s of sessions) {
      const messages = await sessionMessages(ctx, s.id);
      out.push({
        id: s.id,
        createdAt: s.createdAt.toISOString(),
        messages: messages.map((m) => ({ ...m, createdAt: m.createdAt.toISOString() })),
      });
    }
    return out;
  },
  async erase(tx, owner) {
    const gone = await tx
      .delete(chatSessions)
      .where(eq(chatSessions.ownerUserId, owner.userId))
      .returning({ id: chatSessions.id });
    return { rows: gone.length };
  },
};
