import { limits, type GuestStatus, type User } from '@clearbill/shared';

export type UploadAllowance =
  | { kind: 'user'; remaining: number }
  | { kind: 'unlimited' }
  | { kind: 'guest'; remaining: number; total: number }
  /** No guest session yet: one is being created. */
  | { kind: 'pending' };

/**
 * What the counter shows (01-patient-area.md §4, §6): a signed-in user 999, a guest with a beta code
 * unlimited, a guest the session's count out of 5 (out of 3 in the wizard).
 */
export function uploadAllowance(
  user: User | null,
  guest: GuestStatus | null,
  total: number = limits.guestUploads,
  /** The account's count from the server (GET /api/auth/session); until it arrives, the allowance of a new account (the server enforces the real count either way). */
  userRemaining?: number,
): UploadAllowance {
  if (user) return { kind: 'user', remaining: userRemaining ?? limits.userUploads };
  if (!guest) return { kind: 'pending' };
  if (guest.hasUnlimitedAccess || guest.uploadsRemaining === null) return { kind: 'unlimited' };
  // The server counts one allowance: the wizard's cap of 3 applies to all uploads made so far, so
  // with 5 in all, 2 used on the upload page leave 1 in the wizard.
  const remaining = guest.uploadsRemaining - Math.max(0, limits.guestUploads - total);
  return { kind: 'guest', remaining: Math.max(0, Math.min(remaining, total)), total };
}

export function canUpload(allowance: UploadAllowance): boolean {
  switch (allowance.kind) {
    case 'user':
    case 'guest':
      return allowance.remaining > 0;
    case 'unlimited':
      return true;
    case 'pending':
      return false;
  }
}
