import { formatWait, limits, messages } from '@clearbill/shared';
import type { AbuseLimits } from '../config';
import type { LimitHit, LimitRule } from './events';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** Whose sign-in is counted: patients and admins never share a counter. */
export type SignInRealm = 'user' | 'admin';

const signInMessage = (seconds: number) => messages.tooManyAttempts(Math.max(1, Math.ceil(seconds / 60)));

/** The abuse limits with the counts set for this process (src/config.ts, README "Abuse limits"). */
export function abuseRules(config: AbuseLimits) {
  return {
    guestSession: {
      scope: 'guest-session:address',
      max: config.guestSessionsPerAddressHour,
      windowMs: HOUR_MS,
      message: (s) => messages.tooManyGuestSessions(formatWait(s)),
    } satisfies LimitRule,
    guestUpload: {
      scope: 'guest-upload:address',
      max: config.guestUploadsPerAddressDay,
      windowMs: DAY_MS,
      message: (s) => messages.tooManyGuestUploads(formatWait(s)),
    } satisfies LimitRule,
    signup: {
      scope: 'signup:address',
      max: config.signupsPerAddressHour,
      windowMs: HOUR_MS,
      message: (s) => messages.tooManySignups(formatWait(s)),
    } satisfies LimitRule,
    /**
     * Failed sign-ins, three ways: the pair (one account from one address) at the product's 5 per
     * 15 minutes; one address across accounts at a higher bar (password spraying); one account across
     * addresses at a higher bar still (distributed guessing). Someone guessing at one account from one
     * address is stopped by the pair long before either shared bar, so they cannot lock the owner out.
     */
    signIn: (realm: SignInRealm) => ({
      pair: {
        scope: `signin:${realm}:pair`,
        max: config.signInFailuresPerAccountAddress15Min,
        windowMs: limits.loginWindowMs,
        message: signInMessage,
      } satisfies LimitRule,
      address: {
        scope: `signin:${realm}:address`,
        max: config.signInFailuresPerAddress15Min,
        windowMs: limits.loginWindowMs,
        message: signInMessage,
      } satisfies LimitRule,
      account: {
        scope: `signin:${realm}:account`,
        max: config.signInFailuresPerAccountHour,
        windowMs: HOUR_MS,
        message: signInMessage,
      } satisfies LimitRule,
    }),
  };
}

/** The three keys one sign-in attempt is counted under. `address` is already an addressKey. */
export function signInHits(
  config: AbuseLimits,
  attempt: { realm: SignInRealm; account: string; address: string },
): { pair: LimitHit; address: LimitHit; account: LimitHit } {
  const rules = abuseRules(config).signIn(attempt.realm);
  return {
    // A newline cannot appear in an e-mail, a username or an address, so the pair is unambiguous.
    pair: { rule: rules.pair, key: `${attempt.account}\n${attempt.address}` },
    address: { rule: rules.address, key: attempt.address },
    account: { rule: rules.account, key: attempt.account },
  };
}
