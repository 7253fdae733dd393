import { and, desc, eq, gt, lte, sql } from 'drizzle-orm';
import { AppError, limits, messages } from '@clearbill/shared';
import type { Clock } from '../clock';
import { sha256 } from '../crypto/tokens';
import type { Db } from '../db/client';
import { loginFailures } from '../db/schema';

/**
 * The product's claim, 5 sign-in attempts per 15 minutes, held per account and per address.
 * Counters are rows, so every instance on one database counts together.
 */
export interface ThrottleKey {
  scope: 'user' | 'admin' | 'ip';
  key: string;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const hashed = (k: ThrottleKey) => ({ scope: k.scope, keyHash: sha256(`${k.scope}:${k.key.toLowerCase()}`) });

/**
 * Serialises sign-in attempts on the same keys (inside the caller's transaction), so parallel
 * guesses cannot slip past the count.
 */
export async function lockKeys(tx: Tx, keys: ThrottleKey[]): Promise<void> {
  const ordered = keys.map(hashed).sort((a, b) => a.keyHash.localeCompare(b.keyHash));
  for (const k of ordered) {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${k.keyHash}))`);
  }
}

/** Throws rate_limited while any key has 5 failures in the last 15 minutes. */
export async function assertNotThrottled(tx: Tx, clock: Clock, keys: ThrottleKey[]): Promise<void> {
  const now = clock.now();
  const windowStart = new Date(now.getTime() - limits.loginWindowMs);
  let retryAt = 0;
  for (const k of keys.map(hashed)) {
    const recent = await tx
      .select({ failedAt: loginFailures.failedAt })
      .from(loginFailures)
      .where(
        and(
          eq(loginFailures.scope, k.scope),
          eq(loginFailures.keyHash, k.keyHash),
          gt(loginFailures.failedAt, windowStart),
        ),
      )
      .orderBy(desc(loginFailures.failedAt))
      .limit(limits.loginMaxFailures);
    const fifth = recent[limits.loginMaxFailures - 1];
    // The block lifts when the 5th most recent failure leaves the window.
    if (fifth) retryAt = Math.max(retryAt, fifth.failedAt.getTime() + limits.loginWindowMs);
  }
  if (retryAt > now.getTime()) {
    const seconds = Math.ceil((retryAt - now.getTime()) / 1000);
    throw new AppError('rate_limited', messages.tooManyAttempts(Math.ceil(seconds / 60)), {
      retryAfterSeconds: seconds,
    });
  }
}

export async function recordFailure(tx: Tx, clock: Clock, keys: ThrottleKey[]): Promise<void> {
  const failedAt = clock.now();
  await tx.insert(loginFailures).values(keys.map((k) => ({ ...hashed(k), failedAt })));
}

/** A successful sign-in clears the account's failures (the address keeps its count). */
export async function clearFailures(tx: Tx, key: ThrottleKey): Promise<void> {
  const k = hashed(key);
  await tx
    .delete(loginFailures)
    .where(and(eq(loginFailures.scope, k.scope), eq(loginFailures.keyHash, k.keyHash)));
}

/** Removes rows past the window; run by the retention sweep. */
export async function pruneFailures(db: Db, clock: Clock): Promise<number> {
  const cutoff = new Date(clock.now().getTime() - limits.loginWindowMs);
  const removed = await db
    .delete(loginFailures)
    .where(lte(loginFailures.failedAt, cutoff))
    .returning({ id: loginFailures.id });
  return removed.length;
}
