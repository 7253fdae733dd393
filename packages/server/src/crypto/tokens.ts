import { createHash, randomBytes } from 'node:crypto';

/** An opaque bearer token: a recognisable prefix and 256 random bits. */
export function newToken(prefix: 'cbu' | 'cba' | 'cbg'): string {
  return `${prefix}_${randomBytes(32).toString('base64url')}`;
}

/** Tokens and rate-limit keys are stored only as SHA-256 hashes. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
