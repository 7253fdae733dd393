import { describe, expect, it } from 'vitest';
import type { BetaCode } from '@clearbill/shared';
import { betaCodeStatus } from './beta-code-status';

const now = Date.parse('2026-06-01T00:00:00Z');
const base: BetaCode = {
  id: '1',
  code: 'SPRING',
  expiresAt: '2026-07-01T00:00:00Z',
  maxUses: 10,
  uses: 2,
  createdAt: '2026-05-01T00:00:00Z',
  revokedAt: null,
};

describe('betaCodeStatus', () => {
  it('is active while unexpired, unrevoked and under its limit', () => {
    expect(betaCodeStatus(base, now)).toBe('active');
    expect(betaCodeStatus({ ...base, maxUses: null, uses: 5000 }, now)).toBe('active');
  });

  it('reports revoked first, then expired, then used up', () => {
    expect(betaCodeStatus({ ...base, revokedAt: '2026-05-02T00:00:00Z', uses: 10 }, now)).toBe('revoked');
    expect(betaCodeStatus({ ...base, expiresAt: '2026-05-31T00:00:00Z', uses: 10 }, now)).toBe('expired');
    expect(betaCodeStatus({ ...base, uses: 10 }, now)).toBe('used up');
  });
});
