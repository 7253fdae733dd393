import { and, desc, eq, gt, lte, or, sql } from 'drizzle-orm';
import { AppError } from '@clearbill/shared';
import { sha256 } from '../crypto/tokens';
import type { Db } from '../db/client';
import { limitEvents } from '../db/schema';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** One limit: at most `max` counted actions per key in any `windowMs` (a sliding window). */
export interface LimitRule {
  /** Which limit a stored row counts against, e.g. `signin:user:pair`. */
  scope: string;
  max: number;
  windowMs: number;
  /** The refusal's text for a wait of this many seconds. */
  message: (retryAfterSeconds: number) => string;
}

/** A rule applied to one key (an address, an account, an account and address pair). */
export interface LimitHit {
  rule: LimitRule;
  key: string;
}

const keyHash = (hit: LimitHit) => sha256(`${hit.rule.scope}:${hit.key.toLowerCase()}`);

/**
 * A 64-bit advisory lock id from the key's hash. Locks are taken in ascending id order, so two
 * transactions locking overlapping keys cannot deadlock, even when two keys share an id.
 */
const lockId = (hash: string) => BigInt.asIntN(64, BigInt(`0x${hash.slice(0, 16)}`));

/**
 * Serialises counted actions on the same keys until the caller's transaction ends, so parallel
 * requests (on one instance or several on PostgreSQL) cannot all pass a count that only one may pass.
 */
export async function lockLimits(tx: Tx, hits: LimitHit[]): Promise<void> {
  const ids = [...new Set(hits.map((h) => lockId(keyHash(h))))].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  for (const id of ids) {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${id.toString()}::bigint)`);
  }
}

/**
 * Seconds until every key is back under its limit (0: none is at it now). A key is at its limit
 * while `max` of its actions lie in the window; it lifts when the max-th most recent one leaves it.
 */
export async function secondsUntilAllowed(
  tx: Tx,
  now: Date,
  hits: LimitHit[],
): Promise<{
  seconds: number;
  hit: LimitHit | null;
}> {
  let worst: { seconds: number; hit: LimitHit | null } = { seconds: 0, hit: null };
  for (const hit of hits) {
    const windowStart = new Date(now.getTime() - hit.rule.windowMs);
    const [oldestCounting] = await tx
      .select({ occurredAt: limitEvents.occurredAt })
      .from(limitEvents)
      .where(
        and(
          eq(limitEvents.scope, hit.rule.scope),
          eq(limitEvents.keyHash, keyHash(hit)),
          gt(limitEvents.occurredAt, windowStart),
        ),
      )
      .orderBy(desc(limitEvents.occurredAt))
      .limit(1)
      .offset(hit.rule.max - 1);
    if (!oldestCounting) continue;
    const liftsAt = oldestCounting.occurredAt.getTime() + hit.rule.windowMs;
    const seconds = Math.ceil((liftsAt - now.getTime()) / 1000);
    if (seconds > worst.seconds) worst = { seconds, hit };
  }
  return worst;
}

/** Throws rate_limited (429, Retry-After) while any key is at its limit. */
export async function assertWithinLimits(tx: Tx, now: Date, hits: LimitHit[]): Promise<void> {
  const { seconds, hit } = await secondsUntilAllowed(tx, now, hits);
  if (hit) {
    throw new AppError('rate_limited', hit.rule.message(seconds), { retryAfterSeconds: seconds });
  }
}

/** Counts one action against each key. */
export async function recordHits(tx: Tx, now: Date, hits: LimitHit[]): Promise<void> {
  if (hits.length === 0) return;
  await tx.insert(limitEvents).values(
    hits.map((hit) => ({
      scope: hit.rule.scope,
      keyHash: keyHash(hit),
      occurredAt: now,
      expiresAt: new Date(now.getTime() + hit.rule.windowMs),
    })),
  );
}

/** Forgets the counted actions of these keys (a successful sign-in clears its own failures). */
export async function clearHits(tx: Tx, hits: LimitHit[]): Promise<void> {
  if (hits.length === 0) return;
  await tx
    .delete(limitEvents)
    .where(
      or(
        ...hits.map((hit) =>
          and(eq(limitEvents.scope, hit.rule.scope), eq(limitEvents.keyHash, keyHash(hit))),
        ),
      ),
    );
}

/**
 * Lock, check, count, inside the caller's transaction: the count is undone if the action's own
 * writes roll back, and the lock holds until they commit.
 */
export async function takeLimits(tx: Tx, now: Date, hits: LimitHit[]): Promise<void> {
  await lockLimits(tx, hits);
  await assertWithinLimits(tx, now, hits);
  await recordHits(tx, now, hits);
}

/** takeLimits in a short transaction of its own: the action counts whether or not it then succeeds. */
export async function consumeLimits(db: Db, now: Date, hits: LimitHit[]): Promise<void> {
  await db.transaction((tx) => takeLimits(tx, now, hits));
}

/** Deletes rows whose windows have all ended; run by the periodic sweep. Idempotent. */
export async function pruneLimitEvents(db: Db, now: Date): Promise<number> {
  const removed = await db
    .delete(limitEvents)
    .where(lte(limitEvents.expiresAt, now))
    .returning({ id: limitEvents.id });
  return removed.length;
}
