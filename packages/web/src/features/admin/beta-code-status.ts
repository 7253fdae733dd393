import type { BetaCode } from '@clearbill/shared';

export type BetaCodeStatus = 'active' | 'revoked' | 'expired' | 'used up';

export function betaCodeStatus(code: BetaCode, now: number = Date.now()): BetaCodeStatus {
  if (code.revokedAt) return 'revoked';
  if (new Date(code.expiresAt).getTime() <= now) return 'expired';
  if (code.maxUses !== null && code.uses >= code.maxUses) return 'used up';
  return 'active';
}
