import { eq } from 'drizzle-orm';
import { AppError, messages, type LoginRequest, type SignupRequest, type User } from '@clearbill/shared';
import { audit } from '../access/audit';
import type { AppContext } from '../context';
import { users } from '../db/schema';
import { limitSignup } from '../limits/abuse';
import {
  assertNotThrottled,
  clearFailures,
  lockKeys,
  recordFailure,
  type SignInAttempt,
} from './login-throttle';
import { assertPasswordAllowed } from './password-policy';
import { hashPassword, verifyPassword } from './passwords';
import { createSession, revokeSession } from '../access/sessions';

type UserRow = typeof users.$inferSelect;

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    createdAt: row.createdAt.toISOString(),
  };
}

export interface SignedIn {
  token: string;
  expiresAt: Date;
  user: User;
}

/**
 * Creates an account. The password is checked first (a refused one costs nothing); then the attempt
 * counts against the address's sign-up limit whether or not the e-mail is free, so the limit also
 * bounds probing for registered addresses.
 */
export async function signUp(ctx: AppContext, input: SignupRequest, ip: string): Promise<SignedIn> {
  await assertPasswordAllowed(input.password);
  await limitSignup(ctx, ip);
  const passwordHash = await hashPassword(input.password);
  const [row] = await ctx.db
    .insert(users)
    .values({
      email: input.email,
      passwordHash,
      firstName: input.firstName,
      lastName: input.lastName,
      createdAt: ctx.clock.now(),
    })
    .onConflictDoNothing({ target: users.email })
    .returning();
  if (!row) throw new AppError('email_taken', messages.emailTaken);
  const session = await createSession(ctx, { kind: 'user', userId: row.id });
  await audit(ctx, {
    actor: { type: 'user', id: row.id },
    subjectUserId: row.id,
    action: 'account.create',
    resourceType: 'user',
    resourceId: row.id,
  });
  return { ...session, user: toUser(row) };
}

type Attempt = { ok: true; row: UserRow } | { ok: false };

export async function logIn(ctx: AppContext, input: LoginRequest, ip: string): Promise<SignedIn> {
  const throttle: SignInAttempt = { realm: 'user', account: input.email, ip };
  // The failure must be committed even though the caller then gets an error, so the transaction
  // returns the outcome and the error is thrown after it.
  const attempt = await ctx.db.transaction(async (tx): Promise<Attempt> => {
    await lockKeys(tx, ctx, throttle);
    await assertNotThrottled(tx, ctx, throttle);
    const [row] = await tx.select().from(users).where(eq(users.email, input.email)).limit(1);
    if (!(await verifyPassword(row?.passwordHash, input.password)) || !row) {
      await recordFailure(tx, ctx, throttle);
      return { ok: false };
    }
    await clearFailures(tx, ctx, throttle);
    await tx.update(users).set({ lastLoginAt: ctx.clock.now() }).where(eq(users.id, row.id));
    return { ok: true, row };
  });
  if (!attempt.ok) throw new AppError('invalid_credentials', messages.invalidCredentials);
  const session = await createSession(ctx, { kind: 'user', userId: attempt.row.id });
  await audit(ctx, {
    actor: { type: 'user', id: attempt.row.id },
    subjectUserId: attempt.row.id,
    action: 'session.create',
    resourceType: 'session',
  });
  return { ...session, user: toUser(attempt.row) };
}

export async function logOut(ctx: AppContext, token: string, userId: string | null): Promise<void> {
  const revoked = await revokeSession(ctx, token);
  if (revoked && userId) {
    await audit(ctx, {
      actor: { type: 'user', id: userId },
      subjectUserId: userId,
      action: 'session.revoke',
      resourceType: 'session',
    });
  }
}

export async function getUser(ctx: AppContext, userId: string): Promise<User> {
  const [row] = await ctx.db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!row) throw new AppError('unauthorized', messages.notSignedIn);
  return toUser(row);
}
