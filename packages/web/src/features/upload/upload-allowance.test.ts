import { describe, expect, it } from 'vitest';
import { limits, type User } from '@clearbill/shared';
import { canUpload, uploadAllowance } from './upload-allowance';

const guest = (uploadsRemaining: number | null, hasUnlimitedAccess = false) => ({
  hasGuestSession: true as const,
  uploadsRemaining,
  hasUnlimitedAccess,
});

describe('uploadAllowance', () => {
  it('gives a signed-in user 999 and a beta guest unlimited uploads', () => {
    expect(uploadAllowance({ id: 'u' } as unknown as User, null)).toEqual({ kind: 'user', remaining: 999 });
    expect(uploadAllowance(null, guest(null, true))).toEqual({ kind: 'unlimited' });
    expect(uploadAllowance(null, null)).toEqual({ kind: 'pending' });
  });

  it('counts a guest out of 5 on the upload page and out of 3 in the wizard', () => {
    expect(uploadAllowance(null, guest(5))).toEqual({ kind: 'guest', remaining: 5, total: 5 });
    expect(uploadAllowance(null, guest(5), limits.guestWizardUploads)).toMatchObject({ remaining: 3 });
    expect(uploadAllowance(null, guest(4), limits.guestWizardUploads)).toMatchObject({ remaining: 2 });
    expect(uploadAllowance(null, guest(1), limits.guestWizardUploads)).toMatchObject({ remaining: 0 });
    expect(canUpload(uploadAllowance(null, guest(0)))).toBe(false);
  });
});

describe('a signed-in account’s count', () => {
  it('is the server’s count once it arrives', () => {
    const user = { id: 'u', email: 'a@example.com', firstName: 'A', lastName: 'B', createdAt: '' };
    expect(uploadAllowance(user, null, undefined, 997)).toEqual({ kind: 'user', remaining: 997 });
    expect(uploadAllowance(user, null, undefined, 0)).toEqual({ kind: 'user', remaining: 0 });
  });
});
