import { Secret, TOTP } from 'otpauth';

const PERIOD_S = 30;

function totpFor(secretBase32: string, label: string): TOTP {
  return new TOTP({
    issuer: 'ClearBill',
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_S,
    secret: Secret.fromBase32(secretBase32),
  });
}

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

export function otpauthUrl(secretBase32: string, username: string): string {
  return totpFor(secretBase32, username).toString();
}

/**
 * Checks a 6-digit code, allowing one step of clock drift either way. Returns the time step the code
 * belongs to, or null. Callers refuse a step at or before the last one used, so a code works once.
 */
export function matchTotp(secretBase32: string, code: string, at: Date): number | null {
  const delta = totpFor(secretBase32, 'check').validate({ token: code, timestamp: at.getTime(), window: 1 });
  if (delta === null) return null;
  return Math.floor(at.getTime() / 1000 / PERIOD_S) + delta;
}

/** For tests and the CLI: the code an authenticator would show at a time. */
export function totpCodeAt(secretBase32: string, at: Date): string {
  return totpFor(secretBase32, 'check').generate({ timestamp: at.getTime() });
}
