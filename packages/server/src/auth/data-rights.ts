import { desc, eq } from 'drizzle-orm';
import type { DataRightsEntry } from '../data-rights/registry';
import { sessions, users } from '../db/schema';
import { sessionCacheOf } from '../access/session-cache';
import { clearAccountFailures } from './login-throttle';

/** The account itself: erased last, so the sign-in that could reach anything else is gone with it. */
export const accountData: DataRightsEntry = {
  name: 'account',
  description: 'Account information (name, e-mail, password hash, sign-up and last sign-in dates)',
  async export(ctx, owner) {
    const [row] = await ctx.db.select().from(users).where(eq(users.id, owner.userId)).limit(1);
    if (!row) return null;
    return {
      id: row.id,
      email: row.email,
      firstName: row.firstName,
      lastName: row.lastName,
      emailVerified: row.emailVerified,
      uploadsUsed: row.uploadsUsed,
      createdAt: row.createdAt.toISOString(),
      lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
    };
  },
  async erase(tx, owner, ctx) {
    const gone = await tx.delete(users).where(eq(users.id, owner.userId)).returning({ email: users.email });
    for (const row of gone) await clearAccountFailures(tx, ctx, row.email);
    return { rows: gone.length };
  },
};

/** Sign-in sessions: token hashes are never exported (they are credentials, not information). */
export const sessionData: DataRightsEntry = {
  name: 'sessions',
  description: 'Sign-in sessions (when each started, was last used, ended)',
  async export(ctx, owner) {
    const rows = await ctx.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, owner.userId))
      .orderBy(desc(sessions.createdAt));
    return rows.map((s) => ({
      createdAt: s.createdAt.toISOString(),
      lastSeenAt: s.lastSeenAt.toISOString(),
      expiresAt: s.expiresAt.toISOString(),
      revokedAt: s.revokedAt?.toISOString() ?? null,
    }));
  },
  async erase(tx, owner, ctx) {
    const gone = await tx
      .delete(sessions)
      .where(eq(sessions.userId, owner.userId))
      .returning({ id: sessions.id });
    return {
      rows: gone.length,
      // After commit: a look-up that read a session before the delete cannot store it (session-cache.ts).
      afterCommit: async () => {
        sessionCacheOf(ctx).forgetSubject({ userId: owner.userId });
      },
    };
  },
};
