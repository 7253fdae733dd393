import { and, eq, isNull } from 'drizzle-orm';
import { AppError, limits, messages } from '@clearbill/shared';
import type { AppContext } from '../context';
import { newToken, sha256 } from '../crypto/tokens';
import { sessions } from '../db/schema';
import { sessionCacheOf } from './session-cache';

export type SessionSubject = { kind: 'user'; userId: string } | { kind: 'admin'; adminId: string };
export type SessionKind = SessionSubject['kind'];

export interface ResolvedSession {
  id: string;
  kind: SessionKind;
  userId: string | null;
  adminId: string | null;
  expiresAt: Date;
  /** The last activity recorded for the session (this request's time when it was just recorded). */
  lastSeenAt: Date;
}

/** Activity is written back at most this often, so a busy client does not write on every call. */
const TOUCH_EVERY_MS = 15_000;

export async function createSession(
  ctx: AppContext,
  subject: SessionSubject,
): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken(subject.kind === 'user' ? 'cbu' : 'cba');
  const now = ctx.clock.now();
  const expiresAt = new Date(now.getTime() + limits.sessionMaxMs);
  await ctx.db.insert(sessions).values({
    tokenHash: sha256(token),
    kind: subject.kind,
    userId: subject.kind === 'user' ? subject.userId : null,
    adminId: subject.kind === 'admin' ? subject.adminId : null,
    createdAt: now,
    lastSeenAt: now,
    expiresAt,
  });
  return { token, expiresAt };
}

/**
 * Finds the live session for a bearer token and records the activity. A token that is unknown or
 * revoked is 'unauthorized'; one past 30 minutes idle or 24 hours in all is 'session_expired'.
 */
export async function resolveSession(ctx: AppContext, token: string): Promise<ResolvedSession> {
  const [row] = await ctx.db
    .select()
    .from(sessions)
    .where(eq(sessions.tokenHash, sha256(token)))
    .limit(1);
  if (!row || row.revokedAt) throw new AppError('unauthorized', messages.notSignedIn);
  const now = ctx.clock.now();
  const idleFor = now.getTime() - row.lastSeenAt.getTime();
  if (now >= row.expiresAt || idleFor >= limits.sessionIdleMs) {
    throw new AppError('session_expired', messages.sessionExpired);
  }
  let lastSeenAt = row.lastSeenAt;
  if (idleFor >= TOUCH_EVERY_MS) {
    await ctx.db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, row.id));
    lastSeenAt = now;
  }
  return {
    id: row.id,
    kind: row.kind,
    userId: row.userId,
    adminId: row.adminId,
    expiresAt: row.expiresAt,
    lastSeenAt,
  };
}

export async function revokeSession(ctx: AppContext, token: string): Promise<boolean> {
  const revoked = await ctx.db
    .update(sessions)
    .set({ revokedAt: ctx.clock.now() })
    .where(and(eq(sessions.tokenHash, sha256(token)), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  // After the write: a look-up that read the session before it cannot store it (session-cache.ts).
  sessionCacheOf(ctx).forget(sha256(token));
  return revoked.length > 0;
}
