import type { AppContext } from '../context';
import { addressKey } from '../limits/address';
import { assertWithinLimits, clearHits, lockLimits, recordHits, type Tx } from '../limits/events';
import { signInHits, type SignInRealm } from '../limits/rules';

/**
 * Sign-in throttling (the product's claim: 5 attempts per 15 minutes). Failures count per account
 * and address pair (5 per 15 minutes), per address across accounts (50) and per account across
 * addresses (100 per hour), patients and admins separately: wrong guesses at one account cannot
 * block other accounts from the same address, and one attacker's address cannot lock the owner out.
 * Counters are rows (src/limits/), so every instance on one database counts together.
 */
export interface SignInAttempt {
  realm: SignInRealm;
  /** The e-mail or admin username as typed (compared case-insensitively). */
  account: string;
  /** The client address (request.ip). */
  ip: string;
}

const hitsOf = (ctx: AppContext, a: SignInAttempt) =>
  signInHits(ctx.config.abuseLimits, { realm: a.realm, account: a.account, address: addressKey(a.ip) });

const all = (ctx: AppContext, a: SignInAttempt) => Object.values(hitsOf(ctx, a));

/**
 * Serialises sign-in attempts on the same keys (inside the caller's transaction), so parallel
 * guesses cannot slip past the count.
 */
export async function lockKeys(tx: Tx, ctx: AppContext, attempt: SignInAttempt): Promise<void> {
  await lockLimits(tx, all(ctx, attempt));
}

/** Throws rate_limited (429 with Retry-After) while any of the attempt's keys is at its limit. */
export async function assertNotThrottled(tx: Tx, ctx: AppContext, attempt: SignInAttempt): Promise<void> {
  await assertWithinLimits(tx, ctx.clock.now(), all(ctx, attempt));
}

export async function recordFailure(tx: Tx, ctx: AppContext, attempt: SignInAttempt): Promise<void> {
  await recordHits(tx, ctx.clock.now(), all(ctx, attempt));
}

/**
 * A successful sign-in clears the pair's failures (the owner's own typos from this address). The
 * address and account counts stay: a success proves nothing about the other guesses they hold.
 */
export async function clearFailures(tx: Tx, ctx: AppContext, attempt: SignInAttempt): Promise<void> {
  await clearHits(tx, [hitsOf(ctx, attempt).pair]);
}

/**
 * An erased account's own failure count (keyed by its e-mail's hash). The pair rows (e-mail with an
 * address) cannot be found without the address; they hold only a hash and go when their window ends.
 */
export async function clearAccountFailures(tx: Tx, ctx: AppContext, email: string): Promise<void> {
  await clearHits(tx, [hitsOf(ctx, { realm: 'user', account: email, ip: '0.0.0.0' }).account]);
}
