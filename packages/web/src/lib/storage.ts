/**
 * The three credentials the browser keeps (01-patient-area.md §3 'Client storage keys').
 * localStorage can throw (private mode, disabled storage); a missing credential is the safe reading.
 */
export const storageKeys = {
  authToken: 'authToken',
  adminToken: 'adminToken',
  guestSessionId: 'guestSessionId',
} as const;

export type StorageKey = (typeof storageKeys)[keyof typeof storageKeys];

export function readStored(key: StorageKey): string | null {
  try {
    const value = window.localStorage.getItem(key);
    return value === null || value === '' ? null : value;
  } catch {
    return null;
  }
}

export function writeStored(key: StorageKey, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage unavailable: the session lasts until the page closes, which is the safer failure.
  }
}

export function removeStored(key: StorageKey): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing stored, nothing to remove.
  }
}
