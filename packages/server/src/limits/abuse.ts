import type { AppContext } from '../context';
import { addressKey } from './address';
import { consumeLimits, takeLimits, type Tx } from './events';
import { abuseRules } from './rules';

/** Counts a new guest session against the caller's address; 429 past the hourly limit. */
export async function limitGuestSession(ctx: AppContext, ip: string): Promise<void> {
  const rule = abuseRules(ctx.config.abuseLimits).guestSession;
  await consumeLimits(ctx.db, ctx.clock.now(), [{ rule, key: addressKey(ip) }]);
}

/** Counts a sign-up attempt against the caller's address; 429 past the hourly limit. */
export async function limitSignup(ctx: AppContext, ip: string): Promise<void> {
  const rule = abuseRules(ctx.config.abuseLimits).signup;
  await consumeLimits(ctx.db, ctx.clock.now(), [{ rule, key: addressKey(ip) }]);
}

/**
 * Counts a guest upload against the uploading address, across all its guest sessions, inside the
 * upload's own transaction: an upload that is not stored is not counted.
 */
export async function takeGuestUpload(tx: Tx, ctx: AppContext, ip: string): Promise<void> {
  const rule = abuseRules(ctx.config.abuseLimits).guestUpload;
  await takeLimits(tx, ctx.clock.now(), [{ rule, key: addressKey(ip) }]);
}
